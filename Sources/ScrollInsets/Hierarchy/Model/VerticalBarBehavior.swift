/// `UIVerticalBarBehavior` (iOS 27.1): whether a view controller's bars may become the vertical
/// column on the trailing edge, as its `preferredVerticalBarBehavior` returns it.
///
/// Apple's documentation has two cases, `automatic` ("The system determines whether the vertical
/// bar is rendered") and `disabled` ("The vertical bar is disabled"); `preferredVerticalBarBehavior`
/// "Defaults to `UIVerticalBarBehaviorAutomatic`" (developer.apple.com/documentation/uikit/
/// uiverticalbarbehavior, /uikit/uiviewcontroller/preferredverticalbarbehavior; documented).
public enum VerticalBarBehavior: String, Hashable, Sendable, CaseIterable {
    /// The system decides: on a screen with a vertical-bar column (the iPhone Duo) tab bars and
    /// toolbars go there (``RuleVariants/VerticalBars``).
    case automatic
    /// The controller opts out: its bars stay horizontal, and the status bar leaves the column
    /// ("content reflows to or from the horizontal bars while the status bar changes axis").
    /// No source gives the safe area that results on the Duo, so the layout refuses it there
    /// (``ModelError/verticalBarsDisabledNotModelled(path:device:)``).
    case disabled

    /// Words other APIs or texts use for a case, with the case UIKit names: the issue that asked
    /// for the key wrote `never` (as `UIBarMinimization.Behavior` spells it) for `disabled`.
    package static let otherSpellings: [String: VerticalBarBehavior] = ["never": .disabled]
}
