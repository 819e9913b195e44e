/// Which explained value a line of "why" belongs to: a typed key per value, with the names the
/// reports print it under and the shape its terms take.
///
/// The keys are declared here, and only here; ``Layout/explanation(ofView:)`` (and, for an
/// element of the scene, its `explanation`) maps each to its terms, and the writers render
/// every key the same way from its ``shape``, ``group``, ``name`` and ``label``. A new explained
/// value is one key here and one statement there.
public struct WhyKey: Hashable, Sendable {
    /// Where the reports nest the value.
    public enum Group: Hashable, Sendable {
        /// The view itself: a member of the view's `explain` object.
        case view
        /// A collection section: an element of `explain.collectionSections`, with its index.
        case section(Int)
        /// The table rules: a member of `explain.table`.
        case table
        /// The list rules: a member of `explain.list`.
        case list
        /// An element of the scene (the keyboard, a presentation, a split view, a reserved
        /// region): a member of the element's own object.
        case element
    }

    /// The form of the value's terms.
    public enum Shape: Hashable, Sendable {
        /// Per edge, terms that add up to the value (``WhyTerm/inset(_:)``).
        case derivation
        /// Per edge, one sentence.
        case edgeSentences
        /// One sentence for the whole value.
        case sentence
        /// A list of sentences (possibly empty).
        case sentences
        /// A list of sentences (possibly empty), each long enough for its own line in JSON: an
        /// element's notes.
        case notes
    }

    /// Where the reports nest it.
    public var group: Group
    /// Its name in JSON.
    public var name: String
    /// Its name in the text report's `--explain` lines.
    public var label: String
    /// The form of its terms.
    public var shape: Shape
    /// What the text line calls a line's ``Explanation/Line/note`` ("not adjusted"), if anything.
    public var noteLabel: String?

    /// Creates a key; `label` defaults to `name`.
    public init(_ group: Group, _ name: String, label: String? = nil, shape: Shape, noteLabel: String? = nil) {
        self.group = group
        self.name = name
        self.label = label ?? name
        self.shape = shape
        self.noteLabel = noteLabel
    }
}

extension WhyKey {
    /// `safeAreaInsets`: the terms each superview and bar contributed.
    public static let safeAreaInsets = WhyKey(.view, "safeAreaInsets", shape: .derivation)
    /// `layoutMargins`: the margin, the system minimum, the safe area under it.
    public static let layoutMargins = WhyKey(.view, "layoutMargins", shape: .derivation)
    /// A scroll view's `adjustedContentInset`: `contentInset` plus the adjusted safe area; an
    /// edge that is not adjusted notes why.
    public static let adjustedContentInset = WhyKey(
        .view, "adjustedContentInset", shape: .derivation, noteLabel: "not adjusted")
    /// Why each edge of a scroll view was or was not adjusted.
    public static let adjustment = WhyKey(.view, "adjustment", shape: .edgeSentences)
    /// Why the scroll indicators have their insets.
    public static let indicatorInsets = WhyKey(.view, "indicatorInsets", shape: .edgeSentences)
    /// Whether the user can scroll at all (`isScrollEnabled`); recorded only when not.
    public static let scrolling = WhyKey(.view, "scrolling", shape: .sentence)
    /// Why a view pinned to a corner-adapted layout region (iOS 26) has its edge there: the
    /// window controls, the display corner, and the assumptions (``CornerAdaptation``).
    public static let cornerAdaptation = WhyKey(
        .view, "cornerAdaptation", label: "cornerAdaptation:", shape: .sentences)
    /// The messages UIKit's collection layout logs (text only).
    public static let warnings = WhyKey(.view, "warnings", label: "warning:", shape: .sentences)

    /// A compositional section's effective `contentInsets`, edge by edge.
    public static func sectionContentInsets(_ section: Int) -> WhyKey {
        WhyKey(.section(section), "contentInsets", label: "section \(section) contentInsets", shape: .edgeSentences)
    }

    /// The assumptions a compositional section's layout makes.
    static func sectionAssumptions(_ section: Int) -> WhyKey {
        WhyKey(.section(section), "assumptions", label: "section \(section)", shape: .sentences)
    }

    /// A table's `sectionHeaderTopPadding`.
    public static let tableSectionHeaderTopPadding = WhyKey(
        .table, "sectionHeaderTopPadding",
        label: "table sectionHeaderTopPadding", shape: .sentence)
    /// A table's cell margins.
    public static let tableCellMargins = WhyKey(.table, "cellMargins", label: "table cell margins", shape: .sentence)
    /// A table's separators.
    public static let tableSeparators = WhyKey(.table, "separators", label: "table separators", shape: .sentence)
    /// A plain table's filler rows.
    public static let tableFillerRows = WhyKey(.table, "fillerRows", label: "table filler rows", shape: .sentence)
    /// The heights UIKit chose for a table's headers and footers.
    public static let tableHeaderFooterHeights = WhyKey(
        .table, "headerFooterHeights", label: "table", shape: .sentences)

    /// A list's section insets.
    static let listSectionInsets = WhyKey(.list, "sectionInsets", label: "list section insets", shape: .sentence)
    /// A list's `headerTopPadding`.
    static let listHeaderTopPadding = WhyKey(
        .list, "headerTopPadding", label: "list headerTopPadding", shape: .sentence)
    /// The space above each section of a list without headers.
    static let listSectionSpacing = WhyKey(
        .list, "sectionSpacing", label: "list section spacing", shape: .sentence)
    /// A list's cell margins.
    static let listCellMargins = WhyKey(.list, "cellMargins", label: "list cell margins", shape: .sentence)
    /// A list's cell vertical margins.
    static let listVerticalMargins = WhyKey(
        .list, "verticalMargins", label: "list cell vertical margins",
        shape: .sentence)
    /// A list's separators.
    static let listSeparators = WhyKey(.list, "separators", label: "list separators", shape: .sentence)

    /// The scene's keyboard: where its frame comes from (the `keyboard` object's `explain`).
    public static let keyboard = WhyKey(.element, "explain", label: "keyboard:", shape: .notes)
    /// A controller's root view's `keyboardLayoutGuide` (text only).
    public static let keyboardLayoutGuide = WhyKey(
        .element, "keyboardLayoutGuide", label: "keyboardLayoutGuide:", shape: .notes)
    /// What the keyboard covers of a scroll view, and who moves the content (text only).
    public static let keyboardAvoidance = WhyKey(
        .element, "keyboardAvoidance", label: "keyboard:", shape: .notes)
    /// A presented controller's container (the `presentation` object's `explain`).
    public static let presentation = WhyKey(.element, "explain", label: "presentation:", shape: .notes)
    /// A split view controller's columns (the controller's `explainSplit`).
    public static let split = WhyKey(.element, "explainSplit", label: "split:", shape: .notes)
    /// What a reserved region is and where its figures come from (the region's `reason`; the text
    /// prints the sentence alone, under the region's line).
    public static let reservedRegion = WhyKey(.element, "reason", label: "", shape: .sentence)
}
