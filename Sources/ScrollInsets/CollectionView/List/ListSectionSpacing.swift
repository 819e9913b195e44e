/// The space a grouped or inset-grouped list puts above each section that has no header.
///
/// Rule (docs/collection-views.md, "List layouts"): with `headerMode` `none`, a `grouped` or
/// `insetGrouped` list leaves space above its sections; `plain`, `sidebar` and `sidebarPlain`
/// lists, and lists with supplementary or first-item headers, leave none. How much depends on the
/// release (``RuleVariants/ListSectionSpacingRule``):
/// - iOS 14–18: 17.5 pt above and 17.5 below each section (the grouped table's empty-section
///   spacing, ``TableHeaderFooterHeights/sectionSpacing``), so 17.5 above the first section and 35
///   between sections. Recorded for inset-grouped lists: the first cell of a list without headers
///   at y 17.5 on iOS ~14 (swiftsenpai.com, "Custom UICollectionViewListCell in Interface Builder":
///   `frame = (20 17.5; 374 44)`), and on iOS 16 a list's section backgrounds 17.667 pt (17.5 on
///   the 3x pixel grid) below one section's last cell and above the next one's first, 35.33 between
///   them (getsentry/sentry-cocoa, `SentryUIRedactBuilderTests+SwiftUI.swift` at 8bb64c2: a SwiftUI
///   List; the last cell at 82.667, backgrounds meeting at 100.333, the next cell at 118). What a
///   list leaves below its last section is not modelled.
/// - iOS 26: 35 pt above every section, recorded on iOS 26.1 for an inset-grouped list on the
///   iPhone 16 with no headers or footers (github.com/Vercantez/openuikit,
///   `uikit/Tools/oracle2/listseparatorprobe/transcript-ios26.1.txt` at 68be760f: cells of 50.33 at
///   y 35 … 186 in the first section and 271.33 in the second). The number is the grouped table's
///   empty-section spacing above its first section (``TableHeaderFooterHeights``).
///
/// Apple documents only that `headerTopPadding` pads "above each section header", so nothing for
/// lists without headers. Assumed: the same in `grouped` lists and on iOS 15, 17 and 18, and none
/// with `firstItemInSection` headers.
///
/// ```swift
/// let spacing = ListSectionSpacing(ListConfiguration(appearance: .insetGrouped), rule: .halfAboveFirstSection)
/// spacing.points(aboveSection: 0)   // 17.5
/// spacing.points(aboveSection: 1)   // 35
/// ```
struct ListSectionSpacing: Hashable, Sendable {
    /// The space above the first section, in points.
    let first: Double
    /// The space above each later section, what the section before leaves below it included.
    let later: Double
    /// Why: a sourced sentence, or an assumption.
    let term: WhyTerm

    /// The space above section `index`, in points.
    func points(aboveSection index: Int) -> Double { index == 0 ? first : later }

    /// The spacing of `list` under the release's `rule`.
    init(_ list: ListConfiguration, rule: RuleVariants.ListSectionSpacingRule) {
        let grouped = list.appearance == .grouped || list.appearance == .insetGrouped
        guard grouped else {
            (first, later) = (0, 0)
            term = .reason("\(list.appearance.rawValue): no space above sections")
            return
        }
        guard list.headerMode == .none else {
            (first, later) = (0, 0)
            term =
                list.headerMode == .supplementary
                ? .reason("sections with headers: the headerTopPadding above each header instead")
                : .assumption("no space above sections whose first item is their header (no recording)")
            return
        }
        let inset = list.appearance == .insetGrouped
        switch rule {
        case .aboveEachSection:
            let spacing = TableHeaderFooterHeights.firstSectionSpacing
            (first, later) = (spacing, spacing)
            term =
                inset
                ? .reason(
                    "\(formatPoints(spacing)) pt above each section without a header: recorded on iOS 26.1 for an "
                        + "inset-grouped list (github.com/Vercantez/openuikit, listseparatorprobe: cells at 35 and "
                        + "271.33)")
                : .assumption(
                    "\(formatPoints(spacing)) pt above each section without a header, as an inset-grouped list's on "
                        + "iOS 26.1 and a grouped table's first section (recorded only for inset-grouped lists)")
        case .halfAboveFirstSection:
            let half = TableHeaderFooterHeights.sectionSpacing
            (first, later) = (half, half + half)
            let sentence =
                "\(formatPoints(half)) pt above and below each section without a header before iOS 26, so "
                + "\(formatPoints(half)) above the first and \(formatPoints(half + half)) between sections"
            term =
                inset
                ? .reason(
                    sentence
                        + ": recorded for inset-grouped lists on iOS ~14 (first cell at 17.5, swiftsenpai.com) and "
                        + "iOS 16 (section backgrounds 17.5 from the cells on either side, github.com/getsentry/"
                        + "sentry-cocoa)")
                : .assumption(sentence + ", as an inset-grouped list's (recorded only for inset-grouped lists)")
        }
    }
}
