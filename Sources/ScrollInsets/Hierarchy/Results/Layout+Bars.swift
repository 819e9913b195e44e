extension Layout {
    /// A bar the report lists, in window coordinates: a container's bars, and the status bar.
    public struct WindowBar: Hashable, Sendable {
        /// `statusBar`, `navigationBar`, `toolbar` or `tabBar`.
        public var kind: String
        /// The bar's frame in the window's coordinates.
        public var frame: Rect
    }

    /// The bars of `controller` in window coordinates, in the order the controller shows them
    /// (``ResolvedController/bars`` are in its view's coordinates). The window's root controller
    /// also lists the status bar, `(0, 0, width, height)`, when it shows: the root controller
    /// decides its appearance (`childForStatusBarStyle` starts there).
    ///
    /// - Complexity: O(*b*) in the controller's bars.
    public func windowBars(of controller: ResolvedController) -> [WindowBar] {
        var bars: [WindowBar] = []
        if controller.index == 0, controller.parent == nil, views.first?.controller == 0, screen.statusBarHeight > 0 {
            bars.append(
                WindowBar(
                    kind: "statusBar", frame: Rect(x: 0, y: 0, width: screen.size.width, height: screen.statusBarHeight)
                ))
        }
        let origin = views[controller.view].frameInWindow.origin
        for bar in controller.bars {
            let frame = Rect(
                x: origin.x + bar.frame.x, y: origin.y + bar.frame.y, width: bar.frame.width, height: bar.frame.height)
            bars.append(WindowBar(kind: bar.kind.rawValue, frame: frame))
        }
        return bars
    }
}
