/// A view of a scene: its frame, subviews and the properties UIKit's inset rules read.
///
/// ```swift
/// let header = ViewNode(kind: .view, name: "header", frame: Rect(x: 0, y: 0, width: 375, height: 60))
/// let table = ViewNode.tableView(name: "table", table: TableViewProperties(sections: [.init(rowCount: 20)]))
/// ```
///
/// A view node is a value with copy-on-write storage: copying one costs one reference count,
/// not a copy of its dozen properties (and the resolver reads nodes in place, without even
/// that: ``ViewNodeReference``).
public struct ViewNode: Hashable, Sendable, CustomReflectable {
    /// The stored properties, behind ``box``: first those the resolver reads for every view, so
    /// that they share a cache line or two; the large and rarely set ones are boxed (``Boxed``),
    /// which keeps a node's fields at 153 bytes rather than 633.
    struct Fields: Hashable, Sendable {
        var frame: Rect?
        var kind: ViewKind
        /// Whether ``pin`` is set, read on the resolver's hot path without copying the pin.
        var isPinned: Bool
        var insetsLayoutMarginsFromSafeArea: Bool
        var preservesSuperviewLayoutMargins: Bool
        var interactive: Bool
        var subviews: [Node]
        var layoutMargins: LayoutMargins?
        var name: String?
        var pin: Boxed<Pin>? { didSet { isPinned = pin != nil } }
        /// `nil` for the default ``ScrollViewProperties``.
        var scroll: Boxed<ScrollViewProperties>?
        var table: Boxed<TableViewProperties>?
        var collection: Boxed<CollectionViewProperties>?
        var location: SourceLocation?

        /// Fields with ``isPinned`` derived from `pin`.
        init(frame: Rect?, kind: ViewKind, insetsLayoutMarginsFromSafeArea: Bool,
             preservesSuperviewLayoutMargins: Bool, interactive: Bool, subviews: [Node],
             layoutMargins: LayoutMargins?, name: String?, pin: Boxed<Pin>?, scroll: Boxed<ScrollViewProperties>?,
             table: Boxed<TableViewProperties>?, collection: Boxed<CollectionViewProperties>?,
             location: SourceLocation?) {
            self.frame = frame
            self.kind = kind
            self.isPinned = pin != nil
            self.insetsLayoutMarginsFromSafeArea = insetsLayoutMarginsFromSafeArea
            self.preservesSuperviewLayoutMargins = preservesSuperviewLayoutMargins
            self.interactive = interactive
            self.subviews = subviews
            self.layoutMargins = layoutMargins
            self.name = name
            self.pin = pin
            self.scroll = scroll
            self.table = table
            self.collection = collection
            self.location = location
        }
    }

    /// Shared until a copy is changed (``makeUnique()``). The box hands out a pointer to its
    /// fields, so it is not `Sendable`; it is safe to share because only a node holding the
    /// sole reference changes it.
    nonisolated(unsafe) private var box: ViewNodeBox

    /// Whether the node has a ``pin``, without copying the pin out.
    var isPinned: Bool { box.fields.pointee.isPinned }

    /// A node sharing `box`.
    init(box: ViewNodeBox) {
        self.box = box
    }

    /// The node's storage, without a reference count (``ViewNodeReference``).
    var reference: ViewNodeReference { ViewNodeReference(Unmanaged.passUnretained(box)) }

    /// Copies the storage if another node shares it, before a change.
    private mutating func makeUnique() {
        if !isKnownUniquelyReferenced(&box) { box = ViewNodeBox.make(box.fields.pointee) }
    }

    /// Two nodes are equal when all their properties are.
    public static func == (a: ViewNode, b: ViewNode) -> Bool {
        a.box === b.box || a.box.fields.pointee == b.box.fields.pointee
    }

    /// Shows the properties, as a plain struct would (tests print nodes in counterexamples).
    public var customMirror: Mirror {
        Mirror(self, children: [
            "kind": kind, "name": name as Any, "frame": frame as Any, "pin": pin as Any, "subviews": subviews,
            "layoutMargins": layoutMargins as Any, "insetsLayoutMarginsFromSafeArea": insetsLayoutMarginsFromSafeArea,
            "preservesSuperviewLayoutMargins": preservesSuperviewLayoutMargins, "interactive": interactive,
            "scroll": scroll, "table": table as Any, "collection": collection as Any, "location": location as Any,
        ], displayStyle: .struct)
    }

