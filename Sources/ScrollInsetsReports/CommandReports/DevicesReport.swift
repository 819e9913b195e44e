import ScrollInsets

/// `scroll-inspect devices`: the catalog as a table or as JSON.
package enum DevicesReport {
    /// One line per device and orientation: size, scale, window safe area, status bar, bars, margins.
    ///
    /// - Parameters:
    ///   - devices: The devices, in order.
    ///   - release: `nil`: every figure of a row on its device's default release, which the
    ///     `ios` column names; a release (`devices --ios 26`): every figure on that release,
    ///     named once above the table (no `ios` column), and after the table one line per
    ///     device that does not run it or has no figures for it, saying so.
    package static func text(_ devices: [Device] = DeviceCatalog.all, release: UIKitRelease? = nil) -> String {
        var header = [
            "device", "orientation", "size", "scale", "safe area", "status bar", "nav / large", "tab", "toolbar",
            "min margins", "Unity safeArea (px)",
        ]
        if release == nil { header.insert("ios", at: 2) }
        var rows: [[String]] = [header]
        var unavailable: [String] = []
        for device in devices {
            for orientation in device.sourcedOrientations {
                guard let (screen, metrics) = figures(device, orientation, release: release, problems: &unavailable)
                else { continue }
                let large = metrics.largeTitleNavigationBarHeight.map(formatPoints) ?? "-"
                let margins = metrics.systemMinimumLayoutMargins
                var row = [
                    device.name, orientation.rawValue, TextFormatting.size(screen.size),
                    formatPoints(device.scale) + "x",
                    TextFormatting.insets(screen.safeAreaInsets),
                    screen.statusBarHeight > 0 ? formatPoints(screen.statusBarHeight) : "hidden",
                    "\(formatPoints(metrics.navigationBarHeight)) / \(large)", formatPoints(metrics.tabBarHeight),
                    formatPoints(metrics.toolbarHeight),
                    "\(formatPoints(margins.leading)), \(formatPoints(margins.trailing))",
                    TextFormatting.rect(screen.unitySafeArea(scale: device.scale)),
                ]
                if release == nil { row.insert(screen.release.description, at: 2) }
                rows.append(row)
            }
        }
        guard let release else { return table(rows) }
        let missing =
            unavailable.isEmpty ? "" : "\nnot on iOS \(release):\n" + unavailable.map { "  " + $0 + "\n" }.joined()
        return "iOS \(release)\n" + table(rows) + missing
    }

    /// The screen and figures of a device in an orientation, all on `release` or (`nil`) on
    /// the device's ``Device/defaultRelease``; `nil` when there are none, with the reason
    /// added to `problems` once.
    static func figures(
        _ device: Device, _ orientation: Orientation, release: UIKitRelease?,
        problems: inout [String]
    ) -> (Screen, OrientationMetrics)? {
        do throws(ModelError) {
            let screen = try device.screen(orientation: orientation, release: release ?? device.defaultRelease)
            return (screen, screen.metrics)
        } catch {
            if !problems.contains(error.description) { problems.append(error.description) }
            return nil
        }
    }

    /// The catalog as JSON, `{"format": 1, "devices": [...]}`, and a line break; without a
    /// release, each device's figures on its default release, named by `"ios"` after
    /// `scale`; with a release, `"ios"` after `format`, each device's figures on it, and per device
    /// `"unavailable"`: `null`, or why it has no figures (it does not run the release, or none
    /// are sourced).
    package static func json(_ devices: [Device] = DeviceCatalog.all, release: UIKitRelease? = nil) -> String {
        var json = JSONWriter()
        json.openObject()
        json.key("format"); json.number(1)
        if let release { json.key("ios"); json.string(release.description) }
        json.key("devices")
        json.openArray()
        for device in devices {
            json.nextElement()
            write(device, release: release, into: &json)
        }
        json.closeArray()
        json.closeObject()
        json.raw("\n")
        return json.text()
    }

    static func write(_ device: Device, release: UIKitRelease?, into json: inout JSONWriter) {
        var problems: [String] = []
        json.openObject()
        json.key("name"); json.string(device.name)
        json.key("aliases"); json.strings(device.aliases)
        json.key("family"); json.string(device.family.rawValue)
        json.key("portraitSize"); json.size(device.portraitSize)
        json.key("scale"); json.number(device.scale)
        if release == nil { json.key("ios"); json.string(device.defaultRelease.description) }
        json.key("orientations")
        json.openArray()
        for orientation in device.sourcedOrientations {
            guard let (screen, metrics) = figures(device, orientation, release: release, problems: &problems) else {
                continue
            }
            let margins = metrics.systemMinimumLayoutMargins
            json.nextElement()
            json.openObject()
            json.key("orientation"); json.string(orientation.rawValue)
            json.key("screen"); json.size(screen.size)
            json.key("safeAreaInsets"); json.insets(screen.safeAreaInsets)
            json.key("hardwareInsets"); json.insets(metrics.hardwareInsets)
            json.key("unitySafeArea"); json.rect(screen.unitySafeArea(scale: device.scale))
            json.key("statusBarHeight"); json.number(screen.statusBarHeight)
            json.key("navigationBarHeight"); json.number(metrics.navigationBarHeight)
            json.key("largeTitleNavigationBarHeight")
            if let height = metrics.largeTitleNavigationBarHeight { json.number(height) } else { json.null() }
            json.key("tabBarHeight"); json.number(metrics.tabBarHeight)
            json.key("toolbarHeight"); json.number(metrics.toolbarHeight)
            json.key("systemMinimumLayoutMargins")
            json.beginLine(UInt8(ascii: "{"))
            json.lineKey("top"); json.number(margins.top)
            json.lineKey("leading"); json.number(margins.leading)
            json.lineKey("bottom"); json.number(margins.bottom)
            json.lineKey("trailing"); json.number(margins.trailing)
            json.endLine(UInt8(ascii: "}"))
            json.closeObject()
        }
        json.closeArray()
        if release != nil {
            json.key("unavailable"); json.string(problems.isEmpty ? nil : problems.joined(separator: "; "))
        }
        json.key("sources"); json.strings(device.sources)
        json.closeObject()
    }

    /// Columns padded to their widest cell, two spaces apart.
    static func table(_ rows: [[String]]) -> String {
        var widths = [Int](repeating: 0, count: rows.first?.count ?? 0)
        for row in rows {
            for (index, cell) in row.enumerated() { widths[index] = max(widths[index], cell.count) }
        }
        return rows.map { row in
            row.enumerated().map { index, cell in
                index == row.count - 1 ? cell : cell + String(repeating: " ", count: widths[index] - cell.count)
            }.joined(separator: "  ")
        }.joined(separator: "\n") + "\n"
    }
}
