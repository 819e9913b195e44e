@testable import ScrollInsetsReports
import ScrollInsets
import Testing

@Suite struct GitHubAnnotationsFormatterTests {
    @Test func writesOneWorkflowCommandPerFinding() {
        let output = GitHubAnnotationsFormatter.format(
            [SampleFindings.pager, SampleFindings.scroll, SampleFindings.offset],
            file: "Fixtures/feed.yaml")
        #expect(
            output == """
                ::error file=Fixtures/feed.yaml,line=9,col=7,title=control-in-unsafe-area::interactive view 'root/pager' lies 22 pt inside the bottom unsafe area (inset 34) of the window; keep controls inside the safe area
                ::warning file=Fixtures/feed.yaml,line=12,col=5,title=double-inset::'root/scroll' has contentInset.top 44, equal to its top safe-area inset, and behavior 'automatic' adds the safe area again: adjustedContentInset.top is 88, the gap counted twice
                ::notice file=Fixtures/feed.yaml,title=content-offset-not-zero::'root/scroll' starts at contentOffset (0, -44), not (0, 0): behavior 'automatic' adds the top safe-area inset 44; code that assumes an offset of 0 at rest is off by 44 pt vertically

                """)
    }

    @Test func explainAddsEscapedLines() {
        let finding = Finding(
            rule: .doubleInset, path: "p", message: "m", location: ScrollInsets.SourceLocation(line: 1, column: 2),
            explanation: [
                .derivation(title: "a", total: 1, terms: [InsetTerm(source: .screen, amount: 1, reason: "b")])
            ])
        #expect(
            GitHubAnnotationsFormatter.command(for: finding, file: "f.yaml", explain: true)
                == "::warning file=f.yaml,line=1,col=2,title=double-inset::m%0Aa = 1%0A  + 1 b")
    }

    struct EscapeCase: CustomTestStringConvertible, Sendable {
        var id: String
        var input: String
        var data: String
        var property: String
        var testDescription: String { id }
    }

    static let escapes: [EscapeCase] = [
        EscapeCase(id: "percent first", input: "100%", data: "100%25", property: "100%25"),
        EscapeCase(id: "line breaks", input: "a\r\nb", data: "a%0D%0Ab", property: "a%0D%0Ab"),
        EscapeCase(
            id: "colon and comma only in properties", input: "dir,a:b.yaml", data: "dir,a:b.yaml",
            property: "dir%2Ca%3Ab.yaml"),
        EscapeCase(id: "an already escaped-looking text", input: "%0A", data: "%250A", property: "%250A"),
        EscapeCase(id: "quotes and non-ASCII stay", input: "'é'", data: "'é'", property: "'é'"),
    ]

    @Test(arguments: escapes) func escapesLikeTheActionsToolkit(_ testCase: EscapeCase) {
        #expect(GitHubAnnotationsFormatter.escapeData(testCase.input) == testCase.data)
        #expect(GitHubAnnotationsFormatter.escapeProperty(testCase.input) == testCase.property)
    }

    @Test func escapesTheFileAndTheMessage() {
        let finding = Finding(
            rule: .doubleInset, path: "p", message: "50% off\nnext",
            location: ScrollInsets.SourceLocation(line: 3, column: 4))
        #expect(
            GitHubAnnotationsFormatter.command(for: finding, file: "a,b:c.yaml")
                == "::warning file=a%2Cb%3Ac.yaml,line=3,col=4,title=double-inset::50%25 off%0Anext")
    }

    @Test func levels() {
        #expect(Severity.allCases.map(GitHubAnnotationsFormatter.level) == ["notice", "warning", "error"])
    }
}
