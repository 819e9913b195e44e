import PropertyTesting
@testable import ScrollInsets
@testable import ScrollInsetsFormats
@testable import ScrollInsetsTests

// Generators of whole fixture scenes for the encoder/decoder round trip: every kind of node
// in every place it may stand, every property the format has, and names that need quoting.
// Each value is one the format can express and the decoder produces, so a scene must come back
// from its text unchanged: frames only where the format reads them (subviews, child view
// controllers, optionally the window's root view), a contentSize only on a plain scroll view,
// the properties of a kind only on views of that kind, a selectedIndex within the tabs, an
// orientation the device supports. Lengths are multiples of half a point.

extension Gen where Value == String {
    /// A view or controller name: usually a plain word; often text built from the characters
    /// that make a scalar need quotes or escapes (`:`, `#`, quotes, blanks, line breaks,
    /// controls, combining marks); sometimes a word other YAML readers type (`true`, `null`,
    /// `12`). Shrinks towards `"a"`.
    static var nodeName: Gen<String> {
        let words = Gen.element(of: [
            "a", "feed", "table", "my view", "café", "日本語", "it's", "a:b", "x#y", "<<", "say \"hi\"",
        ])
        let pieces = Gen.element(of: [
            "a", "b", " ", ":", ": ", "#", " #", "'", "\"", "\\", "-", "- ", "?", ",", "[", "]", "{", "}", "&", "*",
            "!", "|",
            ">", "%", "@", "`", "~", "0", "1", ".", "+", "e", "\t", "\n", "\r", "\r\n", "\u{0}", "\u{7}", "\u{7F}",
            "\u{85}",
            "\u{A0}", "\u{2028}", "\u{FEFF}", "é", "e\u{301}", "\u{301}", "☕️", "👩‍👩‍👧", "---",
            """
            scroll-inspect: disable x
            """,
        ])
        let built = Gen<[String]>.array(of: pieces, count: 0...6).map { $0.joined() }
        let typed = Gen.element(of: [
            "true", "False", "NULL", "~", "yes", "No", "on", "OFF", "y", "n", "12", "-3", "1e3", ".inf",
            "0x1F", ".5", "", " ", "...", "2024-01-01",
        ])
        return .frequency([(4, words), (4, built), (1, typed)])
    }
}

extension Gen where Value == LayoutMargins? {
    /// No margins (UIKit's default), or physical or directional half-point margins of 0…30.
    static var fixtureMargins: Gen<LayoutMargins?> {
        .frequency([
            (2, .constant(nil)),
            (1, Gen<EdgeInsets>.halfInsets(0...30).map { .physical($0) }),
            (
                1,
                Gen<EdgeInsets>.halfInsets(-10...30).map {
                    .directional(
                        DirectionalEdgeInsets(top: $0.top, leading: $0.left, bottom: $0.bottom, trailing: $0.right))
                }
            ),
        ])
    }
}

extension Gen where Value == FlowLayout {
    /// Any flow layout: direction, half-point item size, spacings, section insets (negative
    /// ones too), reference, header and footer sizes.
    static var flowLayout: Gen<FlowLayout> {
        let size = Gen<(Double, Double)>.zip(.halfPointLength(in: 0...300), .halfPointLength(in: 0...300))
            .map { Size(width: $0, height: $1) }
        let spacing = Gen<Double>.halfPointLength(in: 0...40)
        let first = Gen<(Axis, Size, Double, Double)>.zip(.axis, size, spacing, spacing)
        let second = Gen<(EdgeInsets, SectionInsetReference, Size, Size)>.zip(
            .halfInsets(-20...60), .element(of: SectionInsetReference.allCases), size, size)
        return Gen<((Axis, Size, Double, Double), (EdgeInsets, SectionInsetReference, Size, Size))>.zip(first, second)
            .map { first, second in
                FlowLayout(
                    scrollDirection: first.0, itemSize: first.1, minimumLineSpacing: first.2,
                    minimumInteritemSpacing: first.3,
                    sectionInset: second.0, sectionInsetReference: second.1, headerReferenceSize: second.2,
                    footerReferenceSize: second.3)
            }
    }
}

