extension Gen where Value == Bool {
    /// A generator of `false` and `true` with equal odds; `true` shrinks to `false`.
    public static var bool: Gen<Bool> {
        Gen { generator, _ in
            var generator = generator
            let value = generator.next() & 1 == 1
            return ShrinkTree(value) { value ? [ShrinkTree(false)] : [] }
        }
    }
}

extension Gen {
    /// A generator of the elements of `elements`, each equally likely, shrinking towards the first.
    ///
    /// ```swift
    /// Gen.element(of: LayoutDirection.allCases) // shrinks to .leftToRight
    /// ```
    ///
    /// - Precondition: `elements` is not empty.
    public static func element(of elements: [Value]) -> Gen where Value: Sendable {
        precondition(!elements.isEmpty, "Gen.element(of:) needs at least one element")
        return Gen<Int>.int(in: elements.indices).map { elements[$0] }
    }

    /// A generator that draws from one of `generators`, each equally likely, shrinking towards
    /// the first generator (list the simplest first) and then within the chosen one.
    ///
    /// - Precondition: `generators` is not empty.
    public static func oneOf(_ generators: [Gen]) -> Gen {
        precondition(!generators.isEmpty, "Gen.oneOf(_:) needs at least one generator")
        return Gen<Int>.int(in: generators.indices).flatMap { generators[$0] }
    }

    /// A generator that draws from one of `generators`; see the array overload.
    public static func oneOf(_ generators: Gen...) -> Gen {
        oneOf(generators)
    }

    /// A generator that draws from each generator with odds proportional to its weight,
    /// shrinking towards the first generator (list the simplest first) and then within the chosen one.
    ///
    /// ```swift
    /// Gen.frequency([(1, .constant(0)), (3, .double(in: 0...100))]) // 0 a quarter of the time
    /// ```
    ///
    /// - Precondition: Every weight is at least 0 and at least one is positive.
    public static func frequency(_ weighted: [(weight: Int, generator: Gen)]) -> Gen {
        precondition(weighted.allSatisfy { $0.weight >= 0 }, "Gen.frequency(_:) needs weights of at least 0")
        let total = weighted.reduce(0) { $0 + $1.weight }
        precondition(total > 0, "Gen.frequency(_:) needs a positive weight")
        let weights = weighted.map(\.weight)
        let index = Gen<Int> { generator, _ in
            var generator = generator
            var ticket = Int(generator.next(upTo: UInt64(total - 1)))
            var chosen = 0
            while ticket >= weights[chosen] {
                ticket -= weights[chosen]
                chosen += 1
            }
            return .unfold(chosen) { current in
                IntegerShrinking.shrinks(of: current, towards: 0).filter { weights[$0] > 0 }
            }
        }
        return index.flatMap { weighted[$0].generator }
    }

    /// A generator that produces `nil` one time in four and this generator's values otherwise;
    /// a value shrinks to `nil` first, then as this generator's values do.
    public var optional: Gen<Value?> {
        let none = Gen<Value?> { _, _ in ShrinkTree(nil) }
        return .frequency([(1, none), (3, map { $0 })])
    }
}
