/// A view's frame given as constraints to its superview, the recipes of the 2017 iPhone X
/// articles without a general constraint solver.
///
/// Each axis needs exactly two of: its two edges, its center and its length. The horizontal
/// edges may be physical (`left`, `right`) or directional (`leading`, `trailing`, which become
/// left or right through the layout direction); one edge may not be given both ways.
///
/// Constants are measured inwards from the reference line: `bottom: PinEdge(.safeArea, 8)`
/// puts the view's bottom 8 pt above the superview's safe-area bottom. A center's constant
/// moves the view right or down.
///
/// ```swift
/// // The page control of the WWDC photo viewer, 30 pt tall, centred, on the safe area.
/// let pin = Pin(bottom: PinEdge(.safeArea), centerX: PinCenter(.bounds), width: 120, height: 30)
/// ```
///
/// See docs/pinned-views.md for the reference lines inside scroll views.
public struct Pin: Hashable, Sendable {
    /// The top edge.
    public var top: PinEdge?
    /// The bottom edge.
    public var bottom: PinEdge?
    /// The left edge (stays left in right-to-left layouts).
    public var left: PinEdge?
    /// The right edge (stays right in right-to-left layouts).
    public var right: PinEdge?
    /// The leading edge: left in left-to-right layouts, right in right-to-left ones.
    public var leading: PinEdge?
    /// The trailing edge: right in left-to-right layouts, left in right-to-left ones.
    public var trailing: PinEdge?
    /// The horizontal center, on the center of a reference rectangle.
    public var centerX: PinCenter?
    /// The vertical center, on the center of a reference rectangle.
    public var centerY: PinCenter?
    /// A fixed width (non-negative).
    public var width: Double?
    /// A fixed height (non-negative).
    public var height: Double?

    /// Creates a pin; give two of edges, center and length on each axis.
    public init(
        top: PinEdge? = nil, bottom: PinEdge? = nil, left: PinEdge? = nil, right: PinEdge? = nil,
        leading: PinEdge? = nil, trailing: PinEdge? = nil, centerX: PinCenter? = nil,
        centerY: PinCenter? = nil, width: Double? = nil, height: Double? = nil
    ) {
        self.top = top
        self.bottom = bottom
        self.left = left
        self.right = right
        self.leading = leading
        self.trailing = trailing
        self.centerX = centerX
        self.centerY = centerY
        self.width = width
        self.height = height
    }
}

/// One pinned edge: the reference line it follows and how far inside it the edge sits.
public struct PinEdge: Hashable, Sendable {
    /// The reference line on the superview.
    public var anchor: PinAnchor
    /// Points inwards from the reference line (negative: outwards, past it).
    public var constant: Double

    /// Creates a pinned edge.
    public init(_ anchor: PinAnchor, _ constant: Double = 0) {
        self.anchor = anchor
        self.constant = constant
    }
}

/// A pinned center: the reference rectangle whose center it follows, and an offset.
public struct PinCenter: Hashable, Sendable {
    /// The reference rectangle on the superview.
    public var anchor: PinAnchor
    /// Points right (centerX) or down (centerY) of the reference center.
    public var constant: Double

    /// Creates a pinned center.
    public init(_ anchor: PinAnchor, _ constant: Double = 0) {
        self.anchor = anchor
        self.constant = constant
    }
}

/// The reference lines a pinned edge can follow, each at a distance from the superview's
/// edge (the superview's frame layout guide inside a scroll view, see docs/pinned-views.md).
public enum PinAnchor: Hashable, Sendable {
    /// The superview's edge (`superview.topAnchor`): distance 0. Inside a scroll view, the
    /// edge of the content (`contentLayoutGuide`).
    case bounds
    /// The superview's safe area (`safeAreaLayoutGuide`): distance = its `safeAreaInsets`.
    case safeArea
    /// The superview's layout margins (`layoutMarginsGuide`): distance = its effective
    /// `layoutMargins`.
    case layoutMargins
    /// "Stay a margin away, but never inside the unsafe area": distance =
    /// max(margin, safe-area inset) (seed article, "max(margin, safeAreaInset)").
    case maxOfMarginAndSafeArea(Double)
    /// "A margin away, or less where the unsafe area is narrower": distance =
    /// min(margin, safe-area inset) (seed article, "min(margin, safeAreaInset)").
    case minOfMarginAndSafeArea(Double)
    /// A layout region (`layoutGuide(for:)`, iOS 26): the safe area or margins, moved away from
    /// the window controls and the display corner by its corner adaptation (``CornerAdaptation``).
    case layoutRegion(LayoutRegion)
    /// The top of the superview's `keyboardLayoutGuide` (iOS 15), followed by a `top` or `bottom`
    /// edge: the docked keyboard's top, or the safe area's bottom when no keyboard is shown
    /// (``KeyboardLayoutGuide``). A `bottom` edge sits `constant` points above it.
    case keyboardLayoutGuide

    /// The fixture name of the anchor: `bounds`, `safeArea`, `layoutMargins`,
    /// `maxOfMarginAndSafeArea`, `minOfMarginAndSafeArea`, `keyboardLayoutGuide`; a layout region is written as its
    /// base (`safeArea`, `layoutMargins`) with a `cornerAdaptation` key.
    public var name: String {
        switch self {
        case .bounds: return "bounds"
        case .safeArea: return "safeArea"
        case .layoutMargins: return "layoutMargins"
        case .maxOfMarginAndSafeArea: return "maxOfMarginAndSafeArea"
        case .minOfMarginAndSafeArea: return "minOfMarginAndSafeArea"
        case .layoutRegion(let region): return region.base == .safeArea ? "safeArea" : "layoutMargins"
        case .keyboardLayoutGuide: return "keyboardLayoutGuide"
        }
    }
}

extension Pin {
    /// Whether an edge follows the superview's `keyboardLayoutGuide`.
    public var followsKeyboardLayoutGuide: Bool {
        [top, bottom, left, right, leading, trailing].contains { $0?.anchor == .keyboardLayoutGuide }
            || [centerX, centerY].contains { $0?.anchor == .keyboardLayoutGuide }
    }
}
