/// What each view of a layout inherits from its ancestors, worked out in one pass, so that a
/// rule asks in O(1) what a walk up the hierarchy answers in O(depth): over every view of a
/// deep hierarchy, those walks made the audit quadratic.
///
/// ``Layout/views`` lists every superview before its subviews (the resolver appends a view
/// before it queues its subviews). A layout built otherwise is still answered correctly: a
/// view whose superview comes later is answered by walking up.
///
/// - Complexity: O(*n*) in the number of views to build.
struct ViewAncestry {
    private let layout: Layout
    /// Per view: bit 0, a scroll view encloses it; bit 1, one that scrolls vertically; bit 2,
    /// one that scrolls horizontally.
    private var scrollFlags: [UInt8] = []
    /// Per view: the index of the nearest enclosing controller root view (not the view itself).
    private var controllerRoots: [Int?] = []

    init(_ layout: Layout) {
        self.layout = layout
        var scrollFlags: [UInt8] = []
        var controllerRoots: [Int?] = []
        scrollFlags.reserveCapacity(layout.views.count)
        controllerRoots.reserveCapacity(layout.views.count)
        let views = layout.views
        do {
            for index in views.indices {
                guard let parent = views[index].superview, parent < index else {
                    scrollFlags.append(Self.flags(walkingUpFrom: views[index], in: layout))
                    controllerRoots.append(layout.enclosingControllerRootView(of: views[index])?.index)
                    continue
                }
                var flags = scrollFlags[parent]
                // Only the axes are read: `scroll != nil` would compare, and copy, the whole resolution.
                if let axes = views[parent].scroll?.scrollableAxes {
                    flags |= 1
                    if axes.contains(.vertical) { flags |= 2 }
                    if axes.contains(.horizontal) { flags |= 4 }
                }
                scrollFlags.append(flags)
                controllerRoots.append(views[parent].controller != nil ? parent : controllerRoots[parent])
            }
        }
        self.scrollFlags = scrollFlags
        self.controllerRoots = controllerRoots
    }

    /// ``Layout/hasScrollViewAncestor(_:scrollingAlong:)`` in O(1).
    func hasScrollViewAncestor(_ view: ResolvedView, scrollingAlong axis: Axis? = nil) -> Bool {
        let bit: UInt8 = switch axis {
        case nil: 1
        case .vertical?: 2
        case .horizontal?: 4
        }
        return scrollFlags[view.index] & bit != 0
    }

    /// ``Layout/enclosingControllerRootView(of:)`` in O(1).
    func enclosingControllerRootView(of view: ResolvedView) -> ResolvedView? {
        controllerRoots[view.index].map { layout.views[$0] }
    }

    private static func flags(walkingUpFrom view: ResolvedView, in layout: Layout) -> UInt8 {
        (layout.hasScrollViewAncestor(view) ? 1 : 0)
            | (layout.hasScrollViewAncestor(view, scrollingAlong: .vertical) ? 2 : 0)
            | (layout.hasScrollViewAncestor(view, scrollingAlong: .horizontal) ? 4 : 0)
    }
}
