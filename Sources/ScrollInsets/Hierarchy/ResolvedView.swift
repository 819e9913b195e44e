/// A view of a laid-out scene, with every inset UIKit would give it.
public struct ResolvedView: Hashable, Sendable {
    /// The view's position in ``Layout/views``.
    public var index: Int
    /// The index of the superview in ``Layout/views``, or `nil` for the window's root view.
    public var superview: Int?
    /// Names joined by "/" ("nav/feed/table"); an unnamed node is `KIND[INDEX]`.
    public var path: String
    /// The view's name, or `nil`.
    public var name: String?
    /// The view's kind.
    public var kind: ViewKind
    /// The frame in the superview's coordinates (content coordinates inside a scroll view).
    public var frame: Rect
    /// The frame in window coordinates, after the content offsets of enclosing scroll views.
    public var frameInWindow: Rect
    /// `bounds.origin`: the `contentOffset` of a scroll view, zero for other views.
    public var boundsOrigin: Point

    /// `bounds`: the frame's size at ``boundsOrigin``, the rectangle of the view's own (for a
    /// scroll view, content) coordinates that it shows. Subviews' frames are measured in it.
    public var bounds: Rect { Rect(origin: boundsOrigin, size: frame.size) }
    /// `safeAreaInsets`.
    public var safeAreaInsets: EdgeInsets
    /// The edges where the raw inset exceeded the superview's and was clamped to it.
    public var safeAreaClampedEdges: [Edge]
    /// The terms this view itself added to its safe area; the full derivation, with what
    /// its superviews contributed, is ``Layout/safeAreaDerivation(ofView:)``.
    public var safeAreaLocalTerms: InsetDerivation
    /// The edges on which the view's inset comes in part from its superview's (the view
    /// reaches into the superview's unsafe band there).
    public var safeAreaInheritedEdges: Set<Edge>
    /// The safe area this view passes to its subviews: its own insets, less the edges a
    /// scroll view absorbed into its `adjustedContentInset`.
    public var safeAreaInsetsForSubviews: EdgeInsets
    /// The effective `layoutMargins`, as `UIView.layoutMargins` reads.
    public var layoutMargins: EdgeInsets
    /// Why each margin has its value.
    public var layoutMarginsDerivation: InsetDerivation
    /// The scroll resolution of a scroll, table or collection view; `nil` for plain views.
    public var scroll: ScrollResolution?
    /// The cells, headers and footers of a table view.
    public var table: TableLayout?
    /// The sections and items of a collection view.
    public var collection: CollectionLayout?
    /// The controller whose root view this is (index in ``Layout/controllers``), or `nil`.
    public var controller: Int?
    /// Whether this is a container controller's own view, which the scene does not describe
    /// (reports list the container in `controllers` instead).
    public var isContainerView: Bool
    /// Whether the scene marks the view as a control that must stay in the safe area.
    public var interactive: Bool
    /// Where the view starts in its fixture, if it came from one.
    public var location: SourceLocation?
}
