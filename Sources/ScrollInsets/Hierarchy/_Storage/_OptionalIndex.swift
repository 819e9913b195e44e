/// An index into one of a layout's arrays (views, controllers, scroll contents), or none, in
/// four bytes: the records the resolver writes per view stay small, where `Int?` would take
/// nine bytes and padding. The `-1` it stores for "none" never leaves this type.
struct _OptionalIndex: Hashable, Sendable, ExpressibleByNilLiteral {
    private var raw: Int32

    /// No index.
    static let none = _OptionalIndex(raw: -1)

    private init(raw: Int32) {
        self.raw = raw
    }

    /// The index `index` (which fits in 32 bits: the limits keep a scene far below that).
    @inline(__always)
    init(_ index: Int) {
        raw = Int32(truncatingIfNeeded: index)
    }

    /// No index, as `nil`.
    init(nilLiteral: ()) {
        raw = -1
    }

    /// The index, or `nil`.
    @inline(__always)
    var index: Int? {
        raw < 0 ? nil : Int(raw)
    }
}
