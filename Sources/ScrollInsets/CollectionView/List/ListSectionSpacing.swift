/// The space a grouped or inset-grouped list puts above each section that has no header.
///
/// Rule (docs/collection-views.md, "List layouts"): with `headerMode` `none`, a `grouped` or
/// `insetGrouped` list leaves 35 pt above every section; `plain`, `sidebar` and `sidebarPlain`
/// lists, and lists with supplementary or first-item headers, leave none.
///
/// Source: recorded on iOS 26.1 for an inset-grouped list on the iPhone 16 with no headers or
/// footers (github.com/Vercantez/openuikit, `uikit/Tools/oracle2/listseparatorprobe/transcript-ios26.1.txt`
/// at 68be760f: cells of 50.33 at y 35 … 186 in the first section and 271.33 in the second, so
/// 35 pt above each section). The number is the grouped table's empty-section spacing, 35 pt above
/// its first section (``TableHeaderFooterHeights``, recorded on iOS 26.1 and read in UIKit's code);
/// Apple documents only that `headerTopPadding` pads "above each section header", so nothing for
/// lists without headers. Assumed: the same 35 pt in `grouped` lists and on releases before 26
/// (no recording), and none with `firstItemInSection` headers.
///
/// ```swift
/// let spacing = ListSectionSpacing(
///     ListConfiguration(appearance: .insetGrouped), heights: .recorded)
/// spacing.points   // 35
/// ```
struct ListSectionSpacing: Hashable, Sendable {
    /// The space above each section, in points.
    let points: Double
    /// Why: a sourced sentence, or an assumption.
    let term: WhyTerm

    /// The spacing of `list` on a release whose table heights are sourced as `heights`
    /// (``RuleVariants/SectionHeightDefaults/recorded`` on iOS 26 and later).
    init(_ list: ListConfiguration, heights: RuleVariants.SectionHeightDefaults) {
        let grouped = list.appearance == .grouped || list.appearance == .insetGrouped
        guard grouped else {
            points = 0
            term = .reason("\(list.appearance.rawValue): no space above sections")
            return
        }
        guard list.headerMode == .none else {
            points = 0
            term =
                list.headerMode == .supplementary
                ? .reason("sections with headers: the headerTopPadding above each header instead")
                : .assumption("no space above sections whose first item is their header (no recording)")
            return
        }
        let spacing = TableHeaderFooterHeights.firstSectionSpacing
        points = spacing
        if heights == .recorded && list.appearance == .insetGrouped {
            term = .reason(
                "\(formatPoints(spacing)) pt above each section without a header: recorded on iOS 26.1 for an "
                    + "inset-grouped list (github.com/Vercantez/openuikit, listseparatorprobe: cells at 35 and 271.33)")
        } else {
            term = .assumption(
                "\(formatPoints(spacing)) pt above each section without a header, as an inset-grouped list's on "
                    + "iOS 26.1 and a grouped table's first section (recorded only for inset-grouped lists on iOS 26)")
        }
    }
}
