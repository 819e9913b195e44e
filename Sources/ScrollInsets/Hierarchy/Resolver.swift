/// Walks a scene top-down, iteratively, resolving each node once its superview is resolved.
struct Resolver {
    let scene: Scene
    var views: [ResolvedView] = []
    var controllers: [ResolvedController] = []
    var work: [Work] = []
    /// The rules in force (``LayoutOptions``); iOS 10 mode is in Resolver+IOS10.swift.
    var options = LayoutOptions()
    /// iOS 10 mode: per view, the iOS 11 insets it would pass down, kept only to derive
    /// bars and layout guides (every view reports zero).
    var legacyInsets: [EdgeInsets] = []

    init(scene: Scene) {
        self.scene = scene
    }

    /// A node waiting to be resolved, with what its parent decided for it.
    enum Work {
        case view(ViewNode, ViewPlacement)
        case controller(ControllerNode, ControllerPlacement)
    }

    /// Where a view goes and what it inherits across a controller boundary.
    struct ViewPlacement {
        var superview: Int?
        var frame: Rect
        var path: String
        /// The controller whose root view this is.
        var controller: Int?
        /// Terms added after the superview's coverage: bars and `additionalSafeAreaInsets`.
        var boundaryTerms = InsetDerivation()
        var isContainerView = false
        /// The controller for which this view would be the content scroll view.
        var contentScrollViewOf: Int?
        var respectsSystemMinimum = true
    }

    /// Where a controller's view goes.
    struct ControllerPlacement {
        var superview: Int?
        var frame: Rect
        var path: String
        /// The containing controller (a container, or the controller whose view holds it).
        var parent: Int?
        /// The container that shows it, when the parent is a navigation or tab bar controller.
        var container: Int?
        var barTerms = InsetDerivation()
        var bars: [ResolvedBar] = []
    }

    mutating func run() throws(ModelError) {
        let windowBounds = Rect(origin: .zero, size: scene.screen.size)
        switch scene.root {
        case .view(let view):
            let path = Resolver.component(name: view.name, kind: view.kind.rawValue, index: 0)
            work.append(.view(view, ViewPlacement(superview: nil, frame: view.frame ?? windowBounds, path: path)))
        case .controller(let controller):
            let path = Resolver.component(name: controller.name, kind: controller.kind.name, index: 0)
            work.append(.controller(controller, ControllerPlacement(superview: nil, frame: windowBounds, path: path)))
        }
        while let item = work.popLast() {
            switch item {
            case let .view(node, placement): try resolveView(node, placement)
            case let .controller(node, placement): try resolveController(node, placement)
            }
        }
    }

    /// The path component of a node: its name, or `KIND[INDEX]`.
    static func component(name: String?, kind: String, index: Int) -> String {
        name ?? "\(kind)[\(index)]"
    }

    /// Queues `subviews` of the view at `superview` so they are resolved in document order.
    mutating func enqueueSubviews(_ subviews: [Node], of superview: Int, contentScrollViewOf controller: Int?) throws(ModelError) {
        let parent = views[superview]
        var items: [Work] = []
        items.reserveCapacity(subviews.count)
        for (index, node) in subviews.enumerated() {
            switch node {
            case .view(let view):
                let path = parent.path + "/" + Resolver.component(name: view.name, kind: view.kind.rawValue, index: index)
                let frame = try subviewFrame(view, in: parent, path: path)
                var placement = ViewPlacement(superview: superview, frame: frame, path: path)
                placement.contentScrollViewOf = index == 0 ? controller : nil
                items.append(.view(view, placement))
            case .controller(let child):
                let path = parent.path + "/" + Resolver.component(name: child.name, kind: child.kind.name, index: index)
                guard let frame = child.frame else {
                    throw .invalidValue(path: path, message: "a child view controller in subviews needs a frame")
                }
                let owner = enclosingController(ofView: superview)
                items.append(.controller(child, ControllerPlacement(superview: superview, frame: frame, path: path, parent: owner)))
            }
        }
        work.append(contentsOf: items.reversed())
    }

    /// The controller whose view hierarchy holds the view at `index`.
    func enclosingController(ofView index: Int) -> Int? {
        var current: Int? = index
        while let viewIndex = current {
            if let controller = views[viewIndex].controller { return controller }
            current = views[viewIndex].superview
        }
        return nil
    }
}
