import ScrollInsets
import ScrollInsetsFormats

/// The model's derivation of a recorded value: the `--explain` terms of the JSON report that
/// stand behind the value at a ``ReportPath``, as lines to print beside the recorded number.
enum RecordingDerivation {
    /// The edges of an inset, the members of a derivation.
    static let edges: Set<String> = ["top", "left", "bottom", "right"]

    /// The lines of the derivation behind `path` in `scene` (an element of the report's
    /// `scenes`, written with `--explain`), limited to the edges `recorded` names.
    static func lines(for path: ReportPath, in scene: ReportJSONValue, recorded: RecordedNumbers) -> [String] {
        let members = path.steps.map(\.member)
        var blocks: [(label: String, value: ReportJSONValue?)] = []
        switch path.subject {
        case .view:
            guard let explain = (try? path.subjectValue(in: scene))?["explain"] else { return [] }
            switch members.first {
            case "safeAreaInsets", "frame", "frameInWindow": blocks = [("safeAreaInsets", explain["safeAreaInsets"])]
            case "layoutMargins": blocks = [("layoutMargins", explain["layoutMargins"])]
            case "scroll" where members.dropFirst().first == "indicatorInsets":
                blocks = [("indicatorInsets", explain["indicatorInsets"])]
            case "scroll":
                blocks = [
                    ("adjustedContentInset", explain["adjustedContentInset"]), ("adjustment", explain["adjustment"]),
                ]
            case "table":
                blocks = [("table", explain["table"]), ("adjustedContentInset", explain["adjustedContentInset"])]
            case "collection":
                blocks = [
                    ("list", explain["list"]), ("collectionSections", explain["collectionSections"]),
                    ("adjustedContentInset", explain["adjustedContentInset"]),
                ]
            default: blocks = []
            }
        case .controller(let controller):
            // A controller's numbers follow from the bars and the window: the safe area of the first
            // view under it names both, term by term.
            let view: ReportJSONValue? =
                if case .array(let views)? = scene["views"] {
                    views.first {
                        if case .string(let path)? = $0["path"] { path.hasPrefix(controller + "/") } else { false }
                    }
                } else { nil }
            blocks = [("window.safeAreaInsets", scene["window"]?["explain"])]
            if let view, case .string(let path)? = view["path"] {
                blocks.append(("view:\(path).safeAreaInsets", view["explain"]?["safeAreaInsets"]))
            }
        case .scene("window"):
            blocks = [("window.safeAreaInsets", scene["window"]?["explain"])]
        case .scene(let member):
            blocks = [(member, scene[member]?["explain"])]
        }
        let named: Set<String>? =
            if case .named(let numbers) = recorded { Set(numbers.map(\.name)).intersection(edges) } else { nil }
        var lines: [String] = []
        for block in blocks {
            guard let value = block.value, value != .null else { continue }
            append(value, label: block.label, edges: named?.isEmpty == false ? named : nil, into: &lines)
        }
        return lines
    }

    /// A derivation (edges of terms), an object of sentences, a list of sentences or a sentence.
    private static func append(
        _ value: ReportJSONValue, label: String, edges wanted: Set<String>?, into lines: inout [String]
    ) {
        switch value {
        case .string(let text):
            lines.append("\(label): \(text)")
        case .array(let items):
            if items.allSatisfy({ if case .object = $0 { return isTerm($0) } else { return false } }) {
                guard !items.isEmpty else { return }
                let terms = items.map(term).joined(separator: " + ")
                lines.append("\(label) = \(RecordedNumbers.format(items.reduce(0) { $0 + amount($1) })): \(terms)")
            } else {
                for (index, item) in items.enumerated() {
                    append(item, label: "\(label)[\(index)]", edges: wanted, into: &lines)
                }
            }
        case .object(let members):
            for member in members {
                if let wanted, edges.contains(member.key), !wanted.contains(member.key) { continue }
                append(member.value, label: "\(label).\(member.key)", edges: wanted, into: &lines)
            }
        case .number(let number):
            lines.append("\(label): \(RecordedNumbers.format(number))")
        case .bool, .null:
            break
        }
    }

    private static func isTerm(_ value: ReportJSONValue) -> Bool { value["amount"] != nil && value["source"] != nil }

    private static func amount(_ value: ReportJSONValue) -> Double {
        if case .number(let amount)? = value["amount"] { return amount }
        return 0
    }

    /// `59 safeArea (the window's safe area)`.
    private static func term(_ value: ReportJSONValue) -> String {
        var text = RecordedNumbers.format(amount(value))
        if case .string(let source)? = value["source"] { text += " " + source }
        if case .string(let reason)? = value["reason"], !reason.isEmpty { text += " (\(reason))" }
        return text
    }
}
