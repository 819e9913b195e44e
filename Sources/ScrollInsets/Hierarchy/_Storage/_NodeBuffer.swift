/// The storage of a node value (``ViewNode``, ``ControllerNode``), changed only through a node
/// that holds the sole reference (copy-on-write).
///
/// The fields are the buffer's header, allocated with the object and reached through a
/// pointer: a class's stored `var` is read under a dynamic exclusivity check
/// (`swift_beginAccess`), which cost more than the rest of resolving a view, and a separate
/// allocation cost the resolver a cache miss per view. Copying a node is then one reference
/// count, not a copy of each of its properties.
final class _NodeBuffer<Fields>: ManagedBuffer<Fields, UInt8> {
    /// A box holding `fields`.
    static func make(_ fields: Fields) -> _NodeBuffer<Fields> {
        unsafeDowncast(create(minimumCapacity: 0) { _ in fields }, to: _NodeBuffer<Fields>.self)
    }

    /// The fields, valid while the box is alive: the header lives inside the object, at a
    /// fixed offset, so the pointer outlives the closure that computes it for as long as the
    /// box does (the same address `ManagedBufferPointer` works with).
    @inline(__always)
    var fields: UnsafeMutablePointer<Fields> {
        withUnsafeMutablePointerToHeader { $0 }
    }
}

/// A view node's storage.
typealias _ViewNodeBuffer = _NodeBuffer<ViewNode._Fields>
