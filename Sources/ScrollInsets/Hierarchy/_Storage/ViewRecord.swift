/// One laid-out view as ``Layout`` stores it: numbers and indices, no strings and no
/// explanations, so that laying out a view allocates nothing of its own.
///
/// Paths, names and derivations are computed from these records (and the scene's table) when
/// they are read; ``ResolvedView`` is the public face of a record.
struct ViewRecord: Hashable, Sendable {
    /// The frame in the superview's coordinates (content coordinates inside a scroll view).
    var frame: Rect
    /// The frame's origin in window coordinates.
    var originInWindow: Point
    /// `safeAreaInsets` as the view reports them (zero under the iOS 10 rules).
    var safeAreaInsets: EdgeInsets
    /// The effective `layoutMargins`.
    var layoutMargins: EdgeInsets
    /// The superview's index, or none for the window's root view.
    var superview: _OptionalIndex
    /// The controller whose root view this is, or none.
    var controller: _OptionalIndex
    /// The index of the view's ``ScrollContent`` in the layout, or none for a plain view.
    var scroll: _OptionalIndex
    /// The view's position among its superview's subviews (0 for a root view): the `INDEX` of
    /// an unnamed view's `KIND[INDEX]` path component.
    var siblingIndex: Int32
    /// The view's kind.
    var kind: ViewKind
    /// The edges where the inset was clamped to the superview's.
    var clampedEdges: EdgeMask
    /// The edges on which the inset comes in part from the superview's.
    var inheritedEdges: EdgeMask
    /// A container controller's own view, which the scene does not describe.
    var isContainerView: Bool
    /// Marked as a control that must stay in the safe area.
    var interactive: Bool
}

extension ViewRecord {
    /// `bounds.origin`: a scroll view's `contentOffset` (from its entry in `scrolls`), zero
    /// otherwise.
    @inline(__always)
    func boundsOrigin(in scrolls: [ScrollContent]) -> Point {
        scroll.index.map { scrolls[$0].resolution.contentOffset } ?? .zero
    }
}

/// What a scroll, table or collection view adds to its ``ViewRecord``.
struct ScrollContent: Hashable, Sendable {
    /// The scroll resolution.
    var resolution: ScrollResolution
    /// The safe area the scroll view passes to its subviews: its own less the absorbed edges.
    var safeAreaInsetsForSubviews: EdgeInsets
    /// A table view's cells, headers and footers.
    var table: TableLayout?
    /// A collection view's sections and items.
    var collection: CollectionLayout?
}

/// What a controller's boundary adds to its root view's safe area: bars and
/// `additionalSafeAreaInsets`.
struct ControllerBoundary: Hashable, Sendable {
    /// The terms, with their sentences.
    var terms = InsetDerivation()
    /// The terms' sums, edge by edge.
    var totals = EdgeInsets.zero
    /// `viewRespectsSystemMinimumLayoutMargins` of the controller.
    var respectsSystemMinimum = true
}

/// A container controller's view as bar placement reads it.
struct ContainerView {
    /// The view's index.
    var index: Int
    /// Its frame's size.
    var size: Size
    /// Its safe area (under the iOS 10 rules, the iOS 11 insets bars are placed by).
    var safeAreaInsets: EdgeInsets
}
