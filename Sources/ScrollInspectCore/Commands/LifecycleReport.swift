import ScrollInsets

/// `scroll-inspect lifecycle`: the callbacks of pushing the last controller of a navigation
/// stack, with the `safeAreaInsets` each observes.
struct LifecycleReport {
    var file: String
    var index: Int
    var screen: Screen
    var events: [LifecycleEvent]

    var text: String {
        var lines = ["\(file) #\(index): \(screen.device?.name ?? "custom window") \(screen.orientation.rawValue), push"]
        let width = events.map(\.controllerPath.count).max() ?? 0
        let callbackWidth = events.map(\.callback.rawValue.count).max() ?? 0
        let numberWidth = String(events.count).count
        for (number, event) in events.enumerated() {
            let label = String(number + 1) + "."
            let padded = String(repeating: " ", count: numberWidth + 1 - label.count) + label
            let path = event.controllerPath + String(repeating: " ", count: width - event.controllerPath.count)
            let callback = event.callback.rawValue + String(repeating: " ", count: callbackWidth - event.callback.rawValue.count)
            lines.append("  \(padded) \(path)  \(callback)  safeAreaInsets \(TextFormatting.insets(event.safeAreaInsets))")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    static func json(_ reports: [LifecycleReport]) -> JSONValue {
        .object([("format", 1), ("lifecycles", .array(reports.map { report in
            .object([("file", .string(report.file)), ("index", .number(Double(report.index))),
                     ("device", .string(report.screen.device?.name)), ("orientation", .string(report.screen.orientation.rawValue)),
                     ("events", .array(report.events.map { event in
                         .object([("controller", .string(event.controllerPath)), ("callback", .string(event.callback.rawValue)),
                                  ("safeAreaInsets", .insets(event.safeAreaInsets))])
                     }))])
        }))])
    }
}
