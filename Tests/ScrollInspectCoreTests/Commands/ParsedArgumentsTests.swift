import Testing
@testable import ScrollInspectCore

/// Every option spelling `CommandOption` lists is read by `ParsedArguments`: a value option the
/// scanner does not read is an error, never a rule turned off (issue 26, "one meaning per name").
@Suite struct ParsedArgumentsTests {
    @Test func everyValueSpellingIsRead() throws {
        for spelling in CommandOption.valueSpellings {
            // A value each option accepts: --format and --color check theirs, --ios parses a release.
            let value =
                switch spelling {
                case "--format": "json"
                case "--color": "never"
                case "--ios": "18"
                case "--generate-completion-script": "bash"
                default: "x"
                }
            let parsed = try ParsedArguments(scanning: [spelling, value, "a.yaml"])
            #expect(parsed.files == ["a.yaml"], "\(spelling)")
            #expect(parsed.disabledRules == (spelling == "--disable" ? ["x"] : []), "\(spelling)")
        }
    }

    @Test func everyFlagSpellingIsRead() throws {
        for spelling in CommandOption.flagSpellings {
            let parsed = try ParsedArguments(scanning: [spelling, "a.yaml"])
            #expect(parsed.files == ["a.yaml"], "\(spelling)")
            #expect(parsed.help == (spelling == "--help" || spelling == "-h"), "\(spelling)")
        }
    }

    @Test func disableAndEnableKeepTheirOwnLists() throws {
        let parsed = try ParsedArguments(scanning: [
            "--disable", "control-in-unsafe-area", "--enable=edge-effect-default-changed",
        ])
        #expect(parsed.disabledRules == ["control-in-unsafe-area"])
        #expect(parsed.enabledRules == ["edge-effect-default-changed"])
    }

    @Test func anUnknownOptionIsAnError() {
        #expect(throws: UsageError(message: "unknown option '--disabel'; did you mean '--disable'?")) {
            try ParsedArguments(scanning: ["--disabel", "x"])
        }
    }
}
