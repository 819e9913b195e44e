import Testing
@testable import ScrollInsets
@testable import ScrollInsetsFormats

// Shared pieces of the fixture decoder's tests: decoding text, building expected
// diagnostics, and comparing decoded models without their source locations.

/// Decodes fixture text as the command-line tool does (its UTF-8 bytes).
func decodeFixture(_ text: String) -> FixtureDecoder.Result {
    FixtureDecoder.decode(Array(text.utf8))
}

extension FixtureDiagnostic {
    /// An expected error at `line:column` with the given notes (messages only, no locations).
    static func error(_ line: Int, _ column: Int, _ message: String, notes: [String] = []) -> FixtureDiagnostic {
        FixtureDiagnostic(
            .error, message, at: ScrollInsets.SourceLocation(line: line, column: column),
            notes: notes.map { FixtureDiagnostic.Note($0) })
    }

    /// An expected warning at `line:column`.
    static func warning(_ line: Int, _ column: Int, _ message: String) -> FixtureDiagnostic {
        FixtureDiagnostic(.warning, message, at: ScrollInsets.SourceLocation(line: line, column: column))
    }
}

/// A fixture and every diagnostic it must produce, in order, with its exact message, notes
/// and position.
struct DiagnosticCase: CustomTestStringConvertible, Sendable {
    var id: String
    var fixture: String
    var expected: [FixtureDiagnostic]

    init(_ id: String, _ fixture: String, _ expected: FixtureDiagnostic...) {
        self.id = id
        self.fixture = fixture
        self.expected = expected
    }

    var testDescription: String { id }

    /// Decodes the fixture and checks the diagnostics; an error must leave no scene.
    func check(sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        let result = decodeFixture(fixture)
        #expect(result.diagnostics == expected, sourceLocation: sourceLocation)
        if expected.contains(where: \.isError) {
            #expect(result.scenes.isEmpty, sourceLocation: sourceLocation)
        } else {
            #expect(result.scenes.count == 1, sourceLocation: sourceLocation)
        }
    }
}

/// The keys each place of a fixture allows, spelled out from the spec (not taken from the
/// decoder) in the order the messages list them.
enum AllowedKeys {
    static let scene =
        """
        format, device, orientation, statusBar, layoutDirection, ios, designRequiresCompatibility, fold, \
        barsMinimized, keyboard, window, root
        """
    static let window = "size, safeAreaInsets, idiom, windowControls"
    static let controller =
        "name, additionalSafeAreaInsets, edgesForExtendedLayout, extendedLayoutIncludesOpaqueBars, "
        + "automaticallyAdjustsScrollViewInsets, viewRespectsSystemMinimumLayoutMargins, "
        + "preferredVerticalBarBehavior, navigationItem, frame, presentedViewController"
    static let presentedViewController = "modalPresentationStyle, detents, selectedDetent, controller"
    static let viewController = controller + ", view"
    static let navigationController = controller + ", navigationBar, toolbar, viewControllers"
    static let tabBarController = controller + ", tabBar, minimizeBehavior, selectedIndex, viewControllers"
    static let view =
        "name, frame, pin, subviews, layoutMargins, directionalLayoutMargins, insetsLayoutMarginsFromSafeArea, "
        + "preservesSuperviewLayoutMargins, interactive, firstResponder, decorative, frameAssumed"
    static let scrollView =
        view + ", contentSize, contentInset, contentOffset, contentInsetAdjustmentBehavior, "
            + """
            alwaysBounceVertical, alwaysBounceHorizontal, verticalScrollIndicatorInsets, \
            horizontalScrollIndicatorInsets, scrollIndicatorInsets, automaticallyAdjustsScrollIndicatorInsets, \
            isScrollEnabled, contentSizeUnknown, zoomScale, minimumZoomScale, maximumZoomScale, topEdgeEffectStyle
            """
    static let tableView =
        scrollView + ", style, rowHeight, insetsContentViewsToSafeArea, separatorStyle, separatorInset, "
        + "separatorInsetReference, cellLayoutMarginsFollowReadableWidth, sectionHeaderTopPadding, fillerRowHeight, "
        + "sectionHeaderHeight, sectionFooterHeight, tableHeaderView, tableFooterView, sections"
    static let collectionView = scrollView + ", layout, sections"
    static let compositionalSection =
        "contentInsets, contentInsetsReference, supplementaryContentInsetsReference, "
            + """
            supplementariesFollowContentInsets, interGroupSpacing, orthogonalScrollingBehavior, group, \
            boundarySupplementaryItems
            """
    static let flow =
        "scrollDirection, itemSize, minimumLineSpacing, minimumInteritemSpacing, sectionInset, "
        + "sectionInsetReference, headerReferenceSize, footerReferenceSize"
    static let list = "appearance, headerMode, footerMode, headerTopPadding, showsSeparators, itemHeight"
    static let navigationBar = "hidden, translucent, prefersLargeTitles, minimization"
    static let bar = "hidden, translucent"
    static let tableSection = "rows, header, footer"
    static let headerFooter = "height, title, background, view"
    static let nodeKinds =
        "collectionViewController, hostingController, navigationController, splitViewController, tabBarController, "
        + "tableViewController, viewController, view, scrollView, tableView, collectionView"
    static let controllerKinds =
        "collectionViewController, hostingController, navigationController, splitViewController, tabBarController, "
        + "tableViewController, viewController"
    static let viewKinds = "view, scrollView, tableView, collectionView"
}

