/// Writes a decoded value into its model, the speed machinery of ``FixtureField``: the key
/// tables name a property by its key path, and applying a key path at run time costs about a
/// thousand instructions (the runtime projects the property through a heap-allocated buffer),
/// more than reading the value. For a property stored in the model itself, the setter writes at
/// its offset instead; other properties (the computed ones of ``ViewNode`` and
/// ``ControllerNode``) go through the key path.
struct _FieldSetter<Model, Value>: Sendable {
    private let path: WritableKeyPath<Model, Value> & Sendable
    /// The property's offset in `Model`, when it is stored there (`MemoryLayout.offset(of:)`).
    private let offset: Int?

    init(_ path: WritableKeyPath<Model, Value> & Sendable) {
        self.path = path
        self.offset = MemoryLayout<Model>.offset(of: path)
    }

    /// Sets the property of `model` to `value`.
    @inline(__always)
    func set(_ model: inout Model, _ value: Value) {
        guard let offset else {
            model[keyPath: path] = value
            return
        }
        withUnsafeMutableBytes(of: &model) { bytes in
            // The property is initialized: assigning releases the old value.
            bytes.baseAddress!.advanced(by: offset).assumingMemoryBound(to: Value.self).pointee = value
        }
    }
}
