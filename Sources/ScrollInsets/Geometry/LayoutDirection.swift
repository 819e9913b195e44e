/// The user-interface layout direction (`UIUserInterfaceLayoutDirection`).
///
/// Leading and trailing become left and right here and nowhere else.
public enum LayoutDirection: String, Hashable, Sendable, CaseIterable {
    /// English, French, …: leading is left.
    case leftToRight
    /// Arabic, Hebrew, …: leading is right.
    case rightToLeft

    /// The physical edge that `edge` names in this direction.
    ///
    /// ```swift
    /// LayoutDirection.rightToLeft.physicalEdge(for: .leading) // .right
    /// ```
    public func physicalEdge(for edge: DirectionalEdge) -> Edge {
        switch (edge, self) {
        case (.top, _): return .top
        case (.bottom, _): return .bottom
        case (.leading, .leftToRight), (.trailing, .rightToLeft): return .left
        case (.leading, .rightToLeft), (.trailing, .leftToRight): return .right
        }
    }

    /// The directional edge that the physical `edge` is in this direction.
    public func directionalEdge(for edge: Edge) -> DirectionalEdge {
        switch (edge, self) {
        case (.top, _): return .top
        case (.bottom, _): return .bottom
        case (.left, .leftToRight), (.right, .rightToLeft): return .leading
        case (.left, .rightToLeft), (.right, .leftToRight): return .trailing
        }
    }
}
