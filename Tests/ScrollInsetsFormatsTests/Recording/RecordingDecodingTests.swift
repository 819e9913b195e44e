import Testing
@testable import ScrollInsets
@testable import ScrollInsetsFormats

/// `Recording.decode`: what a recording file holds, and the positioned error of each mistake.
@Suite struct RecordingDecodingTests {
    static let valid = """
        source: https://example.com
        trust: recorded
        recordedOn: {ios: "18.2", device: iPhone 16}
        fixture:
          device: iPhone 16
          ios: 18
          root: {viewController: {name: home}}
        values:
          window.safeAreaInsets: [59, 0, 34, 0]
          controller:home.safeAreaInsets: {top: 59}
          window.safeAreaInsets.bottom: 34

        """

    /// A mistake in a recording: the text that replaces part of ``valid``, and the error expected.
    struct Mistake: CustomTestStringConvertible, Sendable {
        var id: String
        var replacing: String
        var with: String
        var line: Int
        var column: Int
        var message: String
        var testDescription: String { id }
    }

    @Test func validRecordingReadsEveryPart() throws {
        let result = Recording.decode(Array(Self.valid.utf8))
        #expect(result.diagnostics == [])
        let recording = try #require(result.recording)
        #expect(recording.source == "https://example.com")
        #expect(recording.trust == .recorded)
        #expect(recording.recordedOn == Recording.RecordedOn(ios: "18.2", device: "iPhone 16"))
        #expect(recording.known == nil)
        #expect(recording.calibrates == nil)
        #expect(
            recording.values.map(\.path) == [
                "window.safeAreaInsets", "controller:home.safeAreaInsets", "window.safeAreaInsets.bottom",
            ])
        #expect(
            recording.values.map(\.expected) == [.ordered([59, 0, 34, 0]), .named([.init("top", 59)]), .number(34)])
        #expect(recording.values[1].pathLocation == SourceLocation(line: 10, column: 3))
        #expect(recording.values.map(\.expected.description) == ["[59, 0, 34, 0]", "{top: 59}", "34"])
    }

    @Test func releaseImpliedByDateIsText() throws {
        let text = Self.valid.replacingOccurrences(of: "ios: \"18.2\"", with: "ios: \"~18\"")
        #expect(Recording.decode(Array(text.utf8)).recording?.recordedOn.ios == "~18")
    }

    @Test func calibratesNamesTheConstantThePrintoutSet() throws {
        let text = Self.valid.replacingOccurrences(
            of: "trust: recorded\n", with: "trust: recorded\ncalibrates: the iPhone 16's top inset, 59\n")
        let result = Recording.decode(Array(text.utf8))
        #expect(result.diagnostics == [])
        #expect(result.recording?.calibrates == "the iPhone 16's top inset, 59")
    }

    @Test(arguments: [
        Mistake(
            id: "missing source", replacing: "source: https://example.com\n", with: "", line: 1, column: 1,
            message: "missing required key 'source'; expected a string"),
        Mistake(
            id: "release not a release", replacing: "ios: \"18.2\"", with: "ios: eighteen", line: 3, column: 19,
            message: "expected a release such as '26.1' or '~14'; found 'eighteen'"),
        Mistake(
            id: "blank known", replacing: "trust: recorded\n", with: "trust: recorded\nknown: \" \"\n", line: 3,
            column: 8,
            message: "'known' gives no reason; say why the model does not match yet"),
        Mistake(
            id: "blank calibrates", replacing: "trust: recorded\n", with: "trust: recorded\ncalibrates: \"\"\n",
            line: 3, column: 13,
            message: "'calibrates' names no constant; say which model constant this printout set"),
        Mistake(
            id: "empty values",
            replacing:
                """
                values:\n  window.safeAreaInsets: [59, 0, 34, 0]\n  controller:home.safeAreaInsets: {top: 59}\n  \
                window.safeAreaInsets.bottom: 34\n
                """,
            with: "values: {}\n", line: 8, column: 9,
            message: "'values' must be a mapping of report paths to numbers, with at least one entry"),
        Mistake(
            id: "a word for a number", replacing: "[59, 0, 34, 0]", with: "wide", line: 9, column: 26,
            message: "expected a number; found 'wide'"),
        Mistake(
            id: "empty sequence", replacing: "[59, 0, 34, 0]", with: "[]", line: 9, column: 26,
            message: "an empty sequence records nothing; give the numbers UIKit printed"),
        Mistake(
            id: "fixture error", replacing: "device: iPhone 16\n  ios", with: "device: iPhone 61\n  ios", line: 5,
            column: 11,
            message: "unknown device 'iPhone 61'; did you mean 'iPhone 6'?"),
    ])
    func mistakeIsAPositionedError(_ mistake: Mistake) {
        let text = Self.valid.replacingOccurrences(of: mistake.replacing, with: mistake.with)
        let result = Recording.decode(Array(text.utf8))
        #expect(result.recording == nil)
        #expect(
            result.diagnostics.map { "\($0.location.line):\($0.location.column): \($0.message)" }
                == ["\(mistake.line):\(mistake.column): \(mistake.message)"])
    }

    @Test func twoDocumentsAreAnError() {
        let result = Recording.decode(Array((Self.valid + "---\n" + Self.valid).utf8))
        #expect(result.diagnostics.map(\.message) == ["a recording is one document; found 2"])
        #expect(result.diagnostics.first?.location == SourceLocation(line: 13, column: 1))
    }
}
