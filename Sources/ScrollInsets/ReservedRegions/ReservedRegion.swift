/// A region of the window that another entity reserves (`UIView.ReservedRegion`,
/// `UIViewReservedRegion`, iOS 27.1): "a frame, margins, active state, and an identifier"
/// (Apple's documentation).
///
/// - `occlusion`: "an element, such as the Dynamic Island, a camera, or window controls,
///   occludes content".
/// - `division`: "an area where content splits into separate regions, such as at the fold of a
///   hinge"; a fold is active while the display is partly open.
///
/// ```swift
/// let regions = layout.reservedRegions          // iPhone Duo (inner), landscape, fold: partial
/// regions.first?.kind                            // .division
/// regions.first?.isActive                        // true
/// ```
public struct ReservedRegion: Hashable, Sendable {
    /// The two kinds Apple documents.
    public enum Kind: String, Hashable, Sendable, CaseIterable {
        /// Something covers content here (camera, Dynamic Island, status strip, window controls).
        case occlusion
        /// Content splits here (a fold).
        case division
    }

    /// Occlusion or division.
    public var kind: Kind
    /// "The rectangle of the region in the view's coordinate space, including the margins"
    /// (Apple's documentation of `frame`): here in the window's coordinates.
    public var frame: Rect
    /// "The margins included in the frame around the reserved region for interactive content".
    public var margins: EdgeInsets
    /// Whether the region is active now (a fold: while the display is partly open).
    public var isActive: Bool
    /// What the region is and where its figures come from, clause by clause, assumptions as
    /// assumption terms, for `--explain` (``explanation``).
    public var reason: [WhyTerm]

    /// Creates a region.
    public init(kind: Kind, frame: Rect, margins: EdgeInsets, isActive: Bool, reason: [WhyTerm]) {
        self.kind = kind
        self.frame = frame
        self.margins = margins
        self.isActive = isActive
        self.reason = reason
    }

    /// Whether `rect` (window coordinates) crosses the region: it overlaps the frame, or, for a
    /// region of zero width or height (a fold given as a line), it straddles the line.
    public func isCrossed(by rect: Rect) -> Bool {
        let overlapsX =
            frame.width == 0
            ? rect.minX < frame.minX && rect.maxX > frame.minX
            : rect.minX < frame.maxX && rect.maxX > frame.minX
        let overlapsY =
            frame.height == 0
            ? rect.minY < frame.minY && rect.maxY > frame.minY
            : rect.minY < frame.maxY && rect.maxY > frame.minY
        return overlapsX && overlapsY
    }
}
