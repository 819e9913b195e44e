@testable import ScrollInsets
import Testing

/// iPhone Split View on the iPhone Duo's inner display (issue 28, build item 6): half of the
/// recorded 951 × 669 app window (callstack/agent-device #2737), 475.5 × 669 (the 50/50 split is
/// claimed by the iPhone Duo skills), laid out as a `window`. No source gives a half's safe
/// area, so the fixture gives it (Fixtures/duo-split-view.yaml: the display's recorded
/// (0, 0, 34, 84), GetStream/stream-chat-react-native #3818, kept on the edges each half touches,
/// assumed there). The bar numbers are openuikit's, recorded on iOS 26.1: a navigation bar 54 pt
/// tall, 10 pt below a window top without a safe-area inset.
@Suite struct SplitViewWindowTests {
    static func layouts() throws -> [Layout] {
        try AuditFixture.decode("duo-split-view.yaml").map { try $0.scene().layout() }
    }

    @Test func bothHalvesLayOutOn27Point1WithTheGivenSafeArea() throws {
        let layouts = try Self.layouts()
        #expect(layouts.map(\.screen.size) == [Size(width: 475.5, height: 669), Size(width: 475.5, height: 669)])
        #expect(layouts.map(\.release) == [UIKitRelease(27, 1), UIKitRelease(27, 1)])
        #expect(
            layouts.map(\.screen.safeAreaInsets) == [
                EdgeInsets(top: 0, left: 0, bottom: 34, right: 84), EdgeInsets(top: 0, left: 0, bottom: 34, right: 0),
            ])
        for layout in layouts {
            #expect(layout.controller(path: "nav")?.bars.map(\.frame) == [Rect(x: 0, y: 10, width: 475.5, height: 54)])
            #expect(
                layout.view(path: "nav/notes/table")?.scroll?.adjustedContentInset
                    == EdgeInsets(top: 64, left: 0, bottom: 34, right: 0))
            // A window has no vertical-bar column: nothing is vertical, and no fold region.
            #expect(layout.controllers.flatMap(\.bars).allSatisfy { !$0.vertical })
            #expect(layout.reservedRegions.isEmpty)
        }
        #expect(
            layouts.map { $0.view(path: "nav/notes/table")?.layoutMargins } == [
                EdgeInsets(top: 64, left: 20, bottom: 34, right: 104),
                EdgeInsets(top: 64, left: 20, bottom: 34, right: 20),
            ])
    }

    @Test func theWindowsInsetsAreExplainedAsTheFixturesOwn() throws {
        let layout = try #require(Self.layouts().first)
        #expect(
            layout.screen.derivation[.right].map(\.reason.description) == ["the custom window's safeAreaInsets.right"])
    }
}
