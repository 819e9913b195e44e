/// A view of a laid-out scene, with every inset UIKit would give it.
///
/// A resolved view is a handle into its ``Layout``: reading a number costs an array lookup,
/// and what is costly to build (``path``, ``safeAreaLocalTerms``,
/// ``layoutMarginsDerivation``) is built when it is read, by the same rules that computed the
/// numbers. Two resolved views are equal when every property is.
public struct ResolvedView: Hashable, Sendable {
    let storage: LayoutStorage
    /// The view's position in ``Layout/views``.
    public let index: Int

    init(storage: LayoutStorage, index: Int) {
        self.storage = storage
        self.index = index
    }

    private var record: ViewRecord { storage.records[index] }

    /// The index of the superview in ``Layout/views``, or `nil` for the window's root view.
    public var superview: Int? { storage.superview(of: index) }
    /// Names joined by "/" ("nav/feed/table"); an unnamed node is `KIND[INDEX]`.
    ///
    /// - Complexity: O(*d*) in the depth of the view: the path is built when read.
    public var path: String { storage.path(ofView: index) }
    /// The view's name, or `nil`.
    public var name: String? { storage.records[index].isContainerView ? nil : storage.name(ofView: index) }
    /// The view's kind.
    public var kind: ViewKind { storage.records[index].kind }
    /// The frame in the superview's coordinates (content coordinates inside a scroll view).
    public var frame: Rect { storage.records[index].frame }
    /// The frame in window coordinates, after the content offsets of enclosing scroll views.
    public var frameInWindow: Rect {
        Rect(origin: storage.records[index].originInWindow, size: storage.records[index].frame.size)
    }
    /// `bounds.origin`: the `contentOffset` of a scroll view, zero for other views.
    public var boundsOrigin: Point { storage.boundsOrigin(ofView: index) }
    /// `bounds`: the frame's size at ``boundsOrigin``, the rectangle of the view's own (for a
    /// scroll view, content) coordinates that it shows. Subviews' frames are measured in it.
    public var bounds: Rect { storage.bounds(ofView: index) }
    /// `safeAreaInsets`.
    public var safeAreaInsets: EdgeInsets { storage.records[index].safeAreaInsets }
    /// The edges where the raw inset exceeded the superview's and was clamped to it.
    public var safeAreaClampedEdges: [Edge] { storage.records[index].clampedEdges.edges }
    /// The terms this view itself added to its safe area; the full derivation, with what
    /// its superviews contributed, is ``Layout/safeAreaDerivation(ofView:)``.
    ///
    /// - Complexity: O(1) plus the path of the superview, built when read.
    public var safeAreaLocalTerms: InsetDerivation { storage.safeAreaLocalTerms(ofView: index) }
    /// The safe area this view passes to its subviews: its own insets, less the edges a
    /// scroll view absorbed into its `adjustedContentInset`.
    public var safeAreaInsetsForSubviews: EdgeInsets { storage.safeAreaInsetsForSubviews(ofView: index) }
    /// The effective `layoutMargins`, as `UIView.layoutMargins` reads.
    public var layoutMargins: EdgeInsets { storage.records[index].layoutMargins }
    /// Why each margin has its value.
    ///
    /// - Complexity: O(1) plus the path of the superview, built when read.
    public var layoutMarginsDerivation: InsetDerivation { storage.layoutMarginsDerivation(ofView: index) }
    /// The scroll resolution of a scroll, table or collection view; `nil` for plain views.
    public var scroll: ScrollResolution? { storage.scrollResolution(ofView: index) }
    /// The cells, headers and footers of a table view.
    public var table: TableLayout? { storage.tableLayout(ofView: index) }
    /// The table-view properties the fixture gave a table view (`separatorInset`, …); `nil`
    /// for other views.
    public var tableProperties: TableViewProperties? {
        storage.records[index].isContainerView ? nil : storage.tableProperties(ofView: index)
    }
    /// The sections and items of a collection view.
    public var collection: CollectionLayout? { storage.collectionLayout(ofView: index) }
    /// The controller whose root view this is (index in ``Layout/controllers``), or `nil`.
    public var controller: Int? {
        let controller = storage.records[index].controller
        return controller.index
    }
    /// Whether this is a container controller's own view, which the scene does not describe
    /// (reports list the container in `controllers` instead).
    public var isContainerView: Bool { storage.records[index].isContainerView }
    /// Whether the scene marks the view as a control that must stay in the safe area.
    public var interactive: Bool { storage.records[index].interactive }
    /// Whether the scene marks the view as the first responder, the view that has the keyboard.
    public var firstResponder: Bool {
        !storage.records[index].isContainerView && storage.isFirstResponder(ofView: index)
    }
    /// Where the view starts in its fixture, if it came from one.
    public var location: SourceLocation? { storage.location(ofView: index) }
    /// The view's scroll-view properties as the scene sets them, or `nil` for the defaults.
    var scrollViewProperties: ScrollViewProperties? { storage.scrollViewProperties(ofView: index) }
    /// Whether the scene marks the view as a background meant to reach the screen's edges.
    public var decorative: Bool { !storage.records[index].isContainerView && storage.isDecorative(ofView: index) }
    /// Whether the scene gives the view subviews or child controllers.
    var hasSubviews: Bool { !storage.records[index].isContainerView && storage.hasSubviews(ofView: index) }
    /// Whether the scene marks the view's frame as a guess (an importer's stored frame).
    public var frameAssumed: Bool { !storage.records[index].isContainerView && storage.isFrameAssumed(ofView: index) }
    /// The view's pin as the scene sets it, if it is pinned.
    package var pin: Pin? { storage.pin(ofView: index) }

    /// Two views are equal when every property is: position, path, geometry, insets,
    /// margins, scroll content and their derivations.
    public static func == (a: ResolvedView, b: ResolvedView) -> Bool {
        if a.storage === b.storage && a.index == b.index { return true }
        return a.index == b.index && a.record == b.record && a.path == b.path && a.name == b.name
            && a.location == b.location && a.safeAreaInsetsForSubviews == b.safeAreaInsetsForSubviews
            && a.storage.scrollContent(ofView: a.index) == b.storage.scrollContent(ofView: b.index)
            && a.safeAreaLocalTerms == b.safeAreaLocalTerms && a.layoutMarginsDerivation == b.layoutMarginsDerivation
    }

    /// Hashes the position and the numbers, as `==` compares them.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(index)
        hasher.combine(record)
    }
}
