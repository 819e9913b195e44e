extension Gen {
    /// A generator of pairs drawn independently from `first` and `second`.
    ///
    /// The pair shrinks its first component (with the second fixed), then its second, so both
    /// components of a failing pair end up minimal.
    ///
    /// ```swift
    /// Gen.zip(.int(in: 0...9), .bool) // (3, true), shrinking towards (0, false)
    /// ```
    public static func zip<A, B>(_ first: Gen<A>, _ second: Gen<B>) -> Gen where Value == (A, B) {
        Gen { generator, size throws(GenerationError) in
            var generator = generator
            let a = try first.shrinkTree(using: generator.split(), size: size)
            let b = try second.shrinkTree(using: generator.split(), size: size)
            return a.zip(b)
        }
    }

    /// A generator of triples drawn independently, shrinking one component at a time, first to last.
    public static func zip<A, B, C>(
        _ first: Gen<A>, _ second: Gen<B>, _ third: Gen<C>
    ) -> Gen where Value == (A, B, C) {
        Gen<((A, B), C)>.zip(Gen<(A, B)>.zip(first, second), third).map { ($0.0, $0.1, $1) }
    }

    /// A generator of quadruples drawn independently, shrinking one component at a time, first to last.
    public static func zip<A, B, C, D>(
        _ first: Gen<A>, _ second: Gen<B>, _ third: Gen<C>, _ fourth: Gen<D>
    ) -> Gen where Value == (A, B, C, D) {
        Gen<((A, B, C), D)>.zip(Gen<(A, B, C)>.zip(first, second, third), fourth)
            .map { ($0.0, $0.1, $0.2, $1) }
    }
}
