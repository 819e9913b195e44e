import Foundation
@testable import ScrollInsets
@testable import ScrollInsetsFormats
import Testing

/// Loads a fixture of `Fixtures/audit/` and lays out its first scene.
enum AuditFixture {
    static func layout(_ name: String) throws -> Layout {
        try #require(decode("audit/\(name)").first).scene().layout()
    }

    /// The first scene of the fixture `yaml`, which must decode without a diagnostic, laid out.
    static func layout(yaml: String) throws -> Layout {
        let decoded = FixtureDecoder.decode(Array(yaml.utf8))
        #expect(decoded.diagnostics.isEmpty)
        return try #require(decoded.scenes.first).scene().layout()
    }

    /// The scenes of `Fixtures/PATH`, which must decode without a diagnostic.
    static func decode(_ path: String) throws -> [FixtureScene] {
        let url = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures/\(path)")
        let decoded = FixtureDecoder.decode([UInt8](try Data(contentsOf: url)))
        #expect(decoded.diagnostics.isEmpty)
        return decoded.scenes
    }
}

/// `content-in-division-region` on the iPhone Duo's inner display, partly folded. Sources:
/// Apple's `UIViewReservedRegion` ("arrange your content on both sides of this area"), readest
/// #6307 ("centered elements straddle the crease"); the fold's x 475.5 is the middle of the
/// recorded 951-pt app window (callstack/agent-device #2737), its position assumed.
@Suite struct ContentInDivisionRegionRuleTests {
    @Test func firesOnTheButtonAcrossTheFold() throws {
        let findings = Audit.run(
            [.contentInDivisionRegion], on: try AuditFixture.layout("content-in-division-region-triggers.yaml"))
        #expect(
            findings.map(\.message.text) == [
                """
                interactive view 'sheet/view[0]/confirm' crosses the active division region (the fold) at x 475.5; \
                place it on one side of the fold
                """
            ])
        #expect(findings.first?.location == SourceLocation(line: 18, column: 13))
    }

    @Test func staysQuietOnOneSideOfTheFold() throws {
        #expect(
            Audit.run([.contentInDivisionRegion], on: try AuditFixture.layout("content-in-division-region-clean.yaml"))
                .isEmpty)
    }

    @Test func aFlatFoldIsInactiveAndNotReported() throws {
        var layout = try AuditFixture.layout("content-in-division-region-triggers.yaml")
        #expect(layout.reservedRegions.map(\.isActive) == [true])
        layout.reservedRegions[0].isActive = false
        #expect(Audit.run([.contentInDivisionRegion], on: layout).isEmpty)
    }

    @Test func aZeroWidthRegionIsCrossedOnlyByWhatStraddlesIt() {
        let fold = ReservedRegion(
            kind: .division, frame: Rect(x: 475.5, y: 0, width: 0, height: 669), margins: .zero,
            isActive: true, reason: [])
        #expect(fold.isCrossed(by: Rect(x: 400, y: 300, width: 150, height: 44)))
        #expect(!fold.isCrossed(by: Rect(x: 325.5, y: 300, width: 150, height: 44)))
        #expect(!fold.isCrossed(by: Rect(x: 475.5, y: 300, width: 150, height: 44)))
    }
}

/// `content-under-vertical-bar` on the iPhone Duo's cover, iOS 27.1: safe area (0, 0, 34, 84),
/// the 84-pt column on the right (GetStream/stream-chat-react-native #3818, measured on device).
@Suite struct ContentUnderVerticalBarRuleTests {
    @Test func firesOnTheBadgePinnedToTheRootViewsTrailingEdge() throws {
        let findings = Audit.run(
            [.contentUnderVerticalBar], on: try AuditFixture.layout("content-under-vertical-bar-triggers.yaml"))
        // 466 − 16 − 40 = 410 to 450: all 40 pt inside the column (382–466).
        #expect(
            findings.map(\.message.text) == [
                """
                'inbox/view[0]/badge' is pinned to the trailing edge of 'inbox/view[0]', not its safe area: its right \
                40 pt lie under the vertical-bar column (84 pt); pin it to the safe area
                """
            ])
    }

    @Test func staysQuietWhenPinnedToTheSafeArea() throws {
        let layout = try AuditFixture.layout("content-under-vertical-bar-clean.yaml")
        #expect(Audit.run([.contentUnderVerticalBar], on: layout).isEmpty)
        // 466 − 84 − 16 − 40 = 326.
        #expect(layout.view(path: "inbox/view[0]/badge")?.frame == Rect(x: 326, y: 16, width: 40, height: 40))
    }
}
