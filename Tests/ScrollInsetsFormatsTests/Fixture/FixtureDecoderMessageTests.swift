import Testing
@testable import ScrollInsets
@testable import ScrollInsetsFormats

/// Decoder messages that name a number the user wrote quote it, as every other diagnostic
/// quotes the user's value (house style: `number '1e400' is out of range`).
@Suite struct FixtureDecoderMessageTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var id: String
        var fixture: String
        var message: String
        var line: Int
        var column: Int
        var testDescription: String { id }
    }

    static let cases: [Case] = [
        Case(
            id: "unsupported format",
            fixture: """
                format: 2
                device: iPhone X
                root: {view: {name: root}}
                """, message: "format '2' is not supported; the highest supported format is 1", line: 1, column: 9),
        Case(
            id: "selectedIndex out of range",
            fixture: """
                device: iPhone X
                root:
                  tabBarController:
                    selectedIndex: 3
                    viewControllers: [{viewController: {name: a}}, {viewController: {name: b}}]
                """, message: "selectedIndex '3' is out of range; the tab bar controller has 2 view controllers",
            line: 4, column: 20),
    ]

    @Test(arguments: cases) func quotesTheUsersNumber(_ testCase: Case) {
        let result = FixtureDecoder.decode(Array(testCase.fixture.utf8))
        #expect(result.diagnostics.map(\.message) == [testCase.message])
        #expect(result.diagnostics.map(\.location) == [SourceLocation(line: testCase.line, column: testCase.column)])
    }
}
