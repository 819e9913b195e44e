import PropertyTesting
import Testing
@testable import ScrollInsets

/// Properties of compositional layouts in whole scenes, over generated layouts (the in-house
/// harness: fixed seed, shrinking, `SCROLLINSETS_SEED` to replay).
///
/// The scenes are on iPhone 15 Pro (3x), whose frames are put on the pixel grid, so positions
/// are compared with a tolerance of one pixel (1/3 point); sizes are exact.
@Suite struct CompositionalPropertyTests {
    struct Scenario: CustomStringConvertible, Sendable {
        var landscape: Bool
        var direction: LayoutDirection
        var behavior: ContentInsetAdjustmentBehavior
        var layout: CompositionalLayout
        var sections: [Int]
        var offset: Double

        var description: String {
            """
            \(landscape ? "landscape" : "portrait") \(direction) \(behavior) offset \(offset) sections \(sections) \
            layout \(layout)
            """
        }

        func view() throws -> ResolvedView? {
            let offsetPoint: Point? =
                offset == 0
                ? nil : (layout.scrollDirection == .vertical ? Point(x: 0, y: offset) : Point(x: offset, y: 0))
            return try CompositionalFixtures.collection(
                "iPhone 15 Pro", landscape ? .landscapeLeft : .portrait, layout: layout,
                sections: sections,
                scroll: ScrollViewProperties(
                    contentOffset: offsetPoint,
                    contentInsetAdjustmentBehavior: behavior),
                direction: direction)
        }
    }

    static func scenarios(_ layouts: Gen<CompositionalLayout>) -> Gen<Scenario> {
        Gen.zip(
            Gen<(Bool, LayoutDirection, ContentInsetAdjustmentBehavior)>.zip(
                .bool, .element(of: LayoutDirection.allCases), .element(of: ContentInsetAdjustmentBehavior.allCases)),
            layouts,
            Gen<[Int]>.array(of: .int(in: 0...12), count: 1...4),
            Gen<Double>.halfPoints(in: 0...600)
        ).map { setting, layout, sections, offset in
            Scenario(
                landscape: setting.0, direction: setting.1, behavior: setting.2, layout: layout, sections: sections,
                offset: offset)
        }
    }

    static let pixel = 1.0 / 3 + 1e-9

    /// No item of a `safeArea`, `layoutMargins` (or `readableContent`) section of a vertical
    /// layout lies in the left or right unsafe band, as shown: `item.x − contentOffset.x`.
    /// Orthogonal sections scroll past the bands by design and are left out; the collection
    /// view rests at its start offset across the scrolling axis (a given `contentOffset.x`
    /// scrolls the content sideways, under the bands, as in UIKit).
    @Test func itemsStayOutOfTheSideBands() {
        let layouts = Gen<CompositionalLayout>.compositionalLayout(
            fitting: true, scrollDirections: [.vertical], references: [.safeArea, .layoutMargins, .readableContent],
            orthogonal: [.none])
        let atRest = Self.scenarios(layouts).map { scenario -> Scenario in
            var scenario = scenario
            scenario.offset = 0
            return scenario
        }
        expectForAll(atRest) { scenario in
            let view = try #require(try scenario.view())
            let collection = try #require(view.collection)
            let offset = try #require(view.scroll).contentOffset.x
            return collection.sections.allSatisfy { section in
                section.items.allSatisfy { item in
                    item.minX - offset >= view.safeAreaInsets.left - Self.pixel
                        && item.maxX - offset <= view.frame.width - view.safeAreaInsets.right + Self.pixel
                }
            }
        }
    }

    /// Every item lies inside its section's frame; across the scrolling axis only outside
    /// orthogonal sections, whose rows scroll on their own.
    @Test func itemsLieInsideTheirSection() {
        expectForAll(Self.scenarios(.compositionalLayout(fitting: true))) { scenario in
            let view = try #require(try scenario.view())
            let collection = try #require(view.collection)
            let vertical = scenario.layout.scrollDirection == .vertical
            return collection.sections.allSatisfy { section in
                let frame = section.frame
                return section.items.allSatisfy { item in
                    let along =
                        vertical
                        ? item.minY >= frame.minY - Self.pixel && item.maxY <= frame.maxY + Self.pixel
                        : item.minX >= frame.minX - Self.pixel && item.maxX <= frame.maxX + Self.pixel
                    let across =
                        section.compositional?.orthogonalScrollingBehavior.isOrthogonal == true
                        || (vertical
                            ? item.minX >= frame.minX - Self.pixel && item.maxX <= frame.maxX + Self.pixel
                            : item.minY >= frame.minY - Self.pixel && item.maxY <= frame.maxY + Self.pixel)
                    return along && across
                }
            }
        }
    }