extension Gen where Value == CollectionViewProperties {
    /// The default layout a quarter of the time, any flow layout or any compositional layout
    /// otherwise, and 0…4 sections of 0…40 items.
    static var collectionViewProperties: Gen<CollectionViewProperties> {
        let flow = Gen<FlowLayout>.frequency([(1, .constant(FlowLayout())), (3, .flowLayout)])
            .map { CollectionViewProperties(layout: $0) }
        let compositional = Gen<CompositionalLayout>.compositionalLayout(fitting: false)
            .map { CollectionViewProperties(compositional: $0) }
        let layout = Gen<CollectionViewProperties>.frequency([(3, flow), (1, compositional)])
        return Gen<(CollectionViewProperties, [Int])>.zip(layout, .array(of: .int(in: 0...40), count: 0...4))
            .map { properties, sections in
                var properties = properties
                properties.sections = sections
                return properties
            }
    }
}

extension Gen where Value == ViewNode {
    /// A view of any kind without subviews, with every property of its kind and the given frame.
    static func fixtureLeafView(frame: Gen<Rect?>) -> Gen<ViewNode> {
        let basics = Gen<(String?, Rect?, LayoutMargins?, (Bool, Bool, Bool))>.zip(
            Gen<String>.nodeName.optional, frame, .fixtureMargins, Gen<(Bool, Bool, Bool)>.zip(.bool, .bool, .bool)
        )
        .map { name, frame, margins, flags in
            ViewNode(
                name: name, frame: frame, layoutMargins: margins, insetsLayoutMarginsFromSafeArea: !flags.0,
                preservesSuperviewLayoutMargins: flags.1, interactive: flags.2)
        }
        let scroll = Gen<ScrollViewProperties>.scrollProperties
        let plain = basics
        let scrollView = Gen<(ViewNode, ScrollViewProperties)>.zip(basics, scroll).map { view, scroll in
            var view = view
            view.kind = .scrollView
            view.scroll = scroll
            return view
        }
        let tableView = Gen<(ViewNode, ScrollViewProperties, TableViewProperties)>.zip(
            basics, scroll, .tableViewProperties
        )
        .map { view, scroll, table in
            var view = view
            view.kind = .tableView
            view.scroll = scroll
            view.scroll.contentSize = nil
            view.table = table
            return view
        }
        let collectionView = Gen<(ViewNode, ScrollViewProperties, CollectionViewProperties)>.zip(
            basics, scroll, .collectionViewProperties
        )
        .map { view, scroll, collection in
            var view = view
            view.kind = .collectionView
            view.scroll = scroll
            view.scroll.contentSize = nil
            view.collection = collection
            return view
        }
        return .frequency([(3, plain), (1, scrollView), (1, tableView), (1, collectionView)])
    }

    /// A view with subviews `depth` levels down (views and child view controllers, each with a
    /// frame), up to three per view.
    static func fixtureView(frame: Gen<Rect?>, depth: Int) -> Gen<ViewNode> {
        guard depth > 0 else { return fixtureLeafView(frame: frame) }
        return Gen<(ViewNode, [Node])>.zip(
            fixtureLeafView(frame: frame), .array(of: .fixtureSubview(depth: depth - 1), count: 0...3)
        )
        .map { view, subviews in
            var view = view
            view.subviews = subviews
            return view
        }
    }
}

extension Gen where Value == Node {
    /// An item of `subviews`: a view, or (one time in five) a child view controller; both have a frame.
    static func fixtureSubview(depth: Int) -> Gen<Node> {
        let frame = Gen<Rect>.subviewFrame.map { Optional($0) }
        let view = Gen<ViewNode>.fixtureView(frame: frame, depth: depth).map(Node.view)
        let child = Gen<ControllerNode>.fixtureController(depth: depth, frame: frame).map(Node.controller)
        return .frequency([(4, view), (1, child)])
    }

    /// The window's root: a view (its frame given or not), or a controller tree; `depth`
    /// bounds the nesting of controllers and views together.
    static func fixtureRoot(depth: Int) -> Gen<Node> {
        let view = Gen<ViewNode>.fixtureView(frame: Gen<Rect>.subviewFrame.optional, depth: depth).map(Node.view)
        let controller = Gen<ControllerNode>.fixtureController(depth: depth, frame: .constant(nil)).map(Node.controller)
        return .frequency([(1, view), (2, controller)])
    }
}

