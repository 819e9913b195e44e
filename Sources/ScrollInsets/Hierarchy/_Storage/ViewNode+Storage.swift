/// A view node's storage, fenced off from ``ViewNode``'s public surface: the fields in one
/// shared buffer (copy-on-write), and the unretained reference the resolver walks.
extension ViewNode {
    /// The stored properties, behind ``_storage``: first those the resolver reads for every view, so
    /// that they share a cache line or two; the large and rarely set ones are boxed (``_Boxed``),
    /// which keeps a node's fields at 153 bytes rather than 633.
    struct _Fields: Hashable, Sendable {
        var frame: Rect?
        var kind: ViewKind
        /// Whether ``pin`` is set, read on the resolver's hot path without copying the pin.
        var isPinned: Bool
        var insetsLayoutMarginsFromSafeArea: Bool
        var preservesSuperviewLayoutMargins: Bool
        var interactive: Bool
        /// Set apart from the initializer: only the keyboard audit reads it.
        var firstResponder = false
        var subviews: [Node]
        var layoutMargins: LayoutMargins?
        var name: String?
        var pin: _Boxed<Pin>? { didSet { isPinned = pin != nil } }
        /// `nil` for the default ``ScrollViewProperties``.
        var scroll: _Boxed<ScrollViewProperties>?
        var table: _Boxed<TableViewProperties>?
        var collection: _Boxed<CollectionViewProperties>?
        var location: SourceLocation?

        /// Fields with ``isPinned`` derived from `pin`.
        init(
            frame: Rect?, kind: ViewKind, insetsLayoutMarginsFromSafeArea: Bool,
            preservesSuperviewLayoutMargins: Bool, interactive: Bool, subviews: [Node],
            layoutMargins: LayoutMargins?, name: String?, pin: _Boxed<Pin>?, scroll: _Boxed<ScrollViewProperties>?,
            table: _Boxed<TableViewProperties>?, collection: _Boxed<CollectionViewProperties>?,
            location: SourceLocation?
        ) {
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

    /// A node sharing `box`.
    init(box: _ViewNodeBuffer) {
        _storage = _CopyOnWriteStorage(box: box)
    }

    /// The node's storage, without a reference count (``_UnretainedViewNode``).
    var reference: _UnretainedViewNode { _UnretainedViewNode(Unmanaged.passUnretained(_storage.box)) }
}
