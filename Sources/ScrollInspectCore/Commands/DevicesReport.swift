import ScrollInsets

/// `scroll-inspect devices`: the catalog as a table or as JSON.
public enum DevicesReport {
    /// One line per device and orientation: size, scale, window safe area, status bar, bars, margins.
    public static func text(_ devices: [Device] = DeviceCatalog.all) -> String {
        var rows: [[String]] = [["device", "orientation", "size", "scale", "safe area", "status bar", "nav / large", "tab", "toolbar", "min margins", "Unity safeArea (px)"]]
        for device in devices {
            for orientation in device.supportedOrientations {
                guard let screen = try? device.screen(orientation: orientation),
                      let metrics = device.metrics(for: orientation) else { continue }
                let large = metrics.largeTitleNavigationBarHeight.map(formatPoints) ?? "-"
                let margins = metrics.systemMinimumLayoutMargins
                rows.append([device.name, orientation.rawValue, TextFormatting.size(screen.size), formatPoints(device.scale) + "x",
                             TextFormatting.insets(screen.safeAreaInsets),
                             screen.statusBarHeight > 0 ? formatPoints(screen.statusBarHeight) : "hidden",
                             "\(formatPoints(metrics.navigationBarHeight)) / \(large)", formatPoints(metrics.tabBarHeight),
                             formatPoints(metrics.toolbarHeight),
                             "\(formatPoints(margins.leading)), \(formatPoints(margins.trailing))",
                             TextFormatting.rect(screen.unitySafeArea(scale: device.scale))])
            }
        }
        return table(rows)
    }

    /// The catalog as JSON: `{"format": 1, "devices": [...]}`.
    public static func json(_ devices: [Device] = DeviceCatalog.all) -> JSONValue {
        .object([("format", .number(1)), ("devices", .array(devices.map(device)))])
    }

    static func device(_ device: Device) -> JSONValue {
        let orientations: [JSONValue] = device.supportedOrientations.compactMap { orientation in
            guard let screen = try? device.screen(orientation: orientation),
                  let metrics = device.metrics(for: orientation) else { return nil }
            let margins = metrics.systemMinimumLayoutMargins
            return .object([
                ("orientation", .string(orientation.rawValue)), ("screen", .size(screen.size)),
                ("safeAreaInsets", .insets(screen.safeAreaInsets)), ("hardwareInsets", .insets(metrics.hardwareInsets)),
                ("unitySafeArea", .rect(screen.unitySafeArea(scale: device.scale))),
                ("statusBarHeight", .number(screen.statusBarHeight)),
                ("navigationBarHeight", .number(metrics.navigationBarHeight)),
                ("largeTitleNavigationBarHeight", metrics.largeTitleNavigationBarHeight.map { .number($0) } ?? .null),
                ("tabBarHeight", .number(metrics.tabBarHeight)), ("toolbarHeight", .number(metrics.toolbarHeight)),
                ("systemMinimumLayoutMargins", .object([("top", .number(margins.top)), ("leading", .number(margins.leading)),
                                                        ("bottom", .number(margins.bottom)), ("trailing", .number(margins.trailing))])),
            ])
        }
        return .object([("name", .string(device.name)), ("aliases", .strings(device.aliases)),
                        ("family", .string(device.family.rawValue)), ("portraitSize", .size(device.portraitSize)),
                        ("scale", .number(device.scale)), ("orientations", .array(orientations)),
                        ("sources", .strings(device.sources))])
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
