/// A `UICollectionViewFlowLayout` section's own part of its ``CollectionSectionLayout``: how
/// its items fill their lines, and why its `sectionInset` has the effective value it has.
public struct FlowSectionLayout: Hashable, Sendable, CustomReflectable {
    /// How the items of this section fill their lines; `nil` for a section without items.
    public var lines: FlowLineMetrics?
    /// Where ``reasons`` come from: the rule's inputs, kept by a section the layout engine
    /// made and written into sentences when read (``SectionInsetResolution``), or sentences
    /// given from outside.
    var source: Source

    enum Source: Hashable, Sendable {
        case written(SectionInsetExplanation)
        case given([Edge: WhyTerm])
    }

    /// Creates a flow section's part with the reasons given.
    public init(lines: FlowLineMetrics? = nil, reasons: [Edge: WhyTerm] = [:]) {
        self.lines = lines
        self.source = .given(reasons)
    }

    /// A section the layout engine made: its reasons are written from `explanation` when read.
    init(lines: FlowLineMetrics?, explanation: SectionInsetExplanation) {
        self.lines = lines
        self.source = .written(explanation)
    }

    /// Why each edge of the section's effective `sectionInset` has its value, one term per
    /// edge: a sentence with the numbers. Setting it replaces the written terms with the ones
    /// given.
    public var reasons: [Edge: WhyTerm] {
        get {
            switch source {
            case .written(let explanation): explanation.reasons
            case .given(let reasons): reasons
            }
        }
        set { source = .given(newValue) }
    }

    /// Shows the public properties, as a plain struct would.
    public var customMirror: Mirror {
        Mirror(self, children: ["lines": lines as Any, "reasons": reasons], displayStyle: .struct)
    }

    /// Two flow sections are equal when their lines and their reasons' sentences are.
    public static func == (a: FlowSectionLayout, b: FlowSectionLayout) -> Bool {
        a.lines == b.lines && (a.source == b.source || a.reasons == b.reasons)
    }

    /// Hashes the lines (equal sections have equal lines; the sentences are not hashed).
    public func hash(into hasher: inout Hasher) {
        hasher.combine(lines)
    }
}
