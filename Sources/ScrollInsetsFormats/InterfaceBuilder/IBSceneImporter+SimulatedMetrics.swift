import ScrollInsets
import XMLSubset

/// Simulated metrics as a hint: a scene's root controller that no segue in the document places
/// in a container, but whose document declares the bars of one (`<simulatedNavigationBarMetrics
/// key="simulatedTopBarMetrics">`, `<simulatedTabBarMetrics key="simulatedBottomBarMetrics">`), is
/// laid out inside a navigation and/or tab bar controller with those bars, as Xcode's canvas lays
/// it out, and one whose simulated size is a page or form sheet is presented in one by a bare
/// controller named `simulatedPresenter`; the scene carries a note saying the container is simulated. `import
/// --ignore-simulated-metrics` lays it out bare (docs/storyboards.md, "Simulated metrics").
extension IBSceneImporter {
    /// The containers a root controller's simulated metrics declare.
    struct SimulatedContainers: Equatable {
        /// The simulated navigation bar, when the top bar is one.
        var navigationBar: BarProperties?
        /// The simulated tab bar, when the bottom bar is one.
        var tabBar: BarProperties?
        /// The sheet the simulated size declares (`<modalPageSheetSimulatedSizeMetrics>`,
        /// `<modalFormSheetSimulatedSizeMetrics>`), presented by a bare simulated presenter.
        var sheet: ModalPresentationStyle?

        /// `node` inside a navigation controller named `simulatedNavigation` and a tab bar
        /// controller named `simulatedTabBar`, as declared.
        func wrapping(_ node: ControllerNode) -> ControllerNode {
            var wrapped = node
            if let navigationBar {
                wrapped = .navigationController(
                    name: "simulatedNavigation", navigationBar: navigationBar, viewControllers: [wrapped])
            }
            if let tabBar {
                wrapped = .tabBarController(name: "simulatedTabBar", tabBar: tabBar, viewControllers: [wrapped])
            }
            if let sheet {
                var presenter = ControllerNode(name: "simulatedPresenter", view: ViewNode())
                presenter.presentedViewController = Presentation(sheet, controller: wrapped)
                wrapped = presenter
            }
            return wrapped
        }

        /// What the note says: "a navigation controller and a tab bar controller".
        var description: String {
            let containers = [
                navigationBar.map { _ in "a navigation controller" }, tabBar.map { _ in "a tab bar controller" },
            ]
            .compactMap { $0 }.joined(separator: " and ")
            guard let sheet else { return containers }
            return (containers.isEmpty ? "" : containers + ", ")
                + "a \(sheet.rawValue == "formSheet" ? "form" : "page") sheet"
        }
    }

    /// The root controller's simulated containers; `nil` when it declares none, is a container
    /// itself, or simulated metrics are ignored.
    var simulatedContainers: SimulatedContainers? {
        guard usesSimulatedMetrics, let element = graph.controllers[rootController]?.element,
            !IBControllerGraph.containerElementNames.contains(element.name)
        else { return nil }
        let top = element.children.first { $0["key"] == "simulatedTopBarMetrics" }
        let bottom = element.children.first { $0["key"] == "simulatedBottomBarMetrics" }
        var containers = SimulatedContainers()
        if let top, top.name == "simulatedNavigationBarMetrics" {
            containers.navigationBar = BarProperties(
                translucent: top["translucent"] != "NO",
                prefersLargeTitles: top["prefersLargeTitles"] == "YES")
        }
        if let bottom, bottom.name == "simulatedTabBarMetrics" {
            containers.tabBar = BarProperties(translucent: bottom["translucent"] != "NO")
        }
        // A simulated sheet size, where the model lays a sheet out on this screen (an iPhone
        // from iOS 13: ``refusesSimulatedSheet``).
        switch element.children.first(where: { $0["key"] == "simulatedDestinationMetrics" })?.name {
        case "modalPageSheetSimulatedSizeMetrics"? where !refusesSimulatedSheet: containers.sheet = .pageSheet
        case "modalFormSheetSimulatedSizeMetrics"? where !refusesSimulatedSheet: containers.sheet = .formSheet
        default: break
        }
        return containers.navigationBar == nil && containers.tabBar == nil && containers.sheet == nil ? nil : containers
    }

