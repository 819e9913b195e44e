import Testing
@testable import ScrollInsets

/// Decoding `layout: {compositional: …}`: the values, the limits and the messages.
@Suite struct CompositionalDecodingTests {
    /// A section group whose items nest `levels` more groups, on one line.
    static func nested(_ levels: Int) -> String {
        let open = String(repeating: "{group: {items: [", count: levels)
        let close = String(repeating: "]}}", count: levels)
        return """
            device: iPhone X
            root:
              collectionView:
                layout:
                  compositional:
                    sections:
                      - group: {items: [\(open){}\(close)]}
            """
    }

    static let cases: [DiagnosticCase] = [
        // Depth 9: the section's group (1) and eight nested ones; the eighth nested body starts at column 156.
        DiagnosticCase(
            "groups nested deeper than 8 levels", nested(8), .error(7, 156, "groups nest deeper than 8 levels")),
        DiagnosticCase(
            "a count of 0",
            """
            device: iPhone X
            root:
              collectionView:
                layout:
                  compositional:
                    sections:
                      - group: {count: 0, items: [{}]}
            """,
            .error(7, 28, "expected a whole number of 1 or more, found 0")),
        DiagnosticCase(
            "a group without items",
            """
            device: iPhone X
            root:
              collectionView:
                layout:
                  compositional:
                    sections:
                      - group: {items: []}
            """,
            .error(7, 28, "a group needs at least one item")),
        DiagnosticCase(
            "flow and compositional together",
            """
            device: iPhone X
            root:
              collectionView:
                layout:
                  flow: {}
                  compositional: {sections: [{group: {items: [{}]}}]}
            """,
            .error(6, 7, "'compositional' cannot be used together with 'flow'; keep one of them")),
        DiagnosticCase(
            "a dimension with two kinds",
            """
            device: iPhone X
            root:
              collectionView:
                layout:
                  compositional:
                    sections:
                      - group: {width: {absolute: 10, estimated: 20}, items: [{}]}
            """,
            .error(7, 28, "expected one of absolute, fractionalWidth, fractionalHeight or estimated, found 2 keys")),
        DiagnosticCase(
            "keys beside a nested group",
            """
            device: iPhone X
            root:
              collectionView:
                layout:
                  compositional:
                    sections:
                      - group: {items: [{group: {items: [{}]}, width: {absolute: 4}}]}
            """,
            .error(7, 52, "'width' cannot stand beside 'group': a nested group takes its keys inside 'group'")),
        DiagnosticCase(
            "no sections",
            """
            device: iPhone X
            root:
              collectionView:
                layout:
                  compositional: {sections: []}
            """,
            .error(5, 33, "a compositional layout needs at least one section")),
    ]

    @Test(arguments: cases) func diagnostics(_ testCase: DiagnosticCase) {
        testCase.check()
    }

    /// Eight levels are allowed.
    @Test func eightLevelsDecode() throws {
        let result = decodeFixture(Self.nested(7))
        #expect(result.diagnostics.isEmpty)
        guard case .view(let view)? = result.scenes.first?.root else { Issue.record("no view"); return }
        #expect(view.collection?.compositional?.sections.first?.group.depth == 8)
    }

    /// Every key lands in the model.
    @Test func valuesReachTheModel() throws {
        let result = decodeFixture(
            """
            device: iPhone X
            root:
              collectionView:
                name: cv
                layout:
                  compositional:
                    scrollDirection: horizontal
                    contentInsetsReference: layoutMargins
                    interSectionSpacing: 12
                    sections:
                      - contentInsets: {top: 1, leading: 2, bottom: 3, trailing: 4}
                        contentInsetsReference: none
                        supplementaryContentInsetsReference: readableContent
                        supplementariesFollowContentInsets: false
                        interGroupSpacing: 5
                        orthogonalScrollingBehavior: groupPagingCentered
                        group:
                          direction: vertical
                          width: {fractionalHeight: 0.5}
                          height: {estimated: 80}
                          count: 2
                          interItemSpacing: 6
                          items:
                            - width: {absolute: 30}
                              height: {fractionalWidth: 0.25}
                              contentInsets: {top: 7, leading: 8, bottom: 9, trailing: 10}
                            - group: {items: [{}]}
                        boundarySupplementaryItems:
                          - kind: footer
                            width: {absolute: 100}
                            height: {absolute: 30}
                            pinToVisibleBounds: true
                            extendsBoundary: false
                sections: [3]
            """)
        #expect(result.diagnostics.isEmpty)
        guard case .view(let view)? = result.scenes.first?.root else { Issue.record("not a view"); return }
        let layout = try #require(view.collection?.compositional)
        #expect(
            layout
                == CompositionalLayout(
                    scrollDirection: .horizontal, contentInsetsReference: .layoutMargins,
                    interSectionSpacing: 12,
                    sections: [
                        CompositionalSection(
                            contentInsets: DirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4),
                            contentInsetsReference: .none, supplementaryContentInsetsReference: .readableContent,
                            supplementariesFollowContentInsets: false, interGroupSpacing: 5,
                            orthogonalScrollingBehavior: .groupPagingCentered,
                            group: CompositionalGroup(
                                direction: .vertical, width: .fractionalHeight(0.5), height: .estimated(80),
                                count: 2, interItemSpacing: 6,
                                items: [
                                    .item(
                                        CompositionalItem(
                                            width: .absolute(30), height: .fractionalWidth(0.25),
                                            contentInsets: DirectionalEdgeInsets(
                                                top: 7, leading: 8, bottom: 9, trailing: 10))),
                                    .group(CompositionalGroup(items: [.item(CompositionalItem())])),
                                ]),
                            boundarySupplementaryItems: [
                                BoundarySupplementaryItem(
                                    kind: .footer, width: .absolute(100),
                                    height: .absolute(30), pinToVisibleBounds: true,
                                    extendsBoundary: false)
                            ])
                    ]))
        #expect(view.collection?.sections == [3])
    }
}
