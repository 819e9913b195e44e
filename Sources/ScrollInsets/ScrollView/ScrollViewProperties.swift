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
    /// `verticalScrollIndicatorInsets` (iOS 11.1; default zero): the app's own insets of the
    /// vertical indicator, to which UIKit may add the safe area (``ScrollIndicatorInsets``).
    public var verticalScrollIndicatorInsets: EdgeInsets = .zero
    /// `horizontalScrollIndicatorInsets` (iOS 11.1; default zero).
    public var horizontalScrollIndicatorInsets: EdgeInsets = .zero
    /// `automaticallyAdjustsScrollIndicatorInsets` (iOS 13; default `true`): the safe area is
    /// added to the indicator insets, whatever the `contentInsetAdjustmentBehavior`.
    public var automaticallyAdjustsScrollIndicatorInsets = true
    /// `isScrollEnabled` (default `true`): when `false` the scroll view "doesn't accept touch
    /// events" (Apple's `isScrollEnabled` documentation), so the user scrolls along no axis;
    /// the insets are computed as ever.
    public var isScrollEnabled = true
    /// `zoomScale` (default 1): the scale applied to the content, clamped into the two limits
    /// below (``ZoomScale``).
    public var zoomScale = 1.0
    /// `minimumZoomScale` (default 1).
    public var minimumZoomScale = 1.0
    /// `maximumZoomScale` (default 1): zooming is enabled only above ``minimumZoomScale``.
    public var maximumZoomScale = 1.0
    /// `topEdgeEffect.style` (iOS 26): ``ScrollEdgeEffectStyle``; read by the audit only.
    public var topEdgeEffectStyle = ScrollEdgeEffectStyle.automatic
    /// Whether the content's size is set only at run time (**extension**): a table or collection
    /// view fed by a data source, a scroll view whose content is pinned to its edges. Such a view
    /// is taken to scroll along its main axis (vertical; horizontal for a horizontal flow
    /// layout), as it does once it has its content, so the rules that depend on scrolling
    /// (`automatic`, `scrollableAxes`) read it as scrolling; the computed or given `contentSize`
    /// stays what it is.
    public var contentSizeUnknown = false
    /// The axis a view of unknown content size is taken to scroll along: vertical, or horizontal
    /// for a collection view whose flow layout scrolls horizontally (set by the resolver).
    var unknownContentAxis = Axis.vertical
    /// Set when SwiftUI gave ``alwaysBounceVertical`` (a hosting controller's scroll view, from its
    /// ``ScrollBounceBehavior``; set by the resolver), so that the explanation says so.
    var swiftUIBounce: SwiftUIBounce? = nil
    /// The axis a collection view's compositional or list layout marks as scrolling (set by the
    /// resolver): it counts as scrollable whatever the content's size (``LayoutScrollAxis``).
    var layoutScrollAxis: LayoutScrollAxis? = nil

    /// Whether the view is taken to scroll along `axis` because its content's size is unknown.
    func takenToScroll(along axis: Axis) -> Bool { contentSizeUnknown && unknownContentAxis == axis }

    /// Whether a collection view's layout marks `axis` as scrolling (``layoutScrollAxis``).
    func layoutScrolls(along axis: Axis) -> Bool { layoutScrollAxis?.axis == axis }

    /// `scrollIndicatorInsets`, the older combined property: reads the vertical indicator's
    /// insets, sets both indicators' (as UIKit's setter does).
    public var scrollIndicatorInsets: EdgeInsets {
        get { verticalScrollIndicatorInsets }
        set {
            verticalScrollIndicatorInsets = newValue
            horizontalScrollIndicatorInsets = newValue
        }
    }

    /// Creates scroll-view properties with UIKit's defaults.
    public init(
        contentSize: Size? = nil, contentInset: EdgeInsets = .zero, contentOffset: Point? = nil,
        contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior = .automatic,
        alwaysBounceVertical: Bool = false, alwaysBounceHorizontal: Bool = false
    ) {
        self.contentSize = contentSize
        self.contentInset = contentInset
        self.contentOffset = contentOffset
        self.contentInsetAdjustmentBehavior = contentInsetAdjustmentBehavior
        self.alwaysBounceVertical = alwaysBounceVertical
        self.alwaysBounceHorizontal = alwaysBounceHorizontal
    }
}
