import ScrollInsets
import YAMLSubset

/// A baseline of `check`: the findings a project has accepted, so that only new ones are
/// reported (`check --write-baseline FILE`, then `check --baseline FILE`).
///
/// A finding is known by its fixture path, scene index, rule, view path, occurrence, device,
/// orientation and release (``Entry``), never by its line: an edit above a view does not bring
/// its finding back. The scene index keeps a finding of scene #1 from matching scene #0's; the
/// occurrence counts the findings with the same rule and view path on one screen, in order (two
/// sibling views named alike have one path: the second one's finding is occurrence 2), so no new
/// finding can match an entry written for another. The file is JSON, one entry a line, sorted,
/// so that it diffs well:
///
/// ```json
/// {
///   "format": 2,
///   "findings": [
///     {"file": "Fixtures/feed.yaml", "scene": 0, "rule": "double-inset", "path": "nav/feed/table", "occurrence": 1,
///         "device": "iPhone X", "orientation": "portrait", "ios": "16"}
///   ]
/// }
/// ```
///
/// An entry is stale when its screen (file, scene, device, orientation, release) was checked and
/// the finding is gone. `check` warns about stale entries (and counts them) but they do not change
/// the exit code: a stale entry hides nothing today; write the baseline again to drop it.
struct Baseline: Equatable {
    /// The format of the file this version writes and reads.
    static let format = 2

    /// What identifies a finding across edits.
    struct Entry: Hashable, Comparable {
        var file: String
        /// The scene's index in the file (0 for the first `---` part).
        var scene: Int
        var rule: String
        var path: String
        /// 1 for the first finding of this rule and path on this screen, 2 for the second, …
        var occurrence: Int
        var device: String
        var orientation: String
        var ios: String

        /// The screen the entry was found on.
        var screen: Screen { Screen(file: file, scene: scene, device: device, orientation: orientation, ios: ios) }

        static func < (a: Entry, b: Entry) -> Bool {
            // Tuples compare up to six elements: the finding, then its screen.
            let finding = { (e: Entry) in (e.file, e.scene, e.path, e.rule, e.occurrence) }
            let screen = { (e: Entry) in (e.device, e.orientation, e.ios) }
            if finding(a) != finding(b) { return finding(a) < finding(b) }
            return screen(a) < screen(b)
        }

        /// The entry as one line of a message.
        var summary: String {
            """
            \(file) #\(scene): \(rule) at '\(path)'\(occurrence > 1 ? " (occurrence \(occurrence))" : "") on \
            \(device) \(orientation), iOS \(ios)
            """
        }
    }

    /// A scene of a fixture laid out on one device, orientation and release.
    struct Screen: Hashable {
        var file: String
        var scene: Int
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
            writer.lineKey("scene"); writer.number(entry.scene)
            writer.lineKey("rule"); writer.string(entry.rule)
            writer.lineKey("path"); writer.string(entry.path)
            writer.lineKey("occurrence"); writer.number(entry.occurrence)
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
    ///   an entry without one of its eight fields, a scene or occurrence that is not a whole
    ///   number (an occurrence from 1), an unknown key.
    init(parsing text: String) throws(FixtureDiagnostics) {
        let roots = try YAMLParser().parse(text).get()
        var problems: [FixtureDiagnostic] = []
        func fail(_ message: String, _ location: SourceLocation) { problems.append(.error(message, at: location)) }
        entries = []
        guard roots.count == 1, let members = roots[0].mapping else {
            throw FixtureDiagnostics([
                .error("expected a baseline: {\"format\": 1, \"findings\": […]}", at: roots.first?.location ?? .start)
            ])
        }
        let root = roots[0]
        for member in members where member.key != "format" && member.key != "findings" {
            fail("unknown key '\(member.key)' in a baseline; expected 'format' and 'findings'", member.keyLocation)
        }
        if let format = root["format"] {
            if format.scalar?.text != String(Self.format) {
                fail(
                    """
                    baseline format '\(format.scalar?.text ?? "")' is not \(Self.format); write the baseline again \
                    with --write-baseline
                    """,
                    format.location)
            }
        } else {
            fail("missing key 'format' in a baseline", root.location)
        }
        guard let findings = root["findings"], let items = findings.sequence else {
            fail("expected 'findings': a list of findings", root["findings"]?.location ?? root.location)
            throw FixtureDiagnostics(problems)
        }
        let keys = ["file", "scene", "rule", "path", "occurrence", "device", "orientation", "ios"]
        for item in items {
            guard let fields = item.mapping else {
                fail("expected a finding: {\"file\": …, \"rule\": …, …}", item.location); continue
            }
            for field in fields where !keys.contains(field.key) {
                fail(
                    "unknown key '\(field.key)' in a baseline finding; expected \(keys.joined(separator: ", "))",
                    field.keyLocation)
            }
            let values = keys.map { item[$0]?.scalar?.text }
            if let missing = keys.indices.first(where: { values[$0] == nil }) {
                fail("missing '\(keys[missing])' in a baseline finding", item.location)
                continue
            }
            guard let scene = Int(values[1]!), scene >= 0 else {
                fail(
                    "expected a scene index (0, 1, …) in a baseline finding; found '\(values[1]!)'",
                    item["scene"]?.location ?? item.location)
                continue
            }
            guard let occurrence = Int(values[4]!), occurrence >= 1 else {
                fail(
                    "expected an occurrence (1, 2, …) in a baseline finding; found '\(values[4]!)'",
                    item["occurrence"]?.location ?? item.location)
                continue
            }
            entries.insert(
                Entry(
                    file: values[0]!, scene: scene, rule: values[2]!, path: values[3]!, occurrence: occurrence,
                    device: values[5]!, orientation: values[6]!, ios: values[7]!))
        }
        if !problems.isEmpty { throw FixtureDiagnostics(problems) }
    }

    /// A baseline of `entries`.
    init(entries: Set<Entry>) {
        self.entries = entries
    }
}
