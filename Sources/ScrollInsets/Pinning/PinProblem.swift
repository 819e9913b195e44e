/// Why a ``Pin`` cannot be solved to a frame: the case names the problem, its values say where.
public enum PinProblem: Hashable, Sendable, CustomStringConvertible {
    /// Two given edges are the same physical edge in the layout direction (`left` and
    /// `leading` in left-to-right).
    case sameEdgeTwice(first: String, second: String, edge: Edge, direction: LayoutDirection)
    /// A `max`/`min` anchor's margin is negative.
    case negativeMargin(anchor: String, margin: Double)
    /// More than two of an axis's low edge, high edge, center and length are given.
    case overConstrained(axis: Axis, given: [String])
    /// Fewer than two are given.
    case underConstrained(axis: Axis, given: [String])
    /// A given width or height is negative.
    case negativeLength(name: String, length: Double)
    /// The two given values solve to a negative width or height.
    case negativeSolvedLength(name: String, length: Double, from: [String])
    /// A corner-adapted layout region on a release before iOS 26, which has none.
    case layoutRegionBeforeIOS26(region: String)
    /// A pin to the keyboard layout guide on a release before iOS 15, which has none.
    case keyboardLayoutGuideBeforeIOS15
    /// A pin to the keyboard layout guide on an edge or centre other than `top` and `bottom`.
    case keyboardLayoutGuideNotOnVerticalEdge(name: String)

    /// The problem as the tool prints it after the view's path.
    public var description: String {
        switch self {
        case let .sameEdgeTwice(first, second, edge, direction):
            return
                """
                pin gives both '\(first)' and '\(second)', which is the \(edge) edge in \(direction.rawValue); give \
                one
                """
        case let .negativeMargin(anchor, margin):
            return "pin margin '\(formatPoints(margin))' of \(anchor) must be non-negative"
        case let .overConstrained(axis, given):
            return "pin over-constrains the \(axis) axis: \(Self.list(given)) given; give two of \(Self.choices(axis))"
        case let .underConstrained(axis, given):
            return "pin needs two of \(Self.choices(axis)) on the \(axis) axis; got \(Self.list(given))"
        case let .negativeLength(name, length):
            return "pin \(name) '\(formatPoints(length))' must be non-negative"
        case let .negativeSolvedLength(name, length, from):
            return
                """
                pin gives a negative \(name) '\(formatPoints(length))' from \
                \(from.map { "'\($0)'" }.joined(separator: " and "))
                """
        case let .layoutRegionBeforeIOS26(region):
            return "pin follows the layout region \(region), which iOS 26 introduced; give 'ios: 26' or later"
        case .keyboardLayoutGuideBeforeIOS15:
            return "the keyboard layout guide is iOS 15's; give 'ios: 15' or later"
        case let .keyboardLayoutGuideNotOnVerticalEdge(name):
            return "'\(name)' cannot follow keyboardLayoutGuide; a 'top' or 'bottom' edge follows the guide's top"
        }
    }

    static func choices(_ axis: Axis) -> String {
        axis == .horizontal
            ? "leading (or left), trailing (or right), centerX and width" : "top, bottom, centerY and height"
    }

    static func list(_ given: [String]) -> String {
        given.isEmpty ? "none" : given.map { "'\($0)'" }.joined(separator: ", ")
    }
}
