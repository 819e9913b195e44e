import ScrollInsets
import ScrollInsetsFormats

/// A path into one scene of JSON report 1, the way a recording names a value
/// (docs/recordings.md):
///
/// ```
/// path     = subject { "." step }
/// subject  = "view:" VIEW-PATH | "controller:" CONTROLLER-PATH | "window" | "keyboard" | "screen"
/// step     = MEMBER [ "@" KEY { "," KEY } ] | MEMBER "[" INDEX "]"
/// ```
///
/// `view:table.scroll.adjustedContentInset` is the `adjustedContentInset` of the `scroll` of the
/// view whose `path` is `table`; `controller:nav.bars@navigationBar.frame` the `frame` of the
/// element of `bars` whose `kind` is `navigationBar`; `view:list.table.rows@0,3.frame` the row
/// whose `section` is 0 and `row` 3 (a selector matches an element's identifying members,
/// `path`, `kind`, `section` and `row`, in the element's order, as many as it gives);
/// `view:grid.collection.sections@0.items[2]` the third item of section 0. A view or controller
/// path runs to the first `.`.
package struct ReportPath: Hashable, Sendable, CustomStringConvertible {
    /// What the path starts from.
    package enum Subject: Hashable, Sendable {
        /// The element of `views` with this `path`.
        case view(String)
        /// The element of `controllers` with this `path`.
        case controller(String)
        /// A member of the scene: `window`, `keyboard`, `screen`.
        case scene(String)
    }

    /// One step from a value to a value inside it.
    package struct Step: Hashable, Sendable {
        /// The member of an object.
        package var member: String
        /// An array member's element chosen by its identifying members (`@0,3`).
        package var selector: [String]?
        /// An array member's element chosen by its position (`[2]`).
        package var index: Int?
    }

    /// The scene members a path may start from.
    package static let sceneSubjects = ["window", "keyboard", "screen"]
    /// The members that identify an element of an array for a selector, in no particular order.
    static let identifyingMembers: Set<String> = ["path", "kind", "section", "row", "column"]

    /// Where the path starts.
    package var subject: Subject
    /// The steps after the subject.
    package var steps: [Step]
    /// The path as written.
    package var description: String

    /// Reads a path, or returns why it is not one.
    ///
    /// - Parameter text: The path as a recording writes it.
    /// - Throws: ``ReportPathError`` with a message naming what was expected.
    package init(_ text: String) throws(ReportPathError) {
        description = text
        var parts = text.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        let head = parts.removeFirst()
        if head.hasPrefix("view:") {
            let path = String(head.dropFirst("view:".count))
            guard !path.isEmpty else {
                throw ReportPathError("'view:' names no view; write 'view:PATH', the view's path in the report")
            }
            subject = .view(path)
        } else if head.hasPrefix("controller:") {
            let path = String(head.dropFirst("controller:".count))
            guard !path.isEmpty else {
                throw ReportPathError("'controller:' names no controller; write 'controller:PATH'")
            }
            subject = .controller(path)
        } else if Self.sceneSubjects.contains(head) {
            subject = .scene(head)
        } else {
            throw ReportPathError(
                "unknown start '\(head)'; expected 'view:PATH', 'controller:PATH', 'window', 'keyboard' or 'screen'")
        }
        steps = try parts.map { part throws(ReportPathError) in try Self.step(part) }
        if case .scene = subject {
        } else if steps.isEmpty {
            throw ReportPathError(
                """
                '\(head)' names a whole \(head.hasPrefix("view:") ? "view" : "controller"); add the member recorded, \
                such as '.frame'
                """
            )
        }
    }

    private static func step(_ part: String) throws(ReportPathError) -> Step {
        if let at = part.firstIndex(of: "@") {
            let member = String(part[..<at])
            let keys = part[part.index(after: at)...].split(separator: ",", omittingEmptySubsequences: false).map(
                String.init)
            guard !member.isEmpty, !keys.contains(where: \.isEmpty) else {
                throw ReportPathError(
                    "'\(part)' is not a step; expected 'MEMBER@KEY' such as 'bars@navigationBar' or 'rows@0,3'")
            }
            return Step(member: member, selector: keys, index: nil)
        }
        if let open = part.firstIndex(of: "["), part.hasSuffix("]") {
            let member = String(part[..<open])
            guard !member.isEmpty, let index = Int(part[part.index(after: open)..<part.index(before: part.endIndex)]),
                index >= 0
            else {
                throw ReportPathError("'\(part)' is not a step; expected 'MEMBER[INDEX]' such as 'items[2]'")
            }
            return Step(member: member, selector: nil, index: index)
        }
        guard !part.isEmpty, part.allSatisfy({ $0.isLetter || $0.isNumber }) else {
            throw ReportPathError("'\(part)' is not a member name; steps are separated by '.'")
        }
        return Step(member: part, selector: nil, index: nil)
    }

    /// The value at the path in `scene`, one element of the report's `scenes`.
    ///
    /// - Throws: ``ReportPathError`` naming the step that finds nothing and what is there.
    /// - Complexity: O(*n*) in the views or controllers of the scene, plus the elements of each
    ///   array a selector searches.
    func value(in scene: ReportJSONValue) throws(ReportPathError) -> ReportJSONValue {
        var current = try subjectValue(in: scene)
        var walked = description.prefix { $0 != "." }.description
        for step in steps {
            guard let next = current[step.member] else {
                throw ReportPathError("'\(walked)' has no member '\(step.member)'\(Self.members(of: current))")
            }
            walked += "." + step.member
            current = next
            if let index = step.index {
                guard case .array(let items) = current, index < items.count else {
                    throw ReportPathError("'\(walked)' has no element [\(index)]\(Self.count(of: current))")
                }
                current = items[index]
                walked += "[\(index)]"
            } else if let selector = step.selector {
                guard case .array(let items) = current else {
                    throw ReportPathError("'\(walked)' is not a list; '@' selects in lists")
                }
                guard let match = items.first(where: { Self.identity(of: $0).starts(with: selector) }) else {
                    let known = items.map { Self.identity(of: $0).joined(separator: ",") }.filter { !$0.isEmpty }
                    throw ReportPathError(
                        "'\(walked)' has no element '@\(selector.joined(separator: ","))'"
                            + (known.isEmpty ? " (it is empty)" : "; it has @" + known.joined(separator: ", @")))
                }
                current = match
                walked += "@" + selector.joined(separator: ",")
            }
        }
        return current
    }

    /// The value the path starts from in `scene`: a view's or controller's element, or a member
    /// of the scene.
    ///
    /// - Throws: ``ReportPathError`` when no view or controller has the path.
    func subjectValue(in scene: ReportJSONValue) throws(ReportPathError) -> ReportJSONValue {
        switch subject {
        case .view(let path): try Self.element(of: scene["views"], path: path, noun: "view")
        case .controller(let path): try Self.element(of: scene["controllers"], path: path, noun: "controller")
        case .scene(let member): scene[member] ?? .null
        }
    }

    /// The identifying members of an element, as selector keys, in the element's order.
    static func identity(of element: ReportJSONValue) -> [String] {
        guard case .object(let members) = element else { return [] }
        return members.filter { identifyingMembers.contains($0.key) }.compactMap { member in
            switch member.value {
            case .string(let text): return text
            case .number(let value): return RecordedNumbers.format(value)
            default: return nil
            }
        }
    }

    private static func element(
        of list: ReportJSONValue?, path: String, noun: String
    ) throws(ReportPathError) -> ReportJSONValue {
        guard case .array(let items)? = list else { throw ReportPathError("the report lists no \(noun)s") }
        if let match = items.first(where: { $0["path"] == .string(path) }) { return match }
        let paths = items.compactMap { item -> String? in
            if case .string(let path)? = item["path"] { return path } else { return nil }
        }
        throw ReportPathError(
            "no \(noun) has the path '\(path)'; the \(noun)s are " + paths.map { "'\($0)'" }.joined(separator: ", "))
    }

    private static func members(of value: ReportJSONValue) -> String {
        switch value {
        case .object(let members): return "; it has " + members.map { "'\($0.key)'" }.joined(separator: ", ")
        case .null: return " (it is null)"
        default: return " (it is not an object)"
        }
    }

    private static func count(of value: ReportJSONValue) -> String {
        if case .array(let items) = value { return " (it has \(items.count))" }
        return " (it is not a list)"
    }
}

/// Why a recording's path is not a path of the report, or finds nothing there.
package struct ReportPathError: Error, Hashable, Sendable {
    /// The message, in the house style: lowercase, the user's value quoted, no trailing period.
    package var message: String

    init(_ message: String) { self.message = message }
}
