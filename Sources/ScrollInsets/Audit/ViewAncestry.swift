/// What each view of a layout inherits from its ancestors, worked out as the audit's one pass
/// visits the views, so that a rule asks in O(1) what a walk up the hierarchy answers in
/// O(depth): over every view of a deep hierarchy, those walks made the audit quadratic.
///
/// ``Layout/views`` lists every superview before its subviews (the resolver appends a view
/// before it queues its subviews), so a view's answers follow from its superview's, already
/// recorded. A layout built otherwise is still answered correctly: a view whose superview
/// comes later is answered by walking up.
///
/// - Complexity: O(1) a view to record, for a layout in order.
struct ViewAncestry {
    /// Per view: bits 0–2, a scroll view encloses it (any; one that scrolls vertically; one
    /// that scrolls horizontally); bits 3–5, the same of the view itself, for its subviews;
    /// bit 6, its window position is assumed (its frame or an ancestor's is a guess,
    /// ``ResolvedView/frameAssumed``).
    private var flags: [UInt8] = []
    /// Per view: the index of the nearest enclosing controller root view (not the view
    /// itself), or -1.
    private var controllerRoots: [Int] = []
    /// Per view: whether it is a controller's root view.
    private var isControllerRoot: [Bool] = []

    private static let enclosedBits: UInt8 = 0b111
    private static let assumedBit: UInt8 = 0b100_0000

    init(capacity: Int) {
        flags.reserveCapacity(capacity)
        controllerRoots.reserveCapacity(capacity)
        isControllerRoot.reserveCapacity(capacity)
    }

    /// Records `view`, the next view of `layout` in order (its index is the number recorded).
    mutating func record(_ view: ResolvedView, superview: Int?, in layout: Layout) {
        var own: UInt8 = 0
        if let axes = view.scroll?.scrollableAxes {
            own = 1
            if axes.contains(.vertical) { own |= 2 }
            if axes.contains(.horizontal) { own |= 4 }
        }
        var enclosed: UInt8
        let root: Int
        if let parent = superview, parent < flags.count {
            enclosed = (flags[parent] | flags[parent] >> 3) & Self.enclosedBits | flags[parent] & Self.assumedBit
            root = isControllerRoot[parent] ? parent : controllerRoots[parent]
        } else {
            enclosed =
                (layout.hasScrollViewAncestor(view) ? 1 : 0)
                | (layout.hasScrollViewAncestor(view, scrollingAlong: .vertical) ? 2 : 0)
                | (layout.hasScrollViewAncestor(view, scrollingAlong: .horizontal) ? 4 : 0)
                | (layout.hasAssumedFrameAncestor(view) ? Self.assumedBit : 0)
            root = layout.enclosingControllerRootView(of: view)?.index ?? -1
        }
        if view.frameAssumed { enclosed |= Self.assumedBit }
        flags.append(enclosed | own << 3)
        controllerRoots.append(root)
        isControllerRoot.append(view.controller != nil)
    }

    /// ``Layout/hasScrollViewAncestor(_:scrollingAlong:)`` in O(1), for a recorded view.
    func hasScrollViewAncestor(_ index: Int, scrollingAlong axis: Axis? = nil) -> Bool {
        let bit: UInt8 =
            switch axis {
            case nil: 1
            case .vertical?: 2
            case .horizontal?: 4
            }
        return flags[index] & bit != 0
    }

    /// Whether the view's window position is assumed: its frame or an ancestor's is a guess
    /// (``ResolvedView/frameAssumed``), in O(1), for a recorded view.
    func positionIsAssumed(_ index: Int) -> Bool { flags[index] & Self.assumedBit != 0 }

    /// The index of ``Layout/enclosingControllerRootView(of:)`` in O(1), for a recorded view.
    func enclosingControllerRootView(of index: Int) -> Int? {
        let root = controllerRoots[index]
        return root < 0 ? nil : root
    }
}
