import ScrollInsets

/// Findings as a GitLab code quality report (`scroll-inspect check --format codeclimate`): a
/// JSON array of Code Climate issues, written through the one `JSONWriter`.
///
/// ```json
/// [
///   {
///     "type": "issue",
///     "check_name": "double-inset",
///     "description": "'root/scroll' has contentInset.top 44, … (iPhone X portrait iOS 16)",
///     "categories": ["Bug Risk"],
///     "fingerprint": "5c1f0e3a9b7d2e41",
///     "severity": "major",
///     "location": {"path": "Fixtures/feed.yaml", "lines": {"begin": 12}}
///   }
/// ]
/// ```
///
/// One issue per finding per screen: GitLab compares reports by fingerprint, so an issue must
/// name its screen. The **fingerprint** is
/// ``fingerprint(file:scene:rule:path:occurrence:device:orientation:release:)``,
/// the baseline's key hashed (scene index and occurrence included), never the line or the message:
/// an edit above a view, or a reworded message, leaves it unchanged, and GitLab does not show the
/// finding as fixed and new again. Two findings with one fingerprint are one issue, the first.
/// Severities: error → `critical`, warning → `major`, note → `info`. `lines.begin` is 1 for a
/// finding without a location. Source: GitLab's "Code Quality" documentation (report format)
/// and the Code Climate engine specification (`SPEC.md`).
public enum CodeClimateFormatter {
    /// The report of the screens' findings, pretty-printed, ending in a newline.
    ///
    /// - Parameters:
    ///   - screens: Each scene laid out on each screen, in run order.
    ///   - explain: Whether to append the explanation lines to each description.
    public static func format(_ screens: [ScreenFindings], explain: Bool = false) -> String {
        var json = JSONWriter(style: .pretty)
        var seen: Set<String> = []
        json.openArray()
        for screen in screens {
            for (finding, fingerprint) in screen.fingerprintedFindings {
                guard seen.insert(fingerprint).inserted else { continue }
                var description = finding.message.text + " (\(screen.screenLabel))"
                if explain && !finding.explanationText.isEmpty {
                    description += "\n" + finding.explanationText.joined(separator: "\n")
                }
                json.nextElement()
                json.openObject()
                json.key("type"); json.string("issue")
                json.key("check_name"); json.string(finding.rule.rawValue)
                json.key("description"); json.string(description)
                json.key("categories"); json.openArray(); json.nextElement(); json.string("Bug Risk"); json.closeArray()
                json.key("fingerprint"); json.string(fingerprint)
                json.key("severity"); json.string(severity(finding.severity))
                json.key("location")
                json.openObject()
                json.key("path"); json.string(screen.file)
                json.key("lines"); json.openObject(); json.key("begin"); json.number(finding.location?.line ?? 1);
                json.closeObject()
                json.closeObject()
                json.closeObject()
            }
        }
        json.closeArray()
        json.raw("\n")
        return json.text()
    }

    /// GitLab's severity for a finding's: `critical`, `major`, `info`.
    public static func severity(_ severity: Severity) -> String {
        switch severity {
        case .error: return "critical"
        case .warning: return "major"
        case .note: return "info"
        }
    }

    /// A finding's stable fingerprint: 16 lowercase hex digits, the 64-bit FNV-1a hash of the
    /// eight fields' UTF-8 (the scene index and the occurrence in decimal), each followed by a
    /// NUL byte (so "ab" + "c" and "a" + "bc" differ). The fields are the baseline's
    /// (the CLI's `Baseline.Entry`), in its order.
    ///
    /// FNV-1a rather than Swift's `Hasher`, which is seeded per process: the fingerprint must be
    /// the same on every run and machine. It depends on nothing but these fields.
    public static func fingerprint(
        file: String, scene: Int = 0, rule: String, path: String, occurrence: Int = 1,
        device: String, orientation: String, release: String
    ) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for field in [file, String(scene), rule, path, String(occurrence), device, orientation, release] {
            for byte in field.utf8 + [0] {
                hash ^= UInt64(byte)
                hash = hash &* 0x0000_0100_0000_01b3
            }
        }
        let hex = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }
}
