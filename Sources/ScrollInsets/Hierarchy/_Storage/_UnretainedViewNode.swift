/// A view node's storage, referred to without a reference count: what the resolver walks and
/// what ``LayoutStorage`` keeps per view.
///
/// Copying a ``ViewNode`` retains its storage (an atomic increment, then a decrement when the
/// copy ends); the resolver did that three to five times per view, which cost more than the
/// inset rules themselves. A reference is valid for as long as something keeps the node's
/// storage alive: the scene's root node, which ``LayoutStorage`` holds (every node of the tree
/// is reachable from it, and a shared node is never changed in place, since changing a
/// `ViewNode` copies its storage unless it holds the only reference), or the list of nodes
/// the resolver made itself (container views).
struct _UnretainedViewNode: @unchecked Sendable {
    /// `@unchecked Sendable`: the storage is only read through a reference, and a node whose
    /// storage is shared is never changed in place (``ViewNode``'s copy-on-write).
    private let box: Unmanaged<_ViewNodeBuffer>

    init(_ box: Unmanaged<_ViewNodeBuffer>) {
        self.box = box
    }

    /// The node's properties, read in place (read only).
    @inline(__always)
    var fields: UnsafePointer<ViewNode._Fields> {
        UnsafePointer(box._withUnsafeGuaranteedRef { $0.fields })
    }

    /// The node as a value (one reference count).
    var node: ViewNode { ViewNode(box: box.takeUnretainedValue()) }
}

extension Node {
    /// The view's storage, without a reference count, or `nil` for a controller.
    @inline(__always)
    var viewReference: _UnretainedViewNode? {
        guard case .view(let view) = self else { return nil }
        return view.reference
    }
}