extension Gen where Value == ControllerNode {
    /// A view controller, navigation controller or tab bar controller with every property,
    /// the given frame, and its root view or children `depth` levels down.
    static func fixtureController(depth: Int, frame: Gen<Rect?>) -> Gen<ControllerNode> {
        let edges = Gen<[Edge]>.array(of: .edge, count: 0...4).map { Set($0) }
        let allEdges = Gen<Set<Edge>>.frequency([(1, .constant(Set(Edge.allCases))), (2, edges)])
        let common = Gen<(String?, EdgeInsets, Set<Edge>, (Bool, Bool, Bool), Rect?)>.zip5(
            Gen<String>.nodeName.optional, .halfInsets(-20...40), allEdges,
            Gen<(Bool, Bool, Bool)>.zip(.bool, .bool, .bool), frame
        )
        .map { name, additional, edges, flags, frame in
            ControllerNode(
                name: name, additionalSafeAreaInsets: additional, edgesForExtendedLayout: edges,
                extendedLayoutIncludesOpaqueBars: flags.0, automaticallyAdjustsScrollViewInsets: !flags.1,
                viewRespectsSystemMinimumLayoutMargins: !flags.2, frame: frame)
        }
        // preferredVerticalBarBehavior: `disabled` one time in four (iOS 27.1).
        let basics = Gen<(ControllerNode, Int)>.zip(common, Gen<Int>.int(in: 0...3)).map { controller, draw in
            var controller = controller
            if draw == 0 { controller.preferredVerticalBarBehavior = .disabled }
            return controller
        }
        let rootView = Gen<ViewNode>.fixtureView(frame: .constant(nil), depth: max(depth - 1, 0)).optional
        let viewController = Gen<(ControllerNode, ViewNode?)>.zip(basics, rootView).map { controller, view in
            var controller = controller
            controller.view = view
            return controller
        }
        // A table or collection view controller: its view absent or of its kind (a leaf: drawing whole trees
        // until one has the kind would cost more than the rest of the scene).
        let scrollingView = Gen<ViewNode>.fixtureLeafView(frame: .constant(nil))
        let tableViewController = Gen<(ControllerNode, ViewNode?)>.zip(
            basics, scrollingView.filter("a table") { $0.kind == .tableView }.optional
        ).map { controller, view in
            var controller = controller
            controller.kind = .tableViewController
            controller.view = view
            return controller
        }
        let collectionViewController = Gen<(ControllerNode, ViewNode?)>.zip(
            basics, scrollingView.filter("a collection") { $0.kind == .collectionView }.optional
        ).map { controller, view in
            var controller = controller
            controller.kind = .collectionViewController
            controller.view = view
            return controller
        }
        guard depth > 0 else {
            return .frequency([(4, viewController), (1, tableViewController), (1, collectionViewController)])
        }
        let children = Gen<[ControllerNode]>.array(
            of: fixtureController(depth: depth - 1, frame: .constant(nil)), count: 0...3)
        let bar = Gen<(Bool, Bool, Bool)>.zip(.bool, .bool, .bool).map {
            BarProperties(hidden: $0, translucent: !$1, prefersLargeTitles: $2)
        }
        let plainBar = Gen<(Bool, Bool)>.zip(.bool, .bool).map { BarProperties(hidden: $0, translucent: !$1) }
        let navigation = Gen<(ControllerNode, BarProperties, BarProperties, [ControllerNode])>.zip(
            basics, bar, plainBar, children
        )
        .map { controller, navigationBar, toolbar, children in
            var controller = controller
            controller.kind = .navigationController(
                NavigationControllerProperties(
                    navigationBar: navigationBar, toolbar: toolbar, viewControllers: children))
            return controller
        }
        let tabs = Gen<(ControllerNode, BarProperties, [ControllerNode])>.zip(basics, plainBar, children)
            .flatMap { controller, tabBar, children in
                Gen<Int>.int(in: 0...max(children.count - 1, 0)).map { selected in
                    var controller = controller
                    controller.kind = .tabBarController(
                        TabBarControllerProperties(
                            tabBar: tabBar, selectedIndex: selected, viewControllers: children))
                    return controller
                }
            }
        let plain = Gen<ControllerNode>.frequency([
            (4, viewController), (2, navigation), (2, tabs), (1, tableViewController),
            (1, collectionViewController),
        ])
        // One time in eight, the controller presents another: a view, table or collection view controller with
        // one view (kept small: the presented tree adds to the presenter's, and the round trip's time with it).
        let presenting = Gen<(ControllerNode, Presentation)>.zip(plain, .fixturePresentation(depth: 0)).map {
            controller, presentation in
            var controller = controller
            controller.presentedViewController = presentation
            return controller
        }
        return .frequency([(7, plain), (1, presenting)])
    }
}

