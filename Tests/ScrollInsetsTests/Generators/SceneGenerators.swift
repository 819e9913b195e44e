import PropertyTesting
@testable import ScrollInsets

// Generators of whole scenes for the model's properties. Lengths are multiples of half a point,
// so the derivation sums are exact and a failure is never a rounding artefact.

extension Gen where Value == Double {
    /// A half-point length in `0...limit`.
    static func halfLength(_ limit: Double) -> Gen<Double> { .halfPoints(in: 0...limit) }
}

extension Gen where Value == EdgeInsets {
    /// Half-point insets from `range` on each edge.
    static func halfInsets(_ range: ClosedRange<Double>) -> Gen<EdgeInsets> {
        let value = Gen<Double>.halfPoints(in: range)
        return Gen<(Double, Double, Double, Double)>.zip(value, value, value, value)
            .map { EdgeInsets(top: $0, left: $1, bottom: $2, right: $3) }
    }
}

extension Gen where Value == Rect {
    /// A half-point frame that mostly lies in a 900 × 1000 superview but may hang out of it.
    static var subviewFrame: Gen<Rect> {
        let origin = Gen<Double>.halfPoints(in: -120...900)
        let length = Gen<Double>.halfLength(1_000)
        return Gen<(Double, Double, Double, Double)>.zip(origin, origin, length, length)
            .map { Rect(x: $0, y: $1, width: $2, height: $3) }
    }
}

extension Gen where Value == Screen {
    /// A catalog device in one of its orientations on a random release it runs, with the
    /// status bar as default, hidden or shown; or, one time in four, a custom window.
    ///
    /// The release is any of ``Device/releases`` (10–18, 26, 27 within the device's range), each
    /// with the same weight; release 10 is the iOS 10 compatibility mode (layout guides,
    /// docs/ios10-migration.md), drawn on every device that has an iOS 10 compatibility frame
    /// (``Screen/iOS10Screen()``: home-button devices and 375 × 812 pt phones; other devices refuse
    /// it with ``ModelError/noIOS10CompatibilityFrame(device:)``), as one release among the others;
    /// where no source gives the figures for that release and orientation (home-button iPads
    /// on 26 and 27, the iPhone Air in landscape on 27: ``ModelError/missingFigures``) the
    /// device's default release stands in, so every screen drawn has figures.
    static var screen: Gen<Screen> {
        let device = Gen<Device>.device.flatMap { device in
            Gen<(Orientation, Bool?, UIKitRelease)>.zip(
                .element(of: device.sourcedOrientations),
                .element(of: [nil, true, false]), .element(of: releasesLaidOut(on: device))
            )
            .map { orientation, hidden, release in
                // Supported orientations and releases the device runs throw only for
                // missing figures; the default release has them.
                (try? device.screen(orientation: orientation, statusBarHidden: hidden, release: release))
                    ?? (try? device.screen(orientation: orientation, statusBarHidden: hidden))
                    ?? Screen(size: device.portraitSize, safeAreaInsets: .zero)
            }
        }
        let custom = Gen<(Double, Double, EdgeInsets)>.zip(
            .halfPoints(in: 200...1_400), .halfPoints(in: 200...1_400), .halfInsets(0...60)
        )
        .map { width, height, insets in Screen(size: Size(width: width, height: height), safeAreaInsets: insets) }
        return .frequency([(3, device), (1, custom)])
    }

    /// The releases a scene on `device` is laid out on: every release it runs from 11 on (27.1
    /// too, where it runs it), and the iOS 10 compatibility mode where the device has a
    /// compatibility frame.
    static func releasesLaidOut(on device: Device) -> [UIKitRelease] {
        var safeArea = device.releases.filter { $0 >= .iOS11 }
        // 27.1 beside 27 (reserved regions and vertical bars: the minor matters); the Duo runs only 27.1.
        if device.runs(UIKitRelease(27, 1)), !safeArea.contains(UIKitRelease(27, 1)) {
            safeArea.append(UIKitRelease(27, 1))
        }
        let compatible =
            (try? device.screen(orientation: .portrait, release: .iOS10))
            .flatMap { try? $0.iOS10Screen() } != nil
        return compatible ? [.iOS10] + safeArea : safeArea
    }

