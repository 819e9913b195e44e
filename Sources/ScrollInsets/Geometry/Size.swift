/// A width and a height, in points (UIKit's `CGSize`).
public struct Size: Hashable, Sendable {
    /// The horizontal extent.
    public var width: Double
    /// The vertical extent.
    public var height: Double

    /// Creates a size from its extents.
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    /// The empty size, `0 × 0`.
    public static let zero = Size(width: 0, height: 0)

    /// The size with width and height exchanged, as a screen turns from portrait to landscape.
    public var transposed: Size { Size(width: height, height: width) }

    /// The extent along `axis`: the width for ``Axis/horizontal``, the height for ``Axis/vertical``.
    public func length(along axis: Axis) -> Double {
        axis == .horizontal ? width : height
    }
}
