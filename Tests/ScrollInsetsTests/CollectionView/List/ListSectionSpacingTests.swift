import Testing
@testable import ScrollInsets

/// The space above each section of a grouped list without headers (``ListSectionSpacing``). The
/// numbers come from the recordings (iOS 26.1, Vercantez/openuikit, listseparatorprobe: an
/// inset-grouped list on the iPhone 16, cells of 50.33 at y 35 … 186, then 271.33; iOS ~14,
/// swiftsenpai.com: the first cell at y 17.5; iOS 16, getsentry/sentry-cocoa: section backgrounds
/// 17.5 from the cells on either side) and from the rule's arithmetic (docs/collection-views.md,
/// "List layouts"), not from the model's output.
@Suite struct ListSectionSpacingTests {
    @Test("35 pt, recorded, above each section of an inset-grouped list without headers on iOS 26")
    func insetGroupedOn26IsRecorded() {
        let spacing = ListSectionSpacing(ListConfiguration(appearance: .insetGrouped), rule: .aboveEachSection)
        #expect([0, 1, 2].map(spacing.points(aboveSection:)) == [35, 35, 35])
        #expect(!spacing.term.isAssumption)
        #expect(spacing.term.text.contains("listseparatorprobe"))
    }

    @Test("Before iOS 26: 17.5 above the first section, 17.5 + 17.5 between sections, recorded for inset-grouped")
    func insetGroupedBefore26IsRecorded() {
        let spacing = ListSectionSpacing(ListConfiguration(appearance: .insetGrouped), rule: .halfAboveFirstSection)
        #expect([0, 1, 2].map(spacing.points(aboveSection:)) == [17.5, 35, 35])
        #expect(!spacing.term.isAssumption)
        #expect(spacing.term.text.contains("swiftsenpai.com"))
        #expect(spacing.term.text.contains("sentry-cocoa"))
    }

    @Test("Grouped lists are assumed as inset-grouped ones, on either rule")
    func groupedIsAssumed() {
        let on26 = ListSectionSpacing(ListConfiguration(appearance: .grouped), rule: .aboveEachSection)
        #expect(on26.points(aboveSection: 0) == 35)
        #expect(on26.term.isAssumption)
        let before = ListSectionSpacing(ListConfiguration(appearance: .grouped), rule: .halfAboveFirstSection)
        #expect([0, 1].map(before.points(aboveSection:)) == [17.5, 35])
        #expect(before.term.isAssumption)
        #expect(before.term.sentence.hasPrefix("assumed: "))
    }

    @Test("None in plain and sidebar lists, and none with headers")
    func noneElsewhere() {
        for appearance in [ListAppearance.plain, .sidebar, .sidebarPlain] {
            #expect(ListSectionSpacing(ListConfiguration(appearance: appearance), rule: .aboveEachSection).first == 0)
        }
        let headers = ListSectionSpacing(
            ListConfiguration(appearance: .insetGrouped, headerMode: .supplementary), rule: .halfAboveFirstSection)
        #expect([headers.first, headers.later] == [0, 0])
        #expect(!headers.term.isAssumption)
        let firstItem = ListSectionSpacing(
            ListConfiguration(appearance: .insetGrouped, headerMode: .firstItemInSection), rule: .aboveEachSection)
        #expect([firstItem.first, firstItem.later] == [0, 0])
        #expect(firstItem.term.isAssumption)
    }

    @Test("The recorded scene: iPhone 16, iOS 26, two sections of four 50.33-pt cells: first cells at 35 and 271.33")
    func recordedScene() throws {
        let layout = try ListLayoutSceneTests.rootList(
            ListConfiguration(appearance: .insetGrouped, itemHeight: 50.3333), sections: [4, 4],
            device: "iPhone 16", release: 26)
        // 35, then four cells of 50.3333 (section 0 ends at 236.3332), then 35 more: 271.3332, which
        // the 3x pixel grid puts at 814 px = 271.333… (the probe prints 271.33).
        let h = 50.3333
        let sectionEnd = 35 + h + h + h + h
        #expect(layout.sections.map { $0.items.first?.y } == [35, 814.0 / 3])
        #expect(layout.sections.map(\.frame.y) == [0, sectionEnd])
    }

    @Test("iOS 16, iPhone X (3x), two sections of one 44-pt cell: first cells at 17.5 and 96.5 on the 3x grid")
    func sceneBefore26() throws {
        let layout = try ListLayoutSceneTests.rootList(
            ListConfiguration(appearance: .insetGrouped), sections: [1, 1], device: "iPhone X", release: 16)
        // 17.5 (52.5 px → 53, halves away from zero), then 17.5 + 44 + 35 = 96.5 (289.5 px → 290);
        // section 1 starts where section 0's cell ends, 61.5.
        #expect(layout.sections.map { $0.items.first?.y } == [53.0 / 3, 290.0 / 3])
        #expect(layout.sections.map(\.frame.y) == [0, 61.5])
    }
}
