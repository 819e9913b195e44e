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
        if requested == .iOS10 || runs(requested) { return requested }
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

    /// The figures of `orientation` on `release`, or `nil` where the device does not rotate
    /// there.
    ///
    /// - Throws: ``ModelError/releaseNotModelled(_:)`` for a release the model has no rules
    ///   for; ``ModelError/releaseNotSupported(device:release:first:last:)`` where the
    ///   device does not run `release`; ``ModelError/missingFigures(device:release:what:)``
    ///   where no source gives the release's figures.
    public func metrics(for orientation: Orientation, release: UIKitRelease,
                        designRequiresCompatibility: Bool = false) throws(ModelError) -> OrientationMetrics? {
        guard release.isModelled else { throw .releaseNotModelled(release) }
        guard runs(release) else {
            throw .releaseNotSupported(device: name, release: release, first: firstRelease, last: lastRelease)
        }
        guard let base = metrics(for: orientation) else { return nil }
        do {
            return try ReleaseMetrics.metrics(base, insetClass: insetClass, family: family,
                                              landscape: orientation.isLandscape, release: release,
                                              designRequiresCompatibility: designRequiresCompatibility)
        } catch {
            throw .missingFigures(device: name, release: release, what: error.what)
        }
    }
}

extension UIKitRelease {
    /// The major releases the model has rules for: 10 through 18, 26 and 27 (there is no iOS
    /// 19–25: Apple numbered the 2025 release 26).
    public static let modelled: [UIKitRelease] = (10...18).map { UIKitRelease($0) } + [UIKitRelease(26), UIKitRelease(27)]

    /// The modelled releases in words, for messages: "10–18, 26 and 27".
    public static let modelledRange = "10–18, 26 and 27"

    /// Whether the model has rules for the release's major version (``modelled``).
    public var isModelled: Bool { UIKitRelease.modelled.contains { $0.major == major } }
}
