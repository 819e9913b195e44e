import Testing
import ScrollInsets
@testable import ScrollInspectCore

/// A long source line is shown as a window around the column, so that a generated one-line
/// fixture of megabytes gives short diagnostics, rendered in one pass over the line.
@Suite struct DiagnosticRendererLongLineTests {
    private func at(_ line: Int, _ column: Int) -> ScrollInsets.SourceLocation {
        ScrollInsets.SourceLocation(line: line, column: column)
    }

    @Test func lineOfExactlyTheWidthIsShownWhole() {
        let line = String(repeating: "a", count: 159) + "b"
        let renderer = DiagnosticRenderer(path: "f", source: line + "\n")
        #expect(
            renderer.render(.error("m", at: at(1, 160)))
                == "f:1:160: error: m\n1 | \(line)\n  | \(String(repeating: " ", count: 159))^\n")
    }

    @Test func lineOneCharacterPastTheWidthIsCutAfterTheWindow() {
        let line = String(repeating: "a", count: 160) + "b"
        let renderer = DiagnosticRenderer(path: "f", source: line + "\n")
        #expect(
            renderer.render(.error("m", at: at(1, 3)))
                == "f:1:3: error: m\n1 | \(String(repeating: "a", count: 160))…\n  |   ^\n")
    }

    @Test func columnFarIntoALongLineShowsTheCharactersAroundIt() {
        let line = String(repeating: "x", count: 1000) + "[y]" + String(repeating: "z", count: 1000)
        let renderer = DiagnosticRenderer(path: "f", source: line)
        let shown = String(repeating: "x", count: 80) + "[y]" + String(repeating: "z", count: 77)
        #expect(
            renderer.render(.error("m", at: at(1, 1001)))
                == "f:1:1001: error: m\n1 | …\(shown)…\n  | \(String(repeating: " ", count: 81))^\n")
    }

    @Test func columnAtTheEndOfALongLine() {
        let line = String(repeating: "x", count: 1000)
        let renderer = DiagnosticRenderer(path: "f", source: line)
        #expect(
            renderer.render(.error("m", at: at(1, 1001)))
                == """
                f:1:1001: error: m\n1 | …\(String(repeating: "x", count: 80))\n  | \
                \(String(repeating: " ", count: 81))^\n
                """
        )
    }

    /// A flow-style fixture of 4 MiB on one line with a diagnostic every 40 KiB: each is a
    /// few lines long, and they render in one pass over the line.
    @Test(.timeLimit(.minutes(1)))
    func manyDiagnosticsOnOneHugeLine() {
        let line = String(repeating: "[1, 2], ", count: 1 << 19)
        let renderer = DiagnosticRenderer(path: "f", source: line + "\n")
        let diagnostics = (0..<100).map { FixtureDiagnostic.error("m", at: at(1, 1 + $0 * 40_000)) }
        let output = renderer.render(diagnostics)
        #expect(output.utf8.count < 100 * 400)
        #expect(output.split(separator: "\n").count == 300)
        let window = String(String(repeating: "[1, 2], ", count: 30).dropFirst(3_959_920 % 8).prefix(160))
        #expect(output.hasSuffix("f:1:3960001: error: m\n1 | …\(window)…\n  | \(String(repeating: " ", count: 81))^\n"))
    }
}
