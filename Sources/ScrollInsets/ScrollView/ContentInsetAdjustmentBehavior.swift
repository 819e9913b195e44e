/// `UIScrollView.ContentInsetAdjustmentBehavior`: which edges of the scroll view's safe area
/// are added to its `contentInset` to make the `adjustedContentInset`.
///
/// Source: UIKit's `UIScrollView.h` enum comments; WWDC 2018 session 235.
public enum ContentInsetAdjustmentBehavior: String, Hashable, Sendable, CaseIterable {
    /// Like ``scrollableAxes``, and the top and bottom are adjusted anyway for a view
    /// controller's content scroll view in a navigation or tab bar controller, unless the
    /// controller's `automaticallyAdjustsScrollViewInsets` is `false`.
    case automatic
    /// The edges of each axis that scrolls: its content is strictly larger than the frame, or
    /// it always bounces.
    case scrollableAxes
    /// No edge: `adjustedContentInset == contentInset`.
    case never
    /// All four edges.
    case always
}
