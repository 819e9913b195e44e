import ScrollInsets
import ScrollInsetsFormats

/// The devices, orientations and releases a run puts each scene on (`--device`,
/// `--orientation`, `--ios`).
struct Matrix {
    /// `nil`: each scene's own device.
    var devices: [Device]?
    /// `nil`: each scene's own orientation; otherwise the named ones (`[]` with `all`: every
    /// orientation the device supports).
    var orientations: [Orientation]?
    var allOrientations = false
    /// `--ios`: `nil` for each scene's own release.
    var release: ReleaseChoice?
    /// A configuration's `ios` list of several releases: each scene on each, in this order
    /// (empty: ``release`` decides).
    var releases: [UIKitRelease] = []

    /// No override: each scene on its own device, orientation and release.
    static var identity: Matrix { Matrix() }

    private init() {}

    init(device: String?, orientation: String?, release: ReleaseChoice? = nil) throws(UsageError) {
        if case .list(let releases) = release {
            // `--ios 18,26`: each scene on each, as a configuration's `ios` list.
            self.releases = releases
        } else {
            self.release = release
        }
        if let device {
            if device == "all" {
                devices = DeviceCatalog.all
            } else if let found = DeviceCatalog.device(named: device) {
                devices = [found]
            } else {
                var message = "unknown device '\(device)' for '--device'"
                if let guess = SpellingSuggestion.closest(to: device, among: DeviceCatalog.allNames) {
                    message += "; did you mean '\(guess)'?"
                }
                throw UsageError(message: message + " (run 'scroll-inspect devices' for the catalog, or use 'all')")
            }
        }
        // One device and one release, both on the command line, that do not go together: the
        // command line's error, not the fixture's `device:` line's.
        if let only = devices, only.count == 1, let wanted = release?.release, only[0].release(matching: wanted) == nil
        {
            let reason = ModelError.releaseNotSupported(
                device: only[0].name, release: wanted, first: only[0].firstRelease, last: only[0].lastRelease)
            throw UsageError(message: "'--device' and '--ios' do not go together: \(reason.description)")
        }
        if let orientation {
            if orientation == "all" {
                allOrientations = true
            } else if let found = Orientation(rawValue: orientation) {
                orientations = [found]
            } else {
                var message = "unknown orientation '\(orientation)' for '--orientation'"
                if let guess = SpellingSuggestion.closest(to: orientation, among: Orientation.allCases.map(\.rawValue))
                {
                    message += "; did you mean '\(guess)'?"
                }
                throw UsageError(
                    message: message
                        + "; expected \(Orientation.allCases.map(\.rawValue).joined(separator: ", ")) or all")
            }
        }
    }

    /// Whether the run overrides anything.
    var isIdentity: Bool {
        devices == nil && orientations == nil && !allOrientations && release == nil && releases.isEmpty
    }

    /// The screens a scene is put on (device, orientation, release); the screens a device does
    /// not support are left out and listed: in `skipped` an orientation it does not rotate to,
    /// in `withoutFigures` (with `--ios all`) a release it runs but has no figures for, in
    /// `notRun` a release of a configuration's `ios` list that the device does not run.
    func screens(
        for scene: FixtureScene
    ) -> (
        screens: [ScreenChoice], skipped: [String], withoutFigures: [String],
        notRun: [(device: String, release: UIKitRelease)]
    ) {
        let devices: [Device?] = self.devices ?? [scene.device]
        var screens: [ScreenChoice] = []
        var skipped: [String] = []
        var missing: [(device: Device, orientation: Orientation, release: UIKitRelease)] = []
        var notRun: [(device: String, release: UIKitRelease)] = []
        // A scene's own `ios` put on several devices (`--device all`) is requested as `--ios` is: the
        // devices that do not run it are noted, not errors (README, Choosing a release).
        let own = (self.devices?.count ?? 0) > 1 ? scene.release : nil
        for device in devices {
            let orientations: [Orientation]
            if allOrientations {
                orientations = device?.supportedOrientations ?? [scene.orientation]
            } else {
                orientations = self.orientations ?? [scene.orientation]
            }
            for orientation in orientations {
                if let device, device.metrics(for: orientation) == nil, !isIdentity {
                    skipped.append("\(device.name) \(orientation.rawValue)")
                    continue
                }
                // An orientation no source gives figures for (the iPhone Duo's cover in landscape).
                if let device, device.metrics(for: orientation)?.unsourced != nil,
                    self.devices != nil || allOrientations
                {
                    missing.append((device, orientation, release?.release ?? own ?? device.defaultRelease))
                    continue
                }
                var screen = ScreenChoice(
                    device: self.devices == nil ? nil : device,
                    orientation: isIdentity ? nil : orientation, release: release?.release)
                guard release == .all, let device else {
                    // `--ios N` or a configuration's `ios`: each release the device runs, a major
                    // version as the device's release of it (``Device/release(matching:)``). One of
                    // several devices the run brings (`--device all`, `devices: [A, B]`) that does not
                    // run it is skipped and noted once; so is any device for a list of releases. One
                    // device and one release: the user asked for that screen, an error.
                    let requested = releases.isEmpty ? [release?.release ?? own].compactMap { $0 } : releases
                    if requested.isEmpty {
                        screens.append(screen)
                        continue
                    }
                    for wanted in requested {
                        guard let device = device ?? scene.device else {
                            screen.release = wanted
                            screens.append(screen)
                            continue
                        }
                        // Several devices (`all`, a list): those that do not run it are noted.
                        let brought = (self.devices?.count ?? 0) > 1 || !releases.isEmpty
                        if let resolved = device.release(matching: wanted) {
                            // A device the run brings, without sourced figures on the release: skipped.
                            if brought, !resolved.isIOS10CompatibilityMode,
                                (try? device.metrics(
                                    for: orientation, release: resolved,
                                    designRequiresCompatibility: scene.designRequiresCompatibility)) == nil
                            {
                                missing.append((device, orientation, resolved))
                                continue
                            }
                            screen.release = resolved
                            screens.append(screen)
                        } else if brought {
                            if !notRun.contains(where: { $0 == (device.name, wanted) }) {
                                notRun.append((device.name, wanted))
                            }
                        } else {
                            screen.release = wanted
                            screens.append(screen)
                        }
                    }
                    continue
                }
                for release in device.releases {
                    do throws(ModelError) {
                        _ = try device.metrics(
                            for: orientation, release: release,
                            designRequiresCompatibility: scene.designRequiresCompatibility)
                        screen.release = release
                        screens.append(screen)
                    } catch {
                        missing.append((device, orientation, release))
                    }
                }
            }
        }
        return (screens, skipped, Self.describe(missing), notRun)
    }

    /// The screens without figures, a device's release once when no orientation of the device
    /// has figures on it: `iPad (9th generation) iOS 26`, `iPhone Air landscapeLeft iOS 27`.
    static func describe(_ missing: [(device: Device, orientation: Orientation, release: UIKitRelease)]) -> [String] {
        var names: [String] = []
        for (device, orientation, release) in missing {
            let same = missing.filter { $0.device.name == device.name && $0.release == release }
            if same.count == device.supportedOrientations.count {
                if same.first?.orientation == orientation { names.append("\(device.name) iOS \(release)") }
            } else {
                names.append("\(device.name) \(orientation.rawValue) iOS \(release)")
            }
        }
        return names
    }
}

/// The screen a run puts a scene on: a device, an orientation and a release, each `nil` for the
/// scene's own.
struct ScreenChoice: Sendable {
    var device: Device?
    var orientation: Orientation?
    var release: UIKitRelease?
}
