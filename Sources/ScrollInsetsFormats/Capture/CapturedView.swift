import ScrollInsets

/// One view line of a captured `recursiveDescription`: its class, frame and, for a scroll view,
/// the numbers UIKit printed after its layer (`contentOffset`, `contentSize`,
/// `adjustedContentInset`), each with where it stands in the capture.
///
/// ```
///    | <UITableView: 0x7f…; frame = (0 0; 375 812); …; contentOffset: {0, -88}; contentSize: {375, 1320};
///        adjustedContentInset: {88, 0, 34, 0}>           (one line in the capture)
/// ```
public struct CapturedView: Hashable, Sendable {
    /// A number group the capture printed, with the place of its first number.
    public struct Printed<Value: Hashable & Sendable>: Hashable, Sendable {
        /// The value.
        public var value: Value
        /// Where its first number starts in the capture.
        public var location: SourceLocation
    }

    /// The class as printed (`UITableView`, `MyApp.FeedViewController`, `_UIBarBackground`).
    public var className: String
    /// `baseClass = …`, printed for a class UIKit does not know (`UITableView` for a subclass).
    public var baseClass: String?
    /// Whether the line printed an object address (`: 0x7f…`): an LLDB capture, not a snapshot file's.
    public var hasAddress: Bool
    /// The address as printed, for matching `_printHierarchy`'s views.
    public var address: String?
    /// `frame = (x y; w h)`, in the superview's coordinates (content coordinates in a scroll view).
    public var frame: Printed<Rect>
    /// `hidden = YES`.
    public var hidden: Bool
    /// `transform = [a, b, c, d, tx, ty]`, the six numbers of its `CGAffineTransform` in that order, and where the
    /// key starts, if printed (UIKit prints a view's transform only when it is not the identity; the frame printed
    /// is then the transformed view's bounding box).
    public var transform: Printed<[Double]>? = nil
    /// `contentOffset: {x, y}`, for a scroll view.
    public var contentOffset: Printed<Point>?
    /// `contentSize: {w, h}`, for a scroll view.
    public var contentSize: Printed<Size>?
    /// `adjustedContentInset: {top, left, bottom, right}`, for a scroll view (iOS 11 and later).
    public var adjustedContentInset: Printed<EdgeInsets>?
    /// Where the line's `<` is.
    public var location: SourceLocation
    /// The subviews, in order.
    public var subviews: [CapturedView]

    /// The UIKit class the view is: `baseClass` where printed, else the class.
    public var uikitClass: String { baseClass ?? className }

    /// The view's kind for the model: a table, a collection, a scroll view (a `UIScrollView`, a
    /// `UITextView`, or any class that printed a scroll view's numbers), or a plain view.
    public var kind: ViewKind {
        switch uikitClass {
        case "UITableView": return .tableView
        case "UICollectionView": return .collectionView
        case "UIScrollView", "UITextView": return .scrollView
        default: return adjustedContentInset != nil || contentSize != nil ? .scrollView : .view
        }
    }
}
