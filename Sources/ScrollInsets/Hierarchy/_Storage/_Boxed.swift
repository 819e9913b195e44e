/// A value kept on the heap, so that a struct holding it stays small: a ``ViewNode`` keeps its
/// rarely set properties (pin, table, collection, scroll-view properties) boxed, and the
/// properties every view is resolved by share a cache line or two.
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
