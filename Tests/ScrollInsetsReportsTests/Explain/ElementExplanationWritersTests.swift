@testable import ScrollInsetsReports
@testable import ScrollInsets
import Testing

/// The scene elements' reasons (keyboard, keyboard layout guide, keyboard avoidance,
/// presentation, split view, reserved region) go through the two generic writers of "why":
/// `ExplainLines` (text) and `JSONReport.writeMembers` (JSON), each key by its shape.
@Suite struct ElementExplanationWritersTests {
    static let terms: [WhyTerm] = [.reason("a sourced sentence"), .assumption("a chosen figure")]

    @Test func notesAreOneTextLinePerTermUnderTheKeysLabel() {
        #expect(
            ExplainLines.lines(for: Explanation(.keyboard, Self.terms)) == [
                "keyboard: a sourced sentence", "keyboard: assumed: a chosen figure",
            ])
        #expect(
            ExplainLines.lines(for: Explanation(.split, Self.terms)) == [
                "split: a sourced sentence", "split: assumed: a chosen figure",
            ])
        #expect(ExplainLines.lines(for: Explanation(.presentation, [])) == [])
    }

    @Test func aSentenceIsItsClausesJoinedAndAnEmptyLabelPrintsNone() {
        // A reserved region's reason: one line, the clauses joined by "; ", the assumption marked.
        #expect(
            ExplainLines.lines(for: Explanation(.reservedRegion, Self.terms)) == [
                "a sourced sentence; assumed: a chosen figure"
            ])
    }

    /// Each term of a derivation says its kind, so that a reader of the JSON tells an assumption
    /// (a release's word on its bar heights: a term of its own that adds 0) without its words.
    @Test func derivationTermsCarryTheirKind() {
        var stream = JSONWriter(style: .compact)
        JSONReport.write(
            terms: [
                InsetTerm(source: .navigationBar, amount: 54, reason: "navigation bar of 'nav' 54 pt"),
                InsetTerm(source: .navigationBar, amount: 0, why: .assumption("iOS 27 bars as iOS 26's")),
            ], into: &stream)
        #expect(
            stream.text() == """
                [{"source":"navigationBar","amount":54,"reason":"navigation bar of 'nav' 54 pt","kind":"reason"},\
                {"source":"navigationBar","amount":0,"reason":"assumed: iOS 27 bars as iOS 26's","kind":"assumption"}]
                """)
    }

    static func members(_ explanation: Explanation) -> String {
        var stream = JSONWriter(style: .compact)
        stream.openObject()
        JSONReport.writeMembers(explanation, into: &stream)
        stream.closeObject()
        return stream.text()
    }

    @Test func jsonMembersAreNamedByTheKey() {
        #expect(
            Self.members(Explanation(.keyboard, Self.terms))
                == (#"{"explain":["a sourced sentence","assumed: a chosen figure"],"#
                    + #""explainKinds":["reason","assumption"]}"#))
        #expect(
            Self.members(Explanation(.split, Self.terms))
                == (#"{"explainSplit":["a sourced sentence","assumed: a chosen figure"],"#
                    + #""explainSplitKinds":["reason","assumption"]}"#))
        #expect(
            Self.members(Explanation(.reservedRegion, Self.terms))
                == #"{"reason":"a sourced sentence; assumed: a chosen figure","reasonKinds":["reason","assumption"]}"#)
        #expect(Self.members(Explanation(.presentation, [])) == #"{"explain":[],"explainKinds":[]}"#)
    }

    @Test func theTextOnlyKeysStayOutOfJSON() {
        let guide = Explanation(.keyboardLayoutGuide, Self.terms, inJSON: false)
        #expect(Self.members(guide) == "{}")
        #expect(ExplainLines.lines(for: guide).first == "keyboardLayoutGuide: a sourced sentence")
    }
}
