import ScrollInsets

/// Builds the controller and view nodes of a captured hierarchy, collecting the printed numbers
/// the model computes (``values``) and those the fixture takes (``inputs``) with their paths.
struct CaptureSceneBuilder {
    /// `_printHierarchy`'s controllers not yet matched to a view.
    private var controllers: [CapturedController]
    var values: [CapturedValue] = []
    private(set) var inputs: [CapturedValue] = []
    var notes: [FixtureDiagnostic] = []
    /// Whether the views being read hang below a view that printed a `transform` (a presenter pushed back
    /// behind a sheet): their frames in window coordinates are not known, and are not recorded.
    var scaled = false
    /// Where each sheet read is in the capture, by its presenter's path (a presentation the model refuses is
    /// reported with its presenter's path).
    var sheets: [String: SourceLocation] = [:]
    /// The screen the capture is laid out on (the target, its orientation and release), which reads a floating
    /// sheet's detent; `nil` where the model has none.
    let screen: Screen?

    init(controllers: [CapturedController], screen: Screen? = nil) {
        self.controllers = controllers.filter { $0.viewClass != nil }
        self.screen = screen
    }

    /// UIKit's controls, marked `interactive` for the audit of controls outside the safe area.
    static let controls: Set<String> = [
        "UIButton", "UISwitch", "UISlider", "UISegmentedControl", "UITextField", "UIStepper", "UIPageControl",
    ]

    /// The root controller of the window, whose view fills it.
    mutating func rootController(_ view: CapturedView) -> ControllerNode {
        // A controller presented over the window's root (or shown by a transition) stands in
        // UIKit's `UITransitionView` and, from iOS 13, a `UIDropShadowView`: its view is read as
        // the root controller's.
        var shown = view
        var origin = view.frame.value.origin
        noteTransform(of: shown)
        while ["UITransitionView", "UIDropShadowView"].contains(shown.uikitClass),
            let inner = shown.subviews.last(where: { !$0.hidden })
        {
            notes.append(
                FixtureDiagnostic(
                    .note, "the view in UIKit's \(shown.uikitClass) is read as the root controller's view",
                    at: shown.location))
            shown = inner
            origin = offset(origin, by: inner.frame.value.origin)
            noteTransform(of: shown)
        }
        return controller(for: shown, origin: origin, path: "", taken: [])
    }

    /// A view that printed a `transform` is drawn scaled (a presenter pushed back behind a sheet): its
    /// printed frame is the scaled box, so no frame in window coordinates is recorded below it.
    mutating func noteTransform(of view: CapturedView) {
        guard let transform = view.transform, !scaled else { return }
        scaled = true
        notes.append(
            FixtureDiagnostic(
                .note,
                "the \(view.className) prints a transform (drawn scaled, as a presenter behind a sheet is): its frame "
                    + "is the scaled box, so no frame in window coordinates is recorded for it or its subviews",
                at: transform.location))
    }

    /// The controller whose view is `view`: a container read from UIKit's private views, or the
    /// controller of a table, a collection or any other view. `origin` is the view's origin in the window.
    mutating func controller(
        for view: CapturedView, origin: Point, path: String, taken: Set<String>
    ) -> ControllerNode {
        if view.uikitClass == "UILayoutContainerView" {
            if let navigation = navigationController(view, origin: origin, path: path, taken: taken) {
                return navigation
            }
            if let tabs = tabBarController(view, origin: origin, path: path, taken: taken) { return tabs }
            notes.append(
                FixtureDiagnostic(
                    .note,
                    "a UILayoutContainerView with neither a navigation bar nor a tab bar: read as a controller's view",
                    at: view.location))
        }
        let name = unique(controllerName(for: view), among: taken)
        let controllerPath = join(path, name)
        let rootName = Self.identifier(view.className, fallback: "view")
        value(
            "view:\(join(controllerPath, rootName))", "frameInWindow",
            [origin.x, origin.y, view.frame.value.size.width, view.frame.value.size.height], at: view.frame.location,
            printed: "frame", inWindow: true)
        var root = viewNode(view, name: rootName, origin: origin, path: controllerPath, isRoot: true)
        root.frame = nil
        switch view.kind {
        case .tableView: return ControllerNode(kind: .tableViewController, name: name, view: root)
        case .collectionView: return ControllerNode(kind: .collectionViewController, name: name, view: root)
        case .view, .scrollView: return ControllerNode(kind: .viewController, name: name, view: root)
        }
    }

    /// The shown controller's view in a container's transition view: the last view of its
    /// `UIViewControllerWrapperView`, with its origin in the window.
    private func shownView(in transition: CapturedView, origin: Point) -> (view: CapturedView, origin: Point)? {
        guard let wrapper = transition.subviews.last(where: { $0.uikitClass == "UIViewControllerWrapperView" }),
            let shown = wrapper.subviews.last(where: { !$0.hidden })
        else { return nil }
        let wrapperOrigin = offset(origin, by: transition.frame.value.origin)
        return (shown, offset(offset(wrapperOrigin, by: wrapper.frame.value.origin), by: shown.frame.value.origin))
    }

