/// The list-wide rules behind a list's numbers, one sentence each, clause by clause: each clause
/// a term with its source, or an assumption term.
public struct ListLayoutReasons: Hashable, Sendable {
    /// How far cells, headers and footers stand in from the sides.
    public var sectionInsets: [WhyTerm]
    /// The cells' horizontal layout margins.
    public var cellMargins: [WhyTerm]
    /// The cells' vertical layout margins.
    public var verticalMargins: [WhyTerm]
    /// Where separators run.
    public var separators: [WhyTerm]
    /// The padding above each header.
    public var headerTopPadding: [WhyTerm]
    /// The space above each section without a header (grouped lists): a sourced sentence or an
    /// assumption.
    public var sectionSpacing: WhyTerm

    /// Creates the reasons.
    public init(
        sectionInsets: [WhyTerm], cellMargins: [WhyTerm], verticalMargins: [WhyTerm], separators: [WhyTerm],
        headerTopPadding: [WhyTerm], sectionSpacing: WhyTerm = .reason("no space above sections")
    ) {
        self.sectionInsets = sectionInsets
        self.cellMargins = cellMargins
        self.verticalMargins = verticalMargins
        self.separators = separators
        self.headerTopPadding = headerTopPadding
        self.sectionSpacing = sectionSpacing
    }
}
