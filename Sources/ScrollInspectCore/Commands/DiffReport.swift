import ScrollInsets

/// `scroll-inspect diff --ios 10 --ios 11`: what moves between two systems for one scene.
struct DiffReport {
    var file: String
    var index: Int
    var before: Layout
    var after: Layout
    var systems: (SystemVersion, SystemVersion)

    var difference: LayoutDifference { LayoutComparison.compare(before, after) }

    static func label(_ system: SystemVersion) -> String {
        system == .iOS10 ? "iOS 10" : "iOS 11"
    }

    /// The text form: a header, then per changed view or controller its changes and why.
    var text: String {
        let screen = after.screen
        var lines = ["\(file) #\(index): \(screen.device?.name ?? "custom window") \(screen.orientation.rawValue), \(Self.label(systems.0)) → \(Self.label(systems.1))"]
        if let letterbox = before.letterboxFrame ?? after.letterboxFrame {
            lines.append("  letterboxed at \(TextFormatting.rect(letterbox)) under iOS 10")
        }
        let difference = self.difference
        if difference.isEmpty { lines.append("  nothing moves") }
        for controller in difference.controllers {
            lines.append("  \(controller.path) (controller)")
            lines += controller.changes.map { change in
                // Under iOS 10 a controller has layout guides, not a safe area: say so.
                if change.property == .safeAreaInsets, before.options.system == .iOS10, case .insets(let guides) = change.before {
                    return "    layout guides (top \(formatPoints(guides.top)), bottom \(formatPoints(guides.bottom))) → safeAreaInsets \(Self.value(change.after))"
                }
                return "    " + Self.describe(change)
            }
        }
        for view in difference.views {
            lines.append("  \(view.path)")
            lines += view.changes.map { "    " + Self.describe($0) }
            lines += view.explanations.map { "    → " + $0 }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    static func describe(_ change: PropertyChange) -> String {
        "\(change.property.rawValue) \(value(change.before)) → \(value(change.after))"
    }

    static func value(_ value: LayoutValue) -> String {
        switch value {
        case .rect(let rect): return TextFormatting.rect(rect)
        case .insets(let insets): return TextFormatting.insets(insets)
        case .point(let point): return TextFormatting.point(point)
        }
    }

    /// One scene's differences, as an element of `diffs`.
    func write(into json: inout JSONWriter) {
        let difference = self.difference
        json.openObject()
        json.key("file"); json.string(file)
        json.key("index"); json.number(index)
        json.key("device"); json.string(after.screen.device?.name)
        json.key("orientation"); json.string(after.screen.orientation.rawValue)
        json.key("from"); json.string(systems.0.rawValue)
        json.key("to"); json.string(systems.1.rawValue)
        json.key("letterboxFrame"); json.rect(before.letterboxFrame ?? after.letterboxFrame)
        json.key("controllers")
        json.openArray()
        for controller in difference.controllers {
            json.nextElement()
            json.openObject()
            json.key("path"); json.string(controller.path)
            json.key("changes"); Self.write(controller.changes, into: &json)
            json.closeObject()
        }
        json.closeArray()
        json.key("views")
        json.openArray()
        for view in difference.views {
            json.nextElement()
            json.openObject()
            json.key("path"); json.string(view.path)
            json.key("changes"); Self.write(view.changes, into: &json)
            json.key("explanations"); json.strings(view.explanations)
            json.closeObject()
        }
        json.closeArray()
        json.closeObject()
    }

    static func write(_ changes: [PropertyChange], into json: inout JSONWriter) {
        json.openArray()
        for change in changes {
            json.nextElement()
            json.openObject()
            json.key("property"); json.string(change.property.rawValue)
            json.key("before"); write(change.before, into: &json)
            json.key("after"); write(change.after, into: &json)
            json.closeObject()
        }
        json.closeArray()
    }

    static func write(_ value: LayoutValue, into json: inout JSONWriter) {
        switch value {
        case .rect(let rect): json.rect(rect)
        case .insets(let insets): json.insets(insets)
        case .point(let point): json.point(point)
        }
    }
}
