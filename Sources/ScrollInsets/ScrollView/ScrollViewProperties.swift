/// The properties of a `UIScrollView` that decide its adjusted content inset.
public struct ScrollViewProperties: Hashable, Sendable {
    /// `contentSize`; `nil` for table and collection views (computed from their content)
    /// and for a scroll view that leaves it at UIKit's default of zero.
    public var contentSize: Size?
    /// `contentInset` (may be negative).
    public var contentInset: EdgeInsets
    /// `contentOffset`, or `nil` for where UIKit starts: the top-leading edge of the
    /// adjusted content inset, `(-adjusted.left, -adjusted.top)`.
    public var contentOffset: Point?
    /// `contentInsetAdjustmentBehavior` (default ``ContentInsetAdjustmentBehavior/automatic``).
    public var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior
    /// `alwaysBounceVertical`; UIKit's default is `false` except for table views.
    public var alwaysBounceVertical: Bool
    /// `alwaysBounceHorizontal` (default `false`).
    public var alwaysBounceHorizontal: Bool

    /// Creates scroll-view properties with UIKit's defaults.
    public init(contentSize: Size? = nil, contentInset: EdgeInsets = .zero, contentOffset: Point? = nil,
                contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior = .automatic,
                alwaysBounceVertical: Bool = false, alwaysBounceHorizontal: Bool = false) {
        self.contentSize = contentSize
        self.contentInset = contentInset
        self.contentOffset = contentOffset
        self.contentInsetAdjustmentBehavior = contentInsetAdjustmentBehavior
        self.alwaysBounceVertical = alwaysBounceVertical
        self.alwaysBounceHorizontal = alwaysBounceHorizontal
    }
}
