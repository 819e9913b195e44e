import ScrollInsets

/// The default output of `scroll-inspect check`: one compiler-style line per finding, the
/// explanation under it when asked for, then a summary line.
///
/// ```
/// Fixtures/feed.yaml:12:7: warning: [double-inset] 'nav/feed/table' has contentInset.top 64, …
///     adjustedContentInset.top of 'nav/feed/table' = 128
///       + 64 contentInset.top 64 pt
/// 0 errors, 1 warning, 0 notes
/// ```
///
/// Editors and CI log parsers read `path:line:column: severity: message`. A finding without
/// a location (a scene built in code) is written `path: severity: …`.
public enum TextFindingsFormatter {
    /// The indentation of explanation lines under their finding.
    static let explanationIndent = "    "

    /// The report for one file.
    ///
    /// - Parameters:
    ///   - findings: The findings, in the order to print them.
    ///   - file: The fixture's path as the user gave it.
    ///   - explain: Whether to print each finding's explanation under it (`--explain`).
    /// - Returns: The lines, each ending in a newline, the summary last.
    public static func format(_ findings: [Finding], file: String, explain: Bool = false) -> String {
        format([FileFindings(file: file, findings: findings)], explain: explain)
    }

    /// The report for several files: their findings in the order given, one summary for all,
    /// followed by `checked` when given (`0 errors, 1 warning, 0 notes in 3 screens of 2 files`).
    public static func format(_ files: [FileFindings], explain: Bool = false, checked: String? = nil) -> String {
        var output = ""
        for file in files {
            for finding in file.findings {
                output += line(for: finding, file: file.file) + "\n"
                if explain {
                    for line in finding.explanationText { output += explanationIndent + line + "\n" }
                }
            }
        }
        return output + summary(files.flatMap(\.findings)) + (checked.map { " " + $0 } ?? "") + "\n"
    }

    /// `path:line:column: severity: [rule] message`, without a newline.
    public static func line(for finding: Finding, file: String) -> String {
        let position = finding.location.map { "\(file):\($0.line):\($0.column)" } ?? file
        return "\(position): \(finding.severity.rawValue): [\(finding.rule.rawValue)] \(finding.message.text)"
    }

    /// "2 errors, 1 warning, 0 notes": every severity, most serious first.
    public static func summary(_ findings: [Finding]) -> String {
        [Severity.error, .warning, .note].map { severity in
            let count = findings.filter { $0.severity == severity }.count
            return "\(count) \(severity.rawValue)\(count == 1 ? "" : "s")"
        }.joined(separator: ", ")
    }
}
