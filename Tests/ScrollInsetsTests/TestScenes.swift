@testable import ScrollInsets

/// Small builders shared by the model tests.
enum TestScenes {
    /// The catalog device named `name`; a test that names an unknown device fails loudly.
    static func device(_ name: String) -> Device {
        guard let device = DeviceCatalog.device(named: name) else {
            fatalError("the catalog has no device named '\(name)'")
        }
        return device
    }

    /// The screen of a catalog device in `orientation`.
    static func screen(_ name: String, _ orientation: Orientation, statusBarHidden: Bool? = nil) throws -> Screen {
        try device(name).screen(orientation: orientation, statusBarHidden: statusBarHidden)
    }

    /// A scene whose root is a navigation controller 'nav' showing 'feed' with `view` as its root view.
    static func inNavigation(
        _ view: ViewNode, screen: Screen, navigationBar: BarProperties = BarProperties(),
        configure: (inout ControllerNode) -> Void = { _ in }
    ) -> Scene {
        var feed = ControllerNode(name: "feed", view: view)
        configure(&feed)
        return Scene(
            screen: screen,
            root: .controller(
                .navigationController(
                    name: "nav", navigationBar: navigationBar,
                    viewControllers: [feed])))
    }
}
