extension Layout {
    /// Checks that every number of the layout a report prints is finite: the frames,
    /// safe-area insets and layout margins of the views, and the `contentSize`,
    /// `adjustedContentInset` and `contentOffset` of the scroll views. Fixture numbers are
    /// finite, but their sums and products need not be: 20 rows of `rowHeight: 1e308` make a
    /// `contentSize` of infinity.
    ///
    /// - Throws: ``ModelError/nonFiniteValue(path:what:location:)`` for the first view (in
    ///   layout order) with a value that is infinite or not a number, at the nearest view
    ///   (itself or an ancestor) with a position in the fixture.
    /// - Complexity: O(*n*) in the number of views.
    func checkFinite() throws(ModelError) {
        for view in views {
            guard let what = Self.firstNonFinite(in: view) else { continue }
            var located: ResolvedView? = view
            while let current = located, current.location == nil {
                located = current.superview.map { views[$0] }
            }
            throw .nonFiniteValue(path: view.path, what: what, location: located?.location)
        }
    }

    /// The name of the view's first value that is not finite, or `nil`. Names are made only for
    /// a value that is not finite: the common case allocates nothing.
    private static func firstNonFinite(in view: ResolvedView) -> String? {
        if let name = nonFinite("frame", view.frame) { return name }
        if let name = nonFinite("safeAreaInsets", view.safeAreaInsets) { return name }
        if let name = nonFinite("layoutMargins", view.layoutMargins) { return name }
        guard let scroll = view.scroll else { return nil }
        if !scroll.contentSize.width.isFinite { return "contentSize.width" }
        if !scroll.contentSize.height.isFinite { return "contentSize.height" }
        if !scroll.contentOffset.x.isFinite { return "contentOffset.x" }
        if !scroll.contentOffset.y.isFinite { return "contentOffset.y" }
        return nonFinite("adjustedContentInset", scroll.adjustedContentInset)
    }

    private static func nonFinite(_ name: String, _ rect: Rect) -> String? {
        if !rect.x.isFinite { return name + ".x" }
        if !rect.y.isFinite { return name + ".y" }
        if !rect.width.isFinite { return name + ".width" }
        if !rect.height.isFinite { return name + ".height" }
        return nil
    }

    private static func nonFinite(_ name: String, _ insets: EdgeInsets) -> String? {
        for edge in Edge.allCases where !insets[edge].isFinite { return name + "." + edge.rawValue }
        return nil
    }
}
