import ScrollInsets

/// Sheets in a capture. From iOS 13 UIKit puts a presented controller's view in a `UIDropShadowView` inside a
/// `UITransitionView` of the window (docs/captures.md): a shadow view that fills the window is a full-screen
/// presentation's wrapper, read as the root controller's; one that does not is a sheet, read as the presented
/// controller (`presentedViewController`) of the controller below it.
extension CaptureSceneBuilder {
    /// A sheet in a capture: the shadow view and its frame in window coordinates (the presentation's container),
    /// and for an iOS 26 floating sheet its detent and the card drawn scaled (the printed frame, `shownFrame`).
    struct Sheet {
        var shadow: CapturedView
        var container: Rect
        var style: ModalPresentationStyle
        var detent: SheetDetent = .large
        var shown: Rect? = nil
        /// The floating card's printed scale.
        var scale: Double? = nil
    }

    /// The window's controllers: the root controller read from `first` (the window's first shown view, or the
    /// capture's root), presenting the sheets among `later` (the window's later shown views) in order, each over
    /// the one before. A capture that starts at a sheet's `UITransitionView` has no presenter: a full-screen view
    /// controller `presenter` stands in, and a note says so. `nil` after an error (a sheet the model cannot express).
    mutating func windowControllers(
        first: CapturedView, later: [CapturedView], window: Size, family: DeviceFamily
    ) -> ControllerNode? {
        var root: ControllerNode
        var chain = later
        switch sheet(in: first, window: window, family: family, isTop: !later.contains(where: Self.holdsShadowView)) {
        case .refused: return nil
        case .sheet:
            root = ControllerNode(kind: .viewController, name: "presenter")
            chain.insert(first, at: 0)
            notes.append(
                FixtureDiagnostic(
                    .note,
                    "no view of the controller that presented this sheet is in the capture: it is taken as a "
                        + "full-screen view controller 'presenter' (a sheet presented over another sheet sits lower; "
                        + "the capture cannot show which)", at: first.location))
        case .none:
            root = rootController(first)
            scaled = false
        }
        var presenterPath = root.name ?? "presenter"
        var presenter = root
        var presentations: [Presentation] = []
        var leftOut: [CapturedView] = []
        for (index, view) in chain.enumerated() {
            let isTop = !chain[(index + 1)...].contains(where: Self.holdsShadowView)
            switch sheet(in: view, window: window, family: family, isTop: isTop) {
            case .refused: return nil
            case .none: leftOut.append(view)
            case .sheet(let sheet):
                guard presentations.count < Self.maximumSheets else {
                    notes.append(
                        .error(
                            "more than \(Self.maximumSheets) sheets stacked in the window: a capture holds a few",
                            at: view.location))
                    return nil
                }
                let presented = presentation(sheet, presenterPath: presenterPath, taken: Self.names(in: presenter))
                presenterPath = join(presenterPath, presented.controller.name ?? "sheet")
                presenter = presented.controller
                presentations.append(presented)
            }
        }
        if let next = leftOut.first {
            notes.append(
                FixtureDiagnostic(
                    .note,
                    "\(leftOut.count) more \(leftOut.count == 1 ? "view" : "views") of the window left out "
                        + "(a presentation or another controller's view): only the root controller's view"
                        + (presentations.isEmpty ? " is imported" : " and its sheets are imported"), at: next.location))
        }
        root.presentedViewController = Self.nested(presentations)
        return root
    }

    /// Whether `view` is a `UITransitionView` whose last shown view is a `UIDropShadowView`.
    static func holdsShadowView(_ view: CapturedView) -> Bool {
        view.uikitClass == "UITransitionView"
            && view.subviews.last(where: { !$0.hidden })?.uikitClass == "UIDropShadowView"
    }

    /// The presentations, each presenting the next.
    private static func nested(_ presentations: [Presentation]) -> Presentation? {
        guard var first = presentations.first else { return nil }
        first.controller.presentedViewController = nested(Array(presentations.dropFirst()))
        return first
    }

    /// The most sheets read over one another: each is a level of the scene, which is walked recursively.
    static let maximumSheets = 10

    enum SheetReading {
        case none
        case sheet(Sheet)
        case refused
    }

