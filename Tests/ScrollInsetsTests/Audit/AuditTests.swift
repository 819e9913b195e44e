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
    /// The ids as released before the registry stopped being listed here: tools and CI
    /// configurations refer to them, so none may be renamed or dropped. A new rule is not added
    /// here; its severity and default are checked against its section of docs/audits.md below.
    static let releasedIDs = [
        "control-in-unsafe-area", "header-background-on-content-view", "double-inset", "safe-area-clamped",
        "hard-coded-bar-offset", "always-scrolls-sideways", "content-offset-not-zero",
        "child-controller-partially-offscreen", "separator-into-unsafe-area", "pinned-under-bar",
        "bottom-bar-under-home-indicator", "keyboard-double-inset", "hard-coded-bar-height",
        "keyboard-covers-first-responder", "compositional-section-under-unsafe-area",
        "list-separator-into-unsafe-area", "pinned-to-superview-edge", "layout-guide-migration",
        "frame-not-resolved", "grouped-zero-height-header", "content-in-division-region",
        "content-under-vertical-bar", "custom-top-bar-under-window-controls", "manual-tab-bar-inset",
        "edge-effect-default-changed",
    ]

    @Test func releasedIDsStay() {
        let ids = AuditRuleID.allCases.map(\.rawValue)
        #expect(Array(ids.prefix(Self.releasedIDs.count)) == Self.releasedIDs)
    }

    @Test(arguments: AuditRuleID.allCases) func idRuleAndSummaryAgree(_ id: AuditRuleID) {
        #expect(AuditRuleID(rawValue: id.rawValue) == id)
        #expect(id.rule.id == id)
        #expect(id.rule.severity == id.severity)
        #expect(!id.summary.isEmpty && id.summary.first?.isLowercase == true && id.summary.last != ".")
    }

    /// docs/audits.md, written by hand, says each rule's severity and whether it is off by default
    /// on the first line of its section (`Severity: note; off unless enabled …`); the code agrees.
    @Test(arguments: AuditRuleID.allCases) func severityAndDefaultAreTheDocumented(_ id: AuditRuleID) throws {
        let page = try AuditDocs.page()
        let section = try #require(AuditDocs.section(id.rawValue, in: page), "no '## \(id.rawValue)' in docs/audits.md")
        let line = try #require(
            section.first { $0.hasPrefix("Severity: ") }, "no 'Severity:' line in the section \(id.rawValue)")
        let severity = line.dropFirst("Severity: ".count).prefix { $0.isLetter }
        #expect(severity == id.severity.rawValue, "docs/audits.md: \(line)")
        #expect(line.contains("off unless enabled") == id.isOptIn, "docs/audits.md: \(line)")
    }

    @Test func severitiesOrderFromNoteToError() {
        #expect(Severity.allCases.sorted() == [.note, .warning, .error])
        #expect(Severity.note < .warning && Severity.warning < .error)
    }
}
