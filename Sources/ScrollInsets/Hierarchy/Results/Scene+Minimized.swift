extension Scene {
    /// The scene laid out with its bars minimized (iOS 27, ``BarMinimizationRule``), for the
    /// report's second state: `nil` when the release has no minimizing bars, the scene is already
    /// minimized (`barsMinimized`), or no view's safe area or `adjustedContentInset` differs from
    /// `expanded`.
    ///
    /// - Parameter expanded: This scene's layout as given.
    /// - Throws: What ``layout()`` throws.
    /// - Complexity: O(*n*), a second layout.
    public func minimizedLayout(comparedWith expanded: Layout) throws(ModelError) -> Layout? {
        guard !barsMinimized, expanded.variants.barMinimization == .available else { return nil }
        var scene = self
        scene.barsMinimized = true
        let minimized = try scene.layout(options: LayoutOptions(release: expanded.release))
        guard minimized.views.count == expanded.views.count,
            minimized.views.indices.contains(where: { minimized.differs(from: expanded, view: $0) })
        else { return nil }
        return minimized
    }
}

extension Layout {
    /// Whether the view at `index` has another safe area or `adjustedContentInset` in `other`, a
    /// layout of the same hierarchy.
    public func differs(from other: Layout, view index: Int) -> Bool {
        let view = views[index], was = other.views[index]
        return view.safeAreaInsets != was.safeAreaInsets
            || view.scroll?.adjustedContentInset != was.scroll?.adjustedContentInset
    }
}
