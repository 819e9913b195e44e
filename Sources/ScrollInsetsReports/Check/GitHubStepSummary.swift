import ScrollInsets

/// Every finding as a Markdown table for a GitHub Actions job summary
/// (`$GITHUB_STEP_SUMMARY`), for a run with more findings than GitHub shows as annotations.
///
/// GitHub shows at most 10 annotations of each kind (error, warning, notice) per step
/// ("Workflow commands for GitHub Actions"; the rest are dropped), so `check --format github`
/// with more than ``annotationLimit`` findings also appends this table to the summary file, when
/// `$GITHUB_STEP_SUMMARY` is set:
///
/// ```
/// ### scroll-inspect: 12 findings
///
/// GitHub shows the first 10 annotations of each kind; every finding:
///
/// | file | line | column | severity | rule | message |
/// |---|---|---|---|---|---|
/// | Fixtures/a.yaml | 8 | 9 | warning | always-scrolls-sideways | 'root/table' uses … |
/// ```
///
/// Cells escape `|` as `\|` and turn line breaks into `<br>`; `<`, `>` and `&` become
/// entities, so a message cannot open HTML in the summary.
public enum GitHubStepSummary {
    /// The number of annotations of one kind GitHub shows per step.
    public static let annotationLimit = 10

    /// Whether some kind of annotation has more findings than GitHub shows.
    public static func exceedsAnnotationLimit(_ files: [FileFindings]) -> Bool {
        let findings = files.flatMap(\.findings)
        return Severity.allCases.contains { severity in
            findings.filter { $0.severity == severity }.count > annotationLimit
        }
    }

    /// The summary: a heading, a line and the table, ending in a newline.
    public static func markdown(_ files: [FileFindings], explain: Bool) -> String {
        let count = files.reduce(0) { $0 + $1.findings.count }
        var lines = [
            "### scroll-inspect: \(count) finding\(count == 1 ? "" : "s")",
            "",
            "GitHub shows the first \(annotationLimit) annotations of each kind; every finding:",
            "",
            "| file | line | column | severity | rule | message |",
            "|---|---|---|---|---|---|",
        ]
        for file in files {
            for finding in file.findings {
                var message = finding.message.text
                if explain && !finding.explanationText.isEmpty {
                    message += "\n" + finding.explanationText.joined(separator: "\n")
                }
                let cells = [
                    file.file, finding.location.map { String($0.line) } ?? "",
                    finding.location.map { String($0.column) } ?? "",
                    finding.severity.rawValue, finding.rule.rawValue, message,
                ]
                lines.append("| " + cells.map(cell).joined(separator: " | ") + " |")
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// A table cell's text.
    static func cell(_ text: String) -> String {
        var output = ""
        for character in text {
            switch character {
            case "|": output += "\\|"
            case "\n", "\r\n": output += "<br>"
            case "<": output += "&lt;"
            case ">": output += "&gt;"
            case "&": output += "&amp;"
            default: output.append(character)
            }
        }
        return output
    }
}
