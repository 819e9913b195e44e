import ScrollInsets

/// `scroll-inspect rules`: every audit rule, one a line, with its severity, whether it runs by
/// default (`on`) or only when enabled (`off`: `--enable RULE`, `rules.enabled`, a
/// `# scroll-inspect: enable RULE` comment), and what it catches (docs/audits.md).
///
/// ```
/// rule                                     severity  default  description
/// control-in-unsafe-area                   error     on       an interactive view overlaps …
/// content-offset-not-zero                  note      off      a scroll view starts at a non-zero …
/// ```
struct RulesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        name: "rules", usage: "rules",
        abstract: ["list the audit rules: severity, on or off by default, what each catches (docs/audits.md)"])
    static var arguments: [OptionDescriptor<Self>] { [] }

    func run(environment: some ScrollInspectEnvironment, output: inout some OutputSink) -> CommandStatus {
        output.write(Self.text())
        return CommandStatus(standardError: "", exitCode: .success)
    }

    /// The table, in the rules' declaration order, columns padded to their widest cell.
    static func text() -> String {
        let rows =
            [["rule", "severity", "default", "description"]]
            + AuditRuleID.allCases.map { rule in
                [rule.rawValue, rule.severity.rawValue, rule.isOptIn ? "off" : "on", rule.summary]
            }
        let widths = (0..<3).map { column in rows.map { $0[column].count }.max() ?? 0 }
        return rows.map { row in
            (0..<3).map { row[$0] + String(repeating: " ", count: widths[$0] - row[$0].count + 2) }.joined() + row[3]
        }.joined(separator: "\n") + "\n"
    }
}
