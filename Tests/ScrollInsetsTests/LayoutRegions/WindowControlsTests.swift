@testable import ScrollInsets
@testable import ScrollInsetsFormats
import Testing

/// iPad windows (iPadOS 26): window controls, corner-adapted layout regions and the
/// `custom-top-bar-under-window-controls` audit. Sources: window controls are not in
/// `safeAreaInsets` (tauri-apps/tauri #15521, recorded); a corner-adapted region reports 9.5 pt
/// full screen without controls (erik-sutton95/OpenZCine #91, iPadOS 26.2 simulator, recorded);
/// the top-leading corner inset is "the size of the overlapping area" with the controls (Apple's
/// `GeometryProxy.containerCornerInsets`, documented). The controls' frame (0, 0, 70, 32) is the
/// fixtures' own input (assumed there: no source publishes it).
@Suite struct WindowControlsTests {
    static func window(
        ios: String, idiom: String = "pad", controls: String = ", windowControls: {frame: [0, 0, 70, 32]}",
        leading: String
    ) -> String {
        """
        window: {size: [809, 834], safeAreaInsets: [24, 0, 20, 0], idiom: \(idiom)\(controls)}
        ios: \(ios)
        root:
          view:
            subviews:
              - view:
                  name: back
                  pin: {top: {to: safeArea}, leading: \(leading), width: 44, height: 44}
        """
    }

