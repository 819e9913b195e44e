import PropertyTesting
import Testing
@testable import ScrollInsets

/// Issue 3's properties over random scroll views.
@Suite struct ScrollPropertyTests {
    /// A scroll view that is a controller's content scroll view, in a random container, with
    /// random properties and subviews; the behavior is set by the property.
    struct Setup: CustomStringConvertible {
        var screen: Screen
        var container: Int  // 0: none, 1: navigation, 2: tab bar
        var adjusts: Bool
        var scroll: ScrollViewProperties
        var subviews: [ViewNode]

        func scene(_ behavior: ContentInsetAdjustmentBehavior) -> Scene {
            var properties = scroll
            properties.contentInsetAdjustmentBehavior = behavior
            var view = ViewNode.scrollView(name: "scroll", scroll: properties)
            view.subviews = subviews.map(Node.view)
            let vc = ControllerNode(name: "vc", automaticallyAdjustsScrollViewInsets: adjusts, view: view)
            let root: ControllerNode =
                switch container {
                case 1: .navigationController(name: "nav", viewControllers: [vc])
                case 2: .tabBarController(name: "tabs", viewControllers: [vc])
                default: vc
                }
            return Scene(screen: screen, root: .controller(root))
        }

        var description: String {
            """
            \(screen.device?.name ?? "custom") iOS \(screen.release) \(screen.orientation) container \(container) \
            adjusts \(adjusts) \(scroll) subviews \(subviews.map(\.frame))
            """
        }
    }

    static let setups = setups(on: .screen)

    /// Setups on the safe-area releases only (11 on). `contentInsetAdjustmentBehavior` is iOS
    /// 11.0 API: under iOS 10 (layout guides) `automaticallyAdjustsScrollViewInsets` writes the
    /// guides into `contentInset` whatever the behavior says (docs/releases.md, release 10;
    /// [AD-toplayoutguide]; docs/ios10-migration.md), so a property of one behavior does not
    /// hold there. iOS 10 has its own property below.
    static let safeAreaSetups = setups(on: .safeAreaScreen)

    static func setups(on screens: Gen<Screen>) -> Gen<Setup> {
        Gen<(Screen, Int, Bool, ScrollViewProperties, [ViewNode], Int)>.zip6(
            screens, .int(in: 0...2), .bool, .scrollProperties, .array(of: .leafView(scrollViews: false), count: 0...4),
            .constant(0)
        )  // zip6 has six slots; the last is unused
        .map { value in Setup(screen: value.0, container: value.1, adjusts: value.2, scroll: value.3, subviews: value.4)
        }
    }

    func resolution(_ setup: Setup, _ behavior: ContentInsetAdjustmentBehavior) throws -> (ResolvedView, Layout) {
        let layout = try setup.scene(behavior).layout()
        let view = try #require(layout.views.first { $0.kind == .scrollView })
        return (view, layout)
    }

    @Test func neverGivesExactlyTheContentInset() throws {
        try forAll(Self.safeAreaSetups) { setup in
            try resolution(setup, .never).0.scroll?.adjustedContentInset == setup.scroll.contentInset
        }
    }

    @Test func alwaysAddsTheWholeSafeArea() throws {
        try forAll(Self.safeAreaSetups) { setup in
            let view = try resolution(setup, .always).0
            return view.scroll?.adjustedContentInset == setup.scroll.contentInset.adding(view.safeAreaInsets)
        }
    }

    /// Under iOS 10 the behavior does not exist (iOS 11.0 API): every behavior gives the same
    /// adjusted insets, those `automaticallyAdjustsScrollViewInsets` and the layout guides give.
    @Test func underIOS10TheBehaviorChangesNothing() throws {
        try forAll(Self.setups(on: .iOS10Screen)) { setup in
            let insets = try ContentInsetAdjustmentBehavior.allCases.map {
                try resolution(setup, $0).0.scroll?.adjustedContentInset
            }
            return insets.allSatisfy { $0 != nil && $0 == insets[0] }
        }
    }

    @Test func behaviorsAreOrderedEdgeByEdge() throws {
        try forAll(Self.setups) { setup in
            let order: [ContentInsetAdjustmentBehavior] = [.never, .scrollableAxes, .automatic, .always]
            let insets = try order.map { try #require(try resolution(setup, $0).0.scroll?.adjustedContentInset) }
            for edge in Edge.allCases {
                for (lower, upper) in zip(insets, insets.dropFirst()) where lower[edge] > upper[edge] { return false }
            }
            return true
        }
    }

    @Test func absorbedEdgesAreZeroInEveryDirectSubview() throws {
        let gen = Gen<(Setup, ContentInsetAdjustmentBehavior)>.zip(
            Self.setups, .element(of: ContentInsetAdjustmentBehavior.allCases))
        try forAll(gen) { setup, behavior in
            let (scroll, layout) = try resolution(setup, behavior)
            let adjusted = try #require(scroll.scroll).adjustedEdges
            for view in layout.views where view.superview == scroll.index {
                for edge in adjusted where view.safeAreaInsets[edge] != 0 { return false }
            }
            return true
        }
    }

    @Test func withNeverSubviewInsetsNeverExceedTheScrollViews() throws {
        try forAll(Self.setups) { setup in
            let (scroll, layout) = try resolution(setup, .never)
            for view in layout.views where view.superview == scroll.index {
                for edge in Edge.allCases where view.safeAreaInsets[edge] > scroll.safeAreaInsets[edge] { return false }
            }
            return true
        }
    }
}
