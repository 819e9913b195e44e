/// A generator of random test inputs that also knows how to shrink them.
///
/// A `Gen` turns a ``SplitMix64`` and a *size* into a ``ShrinkTree``: the generated value
/// and, lazily, every simpler value to try when a property fails with it. Shrinking is
/// integrated (as in Hedgehog): combinators transform the whole tree, so a generator built
/// with ``map(_:)``, ``flatMap(_:)``, ``zip(_:_:)``, or ``filter(_:maxDiscards:_:)`` shrinks
/// for free, and its shrinks always satisfy the same invariants as its values.
///
/// ```swift
/// let insets = Gen.zip(.double(in: 0...100), .double(in: 0...100))
///     .map { EdgeInsets(top: $0, left: 0, bottom: $1, right: 0) }
/// ```
///
/// Generators are deterministic: the same generator, seed, and size give the same tree.
///
/// The *size* runs from 0 to ``maxSize``; the runner starts small and grows it over the
/// runs. Only size-aware generators use it: ``sized(_:)``, ``array(of:)``, and
/// ``recursive(maxDepth:leaf:branch:)``; ranges such as `int(in:)` ignore it.
public struct Gen<Value>: Sendable {
    private let run: @Sendable (SplitMix64, Int) throws(GenerationError) -> ShrinkTree<Value>

    /// Creates a generator from a function that draws a shrink tree.
    ///
    /// - Parameter run: Draws a tree from a generator (to copy or split, never to share)
    ///   and the size. It must depend on nothing else.
    public init(
        _ run: @escaping @Sendable (_ generator: SplitMix64, _ size: Int) throws(GenerationError) -> ShrinkTree<Value>
    ) {
        self.run = run
    }

    /// The largest size the runner passes to generators: 100.
    public static var maxSize: Int { 100 }

    /// Draws a value and its shrinks.
    ///
    /// - Parameters:
    ///   - generator: The source of randomness, used by value: the same generator gives the same tree.
    ///   - size: The size, from 0 to ``maxSize``.
    /// - Throws: ``GenerationError`` when a filter gives up.
    public func shrinkTree(
        using generator: SplitMix64, size: Int = maxSize
    ) throws(GenerationError) -> ShrinkTree<Value> {
        try run(generator, size)
    }

    /// Draws one value from a generator seeded with `seed`.
    ///
    /// - Throws: ``GenerationError`` when a filter gives up.
    public func sample(seed: UInt64, size: Int = maxSize) throws(GenerationError) -> Value {
        try run(SplitMix64(seed: seed), size).value
    }

    /// Draws `count` values from consecutive splits of a generator seeded with `seed`.
    ///
    /// - Throws: ``GenerationError`` when a filter gives up.
    public func samples(_ count: Int, seed: UInt64, size: Int = maxSize) throws(GenerationError) -> [Value] {
        var generator = SplitMix64(seed: seed)
        var values: [Value] = []
        for _ in 0..<count {
            values.append(try run(generator.split(), size).value)
        }
        return values
    }
}

extension Gen {
    /// The generator that always produces `value`, which does not shrink.
    public static func constant(_ value: Value) -> Gen where Value: Sendable {
        Gen { _, _ in ShrinkTree(value) }
    }

    /// The generator of `transform` applied to this generator's values; its shrinks are the
    /// transformed shrinks of this generator.
    public func map<NewValue>(_ transform: @escaping @Sendable (Value) -> NewValue) -> Gen<NewValue> {
        Gen<NewValue> { generator, size throws(GenerationError) in
            try self.run(generator, size).map(transform)
        }
    }

    /// A generator that draws a value, then draws from the generator that `transform` makes of it.
    ///
    /// Shrinking first shrinks the outer value and draws the inner value again with the same
    /// randomness, then shrinks the inner value. Prefer ``zip(_:_:)`` when the second
    /// generator does not depend on the first value: its shrinks are independent.
    public func flatMap<NewValue>(_ transform: @escaping @Sendable (Value) -> Gen<NewValue>) -> Gen<NewValue> {
        Gen<NewValue> { generator, size throws(GenerationError) in
            var generator = generator
            let outerGenerator = generator.split()
            let innerGenerator = generator.split()
            let outer = try self.run(outerGenerator, size)
            let inner = try transform(outer.value).run(innerGenerator, size)
            return ShrinkTree(inner.value) {
                let rebuilt = outer.shrinks.compactMap { shrink in
                    shrink.flatMap { try? transform($0).run(innerGenerator, size) }
                }
                return rebuilt + inner.shrinks
            }
        }
    }

    /// A generator built from the current size.
    ///
    /// ```swift
    /// Gen.sized { size in .int(in: 0...size) }
    /// ```
    public static func sized(_ build: @escaping @Sendable (_ size: Int) -> Gen) -> Gen {
        Gen { generator, size throws(GenerationError) in try build(size).run(generator, size) }
    }

    /// This generator with its size replaced by `size`, clamped to `0...maxSize`.
    public func resized(_ size: Int) -> Gen {
        let clamped = Swift.min(Swift.max(size, 0), Self.maxSize)
        return Gen { generator, _ throws(GenerationError) in try self.run(generator, clamped) }
    }

    /// This generator with its size computed from the current one by `transform`, clamped to `0...maxSize`.
    public func scaled(_ transform: @escaping @Sendable (_ size: Int) -> Int) -> Gen {
        Gen { generator, size throws(GenerationError) in
            try self.run(generator, Swift.min(Swift.max(transform(size), 0), Self.maxSize))
        }
    }
}
