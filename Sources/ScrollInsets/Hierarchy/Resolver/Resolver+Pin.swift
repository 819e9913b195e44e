extension Resolver {
    /// A subview's frame: its `frame`, or the frame its `pin` gives in the resolved superview.
    ///
    /// The view's path, which errors name, is built only when there is an error.
    func subviewFrame(_ entry: Int, index: Int, in superview: Int) throws(ModelError) -> Rect {
        let view = table.views[entry]
        var path: String {
            self.path(
                ofSubview: NodePath.component(name: view.name, kind: view.kind.rawValue, index: index), of: superview)
        }
        switch (view.frame, view.pin?.value) {
        case let (frame?, nil):
            return frame
        case let (nil, pin?):
            do {
                return try PinLayout.frame(
                    for: pin, in: pinContainer(of: superview),
                    direction: scene.layoutDirection, path: "")
            } catch {
                guard case .invalidPin(_, let problem) = error else { throw error }
                throw .invalidPin(path: path, problem)
            }
        case (.some, .some):
            throw .frameAndPin(path: path)
        case (nil, nil):
            throw .noFrameOrPin(path: path)
        }
    }

    /// The container the view at `index` offers its pinned subviews (as
    /// ``PinLayout/Container/init(superview:)`` reads a resolved view).
    func pinContainer(of index: Int) -> PinLayout.Container {
        let record = records[index]
        let visible = Rect(origin: record.boundsOrigin(in: scrolls), size: record.frame.size)
        let content =
            record.scroll.index.map { Rect(origin: .zero, size: scrolls[$0].resolution.contentSize) } ?? visible
        return PinLayout.Container(
            content: content, visible: visible, safeAreaInsets: record.safeAreaInsets,
            layoutMargins: record.layoutMargins,
            cornerAdaptation: cornerAdaptation(visible: visible, originInWindow: record.originInWindow))
    }

    /// What corner-adapted layout regions avoid in a superview whose bounds are `visible` and
    /// whose frame starts at `originInWindow`: the window controls in its coordinates and the
    /// display corner (``CornerAdaptation``); `nil` before iOS 26, which has no layout regions.
    func cornerAdaptation(visible: Rect, originInWindow: Point) -> CornerAdaptation? {
        let screen = scene.screen
        guard variants.layoutRegions == .cornerAdaptation else { return nil }
        let controls = screen.windowControls.map {
            Rect(
                x: $0.minX - originInWindow.x + visible.minX, y: $0.minY - originInWindow.y + visible.minY,
                width: $0.width, height: $0.height)
        }
        return CornerAdaptation(
            windowControls: controls,
            displayCorner: screen.family == .pad ? CornerAdaptation.padDisplayCorner : 0,
            leadingEdge: scene.layoutDirection.physicalEdge(for: .leading))
    }
}
