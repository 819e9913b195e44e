/// The list-wide rules behind a list's numbers, one sentence each, with their sources or the
/// word "assumption" where none exists.
public struct ListLayoutReasons: Hashable, Sendable {
    /// How far cells, headers and footers stand in from the sides.
    public var sectionInsets: String
    /// The cells' horizontal layout margins.
    public var cellMargins: String
    /// The cells' vertical layout margins.
    public var verticalMargins: String
    /// Where separators run.
    public var separators: String
    /// The padding above each header.
    public var headerTopPadding: String
    /// The space above each section without a header (grouped lists): a sourced sentence or an
    /// assumption.
    public var sectionSpacing: WhyTerm

    /// Creates the reasons.
    public init(
        sectionInsets: String, cellMargins: String, verticalMargins: String, separators: String,
        headerTopPadding: String, sectionSpacing: WhyTerm = .reason("no space above sections")
    ) {
        self.sectionInsets = sectionInsets
        self.cellMargins = cellMargins
        self.verticalMargins = verticalMargins
        self.separators = separators
        self.headerTopPadding = headerTopPadding
        self.sectionSpacing = sectionSpacing
    }
}