    @Test func firesOnTheBackButtonPinnedToTheSafeArea() throws {
        let layout = try AuditFixture.layout("custom-top-bar-under-window-controls-triggers.yaml")
        let findings = Audit.run([.customTopBarUnderWindowControls], on: layout)
        // The bar at the safe-area top 24, 50 tall; the 44-pt button centred: y 27 to 71, x 8 to 52.
        // Against the controls (0, 0, 70, 32): 44 wide, 32 − 27 = 5 tall.
        #expect(
            findings.map(\.message.text) == [
                """
                interactive view 'inbox/view[0]/bar/back' lies under the window controls: 44 × 5 pt of it overlap [0, \
                0, 70, 32]; pin its leading edge with 'cornerAdaptation: horizontal'
                """
            ])
        #expect(layout.view(path: "inbox/view[0]/bar/back")?.frameInWindow == Rect(x: 8, y: 27, width: 44, height: 44))
    }

    @Test func staysQuietWhenTheButtonFollowsTheCornerAdaptedSafeArea() throws {
        let layout = try AuditFixture.layout("custom-top-bar-under-window-controls-clean.yaml")
        #expect(Audit.run([.customTopBarUnderWindowControls], on: layout).isEmpty)
        // The region's leading edge past the controls: 70, + 8.
        #expect(layout.view(path: "inbox/view[0]/bar/back")?.frameInWindow == Rect(x: 78, y: 27, width: 44, height: 44))
    }

    @Test func theControlsAreNotInTheSafeArea() throws {
        let layout = try AuditFixture.layout(yaml: Self.window(ios: "26", leading: "{to: safeArea}"))
        #expect(layout.view(path: "view[0]")?.safeAreaInsets == EdgeInsets(top: 24, left: 0, bottom: 20, right: 0))
        #expect(layout.view(path: "view[0]/back")?.frame == Rect(x: 0, y: 24, width: 44, height: 44))
    }

    @Test func anOcclusionRegionFrom27Point1Only() throws {
        let regions = try AuditFixture.layout(yaml: Self.window(ios: "27.1", leading: "0")).reservedRegions
        #expect(regions.map(\.kind) == [.occlusion])
        #expect(regions.map(\.frame) == [Rect(x: 0, y: 0, width: 70, height: 32)])
        #expect(regions.map(\.isActive) == [true])
        #expect(try AuditFixture.layout(yaml: Self.window(ios: "26", leading: "0")).reservedRegions.isEmpty)
    }

    @Test func fullScreenPadRegionsAdaptByTheDisplayCorner() throws {
        let yaml = Self.window(ios: "26", controls: "", leading: "{to: safeArea, cornerAdaptation: horizontal}")
        // No controls: 9.5 pt (OpenZCine #91).
        #expect(try AuditFixture.layout(yaml: yaml).view(path: "view[0]/back")?.frame.minX == 9.5)
    }

    @Test func aPhoneWindowAddsNothing() throws {
        let yaml =
            "window: {size: [402, 874], safeAreaInsets: [62, 0, 34, 0]}\nios: 26\nroot:\n  view:\n    subviews:\n"
                + """
                      - view: {name: a, pin: {top: {to: safeArea, cornerAdaptation: vertical}, leading: {to: \
                safeArea, cornerAdaptation: horizontal}, width: 10, height: 10}}\n
                """
        #expect(
            try AuditFixture.layout(yaml: yaml).view(path: "view[0]/a")?.frame
                == Rect(x: 0, y: 62, width: 10, height: 10))
    }

    @Test func layoutRegionsBefore26AreRefused() throws {
        let decoded = FixtureDecoder.decode(
            Array(Self.window(ios: "18", leading: "{to: safeArea, cornerAdaptation: horizontal}").utf8))
        #expect(
            throws: ModelError.invalidPin(
                path: "view[0]/back", .layoutRegionBeforeIOS26(region: "safeArea(cornerAdaptation: .horizontal)"))
        ) {
            try #require(decoded.scenes.first).scene().layout()
        }
    }

    @Test func windowControlsNeedAPadWindowInsideTheWindow() {
        let phone = FixtureDecoder.decode(Array(Self.window(ios: "26", idiom: "phone", leading: "0").utf8))
        #expect(
            phone.diagnostics.map(\.message) == [
                "'windowControls' needs 'idiom: pad': window controls are an iPad window's (iPadOS 26)"
            ])
        let outside = FixtureDecoder.decode(
            Array(Self.window(ios: "26", controls: ", windowControls: {frame: [800, 0, 70, 32]}", leading: "0").utf8))
        #expect(
            outside.diagnostics.map(\.message) == [
                "the window controls' frame [800, 0, 70, 32] is not inside the 809 × 834 window"
            ])
    }

    @Test func cornerAdaptationNeedsALayoutRegion() {
        let decoded = FixtureDecoder.decode(
            Array(Self.window(ios: "26", leading: "{to: bounds, cornerAdaptation: horizontal}").utf8))
        #expect(
            decoded.diagnostics.map(\.message) == [
                "'cornerAdaptation' needs 'to: safeArea' or 'to: layoutMargins' (a layout region); found 'bounds'"
            ])
    }

    /// The corner-adaptation terms under `--explain` (issue 28): the documented overlap rule as a
    /// reason, the display corner and the max combination as assumptions.
    @Test func explainShowsTheCornerAdaptationAndItsAssumptions() throws {
        let layout = try AuditFixture.layout(
            yaml: Self.window(ios: "26", leading: "{to: safeArea, cornerAdaptation: horizontal}"))
        let back = try #require(layout.view(path: "view[0]/back"))
        // The controls [0, 0, 70, 32] in a root view at the window's origin: 70 in from the left.
        #expect(back.frame.minX == 70)
        let lines = layout.explanation(ofView: back.index).lines.filter { $0.key == .cornerAdaptation }
        #expect(
            lines.flatMap(\.terms) == [
                .reason(
                    """
                    safeArea(cornerAdaptation: .horizontal) on the left edge: 70 = max(safeAreaInsets 0, corner inset \
                    70)
                    """),
                .reason(
                    """
                    the window controls (the scene's frame; [0, 0, 70, 32] in the superview's coordinates) reach 70 pt \
                    in from its left edge: "the size of the overlapping area" (Apple's GeometryProxy.containerCornerInsets)
                    """),
                .assumption(
                    """
                    the display corner adds 9.5 pt on every iPad and every release from 26 (recorded once, on an \
                    iPadOS 26.2 simulator: erik-sutton95/OpenZCine #91)
                    """),
                .assumption(
                    """
                    the plain region and the corner inset combine by the larger, not the sum (no source says; with a \
                    zero safe area, as recorded, both give the same)
                    """),
            ])
        #expect(lines.flatMap(\.terms).filter(\.isAssumption).count == 2)
    }

    @Test func explainOnAPhoneMarksTheZeroCornerAssumed() throws {
        let yaml =
            """
            window: {size: [402, 874], safeAreaInsets: [62, 0, 34, 0]}
            ios: 26
            root:
              view:
                subviews:
                  - view: {name: a, pin: {top: {to: safeArea, cornerAdaptation: vertical}, leading: 0, width: 10, height: 10}}
            """
        let layout = try AuditFixture.layout(yaml: yaml)
        let view = try #require(layout.view(path: "view[0]/a"))
        let terms = layout.explanation(ofView: view.index).lines.filter { $0.key == .cornerAdaptation }.flatMap(\.terms)
        #expect(
            terms.map(\.sentence) == [
                "safeArea(cornerAdaptation: .vertical) on the top edge: 62 = max(safeAreaInsets 62, corner inset 0)",
                """
                assumed: the display corner adds 0 on a phone (JetBrains/compose-multiplatform-core #3018 calls the \
                horizontal insets iOS 26.0 added on iPhone unexpected, gone in 26.1)
                """,
                """
                assumed: the plain region and the corner inset combine by the larger, not the sum (no source says; \
                with a zero safe area, as recorded, both give the same)
                """,
            ])
        // A view that pins to no corner-adapted region has no such line.
        let plain = try AuditFixture.layout(yaml: Self.window(ios: "26", leading: "{to: safeArea}"))
        let back = try #require(plain.view(path: "view[0]/back"))
        #expect(plain.explanation(ofView: back.index).lines.filter { $0.key == .cornerAdaptation }.isEmpty)
    }
}
