import ScrollInsets
import YAMLSubset

extension Recording {
    /// The keys of a recording file, in the order messages list them.
    public static let keys = ["source", "trust", "recordedOn", "known", "calibrates", "fixture", "values"]
    /// The keys of `recordedOn`.
    static let recordedOnKeys = ["ios", "device"]

    /// A recording and the problems found in its file.
    public struct DecodingResult: Sendable {
        /// The recording; `nil` when there is an error.
        public var recording: Recording?
        /// Errors and warnings, in file order.
        public var diagnostics: [FixtureDiagnostic]
    }

    /// Reads a recording file (docs/recordings.md): one YAML document of the fixture format's
    /// strict subset with the keys ``keys``.
    ///
    /// ```swift
    /// let result = Recording.decode(Array(text.utf8))
    /// guard let recording = result.recording else { /* result.diagnostics */ }
    /// ```
    ///
    /// - Parameter bytes: The file's UTF-8 bytes.
    /// - Returns: The recording, or the diagnostics that explain why there is none; every
    ///   problem is reported with its line and column.
    /// - Complexity: O(*n*) in the size of the file plus the views, rows and items its fixture
    ///   describes.
    public static func decode(_ bytes: [UInt8]) -> DecodingResult {
        let parsed = YAMLParser().parse(bytes)
        var reader = FixtureReader()
        for diagnostic in parsed.diagnostics { reader.report(diagnostic) }
        var recording: Recording?
        if parsed.documents.count > 1 {
            reader.error(
                "a recording is one document; found \(parsed.documents.count)", at: parsed.documents[1].root.location)
        } else if let document = parsed.documents.first, !document.hasErrors {
            recording = decode(document.root, reader: &reader)
        } else if parsed.documents.isEmpty && !parsed.hasErrors {
            reader.error(
                "the file is empty; a recording needs 'source', 'trust', 'recordedOn', 'fixture' and 'values'",
                at: SourceLocation(line: 1, column: 1))
        }
        let diagnostics = reader.diagnostics.sorted { $0.location < $1.location }
        return DecodingResult(
            recording: diagnostics.contains { $0.isError } ? nil : recording, diagnostics: diagnostics)
    }

    /// The recording of a parsed document, its problems reported to `reader`.
    static func decode(_ root: YAMLNode, reader: inout FixtureReader) -> Recording? {
        guard let mapping = reader.mapping(root, allowed: keys) else { return nil }
        let source = reader.read("source", in: mapping, as: .string, required: true)
        let trust = reader.read("trust", in: mapping, as: .enumeration(Trust.self), required: true)
        var recordedOn: RecordedOn?
        if let on = reader.mapping("recordedOn", in: mapping, allowed: recordedOnKeys, required: true) {
            let ios = reader.read("ios", in: on, as: releaseText, required: true)
            let device = reader.read("device", in: on, as: .string, required: true)
            if let ios, let device { recordedOn = RecordedOn(ios: ios, device: device) }
        }
        let known = text(
            "known", in: mapping, reader: &reader,
            ifBlank: "'known' gives no reason; say why the model does not match yet")
        let calibrates = text(
            "calibrates", in: mapping, reader: &reader,
            ifBlank: "'calibrates' names no constant; say which model constant this printout set")
        var scene: FixtureScene?
        if let node = mapping["fixture"] {
            scene = FixtureDecoder.decodeScene(node, reader: &reader)
        } else {
            reader.error(
                "missing key 'fixture' (expected the set-up: a scene of fixture format 1)", at: mapping.location)
        }
        let values = self.values(in: mapping, reader: &reader)
        guard let source, let trust, let recordedOn, let scene, let values else { return nil }
        return Recording(
            source: source, trust: trust, recordedOn: recordedOn, known: known,
            knownLocation: mapping["known"]?.location, calibrates: calibrates, scene: scene, values: values)
    }

    /// The optional free-text `key` (`known`, `calibrates`): a blank one is reported at its
    /// position with `message`, which says what to write.
    static func text(
        _ key: String, in mapping: FixtureMapping, reader: inout FixtureReader, ifBlank message: String
    ) -> String? {
        let text = reader.read(key, in: mapping, as: .string)
        if let text, text.allSatisfy(\.isWhitespace), let node = mapping[key] {
            reader.error(message, at: node.location)
        }
        return text
    }

    /// The `values` mapping: each key a path, each value a number, a sequence of numbers or a
    /// mapping of member names to numbers.
    private static func values(in mapping: FixtureMapping, reader: inout FixtureReader) -> [Value]? {
        guard let node = mapping["values"] else {
            reader.error(
                "missing key 'values' (expected a mapping of report paths to the numbers UIKit printed)",
                at: mapping.location)
            return nil
        }
        guard let entries = node.mapping, !entries.isEmpty else {
            reader.error(
                "'values' must be a mapping of report paths to numbers, with at least one entry", at: node.location)
            return nil
        }
        var values: [Value] = []
        for entry in entries {
            guard let expected = numbers(entry.value, reader: &reader) else { continue }
            values.append(Value(path: entry.key, pathLocation: entry.keyLocation, expected: expected))
        }
        return values.count == entries.count ? values : nil
    }

    private static func numbers(_ node: YAMLNode, reader: inout FixtureReader) -> RecordedNumbers? {
        if let items = node.sequence {
            let numbers = items.compactMap { reader.read($0, as: .number) }
            guard numbers.count == items.count else { return nil }
            guard !numbers.isEmpty else {
                reader.error("an empty sequence records nothing; give the numbers UIKit printed", at: node.location)
                return nil
            }
            return .ordered(numbers)
        }
        if let entries = node.mapping {
            let numbers = entries.compactMap { entry in
                reader.read(entry.value, as: .number).map { RecordedNumbers.NamedNumber(entry.key, $0) }
            }
            guard numbers.count == entries.count else { return nil }
            guard !numbers.isEmpty else {
                reader.error("an empty mapping records nothing; give the numbers UIKit printed", at: node.location)
                return nil
            }
            return .named(numbers)
        }
        return reader.read(node, as: .number).map(RecordedNumbers.number)
    }

    /// A release as a source writes it: `26.1`, `"13.3"`, `11`, or `"~14"` where the source does
    /// not name it and its date implies it; kept as text.
    static let releaseText = FixtureValue<String>(expected: "a release such as '26.1' or '~14'") { reader, node in
        guard let scalar = node.scalar, let first = scalar.text.first, first.isNumber || first == "~",
            scalar.text.dropFirst(first == "~" ? 1 : 0).allSatisfy({ $0.isNumber || $0 == "." })
        else {
            reader.error(ReaderMessage.expected("a release such as '26.1' or '~14'", found: node), at: node.location)
            return nil
        }
        return scalar.text
    }
}
