import ScrollInsets

/// The devices and orientations a run puts each scene on (`--device`, `--orientation`).
struct Matrix {
    /// `nil`: each scene's own device.
    var devices: [Device]?
    /// `nil`: each scene's own orientation; otherwise the named ones (`[]` with `all`: every
    /// orientation the device supports).
    var orientations: [Orientation]?
    var allOrientations = false

    init(device: String?, orientation: String?) throws(UsageError) {
        if let device {
            if device == "all" {
                devices = DeviceCatalog.all
            } else if let found = DeviceCatalog.device(named: device) {
                devices = [found]
            } else {
                var message = "unknown device '\(device)' for '--device'"
                if let guess = SpellingSuggestion.closest(to: device, among: DeviceCatalog.allNames) { message += "; did you mean '\(guess)'?" }
                throw UsageError(message: message + " (run 'scroll-inspect devices' for the catalog, or use 'all')")
            }
        }
        if let orientation {
            if orientation == "all" {
                allOrientations = true
            } else if let found = Orientation(rawValue: orientation) {
                orientations = [found]
            } else {
                var message = "unknown orientation '\(orientation)' for '--orientation'"
                if let guess = SpellingSuggestion.closest(to: orientation, among: Orientation.allCases.map(\.rawValue)) { message += "; did you mean '\(guess)'?" }
                throw UsageError(message: message + "; expected \(Orientation.allCases.map(\.rawValue).joined(separator: ", ")) or all")
            }
        }
    }

    /// Whether the run overrides anything.
    var isIdentity: Bool { devices == nil && orientations == nil && !allOrientations }

    /// The (device, orientation) pairs for a scene; pairs a device does not support are left
    /// out and listed in `skipped`.
    func placements(for scene: FixtureScene) -> (pairs: [(Device?, Orientation)], skipped: [String]) {
        let devices: [Device?] = self.devices ?? [scene.device]
        var pairs: [(Device?, Orientation)] = []
        var skipped: [String] = []
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
                pairs.append((self.devices == nil ? nil : device, orientation))
            }
        }
        return (pairs, skipped)
    }
}