extension Gen where Value == Presentation {
    /// A presentation with every style, one to three detents (custom heights in half points), a
    /// selected detent among them or none, and a controller `depth` levels down.
    static func fixturePresentation(depth: Int) -> Gen<Presentation> {
        let detent = Gen<SheetDetent>.frequency([
            (1, .constant(.medium)), (1, .constant(.large)),
            (1, Gen<Double>.halfPoints(in: 0.5...600).map { .height($0) }),
        ])
        let detents = Gen<[SheetDetent]>.array(of: detent, count: 1...3)
        return Gen<(ModalPresentationStyle, [SheetDetent], ControllerNode)>.zip(
            .element(of: ModalPresentationStyle.allCases), detents,
            .fixtureController(depth: depth, frame: .constant(nil))
        )
        .flatMap { style, detents, controller in
            Gen<Int>.int(in: -1...(detents.count - 1)).map { selected in
                Presentation(
                    style, detents: detents, selectedDetent: selected < 0 ? nil : detents[selected],
                    controller: controller)
            }
        }
    }
}

extension Gen where Value == FixtureScene.Target {
    /// A catalog device, or (one time in four) a custom window with half-point size and insets.
    static var fixtureTarget: Gen<FixtureScene.Target> {
        let window = Gen<(Double, Double, EdgeInsets, DeviceFamily)>.zip(
            .halfPoints(in: 0...1_400), .halfPoints(in: 0...1_400), .halfInsets(0...60),
            .element(of: DeviceFamily.allCases)
        )
        .map { FixtureScene.Target.window(size: Size(width: $0, height: $1), safeAreaInsets: $2, family: $3) }
        return .frequency([(3, Gen<Device>.device.map { .device($0) }), (1, window)])
    }
}

extension Gen where Value == FixtureScene {
    /// A scene as ``fixtureScene(depth:)`` makes it, its depth growing with the size from 0
    /// (a single node) to `maxDepth`.
    static func fixtureScene(maxDepth: Int = 3) -> Gen<FixtureScene> {
        .sized { size in fixtureScene(depth: size * maxDepth / Gen<FixtureScene>.maxSize) }
    }

    /// A scene as a fixture describes it: a target and an orientation it supports (any for a
    /// window), the status bar default, hidden or shown, a direction, 0…3 disabled rules and a
    /// root up to `depth` levels deep. Its index is 0 and it has no source locations.
    static func fixtureScene(depth: Int) -> Gen<FixtureScene> {
        let targetAndOrientation = Gen<FixtureScene.Target>.fixtureTarget.flatMap { target in
            let orientations = target.device?.sourcedOrientations ?? Orientation.allCases
            return Gen<Orientation>.element(of: orientations).map { (target, $0) }
        }
        let rules = Gen<[AuditRuleID]>.array(
            of: .element(of: [
                .controlInUnsafeArea, .headerBackgroundOnContentView, .contentUnderVerticalBar, .doubleInset,
            ]),
            count: 0...3)
        let settings = Gen<(Bool?, LayoutDirection, [AuditRuleID])>.zip(
            .element(of: [nil, true, false]), .layoutDirection, rules)
        return Gen<((FixtureScene.Target, Orientation), (Bool?, LayoutDirection, [AuditRuleID]), Node)>.zip(
            targetAndOrientation, settings, Gen<Node>.fixtureRoot(depth: depth)
        )
        .map { target, settings, root in
            // `visible` where the device never shows a status bar decodes with a warning (it
            // means nothing), so the generator asks for it only where a status bar can show.
            var statusBarHidden = settings.0
            if statusBarHidden == false, let metrics = target.0.device?.metrics(for: target.1),
                metrics.statusBarHeight == 0
            {
                statusBarHidden = nil
            }
            return FixtureScene(
                index: 0, location: .start, target: target.0, orientation: target.1, statusBarHidden: statusBarHidden,
                layoutDirection: settings.1, root: root, disabledRules: settings.2)
        }
    }
}

extension FixtureScene.Target {
    /// The device, or `nil` for a window.
    var device: Device? {
        if case .device(let device) = self { return device }
        return nil
    }
}

extension Gen {
    /// Five generators zipped (the harness has up to four).
    static func zip5<A, B, C, D, E>(_ a: Gen<A>, _ b: Gen<B>, _ c: Gen<C>, _ d: Gen<D>, _ e: Gen<E>) -> Gen
    where Value == (A, B, C, D, E) {
        Gen<((A, B, C), (D, E))>.zip(Gen<(A, B, C)>.zip(a, b, c), Gen<(D, E)>.zip(d, e))
            .map { ($0.0, $0.1, $0.2, $1.0, $1.1) }
    }
}