    /// The root controller's freeform size: a storyboard controller's `<size key="freeformSize">`
    /// (Xcode writes it when the Simulated Size is Freeform), or a xib's root view's stored size
    /// when it declares `<freeformSimulatedSizeMetrics key="simulatedDestinationMetrics">`;
    /// `nil` when simulated metrics are ignored.
    var freeformSize: Size? {
        guard usesSimulatedMetrics, let controller = graph.controllers[rootController] else { return nil }
        // Only a finite, positive size is a window (a hostile `inf` or `0` keeps the canvas).
        func usable(_ size: Size) -> Size? {
            size.width.isFinite && size.height.isFinite && size.width > 0 && size.height > 0 ? size : nil
        }
        if let size = IBProperties.size(controller.element, key: "freeformSize") { return usable(size) }
        if document.kind == .xib, let view = controller.rootView,
            view.child(named: "freeformSimulatedSizeMetrics", key: "simulatedDestinationMetrics") != nil
        {
            return usable(IBViewTree.storedFrame(of: view, in: nil).size)
        }
        return nil
    }

    /// Whether the model does not lay out a sheet of the root controller's simulated size on
    /// `screen` (an iPad page sheet in landscape, any sheet before iOS 13): then it is laid out
    /// without one, as before.
    func simulatedSheetIsRefused(on screen: Screen) -> Bool {
        guard let element = graph.controllers[rootController]?.element,
            let metrics = element.children.first(where: { $0["key"] == "simulatedDestinationMetrics" })
        else { return false }
        let style: ModalPresentationStyle
        switch metrics.name {
        case "modalPageSheetSimulatedSizeMetrics": style = .pageSheet
        case "modalFormSheetSimulatedSizeMetrics": style = .formSheet
        default: return false
        }
        do {
            _ = try PresentationLayout.resolve(
                style: style, detents: [.large], selectedDetent: nil, screen: screen,
                variant: screen.variants.presentations,
                formSheets: screen.variants.formSheets, path: "simulatedPresenter")
            return false
        } catch {
            return true
        }
    }

    /// Whether the scene's root controller, which no push places in a container, simulates no
    /// status bar (`<nil key="simulatedStatusBarMetrics"/>`: the Status Bar "None" of Xcode's
    /// simulated metrics): the scene is laid out with the status bar hidden, as the canvas is.
    var simulatedStatusBarHidden: Bool {
        guard usesSimulatedMetrics, graph.pushContainers(of: rootController) == nil,
            let element = graph.controllers[rootController]?.element
        else { return false }
        return element.children.contains { $0.name == "nil" && $0["key"] == "simulatedStatusBarMetrics" }
    }

    /// The note on a scene laid out in simulated containers.
    func simulatedContainerNote() -> FixtureDiagnostic? {
        guard let controller = graph.controllers[rootController] else { return nil }
        let at = SourceLocation(controller.element.location)
        if isShownByCodeOnly {
            return FixtureDiagnostic(
                .note,
                """
                '\(controller.name)' is reached only by its storyboard identifier, so code decides where it is shown \
                (a window, a navigation stack, a drawer or a panel): it is laid out filling the window, an \
                assumption, so its findings are at most warnings and a control's place in the top or bottom unsafe \
                area is not reported
                """,
                at: at)
        }
        if graph.pushContainers(of: rootController) == nil, let containers = simulatedContainers {
            return FixtureDiagnostic(
                .note,
                """
                '\(controller.name)' is laid out in \(containers.description) that the document only simulates (its \
                simulated metrics); --ignore-simulated-metrics lays it out bare
                """,
                at: at)
        }
        if simulatedStatusBarHidden {
            return FixtureDiagnostic(
                .note,
                """
                '\(controller.name)' is laid out with the status bar hidden, as its simulated metrics say (Status \
                Bar: None); --ignore-simulated-metrics lays it out with the device's status bar
                """,
                at: at)
        }
        return nil
    }
}
