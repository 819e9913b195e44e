@testable import ScrollInsets

/// Scenes and contexts shared by the collection-view tests. The device catalog is not used:
/// the screens are described with `Screen(size:safeAreaInsets:)`.
enum CollectionFixtures {
    /// iPhone X in landscape: 812 × 375, safe area (0, 44, 21, 44), system minimum margins 16
    /// (compact landscape). `Screen(size:safeAreaInsets:)` alone would pick 20 for a window
    /// 812 points wide, so the metrics are given.
    static let landscape: Screen = {
        let size = Size(width: 812, height: 375)
        let insets = EdgeInsets(top: 0, left: 44, bottom: 21, right: 44)
        var metrics = Screen.customMetrics(size: size, insets: insets)
        metrics.systemMinimumLayoutMargins = DirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)
        return Screen(size: size, safeAreaInsets: insets, metrics: metrics)
    }()
    /// iPhone X in portrait: 375 × 812, safe area (44, 0, 34, 0).
    static let portrait = Screen(
        size: Size(width: 375, height: 812),
        safeAreaInsets: EdgeInsets(top: 44, left: 0, bottom: 34, right: 0))

    /// A scene whose window root is view controller `grid` with collection view `cv` as its view.
    static func rootCollectionScene(
        on screen: Screen, layout: FlowLayout, sections: [Int],
        scroll: ScrollViewProperties = ScrollViewProperties(),
        direction: LayoutDirection = .leftToRight
    ) -> Scene {
        let view = ViewNode.collectionView(
            name: "cv", collection: CollectionViewProperties(layout: layout, sections: sections),
            scroll: scroll)
        return Scene(
            screen: screen, layoutDirection: direction,
            root: .controller(ControllerNode(name: "grid", view: view)))
    }

    /// A scroll context without a hierarchy: `size`, the given insets, and the start offset.
    static func context(
        width: Double, height: Double, safeArea: EdgeInsets = .zero, margins: EdgeInsets = .zero,
        contentInset: EdgeInsets = .zero, adjusted: EdgeInsets? = nil,
        direction: LayoutDirection = .leftToRight
    ) -> ScrollContentContext {
        let adjusted = adjusted ?? contentInset
        return ScrollContentContext(
            size: Size(width: width, height: height), safeAreaInsets: safeArea,
            safeAreaInsetsForSubviews: safeArea, layoutMargins: margins,
            contentInset: contentInset, adjustedContentInset: adjusted,
            contentOffset: Point(x: -adjusted.left, y: -adjusted.top), layoutDirection: direction)
    }

    /// Insets in `UIEdgeInsetsMake` order.
    static func insets(_ top: Double, _ left: Double, _ bottom: Double, _ right: Double) -> EdgeInsets {
        EdgeInsets(top: top, left: left, bottom: bottom, right: right)
    }
}
