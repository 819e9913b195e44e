/// `UIView.keyboardLayoutGuide` (iOS 15): the guide's `layoutFrame` in a controller's root
/// view.
///
/// Sources (Apple documentation, docs/keyboard.md):
/// - `UIKeyboardLayoutGuide`: "the space the keyboard occupies in your app's layout"; a docked
///   keyboard's top is the guide's top, and the guide reaches the view's bottom.
/// - `followsUndockedKeyboard` (iOS 15, default `false`): "When the keyboard is off screen or
///   undocked, the guide's topAnchor matches the bottomAnchor of safeAreaLayoutGuide".
/// - `usesBottomSafeArea` (iOS 17, default `true`): `false` ties the guide to the view's
///   `bottomAnchor` instead of the safe area's. Before iOS 17 the guide behaves as `true`.
///
/// Assumed (no source): with `followsUndockedKeyboard`, a floating or undocked keyboard's
/// guide is the keyboard's frame; a docked keyboard lower than the resting guide (shorter
/// than the bottom safe area) leaves the guide at rest.
public enum KeyboardLayoutGuide {
    /// The guide's frame and why.
    public struct Resolution: Hashable, Sendable {
        /// `layoutFrame`, in the view's coordinates.
        public var layoutFrame: Rect
        /// The reasons, with sources; assumptions say so.
        public var notes: [WhyTerm]
    }

    /// The guide of a view whose frame in the window is `frameInWindow`, or `nil` before iOS 15.
    ///
    /// ```swift
    /// KeyboardLayoutGuide.resolve(frameInWindow: Rect(x: 0, y: 0, width: 393, height: 852),
    ///                             safeAreaBottom: 34, keyboard: nil, release: UIKitRelease(18))?.layoutFrame
    /// // Rect(x: 0, y: 818, width: 393, height: 34): at rest on the safe area's bottom
    /// ```
    public static func resolve(
        frameInWindow: Rect, safeAreaBottom: Double, keyboard: ResolvedKeyboard?,
        usesBottomSafeArea: Bool = true, followsUndockedKeyboard: Bool = false,
        release: UIKitRelease
    ) -> Resolution? {
        resolve(
            frameInWindow: frameInWindow, safeAreaBottom: safeAreaBottom, keyboard: keyboard,
            usesBottomSafeArea: usesBottomSafeArea, followsUndockedKeyboard: followsUndockedKeyboard,
            rule: release.variants.keyboardLayoutGuide)
    }

    /// The guide under the release's rule (``RuleVariants/keyboardLayoutGuide``), or `nil` where
    /// there is no guide (before iOS 15).
    public static func resolve(
        frameInWindow: Rect, safeAreaBottom: Double, keyboard: ResolvedKeyboard?,
        usesBottomSafeArea: Bool = true, followsUndockedKeyboard: Bool = false,
        rule: RuleVariants.KeyboardLayoutGuideRule
    ) -> Resolution? {
        guard rule != .none else { return nil }
        let width = frameInWindow.width, height = frameInWindow.height
        let usesSafeArea = usesBottomSafeArea || rule == .safeAreaBottom
        let restTop = usesSafeArea ? height - safeAreaBottom : height
        let rest = Rect(x: 0, y: restTop, width: width, height: height - restTop)
        let restNote =
            usesSafeArea
            ? """
            at rest: its top on the safe area's bottom, \(formatPoints(restTop)) pt \
            (UIKeyboardLayoutGuide.followsUndockedKeyboard, usesBottomSafeArea)
            """
            : "at rest: its top on the view's bottom (usesBottomSafeArea false, iOS 17)"
        guard let keyboard else {
            return Resolution(layoutFrame: rest, notes: [.reason("no keyboard: " + restNote)])
        }
        let inView = keyboard.frame.offsetBy(dx: -frameInWindow.minX, dy: -frameInWindow.minY)
        if keyboard.mode != .docked {
            if followsUndockedKeyboard {
                return Resolution(
                    layoutFrame: inView,
                    notes: [
                        .assumption(
                            "followsUndockedKeyboard: the guide takes the \(keyboard.mode.rawValue) keyboard's frame")
                    ])
            }
            return Resolution(
                layoutFrame: rest,
                notes: [.reason("\(keyboard.mode.rawValue) keyboard, not followed: " + restNote)])
        }
        guard inView.minY < restTop else {
            return Resolution(
                layoutFrame: rest,
                notes: [
                    .assumption(
                        "the docked keyboard's top \(formatPoints(inView.minY)) is below the guide's rest: " + restNote)
                ])
        }
        let top = max(inView.minY, 0)
        return Resolution(
            layoutFrame: Rect(x: 0, y: top, width: width, height: height - top),
            notes: [
                .reason(
                    """
                    the docked keyboard's top, \(formatPoints(top)) pt in the view, to the view's bottom \
                    (UIKeyboardLayoutGuide)
                    """
                )
            ])
    }
}