    /// A screen on a safe-area release (11 on): ``screen`` without the iOS 10 compatibility
    /// mode, for the properties of APIs that iOS 10 does not have (`contentInsetAdjustmentBehavior`,
    /// iOS 11.0; docs/releases.md, release 10).
    static var safeAreaScreen: Gen<Screen> {
        screen.filter("a release from 11 on") { $0.release >= .iOS11 }
    }

    /// A catalog device with an iOS 10 compatibility frame, in one of its orientations, on
    /// release 10 (the iOS 10 compatibility mode).
    static var iOS10Screen: Gen<Screen> {
        let devices = DeviceCatalog.all.filter { releasesLaidOut(on: $0).contains(.iOS10) }
        return Gen<Device>.element(of: devices).flatMap { device in
            Gen<(Orientation, Bool?)>.zip(.element(of: device.sourcedOrientations), .element(of: [nil, true, false]))
                .map { orientation, hidden in
                    (try? device.screen(orientation: orientation, statusBarHidden: hidden, release: .iOS10))
                        ?? Screen(size: device.portraitSize, safeAreaInsets: .zero)
                }
        }
    }

    /// A catalog device's screen whose ``Screen/release`` was set to a release the device
    /// does not run: a modelled one outside its range, or iOS 9 where it runs them all.
    static var screenOnAReleaseItDoesNotRun: Gen<Screen> {
        Gen<Device>.device.flatMap { device in
            // Release 10 is the iOS 10 compatibility mode, which lays out on any device.
            let outside = (UIKitRelease.modelled + [UIKitRelease(9)]).filter { !device.runs($0) && $0 != .iOS10 }
            return Gen<(Orientation, UIKitRelease)>.zip(.element(of: device.sourcedOrientations), .element(of: outside))
                .map { orientation, release in
                    var screen =
                        (try? device.screen(orientation: orientation))
                        ?? Screen(size: device.portraitSize, safeAreaInsets: .zero)
                    screen.release = release
                    return screen
                }
        }
    }
}

extension Gen where Value == ScrollViewProperties {
    /// Any scroll-view properties: content sizes around the frame sizes, insets that may be
    /// negative, a given or default offset, any behavior and bounce flags.
    static var scrollProperties: Gen<ScrollViewProperties> {
        let size = Gen<(Double, Double)>.zip(.halfPoints(in: 0...2_400), .halfPoints(in: 0...2_400)).map {
            Size(width: $0, height: $1)
        }
        let offset = Gen<(Double, Double)>.zip(.halfPoints(in: -300...1_500), .halfPoints(in: -300...1_500)).map {
            Point(x: $0, y: $1)
        }
        return Gen<(Size?, EdgeInsets, Point?, ContentInsetAdjustmentBehavior, Bool, Bool)>.zip6(
            size.optional, .halfInsets(-40...80), offset.optional,
            .element(of: ContentInsetAdjustmentBehavior.allCases), .bool, .bool
        )
        .map {
            ScrollViewProperties(
                contentSize: $0, contentInset: $1, contentOffset: $2,
                contentInsetAdjustmentBehavior: $3, alwaysBounceVertical: $4, alwaysBounceHorizontal: $5)
        }
    }
}

extension Gen where Value == ViewNode {
    /// A plain view or a scroll view, with or without a frame, no subviews.
    static func leafView(scrollViews: Bool) -> Gen<ViewNode> {
        let margins: Gen<LayoutMargins?> = .frequency([
            (2, .constant(nil)),
            (1, Gen<EdgeInsets>.halfInsets(0...30).map { .physical($0) }),
            (
                1,
                Gen<EdgeInsets>.halfInsets(0...30).map {
                    .directional(
                        DirectionalEdgeInsets(top: $0.top, leading: $0.left, bottom: $0.bottom, trailing: $0.right))
                }
            ),
        ])
        let plain = Gen<(Rect, LayoutMargins?, Bool, Bool)>.zip(.subviewFrame, margins, .bool, .bool).map {
            frame, margins, insets, preserves in
            ViewNode(
                frame: frame, layoutMargins: margins, insetsLayoutMarginsFromSafeArea: insets,
                preservesSuperviewLayoutMargins: preserves)
        }
        guard scrollViews else { return plain }
        let scroll = Gen<(Rect, ScrollViewProperties)>.zip(.subviewFrame, .scrollProperties).map { frame, properties in
            ViewNode.scrollView(frame: frame, scroll: properties)
        }
        return .frequency([(3, plain), (1, scroll)])
    }

