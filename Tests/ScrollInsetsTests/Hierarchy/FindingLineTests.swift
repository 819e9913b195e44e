import ScrollInsets
import Testing

/// A finding's explanation entry prints as the reports printed the hand-written lines before it
/// was typed: a sentence as one line, an assumption marked, a derivation as its title with the
/// total and one signed line per term.
@Suite struct FindingLineTests {
    @Test func aReasonIsItsSentence() {
        #expect(FindingLine.reason("frame in window [0, 0, 10, 10]").text == ["frame in window [0, 0, 10, 10]"])
    }

    @Test func anAssumptionIsMarked() {
        let line = FindingLine.assumption("the stored frame")
        #expect(line == .term(.assumption("the stored frame")))
        #expect(line.text == [WhyTerm.assumption("the stored frame").sentence])
    }

    @Test func aDerivationPrintsItsTotalAndSignedTerms() {
        let line = FindingLine.derivation(
            title: "safeAreaInsets.top of 'root/child'", total: 20.5,
            terms: [
                InsetTerm(source: .statusBar, amount: 44, reason: "status bar 44 pt"),
                InsetTerm(source: .position, amount: -23.5, reason: "frame starts 23.5 pt down"),
            ])
        #expect(
            line.text == [
                "safeAreaInsets.top of 'root/child' = 20.5",
                "  + 44 status bar 44 pt",
                "  - 23.5 frame starts 23.5 pt down",
            ])
    }

    @Test func aFindingPrintsItsEntriesInOrder() {
        let finding = Finding(
            rule: .doubleInset, path: "p", message: "m",
            explanation: [
                .derivation(title: "a", total: 0, terms: []),
                .reason("b"),
            ])
        #expect(finding.explanationText == ["a = 0", "b"])
    }
}
