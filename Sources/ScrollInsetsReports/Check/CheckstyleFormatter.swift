import ScrollInsets

/// Findings as a Checkstyle XML report (`scroll-inspect check --format checkstyle`), read by
/// Jenkins (Warnings Next Generation), reviewdog, Danger and most CI dashboards.
///
/// ```xml
/// <?xml version="1.0" encoding="UTF-8"?>
/// <checkstyle version="4.3">
///   <file name="Fixtures/feed.yaml">
///     <error line="12" column="7" severity="warning" message="…" source="double-inset"/>
///   </file>
/// </checkstyle>
/// ```
///
/// One `file` element per fixture checked (with no `error` when it has no finding), one
/// `error` per finding: `line` and `column` (1-based; both left out for a finding without a
/// location), `severity` (`error`, `warning`, or `info` for a note), `message` and `source`, the
/// rule's id. In a device matrix the findings are grouped as in the text format, the message
/// naming the screens. Every value is XML-escaped (`XMLEscaping`).
public enum CheckstyleFormatter {
    /// The `version` attribute written: Checkstyle's report format 4.3.
    public static let version = "4.3"

    /// The Checkstyle report of several files' findings, ending in a newline.
    ///
    /// - Parameters:
    ///   - files: Each file's findings, in the order to report them.
    ///   - explain: Whether to append the explanation lines to each message.
    public static func format(_ files: [FileFindings], explain: Bool = false) -> String {
        var output = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<checkstyle version=\"\(version)\">\n"
        for file in files {
            if file.findings.isEmpty {
                output += "  <file name=\"\(XMLEscaping.attribute(file.file))\"/>\n"
                continue
            }
            output += "  <file name=\"\(XMLEscaping.attribute(file.file))\">\n"
            for finding in file.findings {
                output += "    " + error(for: finding, explain: explain) + "\n"
            }
            output += "  </file>\n"
        }
        output += "</checkstyle>\n"
        return output
    }

    /// One `<error …/>` element, without indentation or newline.
    static func error(for finding: Finding, explain: Bool) -> String {
        var message = finding.message.text
        if explain && !finding.explanationText.isEmpty {
            message += "\n" + finding.explanationText.joined(separator: "\n")
        }
        var element = "<error"
        if let location = finding.location { element += " line=\"\(location.line)\" column=\"\(location.column)\"" }
        element += " severity=\"\(severity(finding.severity))\""
        element += " message=\"\(XMLEscaping.attribute(message))\""
        element += " source=\"\(XMLEscaping.attribute(finding.rule.rawValue))\"/>"
        return element
    }

    /// Checkstyle's name for a severity: `error`, `warning`, `info`.
    public static func severity(_ severity: Severity) -> String {
        switch severity {
        case .error: return "error"
        case .warning: return "warning"
        case .note: return "info"
        }
    }
}
