/// A physical edge of a rectangle: the edges of `UIEdgeInsets`.
///
/// Physical edges do not change with the layout direction. Their directional
/// counterparts are ``DirectionalEdge``; ``LayoutDirection/physicalEdge(for:)`` is the one
/// place that maps leading and trailing to left and right.
public enum Edge: String, Hashable, Sendable, CaseIterable, Comparable {
    case top, left, bottom, right

    /// The axis the edge bounds: top and bottom bound the vertical axis.
    public var axis: Axis {
        switch self {
        case .top, .bottom: return .vertical
        case .left, .right: return .horizontal
        }
    }

    /// The edge across the rectangle: top ↔ bottom, left ↔ right.
    var opposite: Edge {
        switch self {
        case .top: return .bottom
        case .bottom: return .top
        case .left: return .right
        case .right: return .left
        }
    }

    /// Calls `body` with each edge in ``allCases`` order, unrolled: in the per-view rules the
    /// edge is then a constant in each call, and every `switch` on it folds away.
    @inline(__always)
    static func forEach(_ body: (Edge) -> Void) {
        body(.top)
        body(.left)
        body(.bottom)
        body(.right)
    }

    /// Orders edges as `UIEdgeInsetsMake` lists them: top, left, bottom, right.
    public static func < (a: Edge, b: Edge) -> Bool {
        a.order < b.order
    }

    private var order: Int {
        switch self {
        case .top: return 0
        case .left: return 1
        case .bottom: return 2
        case .right: return 3
        }
    }
}

/// A directional edge of a rectangle: the edges of `NSDirectionalEdgeInsets`.
public enum DirectionalEdge: String, Hashable, Sendable, CaseIterable {
    case top, leading, bottom, trailing
}
