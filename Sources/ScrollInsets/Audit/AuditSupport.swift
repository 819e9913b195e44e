/// Geometry and wording shared by the audit rules.

/// How far apart two coordinates may be and still count as equal (fixture values are exact;
/// this absorbs the rounding of sums such as `812 - 49`).
let auditTolerance = 1e-6

extension ResolvedView {
    /// Whether the view is a scroll, table or collection view: `scroll != nil`, without
    /// copying the whole ``ScrollResolution`` as comparing the optional does.
    var isScrollView: Bool { scroll?.behavior != nil }
}

extension Layout {
    /// The window's bounds.
    var windowBounds: Rect { Rect(origin: .zero, size: screen.size) }

    /// The window's unsafe band on `edge` (the strip between the screen edge and the safe
    /// area), or `nil` where the window's inset there is zero.
    func unsafeBand(on edge: Edge) -> Rect? {
        let inset = screen.safeAreaInsets[edge]
        guard inset > 0 else { return nil }
        let size = screen.size
        switch edge {
        case .top: return Rect(x: 0, y: 0, width: size.width, height: inset)
        case .bottom: return Rect(x: 0, y: size.height - inset, width: size.width, height: inset)
        case .left: return Rect(x: 0, y: 0, width: inset, height: size.height)
        case .right: return Rect(x: size.width - inset, y: 0, width: inset, height: size.height)
        }
    }

    /// The bounds of the view's superview, in the coordinates of the view's frame (origin at
    /// the `contentOffset` of a scroll view); the window's bounds for the root view.
    func superviewBounds(of view: ResolvedView) -> Rect {
        guard let index = view.superview else { return windowBounds }
        return views[index].bounds
    }

    /// The superview's path in quotes, or "the window".
    func superviewName(of view: ResolvedView) -> String {
        view.superview.map { "'\(views[$0].path)'" } ?? "the window"
    }

    /// Whether a scroll view encloses the view: any scroll view when `axis` is `nil`,
    /// otherwise one that scrolls along `axis`.
    ///
    /// - Complexity: O(*d*) in the depth of the view.
    func hasScrollViewAncestor(_ view: ResolvedView, scrollingAlong axis: Axis? = nil) -> Bool {
        var current = view.superview
        while let index = current {
            if let scroll = views[index].scroll {
                guard let axis else { return true }
                if scroll.scrollableAxes.contains(axis) { return true }
            }
            current = views[index].superview
        }
        return false
    }

    /// Whether a superview of `view` has a frame that is a guess (``ResolvedView/frameAssumed``).
    ///
    /// - Complexity: O(*d*) in the depth of the view.
    func hasAssumedFrameAncestor(_ view: ResolvedView) -> Bool {
        var current = view.superview
        while let index = current {
            if views[index].frameAssumed { return true }
            current = views[index].superview
        }
        return false
    }

    /// The root view of the view controller whose hierarchy holds `view` (not `view` itself).
    ///
    /// - Complexity: O(*d*) in the depth of the view.
    func enclosingControllerRootView(of view: ResolvedView) -> ResolvedView? {
        var current = view.superview
        while let index = current {
            if views[index].controller != nil { return views[index] }
            current = views[index].superview
        }
        return nil
    }

    /// Whether every view from `container` up to (not including) the root view is a plain
    /// container flush with the root view on `edge`, so that its edge is the root view's: a
    /// subview pinned to the container's edge is pinned to the root view's.
    ///
    /// - Complexity: O(*d*) in the depth of `container` below the root view.
    func containersReachRoot(from container: Int, to root: Int, on edge: Edge) -> Bool {
        let rootFrame = views[root].frameInWindow
        var current: Int? = container
        while let index = current, index != root {
            let view = views[index]
            guard !view.kind.isScrollView, view.controller == nil else { return false }
            let frame = view.frameInWindow
            let gap =
                switch edge {
                case .top: frame.minY - rootFrame.minY
                case .bottom: rootFrame.maxY - frame.maxY
                case .left: frame.minX - rootFrame.minX
                case .right: rootFrame.maxX - frame.maxX
                }
            guard abs(gap) < auditTolerance else { return false }
            current = view.superview
        }
        return current == root
    }

    /// The derivation of a view's `safeAreaInsets` on `edge`, for an explanation.
    func safeAreaLines(ofView index: Int, on edge: Edge) -> [FindingLine] {
        AuditText.derivation(
            "safeAreaInsets.\(edge.rawValue) of '\(views[index].path)'", views[index].safeAreaInsets[edge],
            terms: safeAreaDerivation(ofView: index)[edge])
    }

    /// The derivation of the window's inset on `edge`, for an explanation.
    func windowSafeAreaLines(on edge: Edge) -> [FindingLine] {
        AuditText.derivation(
            "window safeAreaInsets.\(edge.rawValue)", screen.safeAreaInsets[edge], terms: screen.derivation[edge])
    }
}

/// How findings write numbers, rectangles and lists.
package enum AuditText {
    /// A number as the model writes it: `44`, `0.5`.
    package static func pt(_ value: Double) -> String { formatPoints(value) }

    /// A rectangle in the fixture's `[x, y, width, height]` notation.
    package static func rect(_ rect: Rect) -> String {
        "[\(pt(rect.minX)), \(pt(rect.minY)), \(pt(rect.width)), \(pt(rect.height))]"
    }

    /// Insets in the fixture's `[top, left, bottom, right]` notation.
    static func insets(_ insets: EdgeInsets) -> String {
        "[\(pt(insets.top)), \(pt(insets.left)), \(pt(insets.bottom)), \(pt(insets.right))]"
    }

    /// "a", "a and b", "a, b and c".
    static func list(_ items: [String]) -> String {
        switch items.count {
        case 0: return ""
        case 1: return items[0]
        default: return items.dropLast().joined(separator: ", ") + " and " + items[items.count - 1]
        }
    }

    /// A value and the terms that add up to it, as one explanation entry that prints
    /// `["safeAreaInsets.top of 'x' = 88", "  + 44 status bar 44 pt", …]`.
    static func derivation(_ title: String, _ total: Double, terms: [InsetTerm]) -> [FindingLine] {
        [.derivation(title: title, total: total, terms: terms)]
    }
}
