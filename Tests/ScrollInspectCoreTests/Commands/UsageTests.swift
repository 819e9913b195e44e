import Testing
@testable import ScrollInspectCore

/// Usage errors exit 64 and name the flag.
@Suite struct UsageTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var arguments: [String]
        var message: String
        var testDescription: String { arguments.joined(separator: " ") }
    }

    static let cases: [Case] = [
        Case(arguments: ["x.yaml", "--formt", "json"], message: "unknown option '--formt'; did you mean '--format'?"),
        Case(arguments: ["x.yaml", "--format"], message: "option '--format' needs a value"),
        Case(
            arguments: ["x.yaml", "--format", "yaml"],
            message:
                """
                unknown format 'yaml' for '--format'; expected one of text, json, sarif, github, checkstyle, junit, \
                codeclimate, xcode, svg, html, swift
                """
        ),
        Case(
            arguments: ["x.yaml", "--format", "sarif"],
            message: "'--format sarif' does not go with 'report'; expected text, json"),
        Case(arguments: [], message: "missing fixture file; give one or more paths, or '-' for standard input"),
        Case(
            arguments: ["check", "x.yaml", "--disable", "double-insets"],
            message:
                """
                unknown rule 'double-insets' for '--disable'; did you mean 'double-inset'? (scroll-inspect rules \
                lists them)
                """
        ),
        Case(arguments: ["x.yaml", "--strict"], message: "'--strict' goes with 'check' and 'config' only"),
        Case(
            arguments: ["x.yaml", "--ios", "twelve"],
            message: "unknown iOS release 'twelve' for '--ios'; expected a release such as 26 or 18.4, or all"),
        Case(
            arguments: ["x.yaml", "--ios", "20"],
            message: "iOS 20 is not modelled for '--ios'; the model knows iOS 10–18, 26 and 27"),
        Case(
            arguments: ["diff", "x.yaml", "--ios", "26"],
            message:
                """
                'diff' compares two releases: give '--ios A --ios B' such as '--ios 18 --ios 26' (or no '--ios' for \
                iOS 10 → 11)
                """
        ),
        Case(
            arguments: ["diff", "x.yaml", "--ios", "18", "--ios", "all"],
            message: "'--ios all' does not go with 'diff'; give two releases such as '--ios 18 --ios 26'"),
        Case(
            arguments: ["devices", "--ios", "all"],
            message: "'--ios all' does not go with 'devices'; give one release such as '--ios 26'"),
        Case(
            arguments: ["x.yaml", "--ios", "10", "--ios", "11"],
            message: "'--ios' is given 2 times; give it once (twice only with 'diff' and 'render')"),
        Case(
            arguments: ["render", "x.yaml", "-o", "-", "--ios", "18", "--ios", "26", "--ios", "27"],
            message: "'--ios' is given 3 times; give it once, or twice to draw two releases side by side"),
        Case(
            arguments: ["render", "x.yaml", "-o", "-", "--ios", "all", "--ios", "26"],
            message: "'--ios all' does not go with a second '--ios'; give two releases such as '--ios 18 --ios 26'"),
        Case(
            arguments: ["x.yaml", "--device", "iPhone XZ"],
            message:
                """
                unknown device 'iPhone XZ' for '--device'; did you mean 'iPhone X'? (run 'scroll-inspect devices' for \
                the catalog, or use 'all')
                """
        ),
        // An option the subcommand does not know is a usage error, never ignored.
        Case(
            arguments: ["check", "x.yaml", "--disable", "no-such-rule"],
            message: "unknown rule 'no-such-rule' for '--disable' (scroll-inspect rules lists them)"),
        Case(arguments: ["report", "x.yaml", "--strict"], message: "'--strict' goes with 'check' and 'config' only"),
        Case(
            arguments: ["x.yaml", "--disable", "double-inset"],
            message: "'--disable' goes with 'check' and 'config' only"),
        Case(
            arguments: ["lifecycle", "x.yaml", "--output", "x.svg"],
            message: "'--output' goes with 'report', 'check', 'render', 'inspect' and 'import' only"),
        Case(arguments: ["devices", "--explain"], message: "'--explain' goes with 'report' and 'check' only"),
        Case(arguments: ["devices", "--device", "all"], message: "'--device' does not go with 'devices'"),
        Case(arguments: ["diff", "x.yaml", "--explain"], message: "'--explain' goes with 'report' and 'check' only"),
        Case(arguments: ["lifecycle", "x.yaml", "--ios", "10"], message: "'--ios' does not go with 'lifecycle'"),
        Case(
            arguments: ["render", "x.yaml", "-o", "-", "--explain"],
            message: "'--explain' goes with 'report' and 'check' only"),
        Case(
            arguments: ["x.yaml", "--color", "sometimes"],
            message: "unknown value 'sometimes' for '--color'; expected one of auto, always, never"),
        Case(arguments: ["x.yaml", "--color"], message: "option '--color' needs a value"),
        Case(
            arguments: ["--generate-completion-script", "tcsh"],
            message: "unknown shell 'tcsh' for '--generate-completion-script'; expected one of bash, zsh, fish"),
        Case(
            arguments: ["--generate-completion-script"],
            message: """
                option '--generate-completion-script' needs a value
                """),
        Case(
            arguments: ["check", "x.yaml", "--quiet", "--verbose"],
            message: "'--quiet' and '--verbose' do not go together; give one"),
        Case(
            arguments: ["x.yaml", "--format", "swift"],
            message: "'--format swift' does not go with 'report'; expected text, json"),
        Case(arguments: ["x.yaml", "--quite"], message: "unknown option '--quite'; did you mean '--quiet'?"),
        Case(
            arguments: ["x.yaml", "--orientation", "sideways"],
            message:
                """
                unknown orientation 'sideways' for '--orientation'; expected portrait, portraitUpsideDown, \
                landscapeLeft, landscapeRight or all
                """
        ),
    ]

    @Test(arguments: cases)
    func usageError(_ test: Case) {
        let output = ScrollInspect.run(
            test.arguments, environment: InMemoryEnvironment(files: ["x.yaml": "device: iPhone X\nroot: {view: {}}\n"]))
        #expect(output.exitCode == .usage)
        #expect(output.standardOutput == "")
        #expect(output.standardError.hasPrefix("scroll-inspect: error: \(test.message)\n"))
    }

    @Test func helpAndVersion() {
        let environment = InMemoryEnvironment()
        let help = environment.run("--help")
        #expect(help.exitCode == .success)
        #expect(
            help.standardOutput.hasPrefix(
                "scroll-inspect — UIKit's safe-area and content-inset rules, computed and explained\n"))
        #expect(
            environment.run("--version")
                == CommandOutput(
                    standardOutput: "scroll-inspect \(ScrollInspect.version)\n", standardError: "", exitCode: .success))
    }

    @Test func missingFileExits66AndPrintsNothingOnStdout() {
        let environment = InMemoryEnvironment(files: ["good.yaml": "device: iPhone X\nroot: {view: {}}\n"])
        let output = environment.run("good.yaml", "missing.yaml")
        #expect(
            output
                == CommandOutput(
                    standardOutput: "",
                    standardError: "scroll-inspect: error: cannot open 'missing.yaml': no such file\n",
                    exitCode: .noInput))
    }

    @Test func invalidFixtureExits65WithEveryErrorAndNothingOnStdout() {
        let text = "device: iPhone X\norientation: landscpeLeft\nroot:\n  view:\n    nme: x\n"
        let output = InMemoryEnvironment(files: ["bad.yaml": text]).run("bad.yaml")
        #expect(output.exitCode == .dataError)
        #expect(output.standardOutput == "")
        #expect(output.standardError.contains("bad.yaml:2:14: error: unknown value 'landscpeLeft'"))
        #expect(output.standardError.contains("bad.yaml:5:5: error: unknown key 'nme'"))
        #expect(
            output.standardError.contains("orientation: landscpeLeft\n  |              ^")
                || output.standardError.contains("             ^"))
    }

    @Test func standardInputIsReadForDash() {
        let output = InMemoryEnvironment(input: "device: iPhone 8\nroot: {view: {name: root}}\n").run("-")
        #expect(output.exitCode == .success)
        #expect(
            output.standardOutput.hasPrefix(
                """
                - #0: iPhone 8 portrait 375×667, iOS 16, window safe area (20, 0, 0, 0)\nroot  view  frame (0, 0, \
                375, 667)  safe (20, 0, 0, 0)
                """
            ))
    }
}
