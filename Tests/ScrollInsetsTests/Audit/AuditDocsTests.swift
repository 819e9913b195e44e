import Foundation
import Testing
import ScrollInsets

/// The table of rules in docs/audits.md is the registry's: `SCROLLINSETS_RECORD=1` rewrites it (and
/// fails, so that the run that wrote it is not taken for a check).
@Suite struct AuditDocsTests {
    static var isRecording: Bool {
        guard let value = ProcessInfo.processInfo.environment["SCROLLINSETS_RECORD"] else { return false }
        return !value.isEmpty && value != "0"
    }

    @Test func theTableOfRulesIsGeneratedFromTheRegistry() throws {
        let current = try AuditDocs.page()
        let generated = try #require(
            AuditDocs.page(replacingTableIn: current), "docs/audits.md has no \(AuditDocs.begin) … part")
        if Self.isRecording {
            if generated != current { try generated.write(to: AuditDocs.url, atomically: true, encoding: .utf8) }
            let what = generated == current ? "unchanged" : "rewritten"
            Issue.record("docs/audits.md \(what); run again without SCROLLINSETS_RECORD")
            return
        }
        #expect(
            generated == current, "docs/audits.md's table of rules is stale: regenerate it with \(AuditDocs.regenerate)"
        )
    }

    @Test func theTableHasARowPerRuleLinkedToItsSection() throws {
        let table = AuditDocs.table()
        #expect(
            table.contains("| [`double-inset`](#double-inset) | warning | on | a scroll view's contentInset repeats"))
        #expect(table.contains("| [`content-offset-not-zero`](#content-offset-not-zero) | note | *off* |"))
        #expect(table.split(separator: "\n").count == AuditRuleID.allCases.count + 4)
        let page = try AuditDocs.page()
        for id in AuditRuleID.allCases {
            #expect(AuditDocs.section(id.rawValue, in: page) != nil, "no '## \(id.rawValue)' for the table's link")
        }
    }
}