    private mutating func navigationController(
        _ view: CapturedView, origin: Point, path: String, taken: Set<String>
    ) -> ControllerNode? {
        guard let transition = view.subviews.first(where: { $0.uikitClass == "UINavigationTransitionView" }),
            let shown = shownView(in: transition, origin: origin)
        else { return nil }
        let name = unique("nav", among: taken)
        let navigationPath = join(path, name)
        let bar = view.subviews.first { $0.uikitClass == "UINavigationBar" }
        let barFrame = bar.map { rect($0.frame.value, at: origin) }
        let barShown = bar.map { !$0.hidden } ?? true
        let toolbar = view.subviews.first { $0.uikitClass == "UIToolbar" && !$0.hidden }
        let toolbarFrame = toolbar.map { rect($0.frame.value, at: origin) }
        if let bar, let barFrame, !bar.hidden {
            value(
                "controller:\(navigationPath).bars@navigationBar", "frame", numbers(barFrame), at: bar.frame.location,
                inWindow: true)
        } else if bar == nil {
            notes.append(
                FixtureDiagnostic(
                    .note,
                    "the navigation controller's UINavigationBar is not in the capture: the bar is taken as shown, "
                        + "and no frame of it is recorded", at: view.location))
        }
        if let toolbar, let toolbarFrame {
            value(
                "controller:\(navigationPath).bars@toolbar", "frame", numbers(toolbarFrame), at: toolbar.frame.location,
                inWindow: true)
        }
        var content = controller(for: shown.view, origin: shown.origin, path: navigationPath, taken: [])
        var edges = Set(Edge.allCases)
        if let barFrame, barShown, shown.origin.y >= barFrame.maxY - 0.01 { edges.remove(.top) }
        if let toolbarFrame, shown.origin.y + shown.view.frame.value.size.height <= toolbarFrame.minY + 0.01 {
            edges.remove(.bottom)
        }
        content.edgesForExtendedLayout = edges
        return .navigationController(
            name: name,
            navigationBar: BarProperties(
                hidden: !barShown, prefersLargeTitles: barShown && (barFrame?.height ?? 0) > 60),
            toolbar: BarProperties(hidden: toolbar == nil), viewControllers: [content])
    }

    private mutating func tabBarController(
        _ view: CapturedView, origin: Point, path: String, taken: Set<String>
    ) -> ControllerNode? {
        guard let transition = view.subviews.first(where: { $0.uikitClass == "UITransitionView" }),
            let shown = shownView(in: transition, origin: origin)
        else { return nil }
        let name = unique("tabs", among: taken)
        let tabsPath = join(path, name)
        let bar = view.subviews.first { $0.uikitClass == "UITabBar" }
        let barShown = bar.map { !$0.hidden } ?? true
        var content = controller(for: shown.view, origin: shown.origin, path: tabsPath, taken: [name])
        if let bar {
            let barFrame = rect(bar.frame.value, at: origin)
            if !bar.hidden {
                value(
                    "controller:\(tabsPath).bars@tabBar", "frame", numbers(barFrame), at: bar.frame.location,
                    inWindow: true)
            }
            if !bar.hidden, shown.origin.y + shown.view.frame.value.size.height <= barFrame.minY + 0.01 {
                content.edgesForExtendedLayout.remove(.bottom)
            }
        } else {
            notes.append(
                FixtureDiagnostic(
                    .note,
                    "the tab bar controller's UITabBar is not in the capture: the bar is taken as shown, and no "
                        + "frame of it is recorded", at: view.location))
        }
        return .tabBarController(name: name, tabBar: BarProperties(hidden: !barShown), viewControllers: [content])
    }

