/// A node's fields in shared storage (``_NodeBuffer``), copied before a change while another
/// node shares them: what makes ``ViewNode`` and ``ControllerNode`` values that copy in one
/// reference count.
///
/// Two values are equal when they share storage or their fields are equal.
struct _CopyOnWriteStorage<Fields: Hashable & Sendable>: Hashable, @unchecked Sendable {
    /// `@unchecked Sendable`: the storage hands out pointers to its fields, but only a value
    /// holding the sole reference changes them (``unique()``).
    private(set) var box: _NodeBuffer<Fields>

    init(_ fields: Fields) {
        box = .make(fields)
    }

    /// Storage shared with another value.
    init(box: _NodeBuffer<Fields>) {
        self.box = box
    }

    /// The fields, to read.
    @inline(__always)
    var fields: UnsafePointer<Fields> { UnsafePointer(box.fields) }

    /// The fields, to change: copied first if another value shares them.
    @inline(__always)
    mutating func unique() -> UnsafeMutablePointer<Fields> {
        if !isKnownUniquelyReferenced(&box) { box = .make(box.fields.pointee) }
        return box.fields
    }

    /// The fields, read in place and changed in place (copied first if another value shares
    /// them): what the node types' accessors go through, so that no pointer leaves this folder.
    var value: Fields {
        @inline(__always) _read { yield box.fields.pointee }
        @inline(__always) _modify { yield &unique().pointee }
    }

    static func == (a: _CopyOnWriteStorage, b: _CopyOnWriteStorage) -> Bool {
        a.box === b.box || a.box.fields.pointee == b.box.fields.pointee
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(box.fields.pointee)
    }
}