    /// Whether `view` is a `UITransitionView` whose last shown view is a `UIDropShadowView` that does not fill
    /// the window: a page sheet (the window's width, below its top, down to its bottom) or, on an iPad, a form
    /// sheet (centred across, smaller). A top shadow view drawn with a `transform` is an iOS 26 floating sheet,
    /// read by ``floatingSheet(_:transform:card:window:family:)``. Another shape is an error at its place.
    /// A shadow view under the top one (`isTop` false) with a transform is a phone's page sheet pushed back behind
    /// the sheet over it: its frame is the scaled card, not recorded.
    mutating func sheet(in view: CapturedView, window: Size, family: DeviceFamily, isTop: Bool) -> SheetReading {
        guard Self.holdsShadowView(view), let shadow = view.subviews.last(where: { !$0.hidden }) else { return .none }
        let frame = rect(shadow.frame.value, at: view.frame.value.origin)
        func near(_ a: Double, _ b: Double) -> Bool { abs(a - b) < 0.01 }
        let fills =
            near(frame.origin.x, 0) && near(frame.origin.y, 0) && near(frame.size.width, window.width)
            && near(frame.size.height, window.height)
        if fills { return .none }
        if let transform = shadow.transform, !isTop, family == .phone {
            notes.append(
                FixtureDiagnostic(
                    .note,
                    "the UIDropShadowView under the top sheet prints a transform: a page sheet pushed back behind the "
                        + "sheet over it (its frame is the scaled card: its container is not recorded)",
                    at: transform.location))
            return .sheet(Sheet(shadow: shadow, container: frame, style: .pageSheet))
        }
        if let transform = shadow.transform {
            return floatingSheet(shadow, transform: transform, card: frame, window: window, family: family)
        }
        let below = frame.origin.y > 0.01
        if near(frame.origin.x, 0), near(frame.size.width, window.width), below,
            near(frame.origin.y + frame.size.height, window.height)
        {
            return .sheet(Sheet(shadow: shadow, container: frame, style: .pageSheet))
        }
        let centred =
            near(frame.origin.x + frame.size.width / 2, window.width / 2) && frame.size.width < window.width - 0.01
            && below && frame.origin.y + frame.size.height < window.height - 0.01
        if centred, family == .pad {
            return .sheet(Sheet(shadow: shadow, container: frame, style: .formSheet))
        }
        let shape =
            "(\(describe(frame.origin.x)) \(describe(frame.origin.y)); \(describe(frame.size.width)) "
            + "\(describe(frame.size.height)))"
        notes.append(
            .error(
                "the UIDropShadowView's frame \(shape) in a \(CaptureImporter.describe(window)) window is no sheet "
                    + "the model lays out: a page sheet spans the window's width from below its top to its bottom, "
                    + (centred
                        ? "and a centred, smaller one is an iPad's form sheet: give the iPad with --device"
                        : "an iPad's form sheet is centred across and reaches neither the top nor the bottom"),
                at: shadow.frame.location))
        return .refused
    }

    /// The presented controller of a sheet, read from the view in the shadow view: UIKit's clipping view and plain
    /// `UIView`s that only wrap one view filling them are passed through (a note says so), and the first other view
    /// is the presented controller's, read as any controller's view is. Its container is recorded as printed.
    private mutating func presentation(_ sheet: Sheet, presenterPath: String, taken: Set<String>) -> Presentation {
        var content = sheet.shadow
        var origin = sheet.container.origin
        if sheet.shadow.transform != nil { scaled = true }
        if let scale = sheet.scale {
            notes.append(floatingNote(sheet, scale: scale))
        } else {
            notes.append(
                FixtureDiagnostic(
                    .note,
                    "the UIDropShadowView that does not fill the window is a presented \(sheet.style.rawValue), read "
                        + "at the large detent (UIKit's default; a sheet at another detent shows as a containerFrame "
                        + "that disagrees)", at: sheet.shadow.location))
        }
        while let inner = wrapped(in: content) {
            if content.uikitClass != "UIDropShadowView" {
                notes.append(
                    FixtureDiagnostic(
                        .note,
                        "the UIView in the sheet holds only the view inside it, which fills it: read as a wrapper of "
                            + "the presented controller's view", at: content.location))
            }
            content = inner
            origin = offset(origin, by: inner.frame.value.origin)
        }
        sheets[presenterPath] = sheet.shadow.location
        let first = values.count
        let controller = controller(for: content, origin: origin, path: presenterPath, taken: taken)
        let path = join(presenterPath, controller.name ?? "sheet")
        scaled = false
        let before = values.count
        if let shown = sheet.shown {
            value(
                "controller:\(path).presentation", "shownFrame", numbers(shown), at: sheet.shadow.frame.location,
                printed: "UIDropShadowView's frame, the card drawn scaled", inWindow: true)
        } else if sheet.shadow.transform == nil {
            value(
                "controller:\(path).presentation", "containerFrame", numbers(sheet.container),
                at: sheet.shadow.frame.location, printed: "UIDropShadowView's frame", inWindow: true)
        }
        if values.count > before { values.insert(values.removeLast(), at: first) }
        return Presentation(sheet.style, detents: [sheet.detent], controller: controller)
    }

    /// The names a controller presented by `presenter` must not take: the presenter's and its children's (their
    /// paths are under the presenter's, as the presented controller's is).
    static func names(in presenter: ControllerNode) -> Set<String> {
        var names: Set<String> = [presenter.name ?? ""]
        switch presenter.kind {
        case .navigationController(let properties): names.formUnion(properties.viewControllers.compactMap(\.name))
        case .tabBarController(let properties): names.formUnion(properties.viewControllers.compactMap(\.name))
        default: break
        }
        return names
    }

    /// The view a wrapper holds: the shadow view's last shown view that is not UIKit's private one, or the one view
    /// of a plain `UIView` that no controller of `_printHierarchy` owns and whose one view fills it.
    private func wrapped(in view: CapturedView) -> CapturedView? {
        let shown = view.subviews.filter { !$0.hidden && !$0.uikitClass.hasPrefix("_") }
        if view.uikitClass == "UIDropShadowView" { return shown.last }
        guard view.className == "UIView", shown.count == 1, let inner = shown.first,
            !ownsView(view),
            inner.frame.value
                == Rect(
                    x: 0, y: 0, width: view.frame.value.size.width,
                    height: view.frame.value.size.height)
        else { return nil }
        return inner
    }

    private func describe(_ number: Double) -> String { FixtureText.number(number) }
}
