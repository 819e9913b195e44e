@testable import ScrollInsets
import Testing

@Suite struct CompositionalSectionUnderUnsafeAreaRuleTests {
    static let rule = AuditRuleID.compositionalSectionUnderUnsafeArea

    /// A four-across grid 120 tall in a collection view `grid`, the root view of `photos`.
    static func grid(
        _ reference: ContentInsetsReference, orthogonal: OrthogonalScrollingBehavior = .none,
        items: Int = 8, offsetX: Double? = nil
    ) -> Node {
        let group =
            orthogonal.isOrthogonal
            ? CompositionalGroup(width: .absolute(300), height: .absolute(120))
            : CompositionalGroup(
                width: .fractionalWidth(1), height: .absolute(120), count: 4, items: [.item(CompositionalItem())])
        let layout = CompositionalLayout(
            contentInsetsReference: reference,
            sections: [
                CompositionalSection(orthogonalScrollingBehavior: orthogonal, group: group)
            ])
        let scroll = ScrollViewProperties(contentOffset: offsetX.map { Point(x: $0, y: 0) })
        return .controller(
            ControllerNode(
                name: "photos",
                view: .collectionView(
                    name: "grid", collection: CollectionViewProperties(compositional: layout, sections: [items]),
                    scroll: scroll)))
    }

    static func triggers() throws -> [AuditCase] {
        let landscape = try Screens.device("iPhone 15 Pro", ios: 18, .landscapeLeft)
        return [
            // 852 / 4 = 213: the items at x 0 and 639…852 of both rows reach into the 59-point bands.
            AuditCase(
                "edge-to-edge grid in landscape", landscape, grid(.none),
                [
                    ExpectedFinding(
                        rule, "photos/grid",
                        """
                        section 0 of 'photos/grid' has contentInsetsReference none: 4 items lie under the left or \
                        right unsafe area (item 0 shows at x 0, the safe area starts at x 59)
                        """
                    )
                ]),
            // An orthogonal row of 300-point groups at rest: x 0 (left band) and 600…900 (right band).
            AuditCase(
                "orthogonal row at rest", landscape, grid(.none, orthogonal: .continuous, items: 3),
                [
                    ExpectedFinding(
                        rule, "photos/grid",
                        """
                        section 0 of 'photos/grid' has contentInsetsReference none: 2 items lie under the left or \
                        right unsafe area (item 0 shows at x 0, the safe area starts at x 59)
                        """
                    )
                ]),
        ]
    }

    static func clean() throws -> [AuditCase] {
        let landscape = try Screens.device("iPhone 15 Pro", ios: 18, .landscapeLeft)
        let portrait = try Screens.device("iPhone 15 Pro", ios: 18, .portrait)
        return [
            AuditCase("the default reference, safe area", landscape, grid(.safeArea)),
            AuditCase("layout margins", landscape, grid(.layoutMargins)),
            AuditCase("none in portrait: no side unsafe area", portrait, grid(.none)),
        ]
    }

    @Test func reportsTheSection() throws {
        for testCase in try Self.triggers() { try expectFindings(Self.rule, testCase) }
    }

    @Test func staysQuiet() throws {
        for testCase in try Self.clean() { try expectFindings(Self.rule, testCase) }
    }

    /// The explanation gives the numbers the finding is made of.
    @Test func explanation() throws {
        let scene = Scene(screen: try Screens.device("iPhone 15 Pro", ios: 18, .landscapeLeft), root: Self.grid(.none))
        let finding = try #require(Audit.run([Self.rule], on: try scene.layout(), explaining: true).first)
        #expect(
            finding.explanationText == [
                "the collection view's safeAreaInsets [0, 59, 21, 59], width 852, contentOffset.x 0",
                "section 0: contentInsets [0, 0, 0, 0] from none: no additional insets",
                "item 0: frame [0, 0, 213, 120]",
            ])
    }
}
