/// One of the two scrolling axes of a scroll view.
public enum Axis: String, Hashable, Sendable, CaseIterable {
    /// Left to right: the axis of `width`, `x`, and the left and right edges.
    case horizontal
    /// Top to bottom: the axis of `height`, `y`, and the top and bottom edges.
    case vertical

    /// The two physical edges that bound this axis, leading edge first.
    public var edges: [Edge] { [start, end] }

    /// The edge where the axis starts: left or top.
    public var start: Edge { self == .horizontal ? .left : .top }

    /// The edge where the axis ends: right or bottom.
    public var end: Edge { self == .horizontal ? .right : .bottom }
}
