/// A controller node's storage, fenced off from ``ControllerNode``'s public surface: the fields
/// in one shared buffer (copy-on-write).
extension ControllerNode {
    /// The stored properties, behind ``_storage``.
    struct _Fields: Hashable, Sendable {
        var kind: ControllerKind
        var name: String?
        var additionalSafeAreaInsets: EdgeInsets
        var edgesForExtendedLayout: Set<Edge>
        var extendedLayoutIncludesOpaqueBars: Bool
        var automaticallyAdjustsScrollViewInsets: Bool
        var viewRespectsSystemMinimumLayoutMargins: Bool
        var frame: Rect?
        var view: ViewNode?
        var location: SourceLocation?
        /// `preferredVerticalBarBehavior` (iOS 27.1), set apart from the initializer.
        var preferredVerticalBarBehavior = VerticalBarBehavior.automatic
        /// Where the fixture gives `preferredVerticalBarBehavior`, for an error at the key.
        var preferredVerticalBarBehaviorLocation: SourceLocation? = nil
        /// Boxed: a presentation holds a controller node (the type would contain itself), and
        /// most controllers present nothing. Set apart from the initializer.
        var presentedViewController: _Boxed<Presentation>? = nil
    }
}
