/// A value kept on the heap, so that a struct holding it stays small: a ``ViewNode`` keeps its
/// rarely set properties (pin, scroll-view, table and collection properties: 217, 147, 152 and
/// 184 bytes) boxed, which keeps a node at 160 bytes, and the scene's table shares the boxes with
/// the nodes (a reference count, no copy); a ``ControllerNode`` keeps its presentation boxed,
/// since a presentation holds a controller node.
final class _Boxed<Value: Hashable & Sendable>: Hashable, Sendable {
    /// The value.
    let value: Value

    init(_ value: Value) {
        self.value = value
    }

    static func == (a: _Boxed, b: _Boxed) -> Bool {
        a === b || a.value == b.value
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(value)
    }
}
