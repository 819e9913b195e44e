@testable import ScrollInsetsReports
import ScrollInsets
import Testing

@Suite struct TextFindingsFormatterTests {
    @Test func writesCompilerStyleLinesAndASummary() {
        let output = TextFindingsFormatter.format(
            [SampleFindings.pager, SampleFindings.scroll, SampleFindings.offset],
            file: "Fixtures/feed.yaml")
        #expect(
            output == """
                Fixtures/feed.yaml:9:7: error: [control-in-unsafe-area] interactive view 'root/pager' lies 22 pt inside the bottom unsafe area (inset 34) of the window; keep controls inside the safe area
                Fixtures/feed.yaml:12:5: warning: [double-inset] 'root/scroll' has contentInset.top 44, equal to its top safe-area inset, and behavior 'automatic' adds the safe area again: adjustedContentInset.top is 88, the gap counted twice
                Fixtures/feed.yaml: note: [content-offset-not-zero] 'root/scroll' starts at contentOffset (0, -44), not (0, 0): behavior 'automatic' adds the top safe-area inset 44; code that assumes an offset of 0 at rest is off by 44 pt vertically
                1 error, 1 warning, 1 note

                """)
    }

    @Test func explainIndentsTheExplanationUnderEachFinding() {
        let output = TextFindingsFormatter.format(
            [SampleFindings.pager, SampleFindings.scroll], file: "a.yaml", explain: true)
        #expect(
            output == """
                a.yaml:9:7: error: [control-in-unsafe-area] interactive view 'root/pager' lies 22 pt inside the bottom unsafe area (inset 34) of the window; keep controls inside the safe area
                    frame in window [137, 770, 100, 30]
                    window safeAreaInsets.bottom = 34
                      + 34 home indicator
                a.yaml:12:5: warning: [double-inset] 'root/scroll' has contentInset.top 44, equal to its top safe-area inset, and behavior 'automatic' adds the safe area again: adjustedContentInset.top is 88, the gap counted twice
                    adjustedContentInset.top of 'root/scroll' = 88
                1 error, 1 warning, 0 notes

                """)
    }

    @Test func noFindingsStillSummarizes() {
        #expect(TextFindingsFormatter.format([], file: "a.yaml") == "0 errors, 0 warnings, 0 notes\n")
    }

    @Test func severalFilesShareOneSummary() {
        let output = TextFindingsFormatter.format([
            FileFindings(file: "a.yaml", findings: [SampleFindings.scroll]),
            FileFindings(file: "b.yaml", findings: [SampleFindings.scroll]),
        ])
        #expect(
            output.split(separator: "\n").map { String($0.prefix(14)) } == [
                "a.yaml:12:5: w", "b.yaml:12:5: w", "0 errors, 2 wa",
            ])
        #expect(output.hasSuffix("0 errors, 2 warnings, 0 notes\n"))
    }

    struct SummaryCase: CustomTestStringConvertible, Sendable {
        var severities: [Severity]
        var expected: String
        var testDescription: String { expected }
    }

    static let summaries: [SummaryCase] = [
        SummaryCase(severities: [], expected: "0 errors, 0 warnings, 0 notes"),
        SummaryCase(severities: [.error], expected: "1 error, 0 warnings, 0 notes"),
        SummaryCase(severities: [.error, .error, .warning], expected: "2 errors, 1 warning, 0 notes"),
        SummaryCase(severities: [.note, .note, .warning, .warning], expected: "0 errors, 2 warnings, 2 notes"),
    ]

    @Test(arguments: summaries) func summaryCountsEverySeverity(_ testCase: SummaryCase) {
        let findings = testCase.severities.map { Finding(rule: .doubleInset, severity: $0, path: "p", message: "m") }
        #expect(TextFindingsFormatter.summary(findings) == testCase.expected)
    }
}
