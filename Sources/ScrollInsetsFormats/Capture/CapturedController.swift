import ScrollInsets

/// One line of `_printHierarchy` printed beside a `recursiveDescription`:
/// `<UINavigationController 0x7f…>, state: appeared, view: <UILayoutContainerView 0x7f…>`.
public struct CapturedController: Hashable, Sendable {
    /// The controller's class as printed (`MyApp.FeedViewController`).
    public var className: String
    /// The state (`appeared`, `disappeared`, …).
    public var state: String
    /// Its view's class, or `nil` for `(view not loaded)`.
    public var viewClass: String?
    /// Its view's address, where printed.
    public var viewAddress: String?
    /// The nesting depth (0 for the root controller).
    public var depth: Int
    /// Where the line's `<` is.
    public var location: SourceLocation
}
