import Foundation
import ScrollInsets

/// docs/audits.md as the audit tests read it: the hand-written section of each rule, and the table
/// of rules, which is generated from the registry (``AuditRuleID``) so that a new rule does not
/// edit it by hand. ``AuditDocsTests`` checks the table and rewrites it when `SCROLLINSETS_RECORD=1`.
enum AuditDocs {
    static let path = "docs/audits.md"
    static let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent(path)

    /// How to regenerate, for the marker and the tests' messages.
    static let regenerate = "SCROLLINSETS_RECORD=1 swift test --filter AuditDocsTests"
    /// The lines that open and close the generated table.
    static let begin =
        "<!-- BEGIN GENERATED from AuditRuleID (Sources/ScrollInsets/Audit/); do not edit: \(regenerate) -->"
    static let end = "<!-- END GENERATED -->"

    static func page() throws -> String {
        try String(contentsOf: url, encoding: .utf8)
    }

    /// The lines of the section headed `## id`, up to the next `## ` heading.
    static func section(_ id: String, in page: String) -> [Substring]? {
        let lines = page.split(separator: "\n", omittingEmptySubsequences: false)
        guard let start = lines.firstIndex(of: "## \(id)"[...]) else { return nil }
        let rest = lines[(start + 1)...]
        return Array(rest.prefix { !$0.hasPrefix("## ") })
    }

    /// The table of rules: id (linked to its section), severity, on or off by default, and the
    /// rule's summary, in the registry's order.
    static func table() -> String {
        var lines = [begin, "| id | severity | default | catches |", "|---|---|---|---|"]
        for id in AuditRuleID.allCases {
            let summary = id.summary.replacingOccurrences(of: "|", with: "\\|")
            lines.append(
                "| [`\(id.rawValue)`](#\(id.rawValue)) | \(id.severity.rawValue) | \(id.isOptIn ? "*off*" : "on") "
                    + "| \(summary) |")
        }
        lines.append(end)
        return lines.joined(separator: "\n")
    }

    /// `page` with its generated table replaced by ``table()``; `nil` when the markers are missing.
    static func page(replacingTableIn page: String) -> String? {
        guard let start = page.range(of: begin), let stop = page.range(of: end, range: start.upperBound..<page.endIndex)
        else { return nil }
        return page.replacingCharacters(in: start.lowerBound..<stop.upperBound, with: table())
    }
}
