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
    public func checkFinite() throws(ModelError) {
        for view in views {
            guard let what = Self.firstNonFinite(in: view) else { continue }
            var located: ResolvedView? = view
            while let current = located, current.location == nil {
                located = current.superview.map { views[$0] }
            }
            throw .nonFiniteValue(path: view.path, what: what, location: located?.location)
        }
    }

    /// The name of the view's first value that is not finite, or `nil`.
    private static func firstNonFinite(in view: ResolvedView) -> String? {
        func rect(_ name: String, _ value: Rect) -> [(String, Double)] {
            [("\(name).x", value.x), ("\(name).y", value.y), ("\(name).width", value.width), ("\(name).height", value.height)]
        }
        func insets(_ name: String, _ value: EdgeInsets) -> [(String, Double)] {
            Edge.allCases.map { ("\(name).\($0.rawValue)", value[$0]) }
        }
        var values = rect("frame", view.frame) + insets("safeAreaInsets", view.safeAreaInsets) + insets("layoutMargins", view.layoutMargins)
        if let scroll = view.scroll {
            values += [("contentSize.width", scroll.contentSize.width), ("contentSize.height", scroll.contentSize.height),
                       ("contentOffset.x", scroll.contentOffset.x), ("contentOffset.y", scroll.contentOffset.y)]
            values += insets("adjustedContentInset", scroll.adjustedContentInset)
        }
        return values.first { !$0.1.isFinite }?.0
    }
}
