@testable import ScrollInsets
import Testing

@Suite struct AuditTests {
    /// iPhone X portrait: a table under a navigation bar (note), a banner under the bar at 64
    /// (hard-coded offset), a control under the home indicator (error) and an input bar.
    static let scene = Scene(
        screen: Screens.iPhoneXPortrait,
        root: .view(
            ViewNode(
                name: "root",
                subviews: [
                    .view(
                        ViewNode(
                            name: "pager", frame: rect(137, 770, 100, 30), interactive: true,
                            location: ScrollInsets.SourceLocation(line: 9, column: 7))),
                    .view(
                        ViewNode(
                            name: "header", frame: rect(0, 20, 375, 60),
                            location: ScrollInsets.SourceLocation(line: 5, column: 7))),
                    .view(
                        ViewNode(
                            name: "inputBar", frame: rect(0, 768, 375, 44),
                            subviews: [
                                .view(
                                    ViewNode(
                                        name: "send", frame: rect(300, 0, 75, 44), interactive: true,
                                        location: ScrollInsets.SourceLocation(line: 14, column: 11)))
                            ],
                            location: ScrollInsets.SourceLocation(line: 12, column: 7))),
                    .view(ViewNode(name: "unlocated", frame: rect(0, 20, 375, 10))),
                ])))

    @Test func runsEveryRuleAndSortsByLocationThenPathThenRule() throws {
        let findings = Audit.run(on: try Self.scene.layout())
        #expect(
            findings.map { "\($0.location.map { "\($0.line):\($0.column)" } ?? "-") \($0.path) \($0.rule.rawValue)" }
                == [
                    "5:7 root/header hard-coded-bar-offset",
                    "9:7 root/pager control-in-unsafe-area",
                    "12:7 root/inputBar bottom-bar-under-home-indicator",
                    "14:11 root/inputBar/send control-in-unsafe-area",
                    "- root/unlocated hard-coded-bar-offset",
                ])
    }

    @Test func disabledRulesAreSkipped() throws {
        let findings = Audit.run(on: try Self.scene.layout(), disabled: [.controlInUnsafeArea, .hardCodedBarOffset])
        #expect(findings.map(\.rule) == [.bottomBarUnderHomeIndicator])
    }

    @Test func aSubsetRunsOnlyThoseRules() throws {
        let layout = try Self.scene.layout()
        #expect(
            Audit.run([.controlInUnsafeArea, .controlInUnsafeArea], on: layout).map(\.path) == [
                "root/pager", "root/inputBar/send",
            ])
        #expect(Audit.run([], on: layout).isEmpty)
    }

    @Test func sortingKeepsTheOrderOfFindingsEqualInEveryKey() {
        let a = Finding(rule: .doubleInset, path: "p", message: "a")
        let b = Finding(rule: .doubleInset, path: "p", message: "b")
        let c = Finding(rule: .contentOffsetNotZero, path: "p", message: "c")
        let d = Finding(
            rule: .doubleInset, path: "o", message: "d", location: ScrollInsets.SourceLocation(line: 1, column: 1))
        #expect(Audit.sorted([b, a, c, d]).map(\.message.text) == ["d", "c", "b", "a"])
    }
}

@Suite struct AuditRuleIDTests {
    struct Metadata: CustomTestStringConvertible, Sendable {
        var id: AuditRuleID
        var rawValue: String
        var severity: Severity
        var testDescription: String { rawValue }
    }

    static let rules: [Metadata] = [
        Metadata(id: .controlInUnsafeArea, rawValue: "control-in-unsafe-area", severity: .error),
        Metadata(id: .headerBackgroundOnContentView, rawValue: "header-background-on-content-view", severity: .warning),
        Metadata(id: .doubleInset, rawValue: "double-inset", severity: .warning),
        Metadata(id: .safeAreaClamped, rawValue: "safe-area-clamped", severity: .warning),
        Metadata(id: .hardCodedBarOffset, rawValue: "hard-coded-bar-offset", severity: .warning),
        Metadata(id: .alwaysScrollsSideways, rawValue: "always-scrolls-sideways", severity: .warning),
        Metadata(id: .contentOffsetNotZero, rawValue: "content-offset-not-zero", severity: .note),
        Metadata(
            id: .childControllerPartiallyOffscreen, rawValue: "child-controller-partially-offscreen", severity: .warning
        ),
        Metadata(id: .separatorIntoUnsafeArea, rawValue: "separator-into-unsafe-area", severity: .note),
        Metadata(id: .pinnedUnderBar, rawValue: "pinned-under-bar", severity: .warning),
        Metadata(id: .bottomBarUnderHomeIndicator, rawValue: "bottom-bar-under-home-indicator", severity: .warning),
        Metadata(id: .keyboardDoubleInset, rawValue: "keyboard-double-inset", severity: .warning),
        Metadata(id: .hardCodedBarHeight, rawValue: "hard-coded-bar-height", severity: .warning),
        Metadata(id: .keyboardCoversFirstResponder, rawValue: "keyboard-covers-first-responder", severity: .warning),
        Metadata(
            id: .compositionalSectionUnderUnsafeArea, rawValue: "compositional-section-under-unsafe-area",
            severity: .warning),
        Metadata(id: .listSeparatorIntoUnsafeArea, rawValue: "list-separator-into-unsafe-area", severity: .note),
        Metadata(id: .pinnedToSuperviewEdge, rawValue: "pinned-to-superview-edge", severity: .warning),
        Metadata(id: .layoutGuideMigration, rawValue: "layout-guide-migration", severity: .warning),
        Metadata(id: .frameNotResolved, rawValue: "frame-not-resolved", severity: .note),
        Metadata(id: .groupedZeroHeightHeader, rawValue: "grouped-zero-height-header", severity: .warning),
        Metadata(id: .contentInDivisionRegion, rawValue: "content-in-division-region", severity: .warning),
        Metadata(id: .contentUnderVerticalBar, rawValue: "content-under-vertical-bar", severity: .warning),
        Metadata(
            id: .customTopBarUnderWindowControls, rawValue: "custom-top-bar-under-window-controls", severity: .warning),
        Metadata(id: .manualTabBarInset, rawValue: "manual-tab-bar-inset", severity: .warning),
        Metadata(id: .edgeEffectDefaultChanged, rawValue: "edge-effect-default-changed", severity: .note),
    ]

    @Test func everyRuleIsListed() {
        #expect(Self.rules.map(\.id) == AuditRuleID.allCases)
    }

    @Test(arguments: rules) func idSeverityAndRuleAgree(_ metadata: Metadata) {
        #expect(metadata.id.rawValue == metadata.rawValue)
        #expect(AuditRuleID(rawValue: metadata.rawValue) == metadata.id)
        #expect(metadata.id.rule.id == metadata.id)
        #expect(metadata.id.severity == metadata.severity)
        #expect(
            !metadata.id.summary.isEmpty && metadata.id.summary.first?.isLowercase == true
                && metadata.id.summary.last != ".")
    }

    @Test func severitiesOrderFromNoteToError() {
        #expect(Severity.allCases.sorted() == [.note, .warning, .error])
        #expect(Severity.note < .warning && Severity.warning < .error)
    }
}
