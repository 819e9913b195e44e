import ScrollInsets

/// `scroll-inspect diff --ios 18 --ios 26`: what moves between two releases for one scene, and
/// why on each side (the derivation of each inset that moves, when both sides have a safe area).
package struct DiffReport {
    var file: String
    var index: Int
    var before: Layout
    var after: Layout
    /// `--minimized`: the names of the two states ("expanded", "minimized") on one release, in
    /// place of the releases; `nil` when two releases are compared.
    package var states: (before: String, after: String)? = nil

    /// The report of `file`'s scene `index`, laid out `before` and `after`.
    package init(file: String, index: Int, before: Layout, after: Layout) {
        self.file = file
        self.index = index
        self.before = before
        self.after = after
    }

    /// How the text names the before side: `iOS 26`, or `iOS 27 expanded`.
    var beforeLabel: String { Self.label(before) + (states.map { " " + $0.before } ?? "") }
    /// How the text names the after side.
    var afterLabel: String { Self.label(after) + (states.map { " " + $0.after } ?? "") }

    var difference: LayoutDifference { LayoutComparison.compare(before, after) }

    /// The release a layout was laid out on: `iOS 26`.
    static func label(_ layout: Layout) -> String {
        "iOS \(layout.release)"
    }

    /// The release as JSON's `from` and `to` say it: `iOS10`, `iOS18.4`.
    static func name(_ layout: Layout) -> String {
        "iOS\(layout.release)"
    }

    /// The derivation lines of each edge that moves, on each side: `nil` when a side has no
    /// safe area (iOS 10), whose reasons are the explanations instead.
    func reasons(view path: String) -> (before: [String], after: [String])? {
        guard before.variants.barInsets == .safeAreaInsets, after.variants.barInsets == .safeAreaInsets,
            let old = before.view(path: path), let new = after.view(path: path)
        else { return nil }
        return (Self.derivation(old, changedFrom: new, in: before), Self.derivation(new, changedFrom: old, in: after))
    }

    /// The derivation lines of the edges of `view`'s safe area, margins and adjusted content
    /// inset whose value differs in `other`.
    static func derivation(_ view: ResolvedView, changedFrom other: ResolvedView, in layout: Layout) -> [String] {
        var lines: [String] = []
        let safe = layout.safeAreaDerivation(ofView: view.index)
        for edge in Edge.allCases where view.safeAreaInsets[edge] != other.safeAreaInsets[edge] {
            lines.append(
                TextFormatting.derivationLine(
                    "safeAreaInsets", edge: edge, value: view.safeAreaInsets[edge], terms: safe[edge]))
        }
        for edge in Edge.allCases where view.layoutMargins[edge] != other.layoutMargins[edge] {
            lines.append(
                TextFormatting.derivationLine(
                    "layoutMargins", edge: edge, value: view.layoutMargins[edge],
                    terms: view.layoutMarginsDerivation[edge]))
        }
        if let scroll = view.scroll, let otherScroll = other.scroll {
            for edge in Edge.allCases where scroll.adjustedContentInset[edge] != otherScroll.adjustedContentInset[edge]
            {
                lines.append(
                    TextFormatting.derivationLine(
                        "adjustedContentInset", edge: edge, value: scroll.adjustedContentInset[edge],
                        terms: scroll.derivation[edge]))
            }
        }
        return lines
    }

    /// The text form: a header, then per changed view or controller its changes and why.
    package var text: String {
        let screen = after.screen
        var lines = [
            """
            \(file) #\(index): \(screen.device?.name ?? "custom window") \(screen.orientation.rawValue), \
            \(beforeLabel) → \(afterLabel)
            """
        ]
        if let letterbox = before.letterboxFrame ?? after.letterboxFrame {
            lines.append("  letterboxed at \(TextFormatting.rect(letterbox)) under iOS 10")
        }
        let difference = self.difference
        if difference.isEmpty { lines.append("  nothing moves") }
        for controller in difference.controllers {
            lines.append("  \(controller.path) (controller)")
            lines += controller.changes.map { change in
                // Under iOS 10 a controller has layout guides, not a safe area: say so.
                if change.property == .safeAreaInsets, before.variants.barInsets == .layoutGuides,
                    case .insets(let guides) = change.before
                {
                    return
                        """
                            layout guides (top \(formatPoints(guides.top)), bottom \(formatPoints(guides.bottom))) → \
                        safeAreaInsets \(Self.value(change.after))
                        """
                }
                return "    " + Self.describe(change)
            }
        }
        for view in difference.views {
            lines.append("  \(view.path)")
            lines += view.changes.map { "    " + Self.describe($0) }
            lines += view.explanations.map { "    → " + $0 }
            if let reasons = reasons(view: view.path) {
                lines += reasons.before.map { "    why on \(beforeLabel): " + $0 }
                lines += reasons.after.map { "    why on \(afterLabel): " + $0 }
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    static func describe(_ change: PropertyChange) -> String {
        """
        \(change.property.rawValue)\(change.item.map { " (\($0))" } ?? "") \(value(change.before)) → \
        \(value(change.after))
        """
    }

    static func value(_ value: LayoutValue) -> String {
        switch value {
        case .rect(let rect): return TextFormatting.rect(rect)
        case .insets(let insets): return TextFormatting.insets(insets)
        case .point(let point): return TextFormatting.point(point)
        }
    }

    /// One scene's differences, as an element of `diffs`.
    package func write(into json: inout JSONWriter) {
        let difference = self.difference
        json.openObject()
        json.key("file"); json.string(file)
        json.key("index"); json.number(index)
        json.key("device"); json.string(after.screen.device?.name)
        json.key("orientation"); json.string(after.screen.orientation.rawValue)
        json.key("from"); json.string(Self.name(before) + (states.map { "-" + $0.before } ?? ""))
        json.key("to"); json.string(Self.name(after) + (states.map { "-" + $0.after } ?? ""))
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
            let reasons = reasons(view: view.path)
            json.key("reasons")
            json.openObject()
            json.key("before"); json.strings(reasons?.before ?? [])
            json.key("after"); json.strings(reasons?.after ?? [])
            json.closeObject()
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
            if let item = change.item { json.key("item"); json.string(item) }
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
