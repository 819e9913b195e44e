import ScrollInsets
import YAMLSubset

/// Decodes parsed YAML into typed values, collecting a diagnostic for every problem and
/// never stopping at the first.
///
/// Each read returns the value, or `nil` when it is absent or invalid; an invalid value
/// has been reported. A decoder reads a whole scene, supplies defaults for `nil`, and
/// checks ``diagnostics`` at the end:
///
/// ```swift
/// var reader = FixtureReader()
/// guard let scene = reader.mapping(document.root, allowed: ["device", "orientation", "root"]) else { ... }
/// let device = reader.read("device", in: scene, as: .string, required: true)
/// let orientation = reader.read("orientation", in: scene, as: .enumeration(Orientation.self)) ?? .portrait
/// if let root = reader.singleKey(scene["root"], allowed: ["view", "viewController"], expected: "a root") {
///     let view = reader.mapping(root.value, allowed: ["name", "frame"], acceptingEmptyValue: true)
/// }
/// if reader.hasErrors { throw FixtureDiagnostics(reader.diagnostics) }
/// ```
///
/// Scalars are typed by the read that asks for them, never by guessing: `no` is a
/// string to `FixtureValue/string` and an error to `FixtureValue/bool`. A quoted
/// scalar is always a string: `"44"` where a number is expected is an error.
package struct FixtureReader: Sendable {
    /// Every problem reported so far, in the order of the reads.
    package private(set) var diagnostics: [FixtureDiagnostic] = []
    /// How many errors are kept; the next one becomes a final "too many errors" error and
    /// the ones after it are dropped. Warnings are bounded the same way.
    package let maximumErrorCount: Int
    /// Whether the error limit was reached: a decoder should stop reading.
    package private(set) var isAtErrorLimit = false
    private var errorCount = 0
    private var warningCount = 0

    /// Creates a reader with no diagnostics.
    ///
    /// - Parameter maximumErrorCount: How many errors, and how many warnings, are kept
    ///   (`YAMLParser.Limits.maximumErrorCount`, 100 by default).
    package init(maximumErrorCount: Int = YAMLParser.Limits().maximumErrorCount) {
        self.maximumErrorCount = maximumErrorCount
    }

    /// Whether any error has been reported.
    package var hasErrors: Bool { errorCount > 0 || isAtErrorLimit }

    /// Records a diagnostic found by the caller (a rule the toolkit does not know).
    ///
    /// Past ``maximumErrorCount`` errors, one more error `too many errors; stopping after N`
    /// is recorded at the place of the next one, and ``isAtErrorLimit`` is set; errors after
    /// that are dropped. Past as many warnings, one `too many warnings; not showing more than
    /// N` is recorded and the others are dropped.
    package mutating func report(_ diagnostic: FixtureDiagnostic) {
        switch diagnostic.severity {
        case .error:
            guard !isAtErrorLimit else { return }
            guard errorCount < maximumErrorCount else {
                diagnostics.append(
                    .error("too many errors; stopping after \(maximumErrorCount)", at: diagnostic.location))
                isAtErrorLimit = true
                return
            }
            errorCount += 1
        case .warning:
            warningCount += 1
            guard warningCount <= maximumErrorCount else {
                if warningCount == maximumErrorCount + 1 {
                    diagnostics.append(
                        FixtureDiagnostic(
                            .warning, "too many warnings; not showing more than \(maximumErrorCount)",
                            at: diagnostic.location))
                }
                return
            }
        case .note:
            break
        }
        diagnostics.append(diagnostic)
    }

    /// Records an error.
    package mutating func error(
        _ message: String, at location: SourceLocation,
        notes: [FixtureDiagnostic.Note] = []
    ) {
        report(.error(message, at: location, notes: notes))
    }

    // MARK: Structure

    /// Reads a mapping and reports each key that is not in `allowed`, suggesting the
    /// closest allowed key.
    ///
    /// - Parameters:
    ///   - node: The node to read.
    ///   - allowed: The keys allowed here, in the order to list them in messages.
    ///   - acceptingEmptyValue: Whether an empty value (`view:` with nothing after it)
    ///     counts as a mapping with no keys; otherwise it is a missing value.
    /// - Returns: The mapping, or `nil` (reported) if the node is not a mapping. A mapping
    ///   with unknown keys is still returned so that its known keys are checked too.
    package mutating func mapping(
        _ node: YAMLNode, allowed: [String],
        acceptingEmptyValue: Bool = false
    ) -> FixtureMapping? {
        if node.isEmptyValue {
            if acceptingEmptyValue { return FixtureMapping(node: node, allowedKeys: allowed) }
            error(ReaderMessage.missingValue(key: nil, expected: "a mapping"), at: node.location)
            return nil
        }
        guard let entries = node.mapping else {
            error(
                ReaderMessage.expected("a mapping", found: node), at: node.location,
                notes: [.init("allowed keys: \(allowed.joined(separator: ", "))")])
            return nil
        }
        for entry in entries where !allowed.containsKey(entry.key) {
            let (message, notes) = ReaderMessage.unknownKey(entry.key, allowed: allowed)
            error(message, at: entry.keyLocation, notes: notes)
        }
        return FixtureMapping(node: node, allowedKeys: allowed)
    }

    /// Reads the mapping under `key`, as ``mapping(_:allowed:acceptingEmptyValue:)`` does.
    ///
    /// - Returns: `nil` if the key is absent (reported if `required`) or its value is
    ///   not a mapping.
    package mutating func mapping(
        _ key: String, in parent: FixtureMapping, allowed: [String],
        required: Bool = false,
        acceptingEmptyValue: Bool = false
    ) -> FixtureMapping? {
        guard let node = value(key, in: parent, required: required, expected: "a mapping") else { return nil }
        if node.isEmptyValue && !acceptingEmptyValue {
            error(ReaderMessage.missingValue(key: key, expected: "a mapping"), at: node.location)
            return nil
        }
        return mapping(node, allowed: allowed, acceptingEmptyValue: acceptingEmptyValue)
    }

    /// Reads a sequence's items.
    ///
    /// - Parameters:
    ///   - node: The node that should be a sequence.
    ///   - acceptingEmptyValue: Whether an empty value counts as an empty sequence
    ///     (`subviews:` with every item commented out); otherwise it is a missing value.
    /// - Returns: The items, or `nil` (reported) if the node is not a sequence.
    package mutating func sequence(_ node: YAMLNode, acceptingEmptyValue: Bool = false) -> [YAMLNode]? {
        if node.isEmptyValue {
            if acceptingEmptyValue { return [] }
            error(ReaderMessage.missingValue(key: nil, expected: "a sequence"), at: node.location)
            return nil
        }
        guard let items = node.sequence else {
            error(ReaderMessage.expected("a sequence", found: node), at: node.location)
            return nil
        }
        return items
    }

    /// Reads the sequence under `key`, as ``sequence(_:acceptingEmptyValue:)`` does.
    package mutating func sequence(
        _ key: String, in parent: FixtureMapping, required: Bool = false,
        acceptingEmptyValue: Bool = false
    ) -> [YAMLNode]? {
        guard let node = value(key, in: parent, required: required, expected: "a sequence") else { return nil }
        if node.isEmptyValue && !acceptingEmptyValue {
            error(ReaderMessage.missingValue(key: key, expected: "a sequence"), at: node.location)
            return nil
        }
        return sequence(node, acceptingEmptyValue: acceptingEmptyValue)
    }

    /// Reads a mapping with exactly one key that names the node's kind, as controller and
    /// view nodes are written (`tableView:` followed by the table's keys).
    ///
    /// - Parameters:
    ///   - node: The node, or `nil` for none (then nothing is read or reported).
    ///   - allowed: The kinds allowed here.
    ///   - description: What the node is, with an article, for messages: "a view".
    /// - Returns: The entry whose key is the kind and whose value is the body, or `nil`
    ///   (reported) if the node is not a one-key mapping or the kind is unknown. Extra
    ///   keys are reported but do not prevent reading the first.
    package mutating func singleKey(
        _ node: YAMLNode?, allowed: [String],
        expected description: String
    ) -> YAMLMappingEntry? {
        guard let node else { return nil }
        guard let entries = node.mapping, let first = entries.first else {
            error(
                ReaderMessage.notAKind(description, found: node), at: node.location,
                notes: [.init("allowed kinds: \(allowed.joined(separator: ", "))")])
            return nil
        }
        for extra in entries.dropFirst() {
            error(ReaderMessage.extraKindKey(extra.key, kind: first.key), at: extra.keyLocation)
        }
        guard allowed.containsKey(first.key) else {
            let (message, notes) = ReaderMessage.unknownKind(first.key, allowed: allowed)
            error(message, at: first.keyLocation, notes: notes)
            return nil
        }
        return first
    }

    /// Reads which one of mutually exclusive keys is present (`device` or `window`).
    ///
    /// - Returns: The entry of the first present key, or `nil`. Every further present
    ///   key is reported; so is the absence of all of them when `required`.
    package mutating func exclusiveKey(
        among keys: [String], in parent: FixtureMapping,
        required: Bool = false
    ) -> YAMLMappingEntry? {
        var present: [YAMLMappingEntry] = []  // allocated only when a key is present
        for key in keys {
            if let entry = parent.entry(key) { present.append(entry) }
        }
        if present.count > 1 { present.sort { $0.keyLocation < $1.keyLocation } }
        for extra in present.dropFirst() {
            error(ReaderMessage.exclusiveKeys(extra.key, other: present[0].key), at: extra.keyLocation)
        }
        if present.isEmpty && required {
            error(ReaderMessage.missingOneOf(keys), at: parent.location)
        }
        return present.first
    }

    // MARK: Typed values

    /// Reads a typed value from a node.
    ///
    /// - Parameters:
    ///   - node: The node, or `nil` for none (then nothing is read or reported).
    ///   - value: The type to read, such as `FixtureValue/number` or `FixtureValue/rect`.
    /// - Returns: The value, or `nil` (reported) if the node is empty or not of the type.
    package mutating func read<Value>(_ node: YAMLNode?, as value: FixtureValue<Value>) -> Value? {
        guard let node else { return nil }
        if node.isEmptyValue {
            error(ReaderMessage.missingValue(key: nil, expected: value.expected), at: node.location)
            return nil
        }
        return value.read(&self, node)
    }

    /// Reads a typed value from a key of a mapping.
    ///
    /// - Parameters:
    ///   - key: The key; it must be one of the mapping's allowed keys.
    ///   - parent: The mapping.
    ///   - value: The type to read.
    ///   - required: Whether a missing key is an error.
    /// - Returns: The value, or `nil` if the key is absent (reported when `required`), its
    ///   value is empty (`key:`, reported) or of the wrong type (reported).
    package mutating func read<Value>(
        _ key: String, in parent: FixtureMapping, as value: FixtureValue<Value>,
        required: Bool = false
    ) -> Value? {
        guard let node = self.value(key, in: parent, required: required, expected: value.expected) else {
            return nil
        }
        if node.isEmptyValue {
            error(ReaderMessage.missingValue(key: key, expected: value.expected), at: node.location)
            return nil
        }
        return value.read(&self, node)
    }

    /// The value of `key`, reporting its absence when `required`.
    private mutating func value(
        _ key: String, in parent: FixtureMapping, required: Bool,
        expected: @autoclosure () -> String
    ) -> YAMLNode? {
        if let node = parent[key] { return node }
        if required { error(ReaderMessage.missingKey(key, expected: expected()), at: parent.location) }
        return nil
    }
}
