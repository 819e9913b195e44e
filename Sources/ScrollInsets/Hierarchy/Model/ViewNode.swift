/// A view of a scene: its frame, subviews and the properties UIKit's inset rules read.
///
/// ```swift
/// let header = ViewNode(kind: .view, name: "header", frame: Rect(x: 0, y: 0, width: 375, height: 60))
/// let table = ViewNode.tableView(name: "table", table: TableViewProperties(sections: [.init(rowCount: 20)]))
/// ```
///
/// A view node is a plain value. The four large and rarely set properties (``pin``, ``scroll``,
/// ``table``, ``collection``) are each kept in a box of their own, so that a node stays small
/// (docs/performance.md, "Plain nodes"); they read and write as plain properties.
public struct ViewNode: Hashable, Sendable, CustomReflectable {
    /// The frame in the superview's coordinates (content coordinates for a scroll view's
    /// subview). `nil` only for a view controller's root view, whose container sets it.
    public var frame: Rect?

    /// The view's kind.
    public var kind: ViewKind

    /// `insetsLayoutMarginsFromSafeArea` (UIKit's default `true`).
    public var insetsLayoutMarginsFromSafeArea: Bool

    /// `preservesSuperviewLayoutMargins` (UIKit's default `false`).
    public var preservesSuperviewLayoutMargins: Bool

    /// Marks a control that must stay inside the safe area (checked by the audit).
    public var interactive: Bool

    /// Marks the text field or text view that has the keyboard (`isFirstResponder`), for the
    /// audit of a first responder left under the keyboard.
    public var firstResponder = false

    /// Marks a background meant to reach the screen's edges — a map, an image, a blur
    /// (**extension**): the audits of views pinned to the edges of their controller's view skip it.
    public var decorative = false

    /// Marks a frame that is a guess, such as an importer's stored frame scaled from the canvas
    /// (**extension**): the audits skip the view and its subviews, whose window positions follow
    /// from it, rather than report a position nobody laid out.
    public var frameAssumed = false

    /// The subviews, in order; a ``Node/controller(_:)`` here is a child view controller.
    public var subviews: [Node]

    /// The name that appears in paths ("nav/feed/table"), or `nil` (then `KIND[INDEX]`).
    public var name: String?

    /// The view's own margins, or `nil` for UIKit's default (8 on each edge; zero for a view
    /// controller's root view, which takes the system minimum instead).
    public var layoutMargins: LayoutMargins?

    /// Where the view starts in its fixture, if it came from one.
    public var location: SourceLocation?

    /// ``pin``'s box, or `nil` when the view is not pinned.
    private(set) var pinBox: _Boxed<Pin>?
    /// ``scroll``'s box, or `nil` for the default ``ScrollViewProperties``.
    private(set) var scrollBox: _Boxed<ScrollViewProperties>?
    /// ``table``'s box.
    private(set) var tableBox: _Boxed<TableViewProperties>?
    /// ``collection``'s box.
    private(set) var collectionBox: _Boxed<CollectionViewProperties>?

    /// Shows the properties, as the struct would without its boxes (tests print nodes in
    /// counterexamples).
    public var customMirror: Mirror {
        Mirror(
            self,
            children: [
                "kind": kind, "name": name as Any, "frame": frame as Any, "pin": pin as Any, "subviews": subviews,
                "layoutMargins": layoutMargins as Any,
                "insetsLayoutMarginsFromSafeArea": insetsLayoutMarginsFromSafeArea,
                "preservesSuperviewLayoutMargins": preservesSuperviewLayoutMargins, "interactive": interactive,
                "firstResponder": firstResponder, "decorative": decorative, "frameAssumed": frameAssumed,
                "scroll": scroll, "table": table as Any, "collection": collection as Any, "location": location as Any,
            ], displayStyle: .struct)
    }

    /// The frame as constraints to the superview, used when ``frame`` is `nil` (see ``Pin``
    /// and docs/pinned-views.md); read for subviews only.
    public var pin: Pin? {
        get { pinBox?.value }
        set { pinBox = newValue.map(_Boxed.init) }
    }

    /// The scroll-view properties; read for scroll, table and collection views only. When the
    /// initializer is not given any, a table view's `alwaysBounceVertical` is `true`, as in UIKit.
    public var scroll: ScrollViewProperties {
        get { scrollBox?.value ?? ScrollViewProperties() }
        set { scrollBox = newValue == ScrollViewProperties() ? nil : _Boxed(newValue) }
    }

    /// The table-view properties of a ``ViewKind/tableView``.
    public var table: TableViewProperties? {
        get { tableBox?.value }
        set { tableBox = newValue.map(_Boxed.init) }
    }

    /// The collection-view properties of a ``ViewKind/collectionView``.
    public var collection: CollectionViewProperties? {
        get { collectionBox?.value }
        set { collectionBox = newValue.map(_Boxed.init) }
    }

    /// Creates a view. Table and collection views take their properties through
    /// ``tableView(name:frame:table:scroll:)`` and ``collectionView(name:frame:collection:scroll:)``.
    public init(
        kind: ViewKind = .view, name: String? = nil, frame: Rect? = nil, subviews: [Node] = [],
        layoutMargins: LayoutMargins? = nil, insetsLayoutMarginsFromSafeArea: Bool = true,
        preservesSuperviewLayoutMargins: Bool = false, interactive: Bool = false,
        scroll: ScrollViewProperties? = nil, location: SourceLocation? = nil
    ) {
        // UITableView defaults alwaysBounceVertical to true; UIScrollView and UICollectionView to false.
        self.kind = kind
        self.frame = frame
        self.insetsLayoutMarginsFromSafeArea = insetsLayoutMarginsFromSafeArea
        self.preservesSuperviewLayoutMargins = preservesSuperviewLayoutMargins
        self.interactive = interactive
        self.subviews = subviews
        self.name = name
        self.layoutMargins = layoutMargins
        self.location = location
        self.scroll = scroll ?? ScrollViewProperties(alwaysBounceVertical: kind == .tableView)
    }

    /// A `UIScrollView`.
    public static func scrollView(
        name: String? = nil, frame: Rect? = nil, scroll: ScrollViewProperties,
        subviews: [Node] = []
    ) -> ViewNode {
        ViewNode(kind: .scrollView, name: name, frame: frame, subviews: subviews, scroll: scroll)
    }

    /// A `UITableView`; `alwaysBounceVertical` defaults to `true` as in UIKit.
    public static func tableView(
        name: String? = nil, frame: Rect? = nil, table: TableViewProperties,
        scroll: ScrollViewProperties = ScrollViewProperties(alwaysBounceVertical: true)
    ) -> ViewNode {
        var node = ViewNode(kind: .tableView, name: name, frame: frame, scroll: scroll)
        node.table = table
        return node
    }

    /// A `UICollectionView` with a flow layout.
    public static func collectionView(
        name: String? = nil, frame: Rect? = nil, collection: CollectionViewProperties,
        scroll: ScrollViewProperties = ScrollViewProperties()
    ) -> ViewNode {
        var node = ViewNode(kind: .collectionView, name: name, frame: frame, scroll: scroll)
        node.collection = collection
        return node
    }
}
