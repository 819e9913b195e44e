import PropertyTesting
import Testing
@testable import ScrollInsets

/// Properties of list layouts over generated scenes (the in-house harness: fixed seed,
/// shrinking, `SCROLLINSETS_SEED` to replay): cells stay in their card and clear of the side
/// unsafe bands where the appearance insets its sections, separators stay within their cells,
/// sections tile the content.
@Suite struct ListLayoutPropertyTests {
    struct Scenario: CustomStringConvertible, Sendable {
        var landscape: Bool
        var direction: LayoutDirection
        var release: Int
        var behavior: ContentInsetAdjustmentBehavior
        var isRootView: Bool
        var list: ListConfiguration
        var sections: [Int]
        var sizes: [CollectionSectionSizes]

        var description: String {
            "\(landscape ? "landscape" : "portrait") \(direction) iOS \(release) \(behavior) "
                + "\(isRootView ? "root view" : "subview") \(list) sections \(sections) sizes \(sizes)"
        }

        var scene: Scene {
            var screen = landscape ? CollectionFixtures.landscape : CollectionFixtures.portrait
            screen.release = UIKitRelease(release)
            var cv = ViewNode.collectionView(
                name: "cv",
                collection: CollectionViewProperties(
                    sections: sections, list: list,
                    sectionSizes: sizes),
                scroll: ScrollViewProperties(contentInsetAdjustmentBehavior: behavior))
            if isRootView {
                return Scene(
                    screen: screen, layoutDirection: direction, root: .controller(ControllerNode(name: "vc", view: cv)))
            }
            cv.frame = Rect(origin: .zero, size: screen.size)
            return Scene(
                screen: screen, layoutDirection: direction,
                root: .controller(ControllerNode(name: "vc", view: ViewNode(name: "root", subviews: [.view(cv)]))))
        }

        var path: String { isRootView ? "vc/cv" : "vc/root/cv" }
    }

    static let height = Gen<Double>.halfPoints(in: 0...90)
    static let list = Gen.zip(
        Gen.zip(
            Gen<ListAppearance>.element(of: ListAppearance.allCases),
            Gen<ListHeaderMode>.element(of: ListHeaderMode.allCases),
            Gen<ListFooterMode>.element(of: ListFooterMode.allCases)),
        Gen.zip(Gen<Bool>.bool, height, Gen<Double>.halfPoints(in: 0...30).optional)
    ).map { modes, rest in
        ListConfiguration(
            appearance: modes.0, headerMode: modes.1, footerMode: modes.2,
            headerTopPadding: rest.2.map { .points($0) } ?? .automatic, showsSeparators: rest.0, itemHeight: rest.1)
    }
    static let sizes = Gen.zip(
        Gen<[Double?]>.array(of: height.optional, count: 0...6), height.optional, height.optional
    )
    .map { CollectionSectionSizes(itemHeights: $0, headerHeight: $1, footerHeight: $2) }
    static let scenarios = Gen.zip(
        Gen.zip(
            Gen<Bool>.bool, Gen<LayoutDirection>.element(of: LayoutDirection.allCases),
            Gen<Int>.element(of: [14, 16, 26]),
            Gen<ContentInsetAdjustmentBehavior>.element(of: ContentInsetAdjustmentBehavior.allCases)),
        Gen.zip(Gen<Bool>.bool, list),
        Gen<[CollectionSectionSizes]>.array(of: sizes, count: 1...4)
    ).map { setting, view, sizes in
        // A section gives heights for all its items or for none, as a fixture does.
        let sections = sizes.map { $0.itemHeights.isEmpty ? 3 : $0.itemHeights.count }
        return Scenario(
            landscape: setting.0, direction: setting.1, release: setting.2, behavior: setting.3,
            isRootView: view.0, list: view.1, sections: sections, sizes: sizes)
    }

    static func collection(_ scenario: Scenario) throws -> (ResolvedView, CollectionLayout) {
        let view = try #require(try scenario.scene.layout().view(path: scenario.path))
        return (view, try #require(view.collection))
    }

    /// Every cell, header and footer lies within its card: between the section's insets on
    /// the left and right, inside the section's frame along the scrolling axis.
    @Test func cellsNeverExtendPastTheCard() {
        expectForAll(Self.scenarios, describe: { $0.description }) { scenario in
            let (_, collection) = try Self.collection(scenario)
            return collection.sections.allSatisfy { section in
                let card = section.frame.inset(by: section.effectiveSectionInset)
                let pieces = section.items + [section.header, section.footer].compactMap { $0 }
                return pieces.allSatisfy {
                    $0.minX >= card.minX && $0.maxX <= card.maxX
                        && $0.minY >= section.frame.minY && $0.maxY <= section.frame.maxY
                }
            }
        }
    }

    /// A separator never leaves its cell.
    @Test func separatorsStayWithinTheirCells() {
        expectForAll(Self.scenarios, describe: { $0.description }) { scenario in
            let (_, collection) = try Self.collection(scenario)
            return collection.sections.allSatisfy { section in
                zip(section.items, section.list?.cells ?? []).allSatisfy { frame, cell in
                    guard let separator = cell.separator else { return true }
                    return scenario.list.showsSeparators && separator.x >= 0 && separator.width >= 0
                        && separator.x + separator.width <= frame.width
                }
            }
        }
    }

    /// Where the appearance insets its sections (insetGrouped, sidebar), no cell reaches into
    /// the side unsafe bands, as seen in the collection view.
    @Test func insetCardsStayOutOfTheSideBands() {
        expectForAll(Self.scenarios, describe: { $0.description }) { scenario in
            guard scenario.list.appearance.insetsSections else { return true }
            let (view, collection) = try Self.collection(scenario)
            let offset = try #require(view.scroll).contentOffset.x
            return collection.sections.flatMap(\.items).allSatisfy { item in
                item.width == 0
                    || (item.minX - offset >= view.safeAreaInsets.left
                        && item.maxX - offset <= view.frame.width - view.safeAreaInsets.right)
            }
        }
    }

    /// Sections follow each other without gaps and the content is as tall as they are.
    @Test func sectionsTileTheContent() {
        expectForAll(Self.scenarios, describe: { $0.description }) { scenario in
            let (_, collection) = try Self.collection(scenario)
            var end = 0.0
            for section in collection.sections {
                guard section.frame.minY == end, section.frame.width == collection.contentSize.width else {
                    return false
                }
                end = section.frame.maxY
            }
            return end == collection.contentSize.height && collection.sections.count == scenario.sections.count
        }
    }
}
