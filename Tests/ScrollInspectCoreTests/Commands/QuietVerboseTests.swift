import Testing
@testable import ScrollInspectCore

/// `--quiet` (only findings and errors) and `--verbose` (the effective options and the time of
/// each stage on standard error).
@Suite struct QuietVerboseTests {
    /// A finding and two fixture warnings (an unknown rule in a disable comment, at its position;
    /// the key ignored on 27).
    static let fixture = """
        # scroll-inspect: disable no-such-rule
        format: 1
        device: iPhone 16
        ios: 27
        designRequiresCompatibility: true
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
    static let finding =
        """
        a.yaml:11:9: error: [control-in-unsafe-area] interactive view 'root/pager' lies 22 pt inside the bottom \
        unsafe area (inset 34) of the window; keep controls inside the safe area\n
        """
    static let warnings = """
        a.yaml:1:27: warning: unknown rule 'no-such-rule' in a disable comment; 'scroll-inspect rules' lists the rules
        1 | # scroll-inspect: disable no-such-rule
          |                           ^
        a.yaml:5:30: warning: 'designRequiresCompatibility' is ignored on iOS 27; UIKit ignores UIDesignRequiresCompatibility from iOS 27
        5 | designRequiresCompatibility: true
          |                              ^

        """

    static var environment: InMemoryEnvironment { InMemoryEnvironment(files: ["a.yaml": fixture]) }

    @Test func withoutQuiet() {
        let output = Self.environment.run("check", "a.yaml")
        #expect(output.standardOutput == Self.finding + "1 error, 0 warnings, 0 notes in 1 screen of 1 file\n")
        #expect(output.standardError == Self.warnings)
        #expect(output.exitCode == .findings)
    }

    @Test func quietPrintsOnlyTheFindings() {
        let output = Self.environment.run("check", "a.yaml", "--quiet")
        #expect(output.standardOutput == Self.finding)
        #expect(output.standardError == "")
        #expect(output.exitCode == .findings)
    }

    /// Errors stay, with their source lines; the warnings around them go.
    @Test func quietKeepsErrors() {
        let broken = Self.fixture.replacing("device: iPhone 16", with: "device: iPhone X")
        let output = InMemoryEnvironment(files: ["a.yaml": broken]).run("check", "a.yaml", "--quiet")
        #expect(
            output.standardError == """
                a.yaml:4:6: error: 'iPhone X' does not run iOS 27; it runs iOS 11 to 16
                4 | ios: 27
                  |      ^

                """)
        #expect(output.exitCode == .dataError)
    }

    /// A machine format is left whole: `--quiet` only drops the text summary.
    @Test func quietLeavesMachineFormatsWhole() {
        let plain = Self.environment.run("check", "a.yaml", "--format", "sarif")
        let quiet = Self.environment.run("check", "a.yaml", "--format", "sarif", "--quiet")
        #expect(quiet.standardOutput == plain.standardOutput)
    }

    /// Blocks of standard error: a headline and the lines under it; coloured headlines are
    /// read without their colour.
    @Test func quietKeepsOnlyErrorBlocks() {
        let red = "\u{1B}[1;31m", magenta = "\u{1B}[1;35m", bold = "\u{1B}[1m", reset = "\u{1B}[0m"
        let error =
            """
            \(bold)a.yaml:4:6:\(reset) \(red)error:\(reset) \(bold)bad\(reset)\n4 | ios: 27\n  |      ^\n  = note: \
            allowed: 26\n
            """
        let warning = "a.yaml:5:1: \(magenta)warning:\(reset) odd\n5 | x: 1\n  | ^\n"
        let text =
            "scroll-inspect: note: a.yaml #0: skipped portraitUpsideDown (orientation not supported)\n"
            + warning + error + "scroll-inspect: wrote x.svg (1 scene, SVG)\n"
            + "scroll-inspect: error: b.yaml: 1 baseline finding is no longer found\n  a.yaml check rule\n"
        #expect(
            QuietStandardError.errorsOnly(text)
                == error + "scroll-inspect: error: b.yaml: 1 baseline finding is no longer found\n  a.yaml check rule\n"
        )
        #expect(QuietStandardError.errorsOnly("") == "")
    }

    @Test func verboseGivesTheOptionsAndTheStageTimes() {
        var environment = Self.environment
        environment.clock = SteppingClock()
        let output = environment.run("check", "a.yaml", "--verbose", "--disable", "double-inset")
        #expect(output.standardOutput == Self.finding + "1 error, 0 warnings, 0 notes in 1 screen of 1 file\n")
        // Nine clock readings, 1 ms apart (0 to 8 ms): the start, the end of the arguments;
        // the file's read (two) and decoding (two); the second pass (two); the end, 8 ms in.
        #expect(
            output.standardError == """
                scroll-inspect: verbose: command check
                scroll-inspect: verbose: files a.yaml
                scroll-inspect: verbose: --format text
                scroll-inspect: verbose: --explain off
                scroll-inspect: verbose: --device each scene's own
                scroll-inspect: verbose: --orientation each scene's own
                scroll-inspect: verbose: --ios each scene's own
                scroll-inspect: verbose: --output standard output
                scroll-inspect: verbose: --strict off
                scroll-inspect: verbose: --disable double-inset
                scroll-inspect: verbose: --enable none
                scroll-inspect: verbose: --baseline none
                scroll-inspect: verbose: --write-baseline none
                scroll-inspect: verbose: --config .scroll-inspect.yml here or above, if any (values from it: config --effective)
                scroll-inspect: verbose: --stamp none
                scroll-inspect: verbose: --color auto (standard output plain, standard error plain)
                scroll-inspect: verbose: --quiet off
                scroll-inspect: verbose: --verbose on

                """ + Self.warnings
                    + """
                    scroll-inspect: verbose: time: arguments 1.0 ms, read 1.0 ms, decode and lay out 1.0 ms, write \
                    1.0 ms, total 8.0 ms\n
                    """
        )
    }

    @Test func verboseWithoutFixtures() {
        var environment = InMemoryEnvironment()
        environment.clock = SteppingClock()
        let output = environment.run("schema", "--verbose")
        #expect(
            output.standardError == """
                scroll-inspect: verbose: command schema
                scroll-inspect: verbose: --format json
                scroll-inspect: verbose: --color auto (standard output plain, standard error plain)
                scroll-inspect: verbose: --quiet off
                scroll-inspect: verbose: --verbose on
                scroll-inspect: verbose: time: arguments 1.0 ms, total 2.0 ms

                """)
        #expect(output.standardOutput == InMemoryEnvironment().run("schema").standardOutput)
    }

    @Test func milliseconds() {
        #expect(RunTimings.milliseconds(.microseconds(1234)) == "1.2 ms")
        #expect(RunTimings.milliseconds(.microseconds(1250)) == "1.3 ms")
        #expect(RunTimings.milliseconds(.seconds(2)) == "2000.0 ms")
        #expect(RunTimings.milliseconds(.zero) == "0.0 ms")
    }
}
