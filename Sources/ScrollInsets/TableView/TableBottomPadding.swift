/// The space a grouped or inset-grouped table leaves below its last section when it has no
/// table footer view: 20 pt, part of its `contentSize`.
///
/// Sources: UIKit's own code (iOS 18 and 26.1: a grouped style's bottom padding is 20 when the
/// table has no footer view, on iPad 20 or 40 depending on its margins), and the "20px of extra
/// padding at the bottom" of grouped tables reported since iOS 6 (codegenes.net). The iPad's 40
/// is not modelled: which margins select it is not known (an assumption, listed in the docs).
///
/// ```swift
/// TableBottomPadding.padding(TableViewProperties(style: .grouped), variant: .recorded).points  // 20
/// TableBottomPadding.padding(TableViewProperties(style: .plain), variant: .recorded).points    // 0
/// ```
public enum TableBottomPadding {
    /// The padding below a grouped table's last section, in points.
    static let groupedPadding = 20.0

    /// The padding and its reason (`nil` where there is none).
    public struct Result: Hashable, Sendable {
        /// The padding in points.
        public var points: Double
        /// Why, as a term of the one vocabulary of "why" (a sourced sentence or an assumption);
        /// `nil` when there is no padding.
        public var term: WhyTerm?
        /// Why, with the source, without the "assumed: " mark; `nil` when there is no padding.
        public var reason: String? { term?.text }
        /// Whether the reason is an assumption.
        public var isAssumption: Bool { term?.isAssumption ?? false }
    }

    /// The padding below `table`'s last section.
    ///
    /// - Parameters:
    ///   - table: The table.
    ///   - variant: The release's ``RuleVariants/SectionHeightDefaults``.
    ///   - pad: Whether the table is on an iPad (where UIKit's code may choose 40; 20 is assumed).
    /// - Complexity: O(1).
    public static func padding(
        _ table: TableViewProperties, variant: RuleVariants.SectionHeightDefaults,
        pad: Bool = false
    ) -> Result {
        guard table.style != .plain, table.tableFooterViewHeight <= 0, !table.sections.isEmpty else {
            return Result(points: 0, term: nil)
        }
        let rule = "20 pt below a grouped table's last section when it has no table footer view"
        if pad {
            return Result(
                points: groupedPadding,
                term: .assumption(rule + " (UIKit's code chooses 20 or 40 on iPad by its margins; 20 assumed)"))
        }
        return variant == .assumed
            ? Result(
                points: groupedPadding,
                term: .assumption(
                    rule + " (no source before iOS 18 but reports of it since iOS 6; iOS 18's and 26's number)"))
            : Result(
                points: groupedPadding,
                term: .reason(rule + " (UIKit's own constant, read in its iOS 18 and 26.1 code)"))
    }
}
