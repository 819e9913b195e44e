/// Turns a ``Pin`` into a frame in the superview's coordinates.
///
/// Per edge, the reference line lies at a distance from the superview's edge that depends on
/// the anchor (`bounds` 0; `safeArea` the superview's `safeAreaInsets`; `layoutMargins` its
/// effective `layoutMargins`; the two recipes max or min of a margin and the safe-area inset);
/// the view's edge sits `constant` points inside that line. Each axis is then solved from the
/// two values given (two edges, an edge and the center, an edge and the length, or the center
/// and the length). See docs/pinned-views.md.
public enum PinLayout {
    /// What a pinned view needs to know of its superview, in the superview's coordinates.
    public struct Container: Hashable, Sendable {
        /// The rectangle `bounds` pins follow: the superview's bounds, or inside a scroll view
        /// its content (`contentLayoutGuide`: origin zero, size `contentSize`).
        public var content: Rect
        /// The visible rectangle that `safeArea`, `layoutMargins` and the recipes are measured
        /// in: the superview's bounds (origin at `contentOffset` inside a scroll view; UIKit's
        /// `frameLayoutGuide`).
        public var visible: Rect
        /// The superview's own `safeAreaInsets`.
        public var safeAreaInsets: EdgeInsets
        /// The superview's effective `layoutMargins`.
        public var layoutMargins: EdgeInsets
        /// What corner-adapted layout regions avoid in the superview, `nil` before iOS 26 (no
        /// layout regions).
        public var cornerAdaptation: CornerAdaptation?
        /// The top of the superview's `keyboardLayoutGuide` in its coordinates, `nil` where the
        /// view has no guide (before iOS 15; ``KeyboardLayoutGuide``).
        public var keyboardLayoutGuideTop: Double?

        /// Creates a container.
        public init(
            content: Rect, visible: Rect, safeAreaInsets: EdgeInsets, layoutMargins: EdgeInsets,
            cornerAdaptation: CornerAdaptation? = nil, keyboardLayoutGuideTop: Double? = nil
        ) {
            self.content = content
            self.visible = visible
            self.safeAreaInsets = safeAreaInsets
            self.layoutMargins = layoutMargins
            self.cornerAdaptation = cornerAdaptation
            self.keyboardLayoutGuideTop = keyboardLayoutGuideTop
        }

        /// The container a resolved view offers its pinned subviews.
        public init(superview: ResolvedView) {
            let visible = superview.bounds
            self.content = superview.scroll.map { Rect(origin: .zero, size: $0.contentSize) } ?? visible
            self.visible = visible
            self.safeAreaInsets = superview.safeAreaInsets
            self.layoutMargins = superview.layoutMargins
        }
    }

    /// The distance of `anchor`'s reference line from the superview's `edge`. The keyboard
    /// layout guide's line is its top on the top and bottom edges, and the bounds' edge on the
    /// others (a docked keyboard spans the view's width).
    public static func distance(of anchor: PinAnchor, on edge: Edge, in container: Container) -> Double {
        let safe = container.safeAreaInsets[edge]
        switch anchor {
        case .keyboardLayoutGuide:
            let top = container.keyboardLayoutGuideTop ?? container.visible.maxY - container.safeAreaInsets.bottom
            switch edge {
            case .top: return top - container.visible.minY
            case .bottom: return container.visible.maxY - top
            case .left, .right: return 0
            }
        case .layoutRegion(let region):
            let base = region.base == .safeArea ? safe : container.layoutMargins[edge]
            guard let axis = region.cornerAdaptation, let adaptation = container.cornerAdaptation else { return base }
            return max(base, adaptation.inset(on: edge, axis: axis, in: container.visible))
        case .bounds: return 0
        case .safeArea: return safe
        case .layoutMargins: return container.layoutMargins[edge]
        case .maxOfMarginAndSafeArea(let margin): return max(margin, safe)
        case .minOfMarginAndSafeArea(let margin): return min(margin, safe)
        }
    }

    /// The rectangle whose edges are `anchor`'s reference lines.
    static func referenceRect(of anchor: PinAnchor, in container: Container) -> Rect {
        if anchor == .bounds { return container.content }
        let insets = EdgeInsets(
            top: distance(of: anchor, on: .top, in: container),
            left: distance(of: anchor, on: .left, in: container),
            bottom: distance(of: anchor, on: .bottom, in: container),
            right: distance(of: anchor, on: .right, in: container))
        let visible = container.visible
        return Rect(
            x: visible.minX + insets.left, y: visible.minY + insets.top,
            width: visible.width - insets.horizontal, height: visible.height - insets.vertical)
    }

    /// The frame `pin` gives a view in `container`.
    ///
    /// - Parameters:
    ///   - pin: The pin.
    ///   - container: The superview's rectangles, insets and margins.
    ///   - direction: The layout direction that turns leading and trailing into left and right.
    ///   - path: The view's path, for errors.
    /// - Returns: The frame in the superview's coordinates (content coordinates in a scroll view).
    /// - Throws: ``ModelError/invalidPin(path:_:)`` when an axis has fewer or more than
    ///   two of edges, center and length, an edge is given both physically and directionally,
    ///   a length or recipe margin is negative, or the solved length is negative.
    /// - Complexity: O(1).
    public static func frame(
        for pin: Pin, in container: Container, direction: LayoutDirection,
        path: String
    ) throws(ModelError) -> Rect {
        let horizontal = try physicalEdges(pin, direction: direction, path: path)
        try checkMargins(pin, container: container, path: path)
        let x = try solve(
            .horizontal, low: horizontal.left, high: horizontal.right, center: pin.centerX,
            length: pin.width, container: container, path: path)
        let y = try solve(
            .vertical, low: pin.top.map { (name: "top", edge: $0) },
            high: pin.bottom.map { (name: "bottom", edge: $0) }, center: pin.centerY,
            length: pin.height, container: container, path: path)
        return Rect(x: x.origin, y: y.origin, width: x.length, height: y.length)
    }

