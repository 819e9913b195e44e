import Testing
@testable import ScrollInsets
@testable import ScrollInsetsFormats

/// The fixture keys of list layouts and the iOS 15 table keys: what they decode to, what they
/// encode back to, and the messages for their mistakes.
@Suite struct ListFixtureDecodingTests {
    /// The collection view at the scene's root, decoded from `fixture`.
    static func collection(_ fixture: String) throws -> CollectionViewProperties {
        let result = decodeFixture(fixture)
        #expect(result.diagnostics == [])
        let scene = try #require(result.scenes.first)
        guard case .view(let view) = scene.root else {
            Issue.record("the root is not a view"); return CollectionViewProperties()
        }
        return try #require(view.collection)
    }

    @Test func listKeysAndSizedSections() throws {
        let collection = try Self.collection(
            """
            device: iPhone X
            root:
              collectionView:
                layout:
                  list: {appearance: insetGrouped, headerMode: supplementary, footerMode: supplementary, headerTopPadding: 8, showsSeparators: false, itemHeight: 50}
                sections:
                  - {items: 2, header: {height: 38}}
                  - 4
                  - {items: [{height: 60}, {}], footer: {height: 20}}
            """)
        #expect(
            collection.list
                == ListConfiguration(
                    appearance: .insetGrouped, headerMode: .supplementary,
                    footerMode: .supplementary, headerTopPadding: .points(8),
                    showsSeparators: false, itemHeight: 50))
        #expect(collection.sections == [2, 4, 2])
        #expect(
            collection.sectionSizes == [
                CollectionSectionSizes(headerHeight: 38), CollectionSectionSizes(),
                CollectionSectionSizes(itemHeights: [60, nil], footerHeight: 20),
            ])
    }

    @Test func anEmptyListIsTheDefaultConfiguration() throws {
        let collection = try Self.collection(
            """
            device: iPhone X
            root:
              collectionView:
                layout: {list: {}}
                sections: [3]
            """)
        #expect(collection.list == ListConfiguration())
    }

    @Test func listsAndSizedSectionsEncodeBackToTheSameModel() throws {
        let text = """
            device: iPhone X
            root:
              collectionView:
                layout:
                  list: {appearance: sidebar, headerMode: firstItemInSection}
                sections:
                  - {items: [{height: 60}, {}], header: {height: 38}}
                  - 4
            """
        let decoded = decodeFixture(text)
        let scene = try #require(decoded.scenes.first)
        let encoded = FixtureEncoder.encode([scene])
        let again = decodeFixture(encoded)
        #expect(again.diagnostics == [])
        #expect(again.scenes.first?.strippingLocations().root == scene.strippingLocations().root)
    }

    @Test func tableDimensionsDecode() throws {
        let result = decodeFixture(
            """
            device: iPhone X
            root:
              tableView:
                sectionHeaderTopPadding: automatic
                fillerRowHeight: 30
            """)
        #expect(result.diagnostics == [])
        guard case .view(let view)? = result.scenes.first?.root else { Issue.record("no table"); return }
        #expect(view.table?.sectionHeaderTopPadding == .automatic)
        #expect(view.table?.fillerRowHeight == .points(30))
    }

    static let cases: [DiagnosticCase] = [
        DiagnosticCase(
            "flow and list together",
            """
            device: iPhone X
            root:
              collectionView:
                layout:
                  flow: {}
                  list: {}
            """,
            .error(6, 7, "'list' cannot be used together with 'flow'; keep one of them")),
        DiagnosticCase(
            "unknown list key",
            """
            device: iPhone X
            root:
              collectionView:
                layout:
                  list: {apperance: plain}
            """,
            .error(
                5, 14, "unknown key 'apperance'; did you mean 'appearance'?",
                notes: ["allowed keys: \(AllowedKeys.list)"])),
        DiagnosticCase(
            "unknown appearance",
            """
            device: iPhone X
            root:
              collectionView:
                layout:
                  list: {appearance: insetgrouped}
            """,
            .error(
                5, 26, "unknown value 'insetgrouped'; did you mean 'insetGrouped'?",
                notes: ["allowed values: plain, grouped, insetGrouped, sidebar, sidebarPlain"])),
        DiagnosticCase(
            "a padding that is neither automatic nor a number",
            """
            device: iPhone X
            root:
              tableView:
                sectionHeaderTopPadding: auto
            """,
            .error(4, 30, "expected automatic or a non-negative number; found 'auto'")),
        DiagnosticCase(
            "a negative filler row height",
            """
            device: iPhone X
            root:
              tableView:
                fillerRowHeight: -1
            """,
            .error(4, 22, "expected automatic or a non-negative number; found '-1'")),
        DiagnosticCase(
            "a section header without a height",
            """
            device: iPhone X
            root:
              collectionView:
                sections: [{items: 1, header: {}}]
            """,
            .error(4, 35, "missing required key 'height'; expected a non-negative number")),
    ]

    @Test(arguments: cases)
    func diagnostics(_ testCase: DiagnosticCase) {
        testCase.check()
    }
}
