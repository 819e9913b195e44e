extension Gen {
    /// A generator of recursive values such as trees, at most `maxDepth` levels of
    /// `branch` above the leaves, growing with the size.
    ///
    /// At each level the generator draws a leaf or a branch with equal odds; `branch` builds a
    /// branch from a generator of its children (one level shallower). The depth allowed grows
    /// linearly from 0 at size 0 (leaves only) to `maxDepth` at ``maxSize``. A branch shrinks
    /// to a leaf first (drawn with the same randomness), then within itself.
    ///
    /// ```swift
    /// indirect enum Node { case leaf(Int), branch([Node]) }
    /// Gen.recursive(maxDepth: 3, leaf: Gen.int(in: 0...9).map(Node.leaf)) { child in
    ///     Gen.array(of: child, count: 0...3).map(Node.branch)
    /// }
    /// ```
    ///
    /// - Complexity: A value has at most *b*^`maxDepth` nodes, where *b* is the most
    ///   children `branch` gives one node.
    /// - Precondition: `maxDepth >= 0`.
    public static func recursive(
        maxDepth: Int, leaf: Gen, branch: @escaping @Sendable (_ child: Gen) -> Gen
    ) -> Gen {
        precondition(maxDepth >= 0, "Gen.recursive needs a non-negative maxDepth, not \(maxDepth)")
        return sized { size in
            var generator = leaf
            for _ in 0..<(size * maxDepth / maxSize) {
                generator = oneOf([leaf, branch(generator)])
            }
            return generator
        }
    }
}
