/// A view of a scene: its frame, subviews and the properties UIKit's inset rules read.
///
/// ```swift
/// let header = ViewNode(kind: .view, name: "header", frame: Rect(x: 0, y: 0, width: 375, height: 60))
/// let table = ViewNode.tableView(name: "table", table: TableViewProperties(sections: [.init(rowCount: 20)]))
/// ```
///
/// A view node is a value with copy-on-write storage: copying one costs one reference count,
/// not a copy of its dozen properties (and the resolver reads nodes in place, without even
/// that: `_UnretainedViewNode`).
public struct ViewNode: Hashable, Sendable, CustomReflectable {
    /// The fields in shared, copy-on-write storage (_Storage/ViewNode+Storage.swift).
    var _storage: _CopyOnWriteStorage<_Fields>

    /// Shows the properties, as a plain struct would (tests print nodes in counterexamples).
    public var customMirror: Mirror {
        Mirror(
            self,
            children: [
                "kind": kind, "name": name as Any, "frame": frame as Any, "pin": pin as Any, "subviews": subviews,
                "layoutMargins": layoutMargins as Any,
                "insetsLayoutMarginsFromSafeArea": insetsLayoutMarginsFromSafeArea,
                "preservesSuperviewLayoutMargins": preservesSuperviewLayoutMargins, "interactive": interactive,
                "firstResponder": firstResponder,
                "scroll": scroll, "table": table as Any, "collection": collection as Any, "location": location as Any,
            ], displayStyle: .struct)
    }

    /// The view's kind.
    public var kind: ViewKind {
        get { _storage.value.kind }
        _modify { yield &_storage.value.kind }
    }

    /// The name that appears in paths ("nav/feed/table"), or `nil` (then `KIND[INDEX]`).
    public var name: String? {
        get { _storage.value.name }
        _modify { yield &_storage.value.name }
    }

    /// The frame in the superview's coordinates (content coordinates for a scroll view's
    /// subview). `nil` only for a view controller's root view, whose container sets it.
    public var frame: Rect? {
        get { _storage.value.frame }
        _modify { yield &_storage.value.frame }
    }

    /// The frame as constraints to the superview, used when ``frame`` is `nil` (see ``Pin``
    /// and docs/pinned-views.md); read for subviews only.
    public var pin: Pin? {
        get { _storage.value.pin?.value }
        set { _storage.value.pin = newValue.map(_Boxed.init) }
    }

    /// The subviews, in order; a ``Node/controller(_:)`` here is a child view controller.
    public var subviews: [Node] {
        get { _storage.value.subviews }
        _modify { yield &_storage.value.subviews }
    }

    /// The view's own margins, or `nil` for UIKit's default (8 on each edge; zero for a view
    /// controller's root view, which takes the system minimum instead).
    public var layoutMargins: LayoutMargins? {
        get { _storage.value.layoutMargins }
        _modify { yield &_storage.value.layoutMargins }
    }

    /// `insetsLayoutMarginsFromSafeArea` (UIKit's default `true`).
    public var insetsLayoutMarginsFromSafeArea: Bool {
        get { _storage.value.insetsLayoutMarginsFromSafeArea }
        _modify { yield &_storage.value.insetsLayoutMarginsFromSafeArea }
    }

    /// `preservesSuperviewLayoutMargins` (UIKit's default `false`).
    public var preservesSuperviewLayoutMargins: Bool {
        get { _storage.value.preservesSuperviewLayoutMargins }
        _modify { yield &_storage.value.preservesSuperviewLayoutMargins }
    }

    /// Marks a control that must stay inside the safe area (checked by the audit).
    public var interactive: Bool {
        get { _storage.value.interactive }
        _modify { yield &_storage.value.interactive }
    }

    /// Marks the text field or text view that has the keyboard (`isFirstResponder`), for the
    /// audit of a first responder left under the keyboard.
    public var firstResponder: Bool {
        get { _storage.value.firstResponder }
        _modify { yield &_storage.value.firstResponder }
    }

    /// The scroll-view properties; read for scroll, table and collection views only. When the
    /// initializer is not given any, a table view's `alwaysBounceVertical` is `true`, as in UIKit.
    public var scroll: ScrollViewProperties {
        get { _storage.value.scroll?.value ?? ScrollViewProperties() }
        set { _storage.value.scroll = newValue == ScrollViewProperties() ? nil : _Boxed(newValue) }
    }

    /// The table-view properties of a ``ViewKind/tableView``.
    public var table: TableViewProperties? {
        get { _storage.value.table?.value }
        set { _storage.value.table = newValue.map(_Boxed.init) }
    }

    /// The collection-view properties of a ``ViewKind/collectionView``.
    public var collection: CollectionViewProperties? {
        get { _storage.value.collection?.value }
        set { _storage.value.collection = newValue.map(_Boxed.init) }
    }

    /// Where the view starts in its fixture, if it came from one.
    public var location: SourceLocation? {
        get { _storage.value.location }
        _modify { yield &_storage.value.location }
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
        _storage = _CopyOnWriteStorage(
            _Fields(
                frame: frame, kind: kind,
                insetsLayoutMarginsFromSafeArea: insetsLayoutMarginsFromSafeArea,
                preservesSuperviewLayoutMargins: preservesSuperviewLayoutMargins, interactive: interactive,
                subviews: subviews, layoutMargins: layoutMargins, name: name, pin: nil, scroll: nil,
                table: nil, collection: nil, location: location))
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
