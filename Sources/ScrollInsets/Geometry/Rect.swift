/// A rectangle in points (UIKit's `CGRect`), its origin at the top-left corner.
///
/// Widths and heights are expected to be non-negative; the fixture reader rejects negative
/// sizes, and the model never produces one (it clamps at zero where insets exceed a size).
public struct Rect: Hashable, Sendable {
    /// The top-left corner.
    public var origin: Point
    /// The width and height.
    public var size: Size

    /// Creates a rectangle from its origin and size.
    public init(origin: Point, size: Size) {
        self.origin = origin
        self.size = size
    }

    /// Creates a rectangle from its coordinates and extents.
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
    }

    /// The empty rectangle at the origin.
    public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

    /// The origin's x coordinate (the left edge).
    public var x: Double { origin.x }
    /// The origin's y coordinate (the top edge).
    public var y: Double { origin.y }
    /// The width.
    public var width: Double { size.width }
    /// The height.
    public var height: Double { size.height }
    /// The left edge, `x`.
    public var minX: Double { origin.x }
    /// The top edge, `y`.
    public var minY: Double { origin.y }
    /// The right edge, `x + width`.
    public var maxX: Double { origin.x + size.width }
    /// The bottom edge, `y + height`.
    public var maxY: Double { origin.y + size.height }

    /// The rectangle at the origin with this rectangle's size: a view's `bounds` for its `frame`.
    public var bounds: Rect { Rect(origin: .zero, size: size) }

    /// The rectangle moved by `dx`, `dy`.
    public func offsetBy(dx: Double, dy: Double) -> Rect {
        Rect(origin: origin.offsetBy(dx: dx, dy: dy), size: size)
    }

    /// The rectangle shrunk by `insets` (UIKit's `inset(by:)`), its size clamped at zero.
    public func inset(by insets: EdgeInsets) -> Rect {
        Rect(
            x: minX + insets.left, y: minY + insets.top,
            width: Swift.max(0, width - insets.horizontal),
            height: Swift.max(0, height - insets.vertical))
    }

    /// The distance from this rectangle's `edge` to the same edge of `inner`, measured
    /// inwards: positive when `inner`'s edge lies inside this rectangle.
    public func distance(to inner: Rect, on edge: Edge) -> Double {
        switch edge {
        case .top: return inner.minY - minY
        case .left: return inner.minX - minX
        case .bottom: return maxY - inner.maxY
        case .right: return maxX - inner.maxX
        }
    }

    /// Whether `other` lies entirely inside this rectangle (edges may touch).
    public func contains(_ other: Rect) -> Bool {
        other.minX >= minX && other.minY >= minY && other.maxX <= maxX && other.maxY <= maxY
    }

    /// Whether the two rectangles share an area of positive size.
    public func overlaps(_ other: Rect) -> Bool {
        minX < other.maxX && other.minX < maxX && minY < other.maxY && other.minY < maxY
    }

    /// The rectangle mirrored within a container of width `containerWidth`, as a
    /// right-to-left layout places it.
    public func mirrored(inWidth containerWidth: Double) -> Rect {
        Rect(x: containerWidth - maxX, y: minY, width: width, height: height)
    }
}
