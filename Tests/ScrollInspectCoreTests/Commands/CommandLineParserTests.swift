import Testing
import ScrollInsets
@testable import ScrollInspectCore

/// Commands as types (issue 41, step 3): each command holds its own options, stored by the one
/// parser through the command's descriptors; an option it does not declare is a usage error
/// naming the commands that take it, and `--help` answers before the command's own checks.
@Suite struct CommandLineParserTests {
    /// Every option of the table is declared by a command (or taken by every command): none is
    /// listed in `--help` and read by nobody.
    @Test(arguments: CommandOption.allCases)
    func everyOptionIsTakenBySomeCommand(_ option: CommandOption) {
        let takers = ScrollInspect.subcommands.filter { $0.takes(option) }
        #expect(!takers.isEmpty || CommandOption.everyCommand.contains(option))
    }

    /// No command declares an option twice, nor one of those every command takes.
    @Test func noCommandDeclaresAnOptionTwice() {
        for command in ScrollInspect.subcommands + ScrollInspect.hiddenSubcommands {
            let declared = CommandOption.allCases.filter { command.takes($0) }
            for option in declared {
                #expect(!CommandOption.everyCommand.contains(option), "\(command.name) \(option)")
            }
        }
        #expect(ReportCommand.arguments.map(\.option) == [.format, .explain, .device, .orientation, .ios, .output])
    }

    @Test func checkStoresEachOptionInItsOwnProperty() throws {
        let parsed = try CommandLineParser.parse(
            CheckCommand.self,
            [
                "--disable", "control-in-unsafe-area", "--enable=edge-effect-default-changed", "--strict", "-o",
                "r.json", "a.yaml", "--ios", "18", "--device", "iPhone 16", "--format", "sarif", "--quiet",
            ])
        let check = try #require(parsed.command as? CheckCommand)
        #expect(check.options.disabledRules == ["control-in-unsafe-area"])
        #expect(check.options.enabledRules == ["edge-effect-default-changed"])
        #expect(check.options.strict)
        #expect(check.options.format == .sarif)
        #expect(check.options.files == ["a.yaml"])
        #expect(check.options.device == "iPhone 16")
        #expect(check.options.release == .release(UIKitRelease(18)))
        #expect(check.outputPath == "r.json")
        #expect(parsed.global.quiet)
        #expect(parsed.format == .sarif)
    }

    @Test func anUnknownOptionIsAnError() {
        #expect(throws: UsageError(message: "unknown option '--disabel'; did you mean '--disable'?")) {
            try CommandLineParser.parse(CheckCommand.self, ["--disabel", "x"])
        }
    }

    /// An option another command takes names those commands when they are five at most.
    @Test func anOptionOfAnotherCommandNamesTheCommandsThatTakeIt() {
        #expect(throws: UsageError(message: "'--strict' goes with 'check' and 'config' only")) {
            try CommandLineParser.parse(DiffCommand.self, ["a.yaml", "--strict"])
        }
        #expect(throws: UsageError(message: "'--explain' goes with 'report' and 'check' only")) {
            try CommandLineParser.parse(DiffCommand.self, ["a.yaml", "--explain"])
        }
        #expect(throws: UsageError(message: "'--device' does not go with 'devices'")) {
            try CommandLineParser.parse(DevicesCommand.self, ["--device", "iPhone 16"])
        }
        #expect(throws: UsageError(message: "'devices' takes no file; found 'a.yaml'")) {
            try CommandLineParser.parse(DevicesCommand.self, ["a.yaml"])
        }
    }

    /// `COMMAND --help` prints the command's help on standard output and exits 0 for every
    /// command, before the command's own checks (`verify --help` exited 64: no recording).
    @Test func everyCommandAnswersHelp() {
        for command in ScrollInspect.subcommands {
            let output = InMemoryEnvironment().run(command.name, "--help")
            #expect(
                output == CommandOutput(standardOutput: Usage.command(command), standardError: "", exitCode: .success),
                "\(command.name)")
        }
        #expect(InMemoryEnvironment().run("verify", "--help").standardOutput.hasPrefix("usage: scroll-inspect verify "))
    }
}
