import Testing
import YAMLSubset

@Suite struct SourceLocationTests {
    @Test func ordersByLineThenColumn() {
        let locations = [
            SourceLocation(line: 2, column: 1), SourceLocation(line: 1, column: 9),
            SourceLocation(line: 1, column: 2),
        ]
        #expect(
            locations.sorted() == [
                SourceLocation(line: 1, column: 2), SourceLocation(line: 1, column: 9),
                SourceLocation(line: 2, column: 1),
            ])
        #expect(SourceLocation.start == SourceLocation(line: 1, column: 1))
        #expect(SourceLocation(line: 12, column: 7).description == "12:7")
    }
}

@Suite struct FixtureDiagnosticTests {
    @Test func describesItselfWithoutThePath() {
        let diagnostic = FixtureDiagnostic(
            .warning, "header background on the content view",
            at: SourceLocation(line: 3, column: 5),
            notes: [.init("set background: backgroundView")])
        #expect(diagnostic.description == "3:5: warning: header background on the content view")
        #expect(!diagnostic.isError)
        #expect(FixtureDiagnostic.error("x", at: .start).isError)
        #expect(FixtureDiagnostic.Severity.allCases.map(\.rawValue) == ["error", "warning", "note"])
    }

    @Test func errorListsEveryDiagnostic() {
        let error = FixtureDiagnostics([
            .error("first", at: .start), .error("second", at: SourceLocation(line: 2, column: 3)),
        ])
        #expect(error.description == "1:1: error: first\n2:3: error: second")
    }
}
