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
    ///
    /// Views and controllers are boxed (`indirect`): they are large, and the stack moves an
    /// item each time it grows or is popped.
    enum Work {
        indirect case view(ViewNode, ViewPlacement)
        indirect case controller(ControllerNode, ControllerPlacement)
        /// The subviews of the view at `superview`, from `next` on: one entry for all the
        /// siblings, so none of them is copied onto the stack ahead of its turn.
        case subviews([Node], next: Int, superview: Int, contentScrollViewOf: Int?)
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
            case let .subviews(nodes, next, superview, controller):
                if next + 1 < nodes.count {
                    work.append(.subviews(nodes, next: next + 1, superview: superview, contentScrollViewOf: controller))
                }
                try resolveSubview(nodes[next], index: next, of: superview, contentScrollViewOf: controller)
            }
        }
    }

    /// The path component of a node: its name, or `KIND[INDEX]`.
    static func component(name: String?, kind: String, index: Int) -> String {
        name ?? "\(kind)[\(index)]"
    }

    /// `parent/component`, built with one allocation.
    static func path(_ parent: String, _ component: String) -> String {
        var parent = parent, component = component
        return parent.withUTF8 { head in
            component.withUTF8 { tail in
                String(unsafeUninitializedCapacity: head.count + 1 + tail.count) { buffer in
                    _ = UnsafeMutableBufferPointer(rebasing: buffer[..<head.count]).initialize(from: head)
                    buffer[head.count] = UInt8(ascii: "/")
                    _ = UnsafeMutableBufferPointer(rebasing: buffer[(head.count + 1)...]).initialize(from: tail)
                    return head.count + 1 + tail.count
                }
            }
        }
    }

    /// Queues `subviews` of the view at `superview` so they are resolved in document order.
    ///
    /// Every subview's frame is checked here, before any sibling is resolved, so the first
    /// subview without a usable frame (in document order) is the one reported.
    mutating func enqueueSubviews(_ subviews: [Node], of superview: Int, contentScrollViewOf controller: Int?) throws(ModelError) {
        guard !subviews.isEmpty else { return }
        for index in subviews.indices {
            switch subviews[index] {
            case .view(let view):
                if view.frame != nil && view.pin == nil { continue }
                let path = Resolver.path(views[superview].path, Resolver.component(name: view.name, kind: view.kind.rawValue, index: index))
                _ = try subviewFrame(view, in: views[superview], path: path)
            case .controller(let child):
                guard child.frame == nil else { continue }
                let path = Resolver.path(views[superview].path, Resolver.component(name: child.name, kind: child.kind.name, index: index))
                throw .invalidValue(path: path, message: "a child view controller in subviews needs a frame")
            }
        }
        work.append(.subviews(subviews, next: 0, superview: superview, contentScrollViewOf: controller))
    }

    /// Resolves the subview at `index` of the view at `superview` (its frame has been checked).
    mutating func resolveSubview(_ node: Node, index: Int, of superview: Int, contentScrollViewOf controller: Int?) throws(ModelError) {
        let parentPath = views[superview].path
        switch node {
        case .view(let view):
            let path = Resolver.path(parentPath, Resolver.component(name: view.name, kind: view.kind.rawValue, index: index))
            let frame: Rect
            if let given = view.frame, view.pin == nil {
                frame = given
            } else {
                frame = try subviewFrame(view, in: views[superview], path: path)
            }
            var placement = ViewPlacement(superview: superview, frame: frame, path: path)
            placement.contentScrollViewOf = index == 0 ? controller : nil
            try resolveView(view, placement)
        case .controller(let child):
            let path = Resolver.path(parentPath, Resolver.component(name: child.name, kind: child.kind.name, index: index))
            guard let frame = child.frame else {
                throw .invalidValue(path: path, message: "a child view controller in subviews needs a frame")
            }
            let owner = enclosingController(ofView: superview)
            try resolveController(child, ControllerPlacement(superview: superview, frame: frame, path: path, parent: owner))
        }
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
