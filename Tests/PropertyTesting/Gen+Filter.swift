extension Gen {
    /// This generator restricted to values that satisfy `isIncluded`.
    ///
    /// Generation draws again (with fresh randomness) while `isIncluded` rejects the value,
    /// and gives up with ``GenerationError/filterGaveUp(label:discards:)`` after
    /// `maxDiscards` rejections in a row rather than looping forever. Shrinks that fail
    /// `isIncluded` are replaced by their own shrinks that pass (see ``ShrinkTree/filter(_:)``).
    ///
    /// Filter only rare cases out: a generator that builds valid values directly is both
    /// faster and shrinks better.
    ///
    /// ```swift
    /// Gen.int(in: 0...100).filter("odd") { $0 % 2 == 1 }
    /// ```
    ///
    /// - Parameters:
    ///   - label: A name for the filter, quoted in the error when it gives up.
    ///   - maxDiscards: How many values may be rejected in a row before generation fails; at least 1.
    ///   - isIncluded: Whether a value may be produced.
    public func filter(
        _ label: String? = nil,
        maxDiscards: Int = 100,
        _ isIncluded: @escaping @Sendable (Value) -> Bool
    ) -> Gen {
        precondition(maxDiscards >= 1, "maxDiscards must be at least 1, not \(maxDiscards)")
        return Gen { generator, size throws(GenerationError) in
            var generator = generator
            for _ in 0..<maxDiscards {
                let tree = try self.shrinkTree(using: generator.split(), size: size)
                if isIncluded(tree.value) {
                    return tree.filter(isIncluded)
                }
            }
            throw GenerationError.filterGaveUp(label: label, discards: maxDiscards)
        }
    }
}
