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

    static func json(_ reports: [DiffReport]) -> JSONValue {
        .object([("format", 1), ("diffs", .array(reports.map(\.json)))])
    }

    var json: JSONValue {
        let difference = self.difference
        func changes(_ list: [PropertyChange]) -> JSONValue {
            .array(list.map { .object([("property", .string($0.property.rawValue)), ("before", Self.json($0.before)), ("after", Self.json($0.after))]) })
        }
        return .object([
            ("file", .string(file)), ("index", .number(Double(index))), ("device", .string(after.screen.device?.name)),
            ("orientation", .string(after.screen.orientation.rawValue)),
            ("from", .string(systems.0.rawValue)), ("to", .string(systems.1.rawValue)),
            ("letterboxFrame", (before.letterboxFrame ?? after.letterboxFrame).map(JSONValue.rect) ?? .null),
            ("controllers", .array(difference.controllers.map { .object([("path", .string($0.path)), ("changes", changes($0.changes))]) })),
            ("views", .array(difference.views.map { .object([("path", .string($0.path)), ("changes", changes($0.changes)),
                                                             ("explanations", .strings($0.explanations))]) })),
        ])
    }

    static func json(_ value: LayoutValue) -> JSONValue {
        switch value {
        case .rect(let rect): return .rect(rect)
        case .insets(let insets): return .insets(insets)
        case .point(let point): return .point(point)
        }
    }
}
