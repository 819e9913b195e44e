import Testing
@testable import ScrollInspectCore

/// `--color auto|always|never`, `NO_COLOR` and `TERM=dumb`: what gets colour, and that output
/// which is not coloured is byte for byte what it was (the goldens run uncoloured).
@Suite struct ColorOptionTests {
    static let fixture = """
        format: 1
        device: iPhone 16
        ios: 26
        root:
          view:
            name: root
            frame: [0, 0, 393, 852]
            subviews:
              - view:
                  name: pager
                  frame: [146, 810, 100, 30]
                  interactive: true

        """
    static let plainCheck = """
        a.yaml:9:9: error: [control-in-unsafe-area] interactive view 'root/pager' lies 22 pt inside the bottom unsafe area (inset 34) of the window; keep controls inside the safe area
        1 error, 0 warnings, 0 notes in 1 screen of 1 file

        """
    static let colouredCheck = """
        a.yaml:9:9: \u{1B}[1;31merror:\u{1B}[0m [control-in-unsafe-area] interactive view 'root/pager' lies 22 pt inside the bottom unsafe area (inset 34) of the window; keep controls inside the safe area
        \u{1B}[1m1 error, 0 warnings, 0 notes in 1 screen of 1 file\u{1B}[0m

        """

    static var environment: InMemoryEnvironment { InMemoryEnvironment(files: ["a.yaml": fixture]) }

    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var color: String?
        var terminal: Bool
        var variables: [String: String] = [:]
        var coloured: Bool
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(name: "auto, not a terminal", color: nil, terminal: false, coloured: false),
        Case(name: "auto, a terminal", color: nil, terminal: true, coloured: true),
        Case(name: "explicit auto, a terminal", color: "auto", terminal: true, coloured: true),
        Case(
            name: "auto, a terminal, NO_COLOR=1", color: nil, terminal: true, variables: ["NO_COLOR": "1"],
            coloured: false),
        Case(
            name: "auto, a terminal, NO_COLOR empty", color: nil, terminal: true, variables: ["NO_COLOR": ""],
            coloured: true),
        Case(
            name: "auto, a terminal, TERM=dumb", color: nil, terminal: true, variables: ["TERM": "dumb"],
            coloured: false),
        Case(
            name: "auto, a terminal, TERM=xterm-256color", color: nil, terminal: true,
            variables: ["TERM": "xterm-256color"], coloured: true),
        Case(name: "always, not a terminal", color: "always", terminal: false, coloured: true),
        Case(
            name: "always, NO_COLOR=1", color: "always", terminal: false, variables: ["NO_COLOR": "1"], coloured: true),
        Case(name: "never, a terminal", color: "never", terminal: true, coloured: false),
    ]

    @Test(arguments: cases)
    func checkText(_ test: Case) {
        var environment = Self.environment
        environment.standardOutputIsTerminal = test.terminal
        environment.variables = test.variables
        let output = ScrollInspect.run(
            ["check", "a.yaml"] + (test.color.map { ["--color", $0] } ?? []), environment: environment)
        #expect(output.standardOutput == (test.coloured ? Self.colouredCheck : Self.plainCheck))
        #expect(output.exitCode == .findings)
    }

    /// Machine formats are never coloured, whatever `--color` says.
    @Test(arguments: ["json", "sarif", "github", "checkstyle", "junit", "codeclimate"])
    func machineFormatsStayPlain(_ format: String) {
        let plain = Self.environment.run("check", "a.yaml", "--format", format)
        let always = Self.environment.run("check", "a.yaml", "--format", format, "--color", "always")
        #expect(always == plain)
        #expect(!always.standardOutput.contains("\u{1B}"))
    }

    @Test func reportHeadingIsBold() {
        let plain = Self.environment.run("a.yaml")
        let coloured = Self.environment.run("a.yaml", "--color", "always")
        let lines = plain.standardOutput.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines[0] == "a.yaml #0: iPhone 16 portrait 393×852, iOS 26, window safe area (59, 0, 34, 0)")
        let expected = (["\u{1B}[1m" + lines[0] + "\u{1B}[0m"] + lines.dropFirst()).joined(separator: "\n")
        #expect(coloured.standardOutput == expected)
    }

    @Test func devicesHeadingIsBold() {
        let plain = InMemoryEnvironment().run("devices", "--ios", "26").standardOutput
        let coloured = InMemoryEnvironment().run("devices", "--ios", "26", "--color", "always").standardOutput
        let lines = plain.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines[0] == "iOS 26")
        #expect(lines[1].hasPrefix("device "))
        let styled = lines.map {
            $0.hasPrefix("device ") || $0.hasPrefix("iOS ") || $0.hasPrefix("not on iOS ")
                ? "\u{1B}[1m\($0)\u{1B}[0m" : String($0)
        }
        #expect(coloured == styled.joined(separator: "\n"))
    }

    /// Standard error: the tool's own severity words, under the same rules, for standard error.
    @Test func standardErrorLinesAreColouredForStandardError() {
        var environment = InMemoryEnvironment()
        environment.standardErrorIsTerminal = true
        let coloured = environment.run("missing.yaml")
        #expect(
            coloured.standardError
                == "scroll-inspect: \u{1B}[1;31merror:\u{1B}[0m cannot open 'missing.yaml': no such file\n")
        let never = environment.run("missing.yaml", "--color", "never")
        #expect(never.standardError == "scroll-inspect: error: cannot open 'missing.yaml': no such file\n")
        #expect(never.exitCode == .noInput)
    }

    /// A usage error is coloured too, unless a `--color never` in the same arguments says no.
    @Test func usageErrorsFollowTheColorOption() {
        var environment = InMemoryEnvironment()
        environment.standardErrorIsTerminal = true
        let usage =
            """
            usage: scroll-inspect \
            [report|check|diff|lifecycle|render|inspect|devices|schema|config|import|verify|rules] FILE... [options]; \
            see 'scroll-inspect --help'\n
            """
        #expect(
            environment.run("a.yaml", "--bogus").standardError
                == "scroll-inspect: \u{1B}[1;31merror:\u{1B}[0m unknown option '--bogus'\n" + usage)
        #expect(
            environment.run("a.yaml", "--color", "never", "--bogus").standardError
                == "scroll-inspect: error: unknown option '--bogus'\n" + usage)
        #expect(
            environment.run("a.yaml", "--color=never", "--bogus").standardError
                == "scroll-inspect: error: unknown option '--bogus'\n" + usage)
        #expect(environment.run("a.yaml", "--color", "sometimes").exitCode == .usage)
    }

    @Test(arguments: ["error", "warning", "note"])
    func findingLineStyles(_ severity: String) {
        let colour = ["error": "1;31", "warning": "1;35", "note": "1;36"][severity]!
        let line = "a.yaml:1:2: \(severity): [rule] a message: with: colons"
        #expect(
            TerminalStyle.findingLine(line[...])
                == "a.yaml:1:2: \u{1B}[\(colour)m\(severity):\u{1B}[0m [rule] a message: with: colons")
        #expect(TerminalStyle.findingLine("  explanation: error: [x]") == "  explanation: error: [x]")
    }

    @Test func summaryLines() {
        #expect(TerminalStyle.isFindingSummary("1 error, 0 warnings, 2 notes"))
        #expect(TerminalStyle.isFindingSummary("0 errors, 1 warning, 1 note"))
        #expect(TerminalStyle.isFindingSummary("0 errors, 1 warning, 1 note in 3 screens of 2 files"))
        #expect(!TerminalStyle.isFindingSummary("1 errors and more"))
        #expect(!TerminalStyle.isFindingSummary("x errors, 0 warnings, 0 notes"))
    }
}