    /// Hashes every property, as ``==`` compares them.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(box.fields.pointee)
    }

    /// The view's kind.
    public var kind: ViewKind {
        get { box.fields.pointee.kind }
        _modify {
            makeUnique()
            yield &box.fields.pointee.kind
        }
    }

    /// The name that appears in paths ("nav/feed/table"), or `nil` (then `KIND[INDEX]`).
    public var name: String? {
        get { box.fields.pointee.name }
        _modify {
            makeUnique()
            yield &box.fields.pointee.name
        }
    }

    /// The frame in the superview's coordinates (content coordinates for a scroll view's
    /// subview). `nil` only for a view controller's root view, whose container sets it.
    public var frame: Rect? {
        get { box.fields.pointee.frame }
        _modify {
            makeUnique()
            yield &box.fields.pointee.frame
        }
    }

    /// The frame as constraints to the superview, used when ``frame`` is `nil` (see ``Pin``
    /// and docs/pinned-views.md); read for subviews only.
    public var pin: Pin? {
        get { box.fields.pointee.pin?.value }
        set {
            makeUnique()
            box.fields.pointee.pin = newValue.map(Boxed.init)
        }
    }

    /// The subviews, in order; a ``Node/controller(_:)`` here is a child view controller.
    public var subviews: [Node] {
        get { box.fields.pointee.subviews }
        _modify {
            makeUnique()
            yield &box.fields.pointee.subviews
        }
    }

    /// The view's own margins, or `nil` for UIKit's default (8 on each edge; zero for a view
    /// controller's root view, which takes the system minimum instead).
    public var layoutMargins: LayoutMargins? {
        get { box.fields.pointee.layoutMargins }
        _modify {
            makeUnique()
            yield &box.fields.pointee.layoutMargins
        }
    }

    /// `insetsLayoutMarginsFromSafeArea` (UIKit's default `true`).
    public var insetsLayoutMarginsFromSafeArea: Bool {
        get { box.fields.pointee.insetsLayoutMarginsFromSafeArea }
        _modify {
            makeUnique()
            yield &box.fields.pointee.insetsLayoutMarginsFromSafeArea
        }
    }

    /// `preservesSuperviewLayoutMargins` (UIKit's default `false`).
    public var preservesSuperviewLayoutMargins: Bool {
        get { box.fields.pointee.preservesSuperviewLayoutMargins }
        _modify {
            makeUnique()
            yield &box.fields.pointee.preservesSuperviewLayoutMargins
        }
    }

    /// Marks a control that must stay inside the safe area (checked by the audit).
    public var interactive: Bool {
        get { box.fields.pointee.interactive }
        _modify {
            makeUnique()
            yield &box.fields.pointee.interactive
        }
    }

    /// The scroll-view properties; read for scroll, table and collection views only. When the
    /// initializer is not given any, a table view's `alwaysBounceVertical` is `true`, as in UIKit.
    public var scroll: ScrollViewProperties {
        get { box.fields.pointee.scroll?.value ?? ScrollViewProperties() }
        set {
            makeUnique()
            box.fields.pointee.scroll = newValue == ScrollViewProperties() ? nil : Boxed(newValue)
        }
    }

    /// The table-view properties of a ``ViewKind/tableView``.
    public var table: TableViewProperties? {
        get { box.fields.pointee.table?.value }
        set {
            makeUnique()
            box.fields.pointee.table = newValue.map(Boxed.init)
        }
    }

    /// The collection-view properties of a ``ViewKind/collectionView``.
    public var collection: CollectionViewProperties? {
        get { box.fields.pointee.collection?.value }
        set {
            makeUnique()
            box.fields.pointee.collection = newValue.map(Boxed.init)
        }
    }

    /// Where the view starts in its fixture, if it came from one.
    public var location: SourceLocation? {
        get { box.fields.pointee.location }
        _modify {
            makeUnique()
            yield &box.fields.pointee.location
        }
    }

    /// Creates a view. Table and collection views take their properties through
    /// ``tableView(name:frame:table:scroll:)`` and ``collectionView(name:frame:collection:scroll:)``.
    public init(kind: ViewKind = .view, name: String? = nil, frame: Rect? = nil, subviews: [Node] = [],
                layoutMargins: LayoutMargins? = nil, insetsLayoutMarginsFromSafeArea: Bool = true,
                preservesSuperviewLayoutMargins: Bool = false, interactive: Bool = false,
                scroll: ScrollViewProperties? = nil, location: SourceLocation? = nil) {
        // UITableView defaults alwaysBounceVertical to true; UIScrollView and UICollectionView to false.
        box = ViewNodeBox.make(Fields(
            frame: frame, kind: kind,
            insetsLayoutMarginsFromSafeArea: insetsLayoutMarginsFromSafeArea,
            preservesSuperviewLayoutMargins: preservesSuperviewLayoutMargins, interactive: interactive,
            subviews: subviews, layoutMargins: layoutMargins, name: name, pin: nil, scroll: nil,
            table: nil, collection: nil, location: location))
        self.scroll = scroll ?? ScrollViewProperties(alwaysBounceVertical: kind == .tableView)
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
