@testable import ScrollInsets
import Testing

/// Reserved regions and vertical bars on the iPhone Duo (iOS 27.1). Sources: Apple's
/// documentation of `UIViewReservedRegion` and `UIVerticalBarBehavior` (iOS 27.1);
/// GetStream/stream-chat-react-native #3818 (safe area (0, 0, 34, 84), the column holds "toolbars
/// and tab bars"); callstack/agent-device #2737 (the 951 × 669 app window open).
@Suite struct ReservedRegionRulesTests {
    static func inner() throws -> Screen {
        try TestScenes.device("iPhone Duo (inner)").screen(orientation: .landscapeLeft, release: UIKitRelease(27, 1))
    }

    @Test func thePartlyOpenFoldIsAnActiveDivisionRegion() throws {
        let regions = try ReservedRegionRules.regions(
            screen: try Self.inner(), fold: .partial, variants: UIKitRelease(27, 1).variants)
        #expect(regions.map(\.kind) == [.division])
        #expect(regions.first?.frame == Rect(x: 475.5, y: 0, width: 0, height: 669))
        #expect(regions.first?.margins == .zero)
        #expect(regions.first?.isActive == true)
    }

    @Test func aFlatFoldIsListedInactive() throws {
        let regions = try ReservedRegionRules.regions(
            screen: try Self.inner(), fold: .flat, variants: UIKitRelease(27, 1).variants)
        #expect(regions.map(\.isActive) == [false])
    }

    @Test func before27Point1ThereAreNoRegions() throws {
        // Reserved regions are "iOS 27.1+": 27.0 has none, whatever the screen.
        #expect(UIKitRelease(27).variants.reservedRegions == .none)
        #expect(UIKitRelease(27, 1).variants.reservedRegions == .available)
        #expect(UIKitRelease(27).variants.barMinimization == .available)
        #expect(UIKitRelease(26).variants.barMinimization == .none)
        #expect(
            try ReservedRegionRules.regions(
                screen: try Self.inner(), fold: .partial, variants: UIKitRelease(27).variants
            ).isEmpty)
    }

    @Test func aPartialFoldOnADisplayThatDoesNotFoldIsAnError() throws {
        let screen = try TestScenes.device("iPhone 17 Pro").screen(orientation: .portrait, release: UIKitRelease(27, 1))
        #expect(throws: ModelError.noFold(device: "iPhone 17 Pro")) {
            _ = try ReservedRegionRules.regions(screen: screen, fold: .partial, variants: UIKitRelease(27, 1).variants)
        }
        #expect(
            ModelError.noFold(device: "iPhone 17 Pro").description
                == "'iPhone 17 Pro' does not fold; 'fold: partial' needs a display that folds (iPhone Duo (inner))")
    }

    @Test func aTabBarOnTheCoverGoesIntoTheColumnAndAddsNothing() throws {
        let screen = try TestScenes.device("iPhone Duo (cover)").screen(
            orientation: .portrait, release: UIKitRelease(27, 1))
        let feed = ControllerNode(name: "feed", view: .tableView(name: "list", table: TableViewProperties()))
        let scene = Scene(screen: screen, root: .controller(.tabBarController(name: "tabs", viewControllers: [feed])))
        let layout = try scene.layout()
        let tabs = try #require(layout.controller(path: "tabs"))
        #expect(tabs.bars.map(\.frame) == [Rect(x: 382, y: 0, width: 84, height: 678)])
        #expect(tabs.bars.map(\.vertical) == [true])
        // The child keeps the window's (0, 0, 34, 84): no 49-pt tab bar at the bottom.
        #expect(
            layout.controller(path: "tabs/feed")?.safeAreaInsets == EdgeInsets(top: 0, left: 0, bottom: 34, right: 84))
        #expect(
            layout.view(path: "tabs/feed/list")?.scroll?.adjustedContentInset
                == EdgeInsets(top: 0, left: 0, bottom: 34, right: 0))
    }
}