    /// Sections follow each other along the scrolling axis, `interSectionSpacing` apart, span
    /// the content across it, and the content ends where the last section does.
    @Test func sectionsTileAlongTheScrollingAxis() {
        expectForAll(Self.scenarios(.compositionalLayout(fitting: false))) { scenario in
            let collection = try #require(try scenario.view()?.collection)
            let vertical = scenario.layout.scrollDirection == .vertical
            var end = 0.0
            for (index, section) in collection.sections.enumerated() {
                let start = vertical ? section.frame.minY : section.frame.minX
                let expected = index == 0 ? 0 : end + scenario.layout.interSectionSpacing
                guard abs(start - expected) <= 1e-9 else { return false }
                guard
                    (vertical ? section.frame.width : section.frame.height)
                        == (vertical ? collection.contentSize.width : collection.contentSize.height)
                else { return false }
                end = vertical ? section.frame.maxY : section.frame.maxX
            }
            return abs(end - (vertical ? collection.contentSize.height : collection.contentSize.width)) <= 1e-9
        }
    }

    /// The content size covers every item: along the scrolling axis always, across it outside
    /// orthogonal sections.
    @Test func contentSizeCoversEveryItem() {
        expectForAll(Self.scenarios(.compositionalLayout(fitting: true))) { scenario in
            let collection = try #require(try scenario.view()?.collection)
            let vertical = scenario.layout.scrollDirection == .vertical
            let size = collection.contentSize
            return collection.sections.allSatisfy { section in
                section.items.allSatisfy { item in
                    let along =
                        vertical
                        ? item.minY >= -Self.pixel && item.maxY <= size.height + Self.pixel
                        : item.minX >= -Self.pixel && item.maxX <= size.width + Self.pixel
                    let across =
                        section.compositional?.orthogonalScrollingBehavior.isOrthogonal == true
                        || (vertical
                            ? item.minX >= -Self.pixel && item.maxX <= size.width + Self.pixel
                            : item.minY >= -Self.pixel && item.maxY <= size.height + Self.pixel)
                    return along && across
                }
            }
        }
    }

    /// With every reference `none`, a vertical, left-to-right layout without supplementaries or
    /// orthogonal sections is the plain arithmetic of its groups: section `i` starts where the
    /// previous one ended plus `interSectionSpacing`; its groups follow its top inset, `group
    /// length + interGroupSpacing` apart, at its leading inset; each item is its group's cell
    /// offset by the group's origin, on the pixel grid; the content is as wide as the collection
    /// view and as tall as the sections. Nothing depends on the safe area or the margins.
    @Test func everyReferenceNoneIsThePlainArithmeticOfItsGroups() {
        let layouts = Gen<CompositionalLayout>.compositionalLayout(
            fitting: false, scrollDirections: [.vertical],
            references: [.none], orthogonal: [.none]
        )
        .map { layout -> CompositionalLayout in
            var layout = layout
            for index in layout.sections.indices { layout.sections[index].boundarySupplementaryItems = [] }
            return layout
        }
        let scenarios = Self.scenarios(layouts).map { scenario -> Scenario in
            var scenario = scenario
            scenario.direction = .leftToRight
            scenario.behavior = .never
            return scenario
        }
        expectForAll(scenarios) { scenario in
            let view = try #require(try scenario.view())
            let collection = try #require(view.collection)
            let width = view.frame.width
            let visible = view.frame.height
            let grid = PixelGrid(scale: 3)
            var cursor = 0.0
            for (index, count) in scenario.sections.enumerated() {
                if index > 0 { cursor += scenario.layout.interSectionSpacing }
                let description = scenario.layout.section(at: index)
                let insets = description.contentInsets
                let container = Size(
                    width: max(0, width - insets.leading - insets.trailing),
                    height: max(0, visible - insets.top - insets.bottom))
                let group = description.group
                let groupSize = Size(
                    width: group.width.length(in: container), height: group.height.length(in: container))
                let cells = CompositionalGroupLayout.cells(of: group, size: groupSize).cells
                let groups = cells.isEmpty ? 0 : (count + cells.count - 1) / cells.count
                let start = cursor
                var expected: [Rect] = []
                for item in 0..<count where !cells.isEmpty {
                    let y =
                        start + insets.top + Double(item / cells.count)
                        * (groupSize.height + description.interGroupSpacing)
                    expected.append(grid.aligned(cells[item % cells.count].offsetBy(dx: insets.leading, dy: y)))
                }
                cursor += insets.top + insets.bottom
                if groups > 0 {
                    cursor += Double(groups) * groupSize.height + Double(groups - 1) * description.interGroupSpacing
                }
                cursor = max(cursor, start)
                let section = collection.sections[index]
                guard section.items == expected,
                    section.frame == Rect(x: 0, y: start, width: width, height: cursor - start),
                    section.effectiveSectionInset
                        == EdgeInsets(
                            top: insets.top, left: insets.leading,
                            bottom: insets.bottom, right: insets.trailing)
                else { return false }
            }
            return collection.contentSize == Size(width: width, height: cursor)
        }
    }
}