    /// A view tree up to `depth` levels deep, each view with up to three subviews.
    static func viewTree(depth: Int, scrollViews: Bool) -> Gen<ViewNode> {
        .recursive(maxDepth: depth, leaf: leafView(scrollViews: scrollViews)) { child in
            Gen<(ViewNode, [ViewNode])>.zip(leafView(scrollViews: scrollViews), .array(of: child, count: 0...3)).map {
                view, subviews in
                var view = view
                view.subviews = subviews.map(Node.view)
                return view
            }
        }
    }
}

extension Gen where Value == ControllerNode {
    /// A view controller with random extended-layout flags, additional insets (negative ones
    /// too) and a random view tree as its root view.
    static func viewController(scrollViews: Bool) -> Gen<ControllerNode> {
        let edges = Gen<[Edge]>.array(of: .edge, count: 0...4).map { Set($0) }
        return Gen<(ViewNode, EdgeInsets, Set<Edge>, Bool, Bool, Bool)>.zip6(
            .viewTree(depth: 3, scrollViews: scrollViews), .halfInsets(-20...40), edges, .bool, .bool, .bool
        )
        .map { view, additional, edges, opaque, adjusts, respects in
            ControllerNode(
                name: "vc", additionalSafeAreaInsets: additional, edgesForExtendedLayout: edges,
                extendedLayoutIncludesOpaqueBars: opaque, automaticallyAdjustsScrollViewInsets: adjusts,
                viewRespectsSystemMinimumLayoutMargins: respects, view: view)
        }
    }

    /// A view controller, alone or in a navigation controller, a tab bar controller, or both.
    static func controllerTree(scrollViews: Bool) -> Gen<ControllerNode> {
        let bar = Gen<(Bool, Bool, Bool)>.zip(.bool, .bool, .bool).map {
            BarProperties(hidden: $0, translucent: $1, prefersLargeTitles: $2)
        }
        let toolbar = Gen<(Bool, Bool)>.zip(.bool, .bool).map { BarProperties(hidden: $0, translucent: $1) }
        let vc = viewController(scrollViews: scrollViews)
        let nav = Gen<(ControllerNode, BarProperties, BarProperties)>.zip(vc, bar, toolbar).map { child, bar, toolbar in
            ControllerNode.navigationController(
                name: "nav", navigationBar: bar, toolbar: toolbar, viewControllers: [child])
        }
        let tabs = Gen<(ControllerNode, BarProperties)>.zip(.oneOf(vc, nav), bar).map { child, bar in
            ControllerNode.tabBarController(name: "tabs", tabBar: bar, viewControllers: [child])
        }
        return .frequency([(1, vc), (2, nav), (2, tabs)])
    }
}

extension Gen where Value == Scene {
    /// A random scene: a screen on a random release its device runs, a direction and a
    /// controller tree.
    static func scene(scrollViews: Bool = true) -> Gen<Scene> {
        scene(on: .screen, scrollViews: scrollViews)
    }

    /// A random scene on a screen from `screens`.
    static func scene(on screens: Gen<Screen>, scrollViews: Bool = true) -> Gen<Scene> {
        Gen<(Screen, LayoutDirection, ControllerNode)>.zip(
            screens, .layoutDirection, .controllerTree(scrollViews: scrollViews)
        )
        .map { Scene(screen: $0, layoutDirection: $1, root: .controller($2)) }
    }
}

extension Gen {
    /// Six generators zipped (the harness has up to four).
    static func zip6<A, B, C, D, E, F>(
        _ a: Gen<A>, _ b: Gen<B>, _ c: Gen<C>, _ d: Gen<D>, _ e: Gen<E>, _ f: Gen<F>
    ) -> Gen
    where Value == (A, B, C, D, E, F) {
        Gen<((A, B, C), (D, E, F))>.zip(Gen<(A, B, C)>.zip(a, b, c), Gen<(D, E, F)>.zip(d, e, f))
            .map { ($0.0, $0.1, $0.2, $1.0, $1.1, $1.2) }
    }
}

/// A one-line description of a scene for failure messages: the screen and the tree's shape.
func describeScene(_ scene: Scene) -> String {
    """
    \(scene.screen.device?.name ?? "custom \(scene.screen.size)") iOS \(scene.screen.release) \
    \(scene.screen.orientation) \(scene.layoutDirection) root: \(scene.root)
    """
}
