import PropertyTesting
import Testing
@testable import ScrollInsets

/// Properties of flow layouts in whole scenes, over generated scenes (the in-house harness:
/// fixed seed, shrinking, `SCROLLINSETS_SEED` to replay).
///
/// Comparisons allow 1e-9 points: justified spacing and right-to-left mirroring add and
/// subtract fractions, which may land a last bit off.
@Suite struct CollectionViewPropertyTests {
    /// A generated scene: a collection view filling an iPhone X window in either orientation.
    struct Scenario: CustomStringConvertible, Sendable {
        var landscape: Bool
        var direction: LayoutDirection
        var reference: SectionInsetReference
        var behavior: ContentInsetAdjustmentBehavior
        var isRootView: Bool
        var contentInset: EdgeInsets
        var flow: FlowLayout
        var sections: [Int]

        var description: String {
            let f = flow
            return "\(landscape ? "landscape" : "portrait") \(direction) \(reference) \(behavior) "
                + "\(isRootView ? "root view" : "subview") contentInset \(contentInset) itemSize \(f.itemSize) "
                + "lineSpacing \(f.minimumLineSpacing) interitemSpacing \(f.minimumInteritemSpacing) "
                    + """
                    sectionInset \(f.sectionInset) header \(f.headerReferenceSize.height) footer \
                    \(f.footerReferenceSize.height) \

                    """
                + "sections \(sections)"
        }

        var scene: Scene {
            let screen = landscape ? CollectionFixtures.landscape : CollectionFixtures.portrait
            var flow = flow
            flow.sectionInsetReference = reference
            let scroll = ScrollViewProperties(contentInset: contentInset, contentInsetAdjustmentBehavior: behavior)
            var cv = ViewNode.collectionView(
                name: "cv", collection: CollectionViewProperties(layout: flow, sections: sections),
                scroll: scroll)
            if isRootView {
                return Scene(
                    screen: screen, layoutDirection: direction,
                    root: .controller(ControllerNode(name: "grid", view: cv)))
            }
            cv.frame = Rect(origin: .zero, size: screen.size)
            return Scene(
                screen: screen, layoutDirection: direction,
                root: .controller(ControllerNode(name: "grid", view: ViewNode(name: "root", subviews: [.view(cv)]))))
        }

        var path: String { isRootView ? "grid/cv" : "grid/root/cv" }
    }

    static let length = Gen<Double>.double(in: 0...60)
    static let insets = Gen.zip(length, length, length, length).map {
        EdgeInsets(top: $0, left: $1, bottom: $2, right: $3)
    }
    static let flow = Gen.zip(
        Gen.zip(Gen<Double>.double(in: 0...300), Gen<Double>.double(in: 0...200)),
        Gen.zip(Gen<Double>.double(in: 0...40), Gen<Double>.double(in: 0...40)),
        insets,
        Gen.zip(length, length)
    ).map { size, spacing, inset, supplementary in
        FlowLayout(
            itemSize: Size(width: size.0, height: size.1), minimumLineSpacing: spacing.0,
            minimumInteritemSpacing: spacing.1, sectionInset: inset,
            headerReferenceSize: Size(width: 0, height: supplementary.0),
            footerReferenceSize: Size(width: 0, height: supplementary.1))
    }
    static let contentInset = Gen.zip(Gen<Double>.double(in: -20...100), Gen<Double>.double(in: -20...100))
        .map { EdgeInsets(top: 0, left: $0, bottom: 0, right: $1) }
    static func scenarios(references: [SectionInsetReference]) -> Gen<Scenario> {
        Gen.zip(
            Gen.zip(
                Gen<Bool>.bool, Gen<LayoutDirection>.element(of: LayoutDirection.allCases),
                Gen<SectionInsetReference>.element(of: references),
                Gen<ContentInsetAdjustmentBehavior>.element(of: ContentInsetAdjustmentBehavior.allCases)),
            Gen.zip(Gen<Bool>.bool, contentInset),
            flow,
            Gen<[Int]>.array(of: .int(in: 0...30), count: 1...4)
        ).map { setting, view, flow, sections in
            Scenario(
                landscape: setting.0, direction: setting.1, reference: setting.2, behavior: setting.3,
                isRootView: view.0, contentInset: view.1, flow: flow, sections: sections)
        }
    }

