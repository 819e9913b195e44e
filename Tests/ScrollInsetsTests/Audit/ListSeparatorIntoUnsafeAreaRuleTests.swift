@testable import ScrollInsets
import Testing

/// The list rule over lists laid out by the list engine on catalog devices.
@Suite struct ListSeparatorIntoUnsafeAreaRuleTests {
    static let rule = AuditRuleID.listSeparatorIntoUnsafeArea

    struct Case: CustomTestStringConvertible, Sendable {
        var id: String
        var device = "iPhone X"
        var orientation = Orientation.landscapeLeft
        var release: Int? = nil
        var direction = LayoutDirection.leftToRight
        var list: ListConfiguration
        var expected: [ExpectedFinding] = []
        var testDescription: String { id }
    }

    static let cases: [Case] = [
        Case(
            id: "a plain list in landscape on iOS 16", list: ListConfiguration(),
            expected: [
                ExpectedFinding(
                    rule, "vc/list",
                    """
                    the separators of 'vc/list' run 44 pt into the trailing unsafe area in 3 cells (section 0 item 0: \
                    the separator reaches x 812, the cell's safe area ends at x 768)
                    """
                )
            ]),
        Case(
            id: "right to left: the trailing side is the left", direction: .rightToLeft, list: ListConfiguration(),
            expected: [
                ExpectedFinding(
                    rule, "vc/list",
                    """
                    the separators of 'vc/list' run 44 pt into the trailing unsafe area in 3 cells (section 0 item 0: \
                    the separator reaches x 0, the cell's safe area starts at x 44)
                    """
                )
            ]),
        Case(
            id: "grouped: the group border of the last cell starts in the leading band, so 2 cells",
            list: ListConfiguration(appearance: .grouped),
            expected: [
                ExpectedFinding(
                    rule, "vc/list",
                    """
                    the separators of 'vc/list' run 44 pt into the trailing unsafe area in 2 cells (section 0 item 0: \
                    the separator reaches x 812, the cell's safe area ends at x 768)
                    """
                )
            ]),
        Case(
            id: "inset grouped: the card keeps its cells in the safe area",
            list: ListConfiguration(appearance: .insetGrouped)),
        Case(id: "sidebar: the rows stand in", list: ListConfiguration(appearance: .sidebar)),
        Case(id: "no separators", list: ListConfiguration(showsSeparators: false)),
        Case(id: "portrait: no side bands", orientation: .portrait, list: ListConfiguration()),
        Case(
            id: "iOS 26: the separators stop at the trailing margin", device: "iPhone 16e", release: 26,
            list: ListConfiguration()),
    ]

    @Test(arguments: cases)
    func finds(_ c: Case) throws {
        let screen = try #require(DeviceCatalog.device(named: c.device))
            .screen(orientation: c.orientation, release: c.release.map { UIKitRelease($0) })
        let view = ViewNode.collectionView(
            name: "list", collection: CollectionViewProperties(sections: [3], list: c.list))
        let layout = try Scene(
            screen: screen, layoutDirection: c.direction,
            root: .controller(ControllerNode(name: "vc", view: view))
        ).layout()
        #expect(Audit.run([Self.rule], on: layout).map(ExpectedFinding.init) == c.expected)
    }

    @Test func aFlowLayoutIsNotAList() throws {
        let collection = CollectionLayout(
            contentSize: Size(width: 812, height: 100),
            sections: [
                CollectionSectionLayout(
                    section: 0, frame: Rect(x: 0, y: 0, width: 812, height: 100),
                    items: [Rect(x: 0, y: 0, width: 812, height: 100)], effectiveSectionInset: .zero)
            ])
        #expect(ListSeparatorIntoUnsafeAreaRule.finding(in: collection, path: "cv", direction: .leftToRight) == nil)
    }

    @Test func explainsTheFirstCell() throws {
        let cells = [
            ListCellLayout(
                safeAreaInsets: EdgeInsets(top: 0, left: 44, bottom: 0, right: 44),
                layoutMargins: EdgeInsets(top: 11, left: 60, bottom: 11, right: 60),
                separator: SeparatorLayout(x: 60, width: 752))
        ]
        let section = CollectionSectionLayout(
            section: 0, frame: Rect(x: 0, y: 0, width: 812, height: 44),
            items: [Rect(x: 0, y: 0, width: 812, height: 44)], effectiveSectionInset: .zero,
            family: .list(ListSectionLayout(cells: cells)))
        let finding = try #require(
            ListSeparatorIntoUnsafeAreaRule.finding(
                in: CollectionLayout(contentSize: Size(width: 812, height: 44), sections: [section]), path: "l",
                direction: .leftToRight))
        #expect(
            finding.message.text
                == """
                the separators of 'l' run 44 pt into the trailing unsafe area in 1 cell (section 0 item 0: the \
                separator reaches x 812, the cell's safe area ends at x 768)
                """
        )
        #expect(
            finding.explanationText == [
                "layout direction leftToRight: the trailing edge is the right",
                "section 0 item 0: cell frame [0, 0, 812, 44], safeAreaInsets [0, 44, 0, 44], separator x 60 width 752",
            ])
        #expect(finding.severity == .note)
    }
}