    /// A view and its subviews: UIKit's private views (a class starting with `_`), hidden views and
    /// the cells of tables and collection views are left out.
    private mutating func viewNode(
        _ view: CapturedView, name: String, origin: Point, path: String, isRoot: Bool
    ) -> ViewNode {
        let viewPath = join(path, name)
        var node = ViewNode(kind: view.kind, name: name, frame: view.frame.value)
        node.interactive = Self.controls.contains(view.uikitClass)
        if !isRoot { input("view:\(viewPath)", "frame", numbers(view.frame.value), at: view.frame.location) }
        if view.kind.isScrollView {
            var scroll = ScrollViewProperties(alwaysBounceVertical: view.kind == .tableView)
            if view.kind == .scrollView, let size = view.contentSize {
                scroll.contentSize = size.value
                input(
                    "view:\(viewPath).scroll", "contentSize", [size.value.width, size.value.height],
                    at: size.location)
            } else {
                scroll.contentSizeUnknown = true
            }
            if let inset = view.adjustedContentInset {
                let insets = inset.value
                value(
                    "view:\(viewPath).scroll", "adjustedContentInset",
                    [insets.top, insets.left, insets.bottom, insets.right], at: inset.location)
                if let offset = view.contentOffset {
                    let atRest =
                        abs(offset.value.x + insets.left) < 0.01 && abs(offset.value.y + insets.top) < 0.01
                    let numbers = [offset.value.x, offset.value.y]
                    if atRest {
                        value("view:\(viewPath).scroll", "contentOffset", numbers, at: offset.location)
                    } else {
                        scroll.contentOffset = offset.value
                        input("view:\(viewPath).scroll", "contentOffset", numbers, at: offset.location)
                    }
                }
            }
            node.scroll = scroll
            switch view.kind {
            case .tableView: node.table = TableViewProperties()
            case .collectionView: node.collection = CollectionViewProperties()
            case .view, .scrollView: break
            }
        }
        guard view.kind == .view || view.kind == .scrollView else { return node }
        let contentOrigin =
            view.kind == .scrollView
            ? offset(origin, by: Point(x: -(view.contentOffset?.value.x ?? 0), y: -(view.contentOffset?.value.y ?? 0)))
            : origin
        var names = SiblingNames()
        for subview in view.subviews where !subview.hidden && !subview.uikitClass.hasPrefix("_") {
            let child = viewNode(
                subview, name: names.claim(Self.identifier(subview.className, fallback: "view")),
                origin: offset(contentOrigin, by: subview.frame.value.origin), path: viewPath, isRoot: false)
            node.subviews.append(.view(child))
        }
        return node
    }

    // MARK: Names and numbers

    /// The controller's name: its class from `_printHierarchy` (matched by the view's address,
    /// else by the view's class, in order), or `screen`.
    private mutating func controllerName(for view: CapturedView) -> String {
        let index =
            controllers.firstIndex { view.address != nil && $0.viewAddress == view.address }
            ?? controllers.firstIndex { $0.viewAddress == nil && $0.viewClass == view.className }
        guard let index else { return "screen" }
        let controller = controllers.remove(at: index)
        return Self.identifier(controller.className, fallback: "screen")
    }

    /// Whether a controller of `_printHierarchy` not yet matched names `view` (by its address) as its view.
    func ownsView(_ view: CapturedView) -> Bool {
        view.address != nil && controllers.contains { $0.viewAddress == view.address }
    }

    /// A class name as a path name: the last component of a module-qualified name, without a
    /// leading `UI`, first letter lowercased, generic arguments and other characters left out.
    static func identifier(_ className: String, fallback: String) -> String {
        var name = Substring(className.prefix { $0 != "<" })
        if let dot = name.lastIndex(of: ".") { name = name[name.index(after: dot)...] }
        var text = String(name.filter { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") })
        while text.hasPrefix("_") { text.removeFirst() }
        if text.hasPrefix("UI"), text.count > 2, text.dropFirst(2).first?.isUppercase == true {
            text.removeFirst(2)
        }
        guard let first = text.first, first.isLetter else { return fallback }
        return first.lowercased() + text.dropFirst().prefix(60)
    }

    func unique(_ name: String, among taken: Set<String>) -> String {
        guard taken.contains(name) else { return name }
        var number = 2
        while taken.contains("\(name)\(number)") { number += 1 }
        return "\(name)\(number)"
    }

    /// The names of a view's subviews: each class's identifier, then `label2`, `label3`… for the
    /// next of the same; linear in the subviews however many share a class.
    private struct SiblingNames {
        private var taken: Set<String> = []
        private var next: [String: Int] = [:]

        mutating func claim(_ base: String) -> String {
            var name = base
            if taken.contains(base) {
                var number = next[base] ?? 2
                while taken.contains("\(base)\(number)") { number += 1 }
                next[base] = number + 1
                name = "\(base)\(number)"
            }
            taken.insert(name)
            return name
        }
    }

    func join(_ path: String, _ name: String) -> String { path.isEmpty ? name : "\(path)/\(name)" }

    func offset(_ point: Point, by delta: Point) -> Point { Point(x: point.x + delta.x, y: point.y + delta.y) }

    func rect(_ frame: Rect, at origin: Point) -> Rect {
        Rect(
            x: origin.x + frame.origin.x, y: origin.y + frame.origin.y, width: frame.size.width,
            height: frame.size.height)
    }

    func numbers(_ rect: Rect) -> [Double] {
        [rect.origin.x, rect.origin.y, rect.size.width, rect.size.height]
    }

    /// Records a printed number the model computes; one in window coordinates (`inWindow`) only where no view
    /// above it is drawn scaled.
    mutating func value(
        _ subject: String, _ member: String, _ numbers: [Double], at location: SourceLocation, printed: String? = nil,
        inWindow: Bool = false
    ) {
        if inWindow && scaled { return }
        values.append(
            CapturedValue(
                path: "\(subject).\(member)", numbers: numbers, location: location, printed: printed ?? member))
    }

    private mutating func input(_ subject: String, _ member: String, _ numbers: [Double], at location: SourceLocation) {
        inputs.append(
            CapturedValue(path: "\(subject).\(member)", numbers: numbers, location: location, printed: member))
    }
}
