import Testing
@testable import ScrollInsets
@testable import ScrollInsetsFormats

/// The decoder's problems as named cases: their words and their severity.
@Suite struct FixtureDecodingProblemTests {
    @Test func messagesNameTheValues() {
        #expect(
            FixtureDecodingProblem.unsupportedFormat(2).message
                == "format '2' is not supported; the highest supported format is 1")
        #expect(
            FixtureDecodingProblem.selectedIndexOutOfRange(1, count: 1).message
                == "selectedIndex '1' is out of range; the tab bar controller has 1 view controller")
        #expect(
            FixtureDecodingProblem.unknownDevice("iPhone Y", suggestion: "iPhone X").message
                == "unknown device 'iPhone Y'; did you mean 'iPhone X'?")
        #expect(FixtureDecodingProblem.unknownDevice("toaster", suggestion: nil).message == "unknown device 'toaster'")
        #expect(
            FixtureDecodingProblem.computedContentSize(.collectionView).message
                == "the contentSize of a collectionView is computed from its sections and items; remove 'contentSize'")
    }

    @Test func ignoredValuesAreWarnings() {
        let warnings: [FixtureDecodingProblem] = [
            .rootViewFrameIgnored, .controllerFrameIgnored,
            .statusBarNeverShown(device: "iPhone X", orientation: .landscapeLeft),
        ]
        #expect(warnings.map(\.severity) == [.warning, .warning, .warning])
        #expect(FixtureDecodingProblem.frameAndPin.severity == .error)
    }

    @Test func theReaderReportsAProblemAtItsPlace() {
        var reader = FixtureReader()
        reader.report(.missingRoot, at: SourceLocation(line: 3, column: 1))
        #expect(
            reader.diagnostics.map(\.description) == [
                "3:1: error: missing required key 'root'; expected a controller node or a view node"
            ])
    }
}
