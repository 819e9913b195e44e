extension RuleVariants {
    /// Where the docked software keyboard's height comes from (``KeyboardHeights``;
    /// docs/keyboard.md).
    public enum KeyboardHeightSource: String, Hashable, Sendable, CaseIterable {
        /// iOS 10 and earlier: no source; a fixture gives the height.
        case none
        /// iOS 11–18: the public table of portrait heights, which names no release (assumed).
        case table2017
        /// iOS 26: the heights recorded on the iOS 26.1 simulator.
        case recordedOnLiquidGlass
        /// iOS 27 and later: the iOS 26 heights, assumed, where no row printed on 27 holds instead.
        case assumedAsLiquidGlass
    }

    /// Whether a view has `keyboardLayoutGuide` and where the guide rests
    /// (``KeyboardLayoutGuide``; Apple's documentation of `UIKeyboardLayoutGuide`).
    public enum KeyboardLayoutGuideRule: String, Hashable, Sendable, CaseIterable {
        /// iOS 14 and earlier: there is no `keyboardLayoutGuide`.
        case none
        /// iOS 15–16: the guide rests on the safe area's bottom; `usesBottomSafeArea` does not
        /// exist.
        case safeAreaBottom
        /// iOS 17 and later: `usesBottomSafeArea` (default `true`) chooses the safe area's
        /// bottom or the view's.
        case usesBottomSafeArea
    }
}
