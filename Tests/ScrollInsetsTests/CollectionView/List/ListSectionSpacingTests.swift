import Testing
@testable import ScrollInsets

/// The space above each section of a grouped list without headers (``ListSectionSpacing``). The
/// numbers come from the iOS 26.1 recording (Vercantez/openuikit, listseparatorprobe: an inset-grouped
/// list on the iPhone 16, cells of 50.33 at y 35 … 186, then 271.33) and from the rule's arithmetic
/// (docs/collection-views.md, "List layouts"), not from the model's output.
@Suite struct ListSectionSpacingTests {
    @Test("35 pt, recorded, above each section of an inset-grouped list without headers on iOS 26")
    func insetGroupedOn26IsRecorded() {
        let spacing = ListSectionSpacing(ListConfiguration(appearance: .insetGrouped), heights: .recorded)
        #expect(spacing.points == 35)
        #expect(!spacing.term.isAssumption)
        #expect(spacing.term.text.contains("listseparatorprobe"))
    }

    @Test("35 pt, assumed, in grouped lists and before iOS 26")
    func groupedAndEarlierReleasesAreAssumed() {
        let grouped = ListSectionSpacing(ListConfiguration(appearance: .grouped), heights: .recorded)
        #expect(grouped.points == 35)
        #expect(grouped.term.isAssumption)
        let ios18 = ListSectionSpacing(ListConfiguration(appearance: .insetGrouped), heights: .uikitConstants)
        #expect(ios18.points == 35)
        #expect(ios18.term.isAssumption)
        #expect(ios18.term.sentence.hasPrefix("assumed: "))
    }

    @Test("None in plain and sidebar lists, and none with headers")
    func noneElsewhere() {
        for appearance in [ListAppearance.plain, .sidebar, .sidebarPlain] {
            #expect(ListSectionSpacing(ListConfiguration(appearance: appearance), heights: .recorded).points == 0)
        }
        let headers = ListSectionSpacing(
            ListConfiguration(appearance: .insetGrouped, headerMode: .supplementary), heights: .recorded)
        #expect(headers.points == 0)
        #expect(!headers.term.isAssumption)
        let firstItem = ListSectionSpacing(
            ListConfiguration(appearance: .insetGrouped, headerMode: .firstItemInSection), heights: .recorded)
        #expect(firstItem.points == 0)
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
}
