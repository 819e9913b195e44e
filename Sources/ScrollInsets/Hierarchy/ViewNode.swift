/// A view of a scene: its frame, subviews and the properties UIKit's inset rules read.
///
/// ```swift
/// let header = ViewNode(kind: .view, name: "header", frame: Rect(x: 0, y: 0, width: 375, height: 60))
/// let table = ViewNode.tableView(name: "table", table: TableViewProperties(sections: [.init(rowCount: 20)]))
/// ```
public struct ViewNode: Hashable, Sendable {
    /// The view's kind.
    public var kind: ViewKind
    /// The name that appears in paths ("nav/feed/table"), or `nil` (then `KIND[INDEX]`).
    public var name: String?
    /// The frame in the superview's coordinates (content coordinates for a scroll view's
    /// subview). `nil` only for a view controller's root view, whose container sets it.
    public var frame: Rect?
    /// The frame as constraints to the superview, used when ``frame`` is `nil` (see ``Pin``
    /// and docs/pinned-views.md); read for subviews only.
    public var pin: Pin? = nil
    /// The subviews, in order; a ``Node/controller(_:)`` here is a child view controller.
    public var subviews: [Node]
    /// The view's own margins, or `nil` for UIKit's default (8 on each edge; zero for a view
    /// controller's root view, which takes the system minimum instead).
    public var layoutMargins: LayoutMargins?
    /// `insetsLayoutMarginsFromSafeArea` (UIKit's default `true`).
    public var insetsLayoutMarginsFromSafeArea: Bool
    /// `preservesSuperviewLayoutMargins` (UIKit's default `false`).
    public var preservesSuperviewLayoutMargins: Bool
    /// Marks a control that must stay inside the safe area (checked by the audit).
    public var interactive: Bool
    /// The scroll-view properties; read for scroll, table and collection views only. When the
    /// initializer is not given any, a table view's `alwaysBounceVertical` is `true`, as in UIKit.
    public var scroll: ScrollViewProperties
    /// The table-view properties of a ``ViewKind/tableView``.
    public var table: TableViewProperties?
    /// The collection-view properties of a ``ViewKind/collectionView``.
    public var collection: CollectionViewProperties?
    /// Where the view starts in its fixture, if it came from one.
    public var location: SourceLocation?

    /// Creates a view. Table and collection views take their properties through
    /// ``tableView(name:frame:table:scroll:)`` and ``collectionView(name:frame:collection:scroll:)``.
    public init(kind: ViewKind = .view, name: String? = nil, frame: Rect? = nil, subviews: [Node] = [],
                layoutMargins: LayoutMargins? = nil, insetsLayoutMarginsFromSafeArea: Bool = true,
                preservesSuperviewLayoutMargins: Bool = false, interactive: Bool = false,
                scroll: ScrollViewProperties? = nil, location: SourceLocation? = nil) {
        self.kind = kind
        self.name = name
        self.frame = frame
        self.subviews = subviews
        self.layoutMargins = layoutMargins
        self.insetsLayoutMarginsFromSafeArea = insetsLayoutMarginsFromSafeArea
        self.preservesSuperviewLayoutMargins = preservesSuperviewLayoutMargins
        self.interactive = interactive
        // UITableView defaults alwaysBounceVertical to true; UIScrollView and UICollectionView to false.
        self.scroll = scroll ?? ScrollViewProperties(alwaysBounceVertical: kind == .tableView)
        self.table = nil
        self.collection = nil
        self.location = location
    }

    /// A `UIScrollView`.
    public static func scrollView(name: String? = nil, frame: Rect? = nil, scroll: ScrollViewProperties,
                                  subviews: [Node] = []) -> ViewNode {
        ViewNode(kind: .scrollView, name: name, frame: frame, subviews: subviews, scroll: scroll)
    }

    /// A `UITableView`; `alwaysBounceVertical` defaults to `true` as in UIKit.
    public static func tableView(name: String? = nil, frame: Rect? = nil, table: TableViewProperties,
                                 scroll: ScrollViewProperties = ScrollViewProperties(alwaysBounceVertical: true)) -> ViewNode {
        var node = ViewNode(kind: .tableView, name: name, frame: frame, scroll: scroll)
        node.table = table
        return node
    }

    /// A `UICollectionView` with a flow layout.
    public static func collectionView(name: String? = nil, frame: Rect? = nil, collection: CollectionViewProperties,
                                      scroll: ScrollViewProperties = ScrollViewProperties()) -> ViewNode {
        var node = ViewNode(kind: .collectionView, name: name, frame: frame, scroll: scroll)
        node.collection = collection
        return node
    }
}
