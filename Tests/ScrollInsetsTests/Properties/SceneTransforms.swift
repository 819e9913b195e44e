@testable import ScrollInsets

/// Mirror and rotation of whole scenes, for the symmetry properties.
enum SceneTransforms {
    static func mirror(_ edge: Edge) -> Edge {
        edge == .left ? .right : (edge == .right ? .left : edge)
    }

    /// The scene mirrored left to right: frames within their superviews, the window's and
    /// additional insets, physical margins; directional margins kept; the direction flipped.
    /// The screen stays the same device, orientation, status bar and release: only its insets
    /// mirror. (It used to be rebuilt as a custom window, which put the mirror on the custom
    /// window's default release: an iOS 10 scene's mirror was laid out with the safe area.)
    static func mirrored(_ scene: Scene) -> Scene {
        let direction: LayoutDirection = scene.layoutDirection == .leftToRight ? .rightToLeft : .leftToRight
        var screen = Screen(
            size: scene.screen.size, safeAreaInsets: scene.screen.safeAreaInsets.mirroredHorizontally,
            metrics: scene.screen.metrics)
        screen.device = scene.screen.device
        screen.orientation = scene.screen.orientation
        screen.statusBarHeight = scene.screen.statusBarHeight
        screen.release = scene.screen.release
        return Scene(screen: screen, layoutDirection: direction, root: mirrored(scene.root, width: laidOutWidth(scene)))
    }

    /// The width of the screen the scene is laid out on: the screen's, or under iOS 10 on a
    /// letterboxed phone the iPhone 8's (``Screen/iOS10Screen()``: an iPhone X app built for
    /// iOS 10 lays out 375 wide in portrait, 667 in landscape, not 812).
    static func laidOutWidth(_ scene: Scene) -> Double {
        guard scene.screen.release.variants.letterboxing == .tallPhonesLetterboxed,
            let legacy = try? scene.screen.iOS10Screen()
        else { return scene.screen.size.width }
        return legacy.screen.size.width
    }

    static func mirrored(_ node: Node, width: Double) -> Node {
        switch node {
        case .view(let view): return .view(mirrored(view, width: width))
        case .controller(var controller):
            controller.additionalSafeAreaInsets = controller.additionalSafeAreaInsets.mirroredHorizontally
            controller.edgesForExtendedLayout = Set(controller.edgesForExtendedLayout.map(mirror))
            controller.frame = controller.frame.map { $0.mirrored(inWidth: width) }
            let childWidth = controller.frame?.width ?? width
            // The root view's frame is set by the container (full width), whatever the node says.
            controller.view = controller.view.map { mirroredRootView($0, width: childWidth) }
            switch controller.kind {
            case .viewController, .tableViewController, .collectionViewController, .hostingController: break
            case .navigationController(var navigation):
                navigation.viewControllers = navigation.viewControllers.map {
                    mirroredController($0, width: childWidth)
                }
                controller.kind = .navigationController(navigation)
            case .tabBarController(var tabs):
                tabs.viewControllers = tabs.viewControllers.map { mirroredController($0, width: childWidth) }
                controller.kind = .tabBarController(tabs)
            case .splitViewController(var split):
                // The split view sets its columns' frames; their contents mirror in their own widths.
                split.columns = split.columns.mapValues { mirroredController($0, width: childWidth) }
                controller.kind = .splitViewController(split)
            }
            return .controller(controller)
        }
    }

    static func mirroredController(_ controller: ControllerNode, width: Double) -> ControllerNode {
        guard case .controller(let result) = mirrored(.controller(controller), width: width) else { return controller }
        return result
    }

    /// A view mirrored within a superview `width` wide; its subviews within its own width.
    static func mirrored(_ view: ViewNode, width: Double) -> ViewNode {
        var view = view
        view.frame = view.frame.map { $0.mirrored(inWidth: width) }
        if case .physical(let insets)? = view.layoutMargins {
            view.layoutMargins = .physical(insets.mirroredHorizontally)
        }
        // A root view's width is its container's: the frame is set by the container.
        let ownWidth = view.frame?.width ?? width
        view.subviews = view.subviews.map { mirrored($0, width: ownWidth) }
        return view
    }

    /// A controller's root view: its own frame is ignored (the container sets it, `width` wide),
    /// so its subviews are mirrored within `width`.
    static func mirroredRootView(_ view: ViewNode, width: Double) -> ViewNode {
        var view = view
        if case .physical(let insets)? = view.layoutMargins {
            view.layoutMargins = .physical(insets.mirroredHorizontally)
        }
        view.subviews = view.subviews.map { mirrored($0, width: width) }
        return view
    }

    /// Insets turned a quarter clockwise: what was on the left is now on top.
    static func rotatedClockwise(_ insets: EdgeInsets) -> EdgeInsets {
        EdgeInsets(top: insets.left, left: insets.bottom, bottom: insets.right, right: insets.top)
    }

    /// The tree with every directional margin written as physical (left-to-right), so that a
    /// rotation can turn it.
    static func physicalMargins(_ view: ViewNode) -> ViewNode {
        var view = view
        if let margins = view.layoutMargins { view.layoutMargins = .physical(margins.resolved(in: .leftToRight)) }
        view.subviews = view.subviews.map { node in
            if case .view(let child) = node { return .view(physicalMargins(child)) }
            return node
        }
        return view
    }

    /// A plain-view scene (root view, custom window) turned a quarter clockwise.
    static func rotatedClockwise(_ scene: Scene) -> Scene {
        let size = scene.screen.size
        let screen = Screen(size: size.transposed, safeAreaInsets: rotatedClockwise(scene.screen.safeAreaInsets))
        guard case .view(let root) = scene.root else { return scene }
        return Scene(screen: screen, root: .view(rotated(root, parentHeight: size.height)))
    }

    /// A frame (x, y, w, h) in a superview `H` high goes to (H − y − h, x, h, w).
    static func rotated(_ view: ViewNode, parentHeight: Double) -> ViewNode {
        var view = view
        let frame = view.frame ?? .zero
        view.frame = Rect(x: parentHeight - frame.maxY, y: frame.minX, width: frame.height, height: frame.width)
        if case .physical(let insets)? = view.layoutMargins { view.layoutMargins = .physical(rotatedClockwise(insets)) }
        view.subviews = view.subviews.map { node in
            if case .view(let child) = node { return .view(rotated(child, parentHeight: frame.height)) }
            return node
        }
        return view
    }
}
