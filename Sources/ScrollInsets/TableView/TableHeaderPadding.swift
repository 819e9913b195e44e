/// The space a table (or a list) leaves above each section header: `sectionHeaderTopPadding`
/// of `UITableView`, `headerTopPadding` of `UICollectionLayoutListConfiguration`, both iOS 15.
///
/// Rules and sources (docs/table-views.md, "Header padding"):
/// - Before iOS 15 neither property exists and nothing is added.
/// - From iOS 15 a value in points is used as given, in every style (Apple's
///   `sectionHeaderTopPadding` documentation: "Padding above each section header"); negative
///   values count as zero.
/// - The automatic value (the default, `UITableView.automaticDimension`) is 22 pt above every
///   header of a plain table, and 0 in an inset-grouped one: both recorded against UIKit on
///   iOS 26.1 by Vercantez/openuikit (`UITableView.swift`: "every header preceded by the 22 pt
///   sectionHeaderTopPadding"; inset-grouped "no top padding"), matching the "22 points"
///   iOS 15 adaptation posts report for plain tables. The grouped style's 0 is an assumption.
///
/// ```swift
/// TableHeaderPadding.padding(.automatic, plain: true, variant: .sectionHeaderTopPadding).points  // 22
/// TableHeaderPadding.padding(.automatic, plain: true, variant: .none).points                     // 0
/// ```
public enum TableHeaderPadding {
    /// The automatic padding above a plain table's section header, in points.
    static let automaticPlainPadding = 22.0

    /// The padding above each header, with its reason.
    public struct Result: Hashable, Sendable {
        /// The padding in points.
        public var points: Double
        /// Why, clause by clause, each with its source; assumptions as assumption terms.
        public var reason: [WhyTerm]
    }

    /// The padding for `value` in a plain-style (`plain: true`) or grouped-style table or list.
    ///
    /// - Parameters:
    ///   - value: `sectionHeaderTopPadding` (or the list's `headerTopPadding`).
    ///   - plain: Whether the table's headers float (plain, or a plain or plain-sidebar list).
    ///   - variant: The release's ``RuleVariants/SectionHeaderPadding``.
    ///   - property: The property's name, for the reason.
    /// - Complexity: O(1).
    public static func padding(
        _ value: TableDimension, plain: Bool, variant: RuleVariants.SectionHeaderPadding,
        property: String = "sectionHeaderTopPadding"
    ) -> Result {
        switch (variant, value) {
        case (.none, _):
            return Result(points: 0, reason: [.reason("no padding above headers: \(property) arrived in iOS 15")])
        case (.sectionHeaderTopPadding, .points(let points)):
            let points = max(0, points)
            return Result(points: points, reason: [.reason("\(property) \(formatPoints(points)) pt as set")])
        case (.sectionHeaderTopPadding, .automatic) where plain:
            return Result(
                points: automaticPlainPadding,
                reason: [
                    .reason(
                        "automatic \(property): 22 pt above each header of a plain style (iOS 15 and later; "
                            + "recorded on iOS 26.1, github.com/Vercantez/openuikit)")
                ])
        case (.sectionHeaderTopPadding, .automatic):
            return Result(
                points: 0,
                reason: [
                    .reason(
                        "automatic \(property): 0 in grouped styles (recorded 0 for insetGrouped on iOS 26.1, "
                            + "github.com/Vercantez/openuikit)"),
                    .assumption("0 for grouped and sidebar too"),
                ])
        }
    }
}