// MARK: Comparing models without locations

extension FixtureScene {
    /// The scene with every source location cleared: its own, its orientation's and each
    /// node's. Decoded and built scenes compare equal this way.
    func strippingLocations() -> FixtureScene {
        var scene = self
        scene.location = .start
        scene.orientationLocation = nil
        scene.root = root.strippingLocations()
        return scene
    }
}

extension Node {
    /// The node and its whole subtree with `location` cleared.
    func strippingLocations() -> Node {
        switch self {
        case .view(let view): return .view(view.strippingLocations())
        case .controller(let controller): return .controller(controller.strippingLocations())
        }
    }

    /// Every node's location, depth-first in document order (a controller, then its root
    /// view or children; a view, then its subviews).
    var allLocations: [ScrollInsets.SourceLocation?] {
        switch self {
        case .view(let view): return view.allLocations
        case .controller(let controller): return controller.allLocations
        }
    }
}

extension ViewNode {
    func strippingLocations() -> ViewNode {
        var view = self
        view.location = nil
        view.subviews = subviews.map { $0.strippingLocations() }
        return view
    }

    var allLocations: [ScrollInsets.SourceLocation?] {
        [location] + subviews.flatMap(\.allLocations)
    }
}

extension ControllerNode {
    func strippingLocations() -> ControllerNode {
        var controller = self
        controller.location = nil
        controller.preferredVerticalBarBehaviorLocation = nil
        controller.navigationItem.largeTitleDisplayModeLocation = nil
        controller.navigationItem.preferredSearchBarPlacementLocation = nil
        controller.navigationItem.searchController?.location = nil
        controller.view = view?.strippingLocations()
        if var presentation = presentedViewController {
            presentation.controller = presentation.controller.strippingLocations()
            presentation.location = nil
            controller.presentedViewController = presentation
        }
        switch kind {
        case .viewController, .tableViewController, .collectionViewController:
            break
        case .hostingController(var hosting):
            hosting.safeAreaRegionsLocation = nil
            hosting.scrollBounceBehaviorLocation = nil
            controller.kind = .hostingController(hosting)
        case .navigationController(var navigation):
            navigation.viewControllers = navigation.viewControllers.map { $0.strippingLocations() }
            controller.kind = .navigationController(navigation)
        case .tabBarController(var tabs):
            tabs.viewControllers = tabs.viewControllers.map { $0.strippingLocations() }
            controller.kind = .tabBarController(tabs)
        case .splitViewController(var split):
            split.columns = split.columns.mapValues { $0.strippingLocations() }
            split.locations = [:]
            controller.kind = .splitViewController(split)
        }
        return controller
    }

    /// The controllers this one contains (a container's stack or tabs).
    var children: [ControllerNode] {
        switch kind {
        case .viewController, .tableViewController, .collectionViewController, .hostingController: return []
        case .navigationController(let navigation): return navigation.viewControllers
        case .tabBarController(let tabs): return tabs.viewControllers
        case .splitViewController(let split): return split.orderedColumns.map(\.node)
        }
    }

    var allLocations: [ScrollInsets.SourceLocation?] {
        [location] + (view?.allLocations ?? []) + children.flatMap(\.allLocations)
            + (presentedViewController?.controller.allLocations ?? [])
    }
}

/// A location, briefly.
func at(_ line: Int, _ column: Int) -> ScrollInsets.SourceLocation {
    ScrollInsets.SourceLocation(line: line, column: column)
}
