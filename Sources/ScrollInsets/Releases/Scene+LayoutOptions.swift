extension Scene {
    /// Lays the scene out under the rules of `options`: the ``RuleVariants`` its release
    /// selects, or, where the screen's app sets `UIDesignRequiresCompatibility` and the release
    /// honours it (``Screen/designRequiresCompatibility``), those of
    /// ``RuleVariants/requiringDesignCompatibility()`` (``Screen/variants``).
    ///
    /// Under iOS 10 (``RuleVariants/BarInsets/layoutGuides``): no view has a safe area; each controller reports its
    /// ``ResolvedController/layoutGuides``; `automaticallyAdjustsScrollViewInsets` writes the
    /// guides into the content scroll view's `contentInset` and `adjustedContentInset ==
    /// contentInset`; on a 375 × 812 pt phone the app is letterboxed on the iPhone 8's screen
    /// (``Layout/letterboxFrame``). See docs/ios10-migration.md.
    ///
    /// ```swift
    /// let legacy = try scene.layout(options: LayoutOptions(system: .iOS10))
    /// legacy.controller(path: "tabs/nav/feed")?.layoutGuides  // LayoutGuides(top: 64, bottom: 49) on iPhone 8
    /// ```
    ///
    /// - Throws: what ``layout()`` throws, what ``VerticalBarBehaviorRule/check(_:)`` throws, and
    ///   ``ModelError/noIOS10CompatibilityFrame(device:)`` when
    ///   the device has no known iOS 10 compatibility frame (``Screen/iOS10Screen()``), and what
    ///   ``KeyboardPlacement/resolve(_:screen:release:)`` throws for the scene's keyboard.
    /// - Complexity: O(*n*), as ``layout()``.
    public func layout(options: LayoutOptions) throws(ModelError) -> Layout {
        var scene = self
        var letterbox: Rect?
        let release = options.release ?? screen.release
        scene.screen.release = release
        // `UIDesignRequiresCompatibility` holds only where the release honours it (iOS 26).
        scene.screen.designRequiresCompatibility =
            release.honoursDesignCompatibility(screen.designRequiresCompatibility)
        let variants = scene.screen.variants
        if variants.letterboxing == .tallPhonesLetterboxed {
            let legacy = try screen.iOS10Screen()
            scene.screen = legacy.screen
            scene.screen.release = release
            scene.screen.designRequiresCompatibility = false
            letterbox = legacy.letterboxFrame
        }
        if barsMinimized && variants.barMinimization == .none { throw .barMinimizationNotAvailable(release) }
        try VerticalBarBehaviorRule.check(scene)
        // Before the walk: pins to the keyboard layout guide follow the keyboard.
        let resolvedKeyboard = try keyboard.map { (keyboard) throws(ModelError) in
            try KeyboardPlacement.resolve(keyboard, screen: scene.screen, release: release)
        }
        var resolver = Resolver(scene: scene, variants: variants, keyboard: resolvedKeyboard)
        try resolver.run()
        var layout = Layout(screen: scene.screen, layoutDirection: layoutDirection, storage: resolver.storage())
        layout.release = release
        layout.letterboxFrame = letterbox
        layout.barsMinimized = barsMinimized
        layout.reservedRegions = try ReservedRegionRules.regions(screen: scene.screen, fold: fold, variants: variants)
        layout.keyboard = resolvedKeyboard
        if resolvedKeyboard != nil { layout.adjustTablesForKeyboard() }
        return layout
    }
}
