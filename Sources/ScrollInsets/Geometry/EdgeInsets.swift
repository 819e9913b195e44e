/// Insets on the four physical edges, in points (UIKit's `UIEdgeInsets`).
///
/// Values may be negative (a negative `contentInset` is legal in UIKit); functions that
/// need non-negative values say so.
public struct EdgeInsets: Hashable, Sendable {
    /// The inset from the top edge.
    public var top: Double
    /// The inset from the left edge (left in every layout direction).
    public var left: Double
    /// The inset from the bottom edge.
    public var bottom: Double
    /// The inset from the right edge (right in every layout direction).
    public var right: Double

    /// Creates insets in `UIEdgeInsetsMake` order.
    public init(top: Double, left: Double, bottom: Double, right: Double) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// Creates insets with the same value on every edge.
    public init(all value: Double) {
        self.init(top: value, left: value, bottom: value, right: value)
    }

    /// No inset on any edge.
    public static let zero = EdgeInsets(top: 0, left: 0, bottom: 0, right: 0)

    /// The inset on `edge`.
    public subscript(edge: Edge) -> Double {
        get {
            switch edge {
            case .top: return top
            case .left: return left
            case .bottom: return bottom
            case .right: return right
            }
        }
        set {
            switch edge {
            case .top: top = newValue
            case .left: left = newValue
            case .bottom: bottom = newValue
            case .right: right = newValue
            }
        }
    }

    /// The sum of the left and right insets.
    public var horizontal: Double { left + right }
    /// The sum of the top and bottom insets.
    public var vertical: Double { top + bottom }

    /// The edge-by-edge sum of two insets.
    public func adding(_ other: EdgeInsets) -> EdgeInsets {
        EdgeInsets(
            top: top + other.top, left: left + other.left,
            bottom: bottom + other.bottom, right: right + other.right)
    }

    /// The edge-by-edge maximum of two insets.
    public func maximum(_ other: EdgeInsets) -> EdgeInsets {
        EdgeInsets(
            top: Swift.max(top, other.top), left: Swift.max(left, other.left),
            bottom: Swift.max(bottom, other.bottom), right: Swift.max(right, other.right))
    }

    /// These insets with the value on each edge computed by `transform`.
    public func map(_ transform: (Edge, Double) -> Double) -> EdgeInsets {
        EdgeInsets(
            top: transform(.top, top), left: transform(.left, left),
            bottom: transform(.bottom, bottom), right: transform(.right, right))
    }

    /// These insets in directional form for `direction`.
    public func directional(in direction: LayoutDirection) -> DirectionalEdgeInsets {
        DirectionalEdgeInsets(
            top: top,
            leading: self[direction.physicalEdge(for: .leading)],
            bottom: bottom,
            trailing: self[direction.physicalEdge(for: .trailing)])
    }

    /// The insets as a view mirrored left-to-right sees them: left and right exchanged.
    public var mirroredHorizontally: EdgeInsets {
        EdgeInsets(top: top, left: right, bottom: bottom, right: left)
    }
}

/// Insets on the four directional edges, in points (UIKit's `NSDirectionalEdgeInsets`).
public struct DirectionalEdgeInsets: Hashable, Sendable {
    /// The inset from the top edge.
    public var top: Double
    /// The inset from the leading edge: left in left-to-right layouts, right in right-to-left ones.
    public var leading: Double
    /// The inset from the bottom edge.
    public var bottom: Double
    /// The inset from the trailing edge: right in left-to-right layouts, left in right-to-left ones.
    public var trailing: Double

    /// Creates directional insets.
    public init(top: Double, leading: Double, bottom: Double, trailing: Double) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// No inset on any edge.
    public static let zero = DirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)

    /// The inset on `edge`.
    public subscript(edge: DirectionalEdge) -> Double {
        switch edge {
        case .top: return top
        case .leading: return leading
        case .bottom: return bottom
        case .trailing: return trailing
        }
    }

    /// These insets on physical edges, for `direction`: leading becomes left in
    /// left-to-right layouts and right in right-to-left ones.
    public func resolved(in direction: LayoutDirection) -> EdgeInsets {
        var result = EdgeInsets(top: top, left: 0, bottom: bottom, right: 0)
        result[direction.physicalEdge(for: .leading)] = leading
        result[direction.physicalEdge(for: .trailing)] = trailing
        return result
    }
}