    typealias NamedEdge = (name: String, edge: PinEdge)

    /// The left and right edges, with leading and trailing mapped through `direction`.
    static func physicalEdges(
        _ pin: Pin, direction: LayoutDirection,
        path: String
    ) throws(ModelError) -> (left: NamedEdge?, right: NamedEdge?) {
        var left: NamedEdge? = pin.left.map { ("left", $0) }
        var right: NamedEdge? = pin.right.map { ("right", $0) }
        for (name, edge, directional) in [
            ("leading", pin.leading, DirectionalEdge.leading),
            ("trailing", pin.trailing, DirectionalEdge.trailing),
        ] {
            guard let edge else { continue }
            let physical = direction.physicalEdge(for: directional)
            let existing = physical == .left ? left : right
            if let existing {
                throw .invalidPin(
                    path: path, .sameEdgeTwice(first: existing.name, second: name, edge: physical, direction: direction)
                )
            }
            if physical == .left { left = (name, edge) } else { right = (name, edge) }
        }
        return (left, right)
    }

    static func checkMargins(_ pin: Pin, container: Container, path: String) throws(ModelError) {
        let horizontal = [
            ("left", pin.left?.anchor), ("right", pin.right?.anchor), ("leading", pin.leading?.anchor),
            ("trailing", pin.trailing?.anchor), ("centerX", pin.centerX?.anchor), ("centerY", pin.centerY?.anchor),
        ]
        for case (let name, .keyboardLayoutGuide?) in horizontal {
            throw .invalidPin(path: path, .keyboardLayoutGuideNotOnVerticalEdge(name: name))
        }
        let anchors =
            [pin.top, pin.bottom, pin.left, pin.right, pin.leading, pin.trailing].compactMap { $0?.anchor }
            + [pin.centerX, pin.centerY].compactMap { $0?.anchor }
        for anchor in anchors {
            switch anchor {
            case .keyboardLayoutGuide:
                if container.keyboardLayoutGuideTop == nil {
                    throw .invalidPin(path: path, .keyboardLayoutGuideBeforeIOS15)
                }
            case .layoutRegion(let region):
                if region.cornerAdaptation != nil && container.cornerAdaptation == nil {
                    throw .invalidPin(path: path, .layoutRegionBeforeIOS26(region: region.swiftName))
                }
            case .maxOfMarginAndSafeArea(let margin), .minOfMarginAndSafeArea(let margin):
                if margin < 0 {
                    throw .invalidPin(path: path, .negativeMargin(anchor: anchor.name, margin: margin))
                }
            default: continue
            }
        }
    }

    /// Solves one axis from exactly two of its low edge, high edge, center and length.
    static func solve(
        _ axis: Axis, low: NamedEdge?, high: NamedEdge?, center: PinCenter?, length: Double?,
        container: Container, path: String
    ) throws(ModelError) -> (origin: Double, length: Double) {
        let (lowEdge, highEdge) = axis == .horizontal ? (Edge.left, Edge.right) : (Edge.top, Edge.bottom)
        let centerName = axis == .horizontal ? "centerX" : "centerY"
        let lengthName = axis == .horizontal ? "width" : "height"
        let given = [low?.name, high?.name, center.map { _ in centerName }, length.map { _ in lengthName }].compactMap {
            $0
        }
        guard given.count == 2 else {
            if given.count > 2 { throw .invalidPin(path: path, .overConstrained(axis: axis, given: given)) }
            throw .invalidPin(path: path, .underConstrained(axis: axis, given: given))
        }
        if let length, length < 0 {
            throw .invalidPin(path: path, .negativeLength(name: lengthName, length: length))
        }
        func line(_ named: NamedEdge, _ edge: Edge) -> Double {
            if named.edge.anchor == .keyboardLayoutGuide, let top = container.keyboardLayoutGuideTop {
                // Only the top and bottom edges follow the guide (``checkMargins``): its top.
                return edge == .top ? top + named.edge.constant : top - named.edge.constant
            }
            let reference = referenceRect(of: named.edge.anchor, in: container)
            switch edge {
            case .top: return reference.minY + named.edge.constant
            case .left: return reference.minX + named.edge.constant
            case .bottom: return reference.maxY - named.edge.constant
            case .right: return reference.maxX - named.edge.constant
            }
        }
        let middle = center.map { center -> Double in
            let reference = referenceRect(of: center.anchor, in: container)
            let mid = axis == .horizontal ? reference.minX + reference.width / 2 : reference.minY + reference.height / 2
            return mid + center.constant
        }
        let origin: Double, size: Double
        switch (low.map { line($0, lowEdge) }, high.map { line($0, highEdge) }, middle, length) {
        case let (min?, max?, nil, nil): (origin, size) = (min, max - min)
        case let (min?, nil, mid?, nil): (origin, size) = (min, 2 * (mid - min))
        case let (nil, max?, mid?, nil): (origin, size) = (2 * mid - max, 2 * (max - mid))
        case let (min?, nil, nil, len?): (origin, size) = (min, len)
        case let (nil, max?, nil, len?): (origin, size) = (max - len, len)
        case let (nil, nil, mid?, len?): (origin, size) = (mid - len / 2, len)
        default: (origin, size) = (0, 0)  // unreachable: exactly two are given
        }
        guard size >= 0 else {
            throw .invalidPin(path: path, .negativeSolvedLength(name: lengthName, length: size, from: given))
        }
        return (origin, size)
    }
}
