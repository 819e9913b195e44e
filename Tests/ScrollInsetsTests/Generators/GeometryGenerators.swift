import PropertyTesting
@testable import ScrollInsets

// Generators for ScrollInsets' value types, for property tests.
//
// Lengths are in points and favour what UI code uses: zero, whole and half-point values
// (see `Gen.double(in:)`), and they shrink towards zero, so a failing rectangle shrinks
// towards `Rect.zero` and failing insets towards `EdgeInsets.zero`.

extension Gen where Value == Double {
    /// A length in points from `range` (by default `0...1_400`, past the largest screen side),
    /// zero one time in five.
    static func length(in range: ClosedRange<Double> = 0...1_400) -> Gen<Double> {
        .frequency([(1, .constant(DoubleShrinkingBound.nearestToZero(in: range))), (4, .double(in: range))])
    }

    /// A non-negative inset in points, `0...200`, zero one time in five.
    static var inset: Gen<Double> { length(in: 0...200) }

    /// A coordinate in points, `-2_000...2_000`.
    static var coordinate: Gen<Double> { .double(in: -2_000...2_000) }

    /// A multiple of half a point in `range`, as on a 2x screen: sums and differences of
    /// such values are exact, so laws that only hold in exact arithmetic can be checked.
    /// Shrinks towards zero (or the range's bound nearer to zero).
    static func halfPoints(in range: ClosedRange<Double>) -> Gen<Double> {
        Gen<Int>.int(in: Int((range.lowerBound * 2).rounded(.up))...Int((range.upperBound * 2).rounded(.down)))
            .map { Double($0) / 2 }
    }
}

/// The value a length generator's zero case produces: 0 when the range contains it.
private enum DoubleShrinkingBound {
    static func nearestToZero(in range: ClosedRange<Double>) -> Double {
        if range.contains(0) { return 0 }
        return range.lowerBound > 0 ? range.lowerBound : range.upperBound
    }
}

extension Gen where Value == EdgeInsets {
    /// Insets with a non-negative value from `range` on each edge, drawn independently
    /// (so often only some edges are inset); shrinks towards ``EdgeInsets/zero``.
    static func edgeInsets(in range: ClosedRange<Double> = 0...200) -> Gen<EdgeInsets> {
        precondition(range.lowerBound >= 0, "edge insets here are non-negative, not \(range)")
        let value = Gen<Double>.length(in: range)
        return Gen<(Double, Double, Double, Double)>.zip(value, value, value, value)
            .map { EdgeInsets(top: $0, left: $1, bottom: $2, right: $3) }
    }

    /// Insets with a non-negative value from `0...200` on each edge.
    static var edgeInsets: Gen<EdgeInsets> { edgeInsets() }
}

extension Gen where Value == DirectionalEdgeInsets {
    /// Directional insets with a non-negative value from `0...200` on each edge.
    static var directionalEdgeInsets: Gen<DirectionalEdgeInsets> {
        let value = Gen<Double>.inset
        return Gen<(Double, Double, Double, Double)>.zip(value, value, value, value)
            .map { DirectionalEdgeInsets(top: $0, leading: $1, bottom: $2, trailing: $3) }
    }
}

extension Gen where Value == Size {
    /// A size with non-negative extents from `width` and `height`.
    static func size(width: ClosedRange<Double> = 0...1_400, height: ClosedRange<Double> = 0...1_400) -> Gen<Size> {
        precondition(width.lowerBound >= 0 && height.lowerBound >= 0, "sizes are non-negative")
        return Gen<(Double, Double)>.zip(.length(in: width), .length(in: height)).map { Size(width: $0, height: $1) }
    }

    /// A size with non-negative extents up to 1,400 points.
    static var size: Gen<Size> { size() }
}

extension Gen where Value == Point {
    /// A point with coordinates in `-2_000...2_000`.
    static var point: Gen<Point> {
        Gen<(Double, Double)>.zip(.coordinate, .coordinate).map { Point(x: $0, y: $1) }
    }
}

extension Gen where Value == Rect {
    /// A rectangle with its origin in `-2_000...2_000` and a non-negative size up to 1,400 points.
    static var rect: Gen<Rect> {
        Gen<(Point, Size)>.zip(.point, .size).map { Rect(origin: $0, size: $1) }
    }

    /// A rectangle whose coordinates and extents are multiples of half a point (see
    /// `Gen.halfPoints(in:)`), origin in `-2_000...2_000`, size up to 1,400 points.
    static var halfPointRect: Gen<Rect> {
        let coordinate = Gen<Double>.halfPoints(in: -2_000...2_000)
        let length = Gen<Double>.halfPoints(in: 0...1_400)
        return Gen<(Double, Double, Double, Double)>.zip(coordinate, coordinate, length, length)
            .map { Rect(x: $0, y: $1, width: $2, height: $3) }
    }
}

extension Gen where Value == LayoutDirection {
    /// Left-to-right or right-to-left; shrinks to ``LayoutDirection/leftToRight``.
    static var layoutDirection: Gen<LayoutDirection> { .element(of: LayoutDirection.allCases) }
}

extension Gen where Value == Edge {
    /// A physical edge; shrinks to ``Edge/top``.
    static var edge: Gen<Edge> { .element(of: Edge.allCases) }
}

extension Gen where Value == DirectionalEdge {
    /// A directional edge; shrinks to ``DirectionalEdge/top``.
    static var directionalEdge: Gen<DirectionalEdge> { .element(of: DirectionalEdge.allCases) }
}

extension Gen where Value == Axis {
    /// A scrolling axis; shrinks to ``Axis/horizontal``.
    static var axis: Gen<Axis> { .element(of: Axis.allCases) }
}

extension Gen where Value == Orientation {
    /// An interface orientation, in the order `Orientation.allCases` lists them.
    static var orientation: Gen<Orientation> { .element(of: Orientation.allCases) }
}

extension Gen where Value == Device {
    /// A device from the catalog, in catalog order.
    static var device: Gen<Device> { .element(of: DeviceCatalog.all) }
}