    static let tolerance = 1e-9

    /// With `.fromSafeArea` or `.fromLayoutMargins`, no item of a vertical flow reaches into the
    /// left or right unsafe band, as seen in the collection view: `item.x − contentOffset.x`.
    /// Items that do not fit a line (UIKit: "not defined", a warning) are left out.
    @Test func itemsStayOutOfTheSideBandsWhenInsetFromTheSafeAreaOrMargins() {
        expectForAll(Self.scenarios(references: [.fromSafeArea, .fromLayoutMargins])) { scenario in
            let view = try #require(try scenario.scene.layout().view(path: scenario.path))
            let collection = try #require(view.collection)
            let offset = try #require(view.scroll).contentOffset.x
            let overflowing = Set(
                collection.warnings.map { if case let .itemExceedsLine(section, _, _, _) = $0 { section } else { -1 } })
            return collection.sections.filter { !overflowing.contains($0.section) }.allSatisfy { section in
                section.items.allSatisfy { item in
                    item.minX - offset >= view.safeAreaInsets.left - Self.tolerance
                        && item.maxX - offset <= view.frame.width - view.safeAreaInsets.right + Self.tolerance
                }
            }
        }
    }

    /// Every item, header and footer lies inside its section's frame (across the scrolling
    /// axis only when the items fit their lines).
    @Test func itemsLieInsideTheirSection() {
        expectForAll(Self.scenarios(references: SectionInsetReference.allCases)) { scenario in
            let collection = try #require(try scenario.scene.layout().view(path: scenario.path)?.collection)
            let overflowing = Set(
                collection.warnings.map { if case let .itemExceedsLine(section, _, _, _) = $0 { section } else { -1 } })
            return collection.sections.allSatisfy { section in
                let frame = section.frame
                let alongOnly = overflowing.contains(section.section)
                let inside = { (rect: Rect) in
                    rect.minY >= frame.minY - Self.tolerance && rect.maxY <= frame.maxY + Self.tolerance
                        && (alongOnly
                            || (rect.minX >= frame.minX - Self.tolerance && rect.maxX <= frame.maxX + Self.tolerance))
                }
                return section.items.allSatisfy(inside)
                    && [section.header, section.footer].compactMap { $0 }.allSatisfy(inside)
            }
        }
    }

    /// No two items of a collection overlap.
    @Test func itemsNeverOverlap() {
        expectForAll(Self.scenarios(references: SectionInsetReference.allCases)) { scenario in
            let collection = try #require(try scenario.scene.layout().view(path: scenario.path)?.collection)
            let items = collection.sections.flatMap(\.items).map { $0.inset(by: EdgeInsets(all: Self.tolerance)) }
            for (index, item) in items.enumerated() {
                for other in items[(index + 1)...] where item.overlaps(other) { return false }
            }
            return true
        }
    }

    /// The sections follow each other without gaps, and the content is as long as they are
    /// (a frame's end, `start + length`, may differ from the next start in the last bit).
    @Test func sectionsTileTheContent() {
        expectForAll(Self.scenarios(references: SectionInsetReference.allCases)) { scenario in
            let collection = try #require(try scenario.scene.layout().view(path: scenario.path)?.collection)
            var end = 0.0
            for section in collection.sections {
                guard abs(section.frame.minY - end) <= Self.tolerance,
                    section.frame.width == collection.contentSize.width
                else { return false }
                end = section.frame.maxY
            }
            return abs(end - collection.contentSize.height) <= Self.tolerance
        }
    }
}
