extension Gen {
    /// A generator of arrays of `element`'s values whose count is drawn uniformly from `count`.
    ///
    /// Arrays shrink by removing elements first — all that may go, then halves, quarters, …,
    /// then single elements — and then by shrinking one element at a time, so a failing
    /// array ends up with the fewest, simplest elements that still fail. No shrink has
    /// fewer than `count.lowerBound` elements.
    ///
    /// ```swift
    /// Gen.array(of: .int(in: 0...99), count: 0...5) // [3, 15, 7, 22] may shrink to [10]
    /// ```
    ///
    /// - Precondition: `count.lowerBound >= 0`.
    public static func array<Element>(of element: Gen<Element>, count: ClosedRange<Int>) -> Gen
    where Value == [Element] {
        precondition(count.lowerBound >= 0, "Gen.array(of:count:) needs a non-negative count, not \(count)")
        return Gen { generator, size throws(GenerationError) in
            var generator = generator
            var countGenerator = generator.split()
            let length = count.lowerBound + Int(countGenerator.next(upTo: UInt64(count.upperBound - count.lowerBound)))
            var trees: [ShrinkTree<Element>] = []
            trees.reserveCapacity(length)
            for _ in 0..<length {
                trees.append(try element.shrinkTree(using: generator.split(), size: size))
            }
            return ArrayShrinking.tree(of: trees, minimumCount: count.lowerBound)
        }
    }

    /// A generator of arrays of up to the current size elements (`0...size`); see ``array(of:count:)``.
    public static func array<Element>(of element: Gen<Element>) -> Gen where Value == [Element] {
        sized { size in array(of: element, count: 0...size) }
    }
}

/// The shrinking rule for arrays: Hedgehog's interleaving of removals and element shrinks.
enum ArrayShrinking {
    static func tree<Element>(of elements: [ShrinkTree<Element>], minimumCount: Int) -> ShrinkTree<[Element]> {
        ShrinkTree(elements.map(\.value)) {
            removals(from: elements, minimumCount: minimumCount).map { tree(of: $0, minimumCount: minimumCount) }
                + elementShrinks(of: elements).map { tree(of: $0, minimumCount: minimumCount) }
        }
    }

    /// `elements` without each run of `k` consecutive elements, for `k` = all, half, a quarter, …, 1.
    private static func removals<T>(from elements: [T], minimumCount: Int) -> [[T]] {
        var results: [[T]] = []
        var chunk = elements.count
        while chunk > 0 {
            if elements.count - chunk >= minimumCount {
                for start in stride(from: 0, to: elements.count, by: chunk) {
                    let end = Swift.min(start + chunk, elements.count)
                    results.append(Array(elements[..<start] + elements[end...]))
                }
            }
            chunk /= 2
        }
        return results
    }

    /// `elements` with one element replaced by one of its shrinks, first element first.
    private static func elementShrinks<Element>(of elements: [ShrinkTree<Element>]) -> [[ShrinkTree<Element>]] {
        elements.indices.flatMap { index in
            elements[index].shrinks.map { shrink in
                var copy = elements
                copy[index] = shrink
                return copy
            }
        }
    }
}
