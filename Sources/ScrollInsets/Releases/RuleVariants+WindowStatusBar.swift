extension RuleVariants {
    /// Whether a status bar outside a sensor housing is part of the window's own
    /// `safeAreaInsets` (a phone or iPad without a notch, the status bar showing).
    public enum WindowStatusBar: String, Hashable, Sendable, CaseIterable {
        /// iOS 11: the window reports only the hardware's insets, `{0, 0, 0, 0}` on an iPhone 8 or
        /// a 10.5-inch iPad Pro, while a view controller's view still gets the status bar (20 pt)
        /// in its safe area. Recorded: "iOS 11, iPhones which have no notch, the key window has
        /// safeAreaInsets for {0, 0, 0, 0} / iOS 12, the value is {20, 0, 0, 0}"
        /// (SnapKit/Masonry #546); "iOS 11.4: safe area insets for window: UIEdgeInsets(top: 0.0
        /// …) / iOS 12b4: … top: 20.0" (rdar://42372793, lionheart/openradar-mirror #20115); a
        /// controller's view at `[20, 0, 0, 0]` under a hidden navigation bar on the iOS 11 iPhone 8
        /// (the codeprj recording).
        case viewControllersOnly
        /// iOS 12 and later: the window's `safeAreaInsets` include the status bar (the same two
        /// printouts' iOS 12 lines).
        case inWindow
    }

    /// Where the status bar counts on `release`: in the window's own safe area from iOS 12.
    static func windowStatusBar(_ release: UIKitRelease) -> WindowStatusBar {
        release.major == 11 ? .viewControllersOnly : .inWindow
    }
}
