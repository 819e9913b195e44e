import Testing
@testable import ScrollInsets

/// The scene's `keyboard` (docs/keyboard.md): each bad value is an error at its place with its
/// exact message, and a value that decodes gives the keyboard it says.
@Suite struct KeyboardKeyTests {
    static let cases: [DiagnosticCase] = [
        DiagnosticCase(
            "shown is a boolean",
            """
            device: iPhone 16
            keyboard: {shown: yes}
            root:
              view: {}
            """,
            .error(2, 19, "expected true or false; found 'yes'")),
        DiagnosticCase(
            "a negative height",
            """
            device: iPhone 16
            keyboard: {height: -5}
            root:
              view: {}
            """,
            .error(2, 20, "expected a non-negative number; found '-5'")),
        DiagnosticCase(
            "height and frame together",
            """
            device: iPhone 16
            keyboard: {height: 300, frame: [0, 500, 393, 352]}
            root:
              view: {}
            """,
            .error(2, 25, "'frame' cannot be used together with 'height'; keep one of them")),
        DiagnosticCase(
            "none of shown, height and frame",
            """
            device: iPhone 16
            keyboard: {}
            root:
              view: {}
            """,
            .error(2, 11, "missing required key 'shown', 'height' or 'frame'")),
        DiagnosticCase(
            "a misspelt mode",
            """
            device: iPhone 16
            keyboard: {frame: [0, 500, 393, 352], mode: floting}
            root:
              view: {}
            """,
            .error(
                2, 45, "unknown value 'floting'; did you mean 'floating'?",
                notes: ["allowed values: docked, floating, undocked"])),
        DiagnosticCase(
            "a floating keyboard needs a frame",
            """
            device: iPad (A16)
            keyboard: {height: 300, mode: floating}
            root:
              view: {}
            """,
            .error(2, 12, "a floating keyboard needs a 'frame'; got 'height'")),
        DiagnosticCase(
            "a misspelt key",
            """
            device: iPhone 16
            keyboard: {shwn: true}
            root:
              view: {}
            """,
            .error(2, 11, "missing required key 'shown', 'height' or 'frame'"),
            .error(
                2, 12, "unknown key 'shwn'; did you mean 'shown'?", notes: ["allowed keys: shown, height, frame, mode"])
        ),
        DiagnosticCase(
            "a sequence",
            """
            device: iPhone 16
            keyboard: [0, 500]
            root:
              view: {}
            """,
            .error(2, 11, "expected a mapping; found a sequence", notes: ["allowed keys: shown, height, frame, mode"])),
        DiagnosticCase(
            "a frame of three numbers",
            """
            device: iPhone 16
            keyboard: {frame: [0, 500, 393]}
            root:
              view: {}
            """,
            .error(
                2, 19,
                """
                expected a rect as [x, y, width, height] or {x:, y:, width:, height:}; found a sequence of 3 numbers
                """)),
    ]

    @Test(arguments: cases)
    func badValuesAreReportedAtTheirPlace(_ testCase: DiagnosticCase) {
        testCase.check()
    }

    @Test func whatDecodes() throws {
        let shown = decodeFixture("device: iPhone 16\nkeyboard: {shown: true}\nroot:\n  view: {}\n")
        #expect(shown.scenes.first?.keyboard == Keyboard(.deviceHeight))
        #expect(shown.scenes.first?.keyboardLocation == at(2, 11))
        let none = decodeFixture("device: iPhone 16\nkeyboard: {shown: false}\nroot:\n  view: {}\n")
        #expect(none.diagnostics.isEmpty)
        #expect(try #require(none.scenes.first).keyboard == nil)
        let floating = decodeFixture(
            "device: iPad (A16)\nkeyboard: {frame: [100, 400, 320, 260], mode: floating}\nroot:\n  view: {}\n")
        #expect(
            floating.scenes.first?.keyboard
                == Keyboard(.frame(Rect(x: 100, y: 400, width: 320, height: 260)), mode: .floating))
    }

    /// A keyboard the device cannot show is refused when the scene is laid out; the tool points at `keyboard`.
    @Test func layoutErrorsPointAtTheKeyboard() throws {
        let decoded = decodeFixture("device: iPhone 17 Pro Max\nios: 26\nkeyboard: {shown: true}\nroot:\n  view: {}\n")
        let scene = try #require(decoded.scenes.first)
        let error = try #require(throws: ModelError.self) { try scene.scene().layout() }
        #expect(
            error.description
                == """
                no sourced keyboard height for 'iPhone 17 Pro Max' in portrait on iOS 26: keyboard heights of 440 × \
                956 pt phones in portrait on iOS 26 and later (recorded: the iPhone SE in both orientations, the \
                iPhone 16, the 402 × 874 pt phones and the iPad (A16) in portrait) are not published; give keyboard \
                {height: N} or {frame: RECT}
                """
        )
        #expect(scene.location(of: error) == at(3, 11))
    }
}
