import ScrollInsets

/// `scroll-inspect lifecycle`: the callbacks of pushing the last controller of a navigation
/// stack, with the `safeAreaInsets` each observes.
package struct LifecycleReport {
    var file: String
    var index: Int
    var screen: Screen
    var events: [LifecycleEvent]

    /// The report of `file`'s scene `index` on `screen`, its push's `events` in order.
    package init(file: String, index: Int, screen: Screen, events: [LifecycleEvent]) {
        self.file = file
        self.index = index
        self.screen = screen
        self.events = events
    }

    package var text: String {
        var lines = [
            "\(file) #\(index): \(screen.device?.name ?? "custom window") \(screen.orientation.rawValue), push"
        ]
        let width = events.map(\.controllerPath.count).max() ?? 0
        let callbackWidth = events.map(\.callback.rawValue.count).max() ?? 0
        let numberWidth = String(events.count).count
        for (number, event) in events.enumerated() {
            let label = String(number + 1) + "."
            let padded = String(repeating: " ", count: numberWidth + 1 - label.count) + label
            let path = event.controllerPath + String(repeating: " ", count: width - event.controllerPath.count)
            let callback =
                event.callback.rawValue + String(repeating: " ", count: callbackWidth - event.callback.rawValue.count)
            lines.append(
                "  \(padded) \(path)  \(callback)  safeAreaInsets \(TextFormatting.insets(event.safeAreaInsets))")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// One push, as an element of `lifecycles`.
    package func write(into json: inout JSONWriter) {
        json.openObject()
        json.key("file"); json.string(file)
        json.key("index"); json.number(index)
        json.key("device"); json.string(screen.device?.name)
        json.key("orientation"); json.string(screen.orientation.rawValue)
        json.key("events")
        json.openArray()
        for event in events {
            json.nextElement()
            json.openObject()
            json.key("controller"); json.string(event.controllerPath)
            json.key("callback"); json.string(event.callback.rawValue)
            json.key("safeAreaInsets"); json.insets(event.safeAreaInsets)
            json.closeObject()
        }
        json.closeArray()
        json.closeObject()
    }
}
