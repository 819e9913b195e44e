extension Screen {
    /// This custom window on `release`: the release is recorded (``release``), and the bars follow
    /// the rules of
    /// ``ReleaseMetrics/bars(_:insetClass:family:landscape:release:designRequiresCompatibility:device:)``
    /// for the window's idiom (a phone window gets the 54-pt navigation bar and the 86-pt toolbar slot
    /// from 26, a pad window the floating tab bar from 18); the window's size and safe-area
    /// insets are its own, as given, on every release.
    ///
    /// A window has no device, so no range of releases: any modelled release is accepted.
    /// Release 10 keeps the window's bars: the iOS 10 rules take it from there
    /// (``iOS10Screen()``).
    ///
    /// ```swift
    /// let window = Screen(size: Size(width: 393, height: 852), safeAreaInsets: EdgeInsets(top: 59, left: 0, bottom:
    ///     34, right: 0))
    /// window.window(on: UIKitRelease(26)).metrics.navigationBarHeight   // 54
    /// ```
    ///
    /// - Parameters:
    ///   - release: The release.
    ///   - family: The window's idiom.
    ///   - designRequiresCompatibility: `UIDesignRequiresCompatibility` (honoured on 26 only).
    /// - Returns: The window with the release's bars.
    public func window(
        on release: UIKitRelease, family: DeviceFamily,
        designRequiresCompatibility: Bool = false
    ) -> Screen {
        var screen = self
        screen.release = release
        screen.designRequiresCompatibility =
            release.honoursDesignCompatibility(designRequiresCompatibility)
        if release >= .iOS11 {
            ReleaseMetrics.bars(
                &screen.metrics, insetClass: nil, family: family, landscape: size.width > size.height,
                release: release, designRequiresCompatibility: designRequiresCompatibility)
        }
        return screen
    }

    /// The rules the app on this screen runs under: ``release``'s variants, or, where the app sets
    /// `UIDesignRequiresCompatibility` and the release honours it (``designRequiresCompatibility``),
    /// ``RuleVariants/requiringDesignCompatibility()``'s.
    ///
    /// ```swift
    /// try DeviceCatalog.device(named: "iPhone 16")!.screen(orientation: .portrait, release: UIKitRelease(26),
    ///     designRequiresCompatibility: true).variants.separatorTrailing   // .cellEdge
    /// ```
    public var variants: RuleVariants {
        release.variants(designRequiresCompatibility: designRequiresCompatibility)
    }
}
