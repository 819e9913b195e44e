extension Device {
    /// Whether the device runs `release`: from its first release (major and minor) through
    /// its last major release.
    public func runs(_ release: UIKitRelease) -> Bool {
        release >= firstRelease && release.major <= lastRelease
    }

    /// The release that a request for `requested` lays the device out on, or `nil` where the
    /// device does not run it.
    ///
    /// A major version alone (minor 0: `18`, as `--ios 18` or `ios: 18` say it) means the newest
    /// modelled release of that major the device runs: its first release when it first ran a
    /// later minor (`18` on the iPhone 16e, which shipped with 18.3, is 18.3), else the major
    /// itself. A minor that is given (`18.4`) stays exact. iOS 10, the compatibility mode, is
    /// accepted on every device.
    ///
    /// ```swift
    /// DeviceCatalog.device(named: "iPhone 16e")!.release(matching: UIKitRelease(18))      // 18.3
    /// DeviceCatalog.device(named: "iPhone 16e")!.release(matching: UIKitRelease(18, 1))   // nil
    /// DeviceCatalog.device(named: "iPhone 6")!.release(matching: UIKitRelease(26))       // nil
    /// ```
    public func release(matching requested: UIKitRelease) -> UIKitRelease? {
        if requested.isIOS10CompatibilityMode || runs(requested) { return requested }
        if requested.minor == 0, requested.major == firstRelease.major { return firstRelease }
        return nil
    }

    /// The releases the model knows and the device runs, oldest first: 10–18, 26 and 27.
    public var releases: [UIKitRelease] {
        UIKitRelease.modelled.filter { (firstRelease.major...lastRelease).contains($0.major) }
            .map { $0.major == firstRelease.major ? firstRelease : $0 }
    }

    /// The release a scene on this device gets when it names none: the newest release the
    /// device runs whose figures are sourced — 26 on phones that run it (27's bars are
    /// assumed), the device's last release on older phones, 18 on home-button iPads (no
    /// figures for 26), 26 on home-indicator iPads (none for 27); a device that first runs a
    /// later release gets its first (27 on the iPhone 18 Pro). docs/releases.md.
    public var defaultRelease: UIKitRelease {
        let newest = insetClass == .homeButtonPad ? 18 : 26
        let major = min(lastRelease, newest)
        return major <= firstRelease.major ? firstRelease : UIKitRelease(major)
    }

    /// Whether a scene on this device may be laid out on `release`: a modelled release the
    /// device runs, or release 10, the iOS 10 compatibility mode, on any device
    /// (``UIKitRelease/check(on:)``).
    public func accepts(_ release: UIKitRelease) -> Bool {
        release.isModelled && (release.isIOS10CompatibilityMode || runs(release))
    }

    /// The release whose figures the iOS 10 compatibility mode (release `10`: an app built with
    /// the iOS 10 SDK, laid out with layout guides) is shown with on this device.
    ///
    /// A device that runs iOS 10 shows its iOS 10 figures. Any later device runs such an app on
    /// a newer system, with that system's screen but the bars of the iOS 10 SDK: the model takes
    /// the newest release with the classic bars (``UIKitRelease/lastClassicBars``, 18) that the
    /// device runs, so that the bars are the 44-pt ones the app was built for; a device that
    /// shipped with 26 or later takes its first release. iPhone 8: 16; iPhone X: 16; iPhone SE
    /// (3rd generation): 18.
    public var iOS10CompatibilityFigures: UIKitRelease {
        if runs(.iOS10) { return .iOS10 }
        let newest = releases.last { !$0.isIOS10CompatibilityMode && !$0.variants.bars.isLiquidGlass }
        return newest ?? firstRelease
    }

    /// The figures of `orientation` on `release`, or `nil` where the device does not rotate
    /// there. Release 10, the iOS 10 compatibility mode, has the figures of
    /// ``iOS10CompatibilityFigures`` on every device.
    ///
    /// - Throws: what ``UIKitRelease/check(on:)`` throws for a release the model or the device
    ///   does not have; ``ModelError/missingFigures(device:release:what:)`` where no source
    ///   gives the release's figures.
    public func metrics(
        for orientation: Orientation, release: UIKitRelease,
        designRequiresCompatibility: Bool = false
    ) throws(ModelError) -> OrientationMetrics? {
        try release.check(on: self)
        let figures = release.isIOS10CompatibilityMode ? iOS10CompatibilityFigures : release
        guard let base = metrics(for: orientation) else { return nil }
        if let unsourced = base.unsourced {
            throw .missingFigures(device: name, release: figures, what: unsourced)
        }
        do {
            var metrics = try ReleaseMetrics.metrics(
                base, insetClass: insetClass, family: family,
                landscape: orientation.isLandscape, release: figures,
                designRequiresCompatibility: designRequiresCompatibility, device: name)
            // The vertical-bar column holds bars only where the release has vertical bars.
            if figures.variants.verticalBars == .none { metrics.verticalBarColumn = 0 }
            return metrics
        } catch {
            throw .missingFigures(device: name, release: figures, what: error.what)
        }
    }
}

extension UIKitRelease {
    /// The releases from `first` through the major release `last`, in words: "16 to 27", or
    /// "27.1 and later" when the device first runs a minor release of its last major one (the
    /// iPhone Duo).
    public static func range(first: UIKitRelease, last: Int) -> String {
        first.major == last && first.minor > 0 ? "\(first) and later" : "\(first) to \(last)"
    }

    /// The one check of a release against where a scene is laid out: the model must have rules
    /// for it, and a catalog device must run it, except release 10, the iOS 10 compatibility
    /// mode, which any device shows (``Device/accepts(_:)``). A custom window (`nil`) takes any
    /// modelled release. Made when a screen is made
    /// (``Device/screen(orientation:statusBarHidden:release:designRequiresCompatibility:)``)
    /// and again by ``Scene/layout()``, since ``Screen/release`` can be set by hand.
    ///
    /// - Throws: ``ModelError/releaseNotModelled(_:)``, ``ModelError/releaseNotSupported(device:release:first:last:)``.
    public func check(on device: Device?) throws(ModelError) {
        guard isModelled else { throw .releaseNotModelled(self) }
        if let device, !device.accepts(self) {
            throw .releaseNotSupported(
                device: device.name, release: self, first: device.firstRelease, last: device.lastRelease)
        }
    }
}
