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
            var container = pinContainer(of: superview)
            if pin.followsKeyboardLayoutGuide {
                container.keyboardLayoutGuideTop = try keyboardLayoutGuideTop(of: superview, pinned: entry, path: path)
            }
            do {
                return try PinLayout.frame(
                    for: pin, in: container,
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

    /// The top of the `keyboardLayoutGuide` of the view at `index`, in its coordinates
    /// (``KeyboardLayoutGuide``), for the subview `pinned` at `path` that follows it.
    ///
    /// - Throws: ``ModelError/keyboardLayoutGuideNotAvailable(path:reason:location:)`` before iOS
    ///   15 (no guide) and with a floating or undocked keyboard (the model follows a docked one).
    func keyboardLayoutGuideTop(of index: Int, pinned: Int, path: String) throws(ModelError) -> Double {
        let record = records[index]
        let location = table.views[pinned].location
        if let keyboard, keyboard.mode != .docked {
            throw .keyboardLayoutGuideNotAvailable(
                path: path,
                reason: """
                    a \(keyboard.mode.rawValue) keyboard is not modelled for a pin; the model follows a docked keyboard \
                    (followsUndockedKeyboard false)
                    """, location: location)
        }
        let frameInWindow = Rect(origin: record.originInWindow, size: record.frame.size)
        guard
            let guide = KeyboardLayoutGuide.resolve(
                frameInWindow: frameInWindow, safeAreaBottom: record.safeAreaInsets.bottom, keyboard: keyboard,
                rule: variants.keyboardLayoutGuide)
        else {
            throw .keyboardLayoutGuideNotAvailable(
                path: path, reason: "the guide is iOS 15's; give 'ios: 15' or later", location: location)
        }
        return record.boundsOrigin(in: scrolls).y + guide.layoutFrame.minY
    }
}
