import ScrollInsets

/// Findings as GitHub Actions workflow commands (`scroll-inspect check --format github`),
/// which the runner turns into annotations on the pull request.
///
/// ```
/// ::warning file=Fixtures/feed.yaml,line=12,col=7,title=double-inset::'nav/feed/table' has contentInset.top 64, …
/// ```
///
/// Severities map to `error`, `warning` and `notice`. Escaping follows the Actions toolkit
/// (`@actions/core` `command.ts`): in the message, `%`, CR and LF become `%25`, `%0D`, `%0A`;
/// in property values, also `:` and `,` become `%3A` and `%2C`. Explanations, when asked
/// for, follow the message on their own lines (escaped LFs), which GitHub shows.
public enum GitHubAnnotationsFormatter {
    /// The workflow commands for one file, each ending in a newline.
    public static func format(_ findings: [Finding], file: String, explain: Bool = false) -> String {
        format([FileFindings(file: file, findings: findings)], explain: explain)
    }

    /// The workflow commands for several files.
    public static func format(_ files: [FileFindings], explain: Bool = false) -> String {
        var output = ""
        for file in files {
            for finding in file.findings {
                output += command(for: finding, file: file.file, explain: explain) + "\n"
            }
        }
        return output
    }

    /// `::LEVEL file=F,line=L,col=C,title=RULE::MESSAGE`, without a newline; `line` and `col`
    /// are left out for a finding without a location.
    public static func command(for finding: Finding, file: String, explain: Bool = false) -> String {
        var properties = ["file=" + escapeProperty(file)]
        if let location = finding.location {
            properties += ["line=\(location.line)", "col=\(location.column)"]
        }
        properties.append("title=" + escapeProperty(finding.rule.rawValue))
        var message = finding.message.text
        if explain && !finding.explanationText.isEmpty {
            message += "\n" + finding.explanationText.joined(separator: "\n")
        }
        return "::\(level(finding.severity)) \(properties.joined(separator: ","))::\(escapeData(message))"
    }

    /// The workflow command for a severity: `error`, `warning`, `notice`.
    public static func level(_ severity: Severity) -> String {
        switch severity {
        case .error: return "error"
        case .warning: return "warning"
        case .note: return "notice"
        }
    }

    /// A message escaped for a workflow command: `%` → `%25`, CR → `%0D`, LF → `%0A`.
    public static func escapeData(_ text: String) -> String {
        var output = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "%": output += "%25"
            case "\r": output += "%0D"
            case "\n": output += "%0A"
            default: output.unicodeScalars.append(scalar)
            }
        }
        return output
    }

    /// A property value escaped for a workflow command: as ``escapeData(_:)``, and `:` →
    /// `%3A`, `,` → `%2C`.
    public static func escapeProperty(_ text: String) -> String {
        var output = ""
        for scalar in escapeData(text).unicodeScalars {
            switch scalar {
            case ":": output += "%3A"
            case ",": output += "%2C"
            default: output.unicodeScalars.append(scalar)
            }
        }
        return output
    }
}
