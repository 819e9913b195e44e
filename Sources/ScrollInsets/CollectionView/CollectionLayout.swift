/// Where a flow layout puts its sections and items, in content coordinates.
public struct CollectionLayout: Hashable, Sendable {
    /// The computed `contentSize`.
    public var contentSize: Size
    /// Every section.
    public var sections: [CollectionSectionLayout]

    /// Creates a collection layout.
    public init(contentSize: Size, sections: [CollectionSectionLayout] = []) {
        self.contentSize = contentSize
        self.sections = sections
    }
}

/// One section of a flow layout.
public struct CollectionSectionLayout: Hashable, Sendable {
    public var section: Int
    /// The section's frame: its header, items with their section insets, and its footer.
    public var frame: Rect
    /// The frame of each item.
    public var items: [Rect]
    /// The header's frame, or `nil`.
    public var header: Rect?
    /// The footer's frame, or `nil`.
    public var footer: Rect?
    /// The inset the items actually sit at from the section's edges on each physical edge, after
    /// `sectionInsetReference` and its minimum.
    public var effectiveSectionInset: EdgeInsets

    /// Creates a section layout.
    public init(section: Int, frame: Rect, items: [Rect], header: Rect? = nil, footer: Rect? = nil,
                effectiveSectionInset: EdgeInsets) {
        self.section = section
        self.frame = frame
        self.items = items
        self.header = header
        self.footer = footer
        self.effectiveSectionInset = effectiveSectionInset
    }
}
