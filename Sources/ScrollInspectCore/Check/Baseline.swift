import ScrollInsets

/// A baseline of `check`: the findings a project has accepted, so that only new ones are
/// reported (`check --write-baseline FILE`, then `check --baseline FILE`).
///
/// A finding is known by its fixture path, rule, view path, device, orientation and release
/// (``Entry``), never by its line: an edit above a view does not bring its finding back. Two
/// findings of one rule on one view of one screen are one entry. The file is JSON, one entry a
/// line, sorted, so that it diffs well:
///
/// ```json
/// {
///   "format": 1,
///   "findings": [
///     {"file": "Fixtures/feed.yaml", "rule": "content-under-home-indicator", "path": "nav/feed/table", "device": "iPhone X", "orientation": "portrait", "ios": "16"}
///   ]
/// }
/// ```
///
/// An entry is stale when its screen (file, device, orientation, release) was checked and the
/// finding is gone: the baseline then hides nothing and would hide the finding's return, so the
/// run fails until the baseline is written again.
struct Baseline: Equatable {
    /// The format of the file this version writes and reads.
    static let format = 1

    /// What identifies a finding across edits.
    struct Entry: Hashable, Comparable {
        var file: String
        var rule: String
        var path: String
        var device: String
        var orientation: String
        var ios: String

        /// The screen the entry was found on.
        var screen: Screen { Screen(file: file, device: device, orientation: orientation, ios: ios) }

        static func < (a: Entry, b: Entry) -> Bool {
            (a.file, a.path, a.rule, a.device, a.orientation, a.ios) < (b.file, b.path, b.rule, b.device, b.orientation, b.ios)
        }

        /// The entry as one line of a message.
        var summary: String { "\(file): \(rule) at '\(path)' on \(device) \(orientation), iOS \(ios)" }
    }

    /// A fixture laid out on one device, orientation and release.
    struct Screen: Hashable {
        var file: String
        var device: String
        var orientation: String
        var ios: String
    }

    /// The entries, each once.
    var entries: Set<Entry>

    /// The baseline's text: sorted entries, one a line, and a final line break.
    func json() -> String {
        var writer = JSONWriter()
        writer.openObject()
        writer.key("format"); writer.number(Self.format)
        writer.key("findings")
        writer.openArray()
        for entry in entries.sorted() {
            writer.nextElement()
            writer.beginLine(UInt8(ascii: "{"))
            writer.lineKey("file"); writer.string(entry.file)
            writer.lineKey("rule"); writer.string(entry.rule)
            writer.lineKey("path"); writer.string(entry.path)
            writer.lineKey("device"); writer.string(entry.device)
            writer.lineKey("orientation"); writer.string(entry.orientation)
            writer.lineKey("ios"); writer.string(entry.ios)
            writer.endLine(UInt8(ascii: "}"))
        }
        writer.closeArray()
        writer.closeObject()
        writer.raw("\n")
        return writer.text()
    }

    /// Reads a baseline's text (JSON is read by the YAML subset's flow syntax, with positions).
    ///
    /// - Throws: The diagnostics of a file that is not a baseline: not JSON, another format,
    ///   an entry without one of its six strings, an unknown key.
    init(parsing text: String) throws(FixtureDiagnostics) {
        let roots = try YAMLParser().parse(text).get()
        var problems: [FixtureDiagnostic] = []
        func fail(_ message: String, _ location: SourceLocation) { problems.append(.error(message, at: location)) }
        entries = []
        guard roots.count == 1, let members = roots[0].mapping else {
            throw FixtureDiagnostics([.error("expected a baseline: {\"format\": 1, \"findings\": […]}", at: roots.first?.location ?? .start)])
        }
        let root = roots[0]
        for member in members where member.key != "format" && member.key != "findings" {
            fail("unknown key '\(member.key)' in a baseline; expected 'format' and 'findings'", member.keyLocation)
        }
        if let format = root["format"] {
            if format.scalar?.text != String(Self.format) { fail("baseline format '\(format.scalar?.text ?? "")' is not \(Self.format); write the baseline again with --write-baseline", format.location) }
        } else {
            fail("missing key 'format' in a baseline", root.location)
        }
        guard let findings = root["findings"], let items = findings.sequence else {
            fail("expected 'findings': a list of findings", root["findings"]?.location ?? root.location)
            throw FixtureDiagnostics(problems)
        }
        let keys = ["file", "rule", "path", "device", "orientation", "ios"]
        for item in items {
            guard let fields = item.mapping else { fail("expected a finding: {\"file\": …, \"rule\": …, …}", item.location); continue }
            for field in fields where !keys.contains(field.key) {
                fail("unknown key '\(field.key)' in a baseline finding; expected \(keys.joined(separator: ", "))", field.keyLocation)
            }
            let values = keys.map { item[$0]?.scalar?.text }
            if let missing = keys.indices.first(where: { values[$0] == nil }) {
                fail("missing '\(keys[missing])' in a baseline finding", item.location)
                continue
            }
            entries.insert(Entry(file: values[0]!, rule: values[1]!, path: values[2]!, device: values[3]!,
                                 orientation: values[4]!, ios: values[5]!))
        }
        if !problems.isEmpty { throw FixtureDiagnostics(problems) }
    }

    /// A baseline of `entries`.
    init(entries: Set<Entry>) {
        self.entries = entries
    }
}
