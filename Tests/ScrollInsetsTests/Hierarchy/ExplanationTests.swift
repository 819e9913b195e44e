import Testing
@testable import ScrollInsets
@testable import ScrollInsetsFormats

/// The one vocabulary for "why": typed keys, terms (assumptions one kind of them), and the
/// explanation a layout gives of a view, in report order.
@Suite struct ExplanationTests {
    @Test func anAssumptionIsOneKindOfTerm() {
        let assumed = WhyTerm.assumption("no source states it")
        #expect(assumed.sentence == "assumed: no source states it")
        #expect(assumed.text == "no source states it")
        #expect(assumed.isAssumption)
        let sourced = WhyTerm.reason("UIKit's constant")
        #expect(sourced.sentence == "UIKit's constant")
        #expect(!sourced.isAssumption)
        let term = InsetTerm(source: .statusBar, amount: 44, reason: "status bar 44 pt")
        #expect(WhyTerm.inset(term).insetTerm == term)
        #expect(WhyTerm.inset(term).sentence == "status bar 44 pt")
        #expect(sourced.insetTerm == nil)
    }

    @Test func aCompositionalAssumptionIsAnAssumptionTerm() {
        let assumption = CompositionalAssumption.pinnedToAdjustedVisibleBounds
        #expect(assumption.term.isAssumption)
        #expect(
            assumption.term.sentence == "assumed: a pinned supplementary stays inside the visible bounds less "
                + "adjustedContentInset and inside its section")
    }

    @Test func recordingKeepsTheOrderAndTheShape() {
        var why = Explanation()
        why.record(
            .safeAreaInsets, .top, value: 44,
            terms: [InsetTerm(source: .statusBar, amount: 44, reason: "status bar 44 pt")])
        why.record(.tableHeaderFooterHeights, [.reason("a"), .assumption("b")], inJSON: false)
        #expect(why.lines.map(\.key) == [.safeAreaInsets, .tableHeaderFooterHeights])
        #expect(why[.safeAreaInsets].first?.value == "44")
        #expect(why[.safeAreaInsets].first?.edge == .top)
        #expect(why[.tableHeaderFooterHeights].first?.terms.map(\.sentence) == ["a", "assumed: b"])
        #expect(why[.tableHeaderFooterHeights].first?.inJSON == false)
        #expect(WhyKey.sectionContentInsets(2).label == "section 2 contentInsets")
        #expect(WhyKey.sectionContentInsets(2).group == .section(2))
    }

    /// The feed of WWDC 2018 session 235: a table under a navigation bar on iPhone X in
    /// portrait, adjustedContentInset (88, 0, 34, 0) = status bar 44 + navigation bar 44 on
    /// top (on iPhone X the 44 on top is the sensor housing, which the status bar sits in),
    /// home indicator 34 at the bottom (Fixtures/feed-under-navigation-bar.yaml).
    @Test func aTableUnderANavigationBarIsExplainedKeyByKey() throws {
        let decoded = FixtureDecoder.decode(
            Array(
                """
                device: iPhone X
                orientation: portrait
                root:
                  navigationController:
                    name: nav
                    viewControllers:
                      - viewController:
                          name: feed
                          view:
                            tableView:
                              name: table
                              rowHeight: 80
                              sections:
                                - rows: 20

                """.utf8))
        #expect(decoded.diagnostics.isEmpty)
        let layout = try #require(try decoded.scenes.first?.scene().layout())
        let table = try #require(layout.view(path: "nav/feed/table"))
        let why = layout.explanation(ofView: table.index)
        var keys: [WhyKey] = []
        for line in why.lines where keys.last != line.key { keys.append(line.key) }
        #expect(
            keys == [
                .safeAreaInsets, .layoutMargins, .adjustedContentInset, .adjustment, .indicatorInsets,
                .tableSectionHeaderTopPadding, .tableCellMargins, .tableSeparators, .tableFillerRows,
                .tableHeaderFooterHeights,
            ])
        let top = try #require(why[.adjustedContentInset].first { $0.edge == .top })
        #expect(top.value == "88")
        // One term, the scroll view's safe area, whose own derivation names the two bars.
        #expect(top.terms.compactMap(\.insetTerm).map(\.source) == [.safeArea])
        #expect(top.terms.compactMap(\.insetTerm).map(\.amount) == [88])
        let safeTop = try #require(why[.safeAreaInsets].first { $0.edge == .top })
        #expect(safeTop.terms.compactMap(\.insetTerm).map(\.source) == [.screen, .navigationBar])
        #expect(safeTop.terms.compactMap(\.insetTerm).map(\.amount) == [44, 44])
        #expect(top.note == nil)
        let bottom = try #require(why[.adjustedContentInset].first { $0.edge == .bottom })
        #expect(bottom.value == "34")
        // The adjusted edges have no "not adjusted" note; the left edge is not adjusted, and its note
        // is the edge's adjustment term itself, under the key's note label.
        let left = try #require(why[.adjustedContentInset].first { $0.edge == .left })
        #expect(left.note != nil)
        #expect(left.note == why[.adjustment].first { $0.edge == .left }?.terms.first)
        #expect(WhyKey.adjustedContentInset.noteLabel == "not adjusted")
        #expect(why[.adjustment].allSatisfy { !$0.inText && $0.inJSON })
    }
}
