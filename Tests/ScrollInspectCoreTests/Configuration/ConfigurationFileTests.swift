import Testing
@testable import ScrollInspectCore
import ScrollInsets

/// `.scroll-inspect.yml`: found from the working directory upward, every key, the command line
/// over the file, and `config --effective`.
@Suite struct ConfigurationFileTests {
    /// iPhone X landscape, a table with `always`: always-scrolls-sideways (warning) and
    /// content-offset-not-zero (note), at 8:9.
    static let fixture = BaselineTests.fixture()

    static func environment(
        _ configuration: String, directory: String = "/p", extra: [String: String] = [:]
    ) -> InMemoryEnvironment {
        var files = [
            "Fixtures/a.yaml": fixture, "Fixtures/invalid/bad.yaml": "device: iPhone Z\nroot: {view: {name: v}}\n",
            "Fixtures/notes.txt": "",
            ".scroll-inspect.yml": configuration,
        ]
        files.merge(extra) { $1 }
        return InMemoryEnvironment(files: files, workingDirectory: directory)
    }

    static let everyKey = """
        included: [Fixtures/**/*.yaml]
        excluded: Fixtures/invalid
        devices: [iPhone X, iPhone 11]
        orientations: [landscapeLeft]
        ios: [13, 16]
        rules:
          disabled: [double-inset]
          optIn: [always-scrolls-sideways, content-offset-not-zero]
          severity: {content-offset-not-zero: warning}
        strict: true
        reporter: github
        baseline: base.json

        """

    @Test func everyKeyIsShownWithItsPosition() {
        let output = Self.environment(Self.everyKey).run("config", "--effective")
        #expect(
            output
                == CommandOutput(
                    standardOutput: """
                        # configuration: .scroll-inspect.yml
                        included: [Fixtures/**/*.yaml]  # .scroll-inspect.yml:1:11
                        excluded: [Fixtures/invalid]  # .scroll-inspect.yml:2:11
                        devices: [iPhone X, iPhone 11]  # .scroll-inspect.yml:3:10
                        orientations: [landscapeLeft]  # .scroll-inspect.yml:4:15
                        ios: [13, 16]  # .scroll-inspect.yml:5:6
                        rules:
                          disabled: [double-inset]  # .scroll-inspect.yml:7:13
                          # enabled: none (off by default: safe-area-clamped, content-offset-not-zero, list-separator-into-unsafe-area, frame-not-resolved, edge-effect-default-changed)  # default
                          optIn: [always-scrolls-sideways, content-offset-not-zero]  # .scroll-inspect.yml:8:10
                          severity: {content-offset-not-zero: warning}  # .scroll-inspect.yml:9:13
                        strict: true  # .scroll-inspect.yml:10:9
                        reporter: github  # .scroll-inspect.yml:11:11
                        baseline: base.json  # .scroll-inspect.yml:12:11
                        # statusBarHidden: each document's Info.plist  # default
                        # files (1, .scroll-inspect.yml:1:11):
                        #   Fixtures/a.yaml

                        """, standardError: "", exitCode: .success))
    }

    @Test func theEffectiveConfigurationReadsBackAsTheSameConfiguration() throws {
        let printed = Self.environment(Self.everyKey).run("config", "--effective").standardOutput
        #expect(
            try ProjectConfiguration(parsing: Array(printed.utf8)).withoutLocations
                == ProjectConfiguration(parsing: Array(Self.everyKey.utf8)).withoutLocations)
    }

    @Test func withoutAFileEveryValueIsTheDefault() {
        let output = InMemoryEnvironment(files: ["a.yaml": Self.fixture], workingDirectory: "/p/q").run(
            "config", "--effective", "a.yaml")
        #expect(
            output.standardOutput == """
                # configuration: none (no .scroll-inspect.yml here or above)
                # included: none: the files named on the command line  # default
                # excluded: none  # default
                # devices: each scene's own  # default
                # orientations: each scene's own  # default
                # ios: each scene's own  # default
                rules:
                  # disabled: none  # default
                  # enabled: none (off by default: safe-area-clamped, content-offset-not-zero, list-separator-into-unsafe-area, frame-not-resolved, edge-effect-default-changed)  # default
                  # optIn: every rule  # default
                  # severity: each rule's own  # default
                strict: false  # default
                reporter: text  # default
                # baseline: none  # default
                # statusBarHidden: each document's Info.plist  # default
                # files (1, command line):
                #   a.yaml

                """)
    }

    @Test func theFileIsFoundInTheNearestDirectoryAbove() {
        let environment = InMemoryEnvironment(
            files: [
                "../../.scroll-inspect.yml": "included: Fixtures\nstrict: true\n",
                "../../Fixtures/a.yaml": Self.fixture,
            ],
            workingDirectory: "/p/q/r")
        let output = environment.run("config", "--effective")
        #expect(
            output.standardOutput.hasPrefix(
                "# configuration: ../../.scroll-inspect.yml\nincluded: [Fixtures]  # ../../.scroll-inspect.yml:1:11\n"))
        #expect(
            output.standardOutput.hasSuffix("# files (1, ../../.scroll-inspect.yml:1:11):\n#   ../../Fixtures/a.yaml\n")
        )
        let check = environment.run("check")
        #expect(check.exitCode == .findings)
        #expect(check.standardOutput.hasPrefix("../../Fixtures/a.yaml:8:9: error: [always-scrolls-sideways]"))
    }

    @Test func allAndSingleItemsAreLists() {
        let output = Self.environment(
            "devices: all\norientations: all\nios: all\nexcluded: Fixtures/invalid\nrules: {optIn: double-inset}\n"
        )
        .run("config", "--effective", "a.yaml")
        #expect(
            output.standardOutput.contains(
                """
                excluded: [Fixtures/invalid]  # .scroll-inspect.yml:4:11
                devices: all  # .scroll-inspect.yml:1:10
                orientations: all  # .scroll-inspect.yml:2:15
                ios: all  # .scroll-inspect.yml:3:6
                rules:
                  # disabled: none  # default
                  # enabled: none (off by default: safe-area-clamped, content-offset-not-zero, list-separator-into-unsafe-area, frame-not-resolved, edge-effect-default-changed)  # default
                  optIn: [double-inset]  # .scroll-inspect.yml:5:16

                """))
    }

    @Test func anEmptyFileIsEveryDefault() {
        let output = Self.environment("# nothing yet\n").run("config", "--effective", "a.yaml")
        #expect(
            output.standardOutput.hasPrefix(
                """
                # configuration: .scroll-inspect.yml\n# included: none: the files named on the command line  # \
                default\n
                """
            ))
    }

    @Test func configNamesAnotherFile() {
        let environment = InMemoryEnvironment(
            files: [
                "ci/strict.yml": "strict: true\n", "a.yaml": Self.fixture,
                ".scroll-inspect.yml": "strict: false\n",
            ],
            workingDirectory: "/p")
        let output = environment.run("config", "--effective", "--config", "ci/strict.yml", "a.yaml")
        #expect(output.standardOutput.contains("\nstrict: true  # ci/strict.yml:1:9\n"))
    }

    @Test func theCommandLineOverridesTheFile() {
        let output = Self.environment(Self.everyKey).run(
            "config", "--effective", "a.yaml", "--device", "iPhone 8", "--orientation", "all",
            "--ios", "all", "--disable", "separator-into-unsafe-area", "--format", "sarif",
            "--baseline", "other.json")
        #expect(
            output.standardOutput == """
                # configuration: .scroll-inspect.yml
                included: [Fixtures/**/*.yaml]  # .scroll-inspect.yml:1:11
                excluded: [Fixtures/invalid]  # .scroll-inspect.yml:2:11
                devices: [iPhone 8]  # command line
                orientations: all  # command line
                ios: all  # command line
                rules:
                  disabled: [double-inset, separator-into-unsafe-area]  # command line
                  # enabled: none (off by default: safe-area-clamped, content-offset-not-zero, list-separator-into-unsafe-area, frame-not-resolved, edge-effect-default-changed)  # default
                  optIn: [always-scrolls-sideways, content-offset-not-zero]  # .scroll-inspect.yml:8:10
                  severity: {content-offset-not-zero: warning}  # .scroll-inspect.yml:9:13
                strict: true  # .scroll-inspect.yml:10:9
                reporter: sarif  # command line
                baseline: other.json  # command line
                # statusBarHidden: each document's Info.plist  # default
                # files (1, command line):
                #   a.yaml

                """)
    }

    // MARK: What check does with each key

    @Test func includedAndExcludedChooseTheFixtures() {
        let output = Self.environment("included: [Fixtures/**/*.yaml]\nexcluded: [Fixtures/invalid/**]\n").run("check")
        #expect(
            output
                == CommandOutput(
                    standardOutput: """
                        Fixtures/a.yaml:8:9: warning: [always-scrolls-sideways] 'root/table' uses behavior 'always', which adds the left and right safe-area insets (44 and 44) to content 812 pt wide in a frame 812 pt wide, so it scrolls 88 pt sideways; use 'automatic' or 'scrollableAxes'
                        0 errors, 1 warning, 0 notes in 1 screen of 1 file

                        """, standardError: "", exitCode: .success))
    }

    /// `.` is the configuration's own directory: every fixture below it (docs/configuration.md).
    @Test func theDotIsTheConfigurationsDirectory() {
        let environment = Self.environment("included: [.]\nexcluded: [Fixtures/invalid]\n")
        #expect(
            environment.run("check")
                == CommandOutput(
                    standardOutput: """
                        Fixtures/a.yaml:8:9: warning: [always-scrolls-sideways] 'root/table' uses behavior 'always', which adds the left and right safe-area insets (44 and 44) to content 812 pt wide in a frame 812 pt wide, so it scrolls 88 pt sideways; use 'automatic' or 'scrollableAxes'
                        0 errors, 1 warning, 0 notes in 1 screen of 1 file

                        """, standardError: "", exitCode: .success))
        #expect(
            environment.run("config", "--effective").standardOutput.contains(
                "\nincluded: [.]  # .scroll-inspect.yml:1:11\n"))
    }

    @Test func withoutExcludedAnInvalidFixtureFails() {
        let output = Self.environment("included: Fixtures\n").run("check")
        #expect(output.exitCode == .dataError)
        #expect(output.standardError.hasPrefix("Fixtures/invalid/bad.yaml:1:9: error: unknown device 'iPhone Z'"))
    }

    @Test func disabledOptInSeverityAndStrict() {
        let disabled = Self.environment("included: Fixtures/a.yaml\nrules: {disabled: [content-offset-not-zero]}\n")
            .run("check")
        #expect(disabled.standardOutput.hasSuffix("0 errors, 1 warning, 0 notes in 1 screen of 1 file\n"))
        let optIn = Self.environment("included: Fixtures/a.yaml\nrules: {optIn: content-offset-not-zero}\n").run(
            "check")
        #expect(optIn.standardOutput.hasSuffix("0 errors, 0 warnings, 1 note in 1 screen of 1 file\n"))
        let severity = Self.environment(
            """
            included: Fixtures/a.yaml\nrules: {severity: {always-scrolls-sideways: error}, enabled: \
            [content-offset-not-zero]}\n
            """
        ).run("check")
        #expect(severity.exitCode == .findings)
        #expect(severity.standardOutput.hasSuffix("1 error, 0 warnings, 1 note in 1 screen of 1 file\n"))
        let strict = Self.environment(
            "included: Fixtures/a.yaml\nstrict: true\nrules: {enabled: [content-offset-not-zero]}\n"
        ).run("check")
        #expect(strict.exitCode == .findings)
        // Strict makes warnings errors, not notes.
        #expect(strict.standardOutput.hasSuffix("1 error, 0 warnings, 1 note in 1 screen of 1 file\n"))
    }

    /// The opt-in rules (content-offset-not-zero and the others that report UIKit's default) are
    /// off unless `rules.enabled` or `--enable` turns them on.
    @Test func optInRulesRunOnlyWhenEnabled() {
        let plain = Self.environment("included: Fixtures/a.yaml\n").run("check")
        #expect(plain.standardOutput.hasSuffix("0 errors, 1 warning, 0 notes in 1 screen of 1 file\n"))
        let enabled = Self.environment("included: Fixtures/a.yaml\nrules: {enabled: [content-offset-not-zero]}\n").run(
            "check")
        #expect(enabled.standardOutput.hasSuffix("0 errors, 1 warning, 1 note in 1 screen of 1 file\n"))
        let flag = Self.environment("included: Fixtures/a.yaml\n").run("check", "--enable", "content-offset-not-zero")
        #expect(flag.standardOutput.hasSuffix("0 errors, 1 warning, 1 note in 1 screen of 1 file\n"))
        let unknown = Self.environment("included: Fixtures/a.yaml\n").run("check", "--enable", "content-offset-not-zer")
        #expect(
            unknown
                == CommandOutput(
                    standardOutput: "",
                    standardError: """
                        scroll-inspect: error: unknown rule 'content-offset-not-zer' for '--enable'; did you mean 'content-offset-not-zero'? (scroll-inspect rules lists them)
                        \(Usage.short)
                        """, exitCode: .usage))
    }

    @Test func theReporterAndTheMatrix() {
        let output = Self.environment(
            "included: Fixtures/a.yaml\nreporter: github\ndevices: [iPhone X, iPhone 11]\nios: [14, 16]\n"
        ).run("check")
        #expect(output.exitCode == .success)
        // iPhone X runs iOS 14 and 16, iPhone 11 both too: each screen's findings, grouped by device.
        let lines = output.standardOutput.split(separator: "\n").map { line in
            "\(line.split(separator: "::").first ?? "") \(line.lastIndex(of: "(").map { line[$0...] } ?? "")"
        }
        #expect(
            lines == [
                """
                warning file=Fixtures/a.yaml,line=8,col=9,title=always-scrolls-sideways (on iPhone X landscapeLeft \
                iOS 14, iPhone X landscapeLeft iOS 16)
                """,
                """
                warning file=Fixtures/a.yaml,line=8,col=9,title=always-scrolls-sideways (on iPhone 11 landscapeLeft \
                iOS 14, iPhone 11 landscapeLeft iOS 16)
                """,
            ])
        #expect(output.standardError.isEmpty)
        let notRun = Self.environment("included: Fixtures/a.yaml\nios: [10, 16, 17]\n").run("check")
        #expect(notRun.standardError == "scroll-inspect: note: skipped 1 device that does not run iOS 17: iPhone X\n")
    }

    /// The baseline named by the file is opened in the configuration's directory, and its
    /// entries name fixtures relative to that directory, whatever the working directory.
    @Test func theBaselineIsReadFromTheConfigurationsDirectory() {
        let baseline = BaselineTests.baseline.replacingOccurrences(of: "\"a.yaml\"", with: "\"Fixtures/a.yaml\"")
        let environment = InMemoryEnvironment(
            files: [
                "../.scroll-inspect.yml": "included: Fixtures\nbaseline: ci/base.json\n",
                "../Fixtures/a.yaml": Self.fixture, "../ci/base.json": baseline,
            ],
            workingDirectory: "/p/q")
        let output = environment.run("check")
        #expect(
            output
                == CommandOutput(
                    standardOutput: "0 errors, 0 warnings, 0 notes in 1 screen of 1 file\n",
                    standardError:
                        "scroll-inspect: note: ../ci/base.json: the baseline suppressed 1 finding; 0 stale entries\n",
                    exitCode: .success))
    }

    /// As the build-tool plugin runs it: an absolute fixture path and `--config` with an absolute
    /// path, from another directory; the keys are the same as from the package's directory.
    @Test func keysAreRelativeToTheConfigurationsDirectory() {
        var environment = InMemoryEnvironment(
            files: ["/pkg/.scroll-inspect.yml": "strict: false\n", "/pkg/Fixtures/a.yaml": Self.fixture],
            workingDirectory: "/build")
        let written = environment.run(
            "check", "/pkg/Fixtures/a.yaml", "--config", "/pkg/.scroll-inspect.yml", "--write-baseline", "b.json")
        #expect(
            written.files == [
                FileWrite(
                    path: "b.json",
                    contents: BaselineTests.baseline.replacingOccurrences(of: "\"a.yaml\"", with: "\"Fixtures/a.yaml\"")
                )
            ])
        environment.workingDirectory = "/pkg"
        environment.files["Fixtures/a.yaml"] = Self.fixture
        environment.files[".scroll-inspect.yml"] = "strict: false\n"
        let sarif = environment.run("check", "Fixtures/a.yaml", "--format", "sarif").standardOutput
        let absolute = environment.run(
            "check", "/pkg/Fixtures/a.yaml", "--config", "/pkg/.scroll-inspect.yml", "--format", "sarif"
        ).standardOutput
        let fingerprint = CodeClimateFormatter.fingerprint(
            file: "Fixtures/a.yaml", rule: "always-scrolls-sideways", path: "root/table",
            device: "iPhone X", orientation: "landscapeLeft", release: "16")
        #expect(sarif.contains(fingerprint))
        #expect(absolute.contains(fingerprint))
    }

    // MARK: Errors

    @Test func aMissingConfigFileIsExit66() {
        let output = InMemoryEnvironment(files: ["a.yaml": Self.fixture]).run("check", "a.yaml", "--config", "none.yml")
        #expect(
            output
                == CommandOutput(
                    standardOutput: "",
                    standardError: "scroll-inspect: error: cannot open configuration 'none.yml': no such file\n",
                    exitCode: .noInput))
    }

    /// `included: [*.yaml]` reads as an alias; the error says to quote the pattern, and quoted it works.
    @Test func anUnquotedGlobGetsAHint() {
        let output = Self.environment("included: [*.yaml]\n").run("check")
        #expect(
            output
                == CommandOutput(
                    standardOutput: "",
                    standardError: """
                        .scroll-inspect.yml:1:12: error: aliases are not supported: '*.yaml'; write the value out in full
                        1 | included: [*.yaml]
                          |            ^
                          = note: a pattern that starts with '*' must be quoted in YAML: included: ["*.yaml"], excluded: ['**/Generated']

                        """, exitCode: .configuration))
        let quoted = Self.environment("included: [\"**/*.yaml\"]\nexcluded: [Fixtures/invalid]\n").run("check")
        #expect(quoted.exitCode == .success)
        #expect(quoted.standardOutput.hasPrefix("Fixtures/a.yaml:8:9: warning: [always-scrolls-sideways]"))
    }

    @Test func noFixtureAnywhereIsAUsageError() {
        let output = InMemoryEnvironment(files: [:], workingDirectory: "/p").run("check")
        #expect(output.exitCode == .usage)
        #expect(
            output.standardError.hasPrefix(
                """
                scroll-inspect: error: missing fixture file; give one or more paths, '-' for standard input, or an \
                'included' list in .scroll-inspect.yml (without either, check takes every fixture, .storyboard and \
                .xib under the current directory, and found none)\n
                """
            ))
        let nothing = Self.environment("included: Other/*.yaml\n").run("check")
        #expect(nothing.exitCode == .usage)
        #expect(
            nothing.standardError.hasPrefix(
                "scroll-inspect: error: 'included' in .scroll-inspect.yml matches no fixture\n"))
    }

    @Test func configNeedsEffective() {
        let output = InMemoryEnvironment().run("config")
        #expect(output.exitCode == .usage)
        #expect(output.standardError.hasPrefix("scroll-inspect: error: 'config' needs '--effective'\n"))
    }

    /// Every rule id, as the notes list them (the registry grows; the messages are the point here).
    static let ruleList = AuditRuleID.allCases.map(\.rawValue).joined(separator: ", ")

    struct ErrorCase: CustomTestStringConvertible, Sendable {
        var name: String
        var text: String
        var message: String
        var testDescription: String { name }
    }

    static let errors: [ErrorCase] = [
        ErrorCase(
            name: "misspelt key", text: "exclude: [a]\n",
            message: """
                .scroll-inspect.yml:1:1: error: unknown key 'exclude'; did you mean 'excluded'?
                1 | exclude: [a]
                  | ^
                  = note: allowed keys: included, excluded, devices, orientations, ios, rules, strict, reporter, baseline, statusBarHidden

                """),
        ErrorCase(
            name: "misspelt rules key", text: "rules:\n  disable: [double-inset]\n",
            message: """
                .scroll-inspect.yml:2:3: error: unknown key 'disable'; did you mean 'disabled'?
                2 |   disable: [double-inset]
                  |   ^
                  = note: allowed keys: disabled, enabled, optIn, severity

                """),
        ErrorCase(
            name: "not a mapping", text: "- a\n",
            message: """
                .scroll-inspect.yml:1:1: error: expected a mapping; found a sequence
                1 | - a
                  | ^
                  = note: allowed keys: included, excluded, devices, orientations, ios, rules, strict, reporter, baseline, statusBarHidden

                """),
        ErrorCase(
            name: "YAML error", text: "strict: [true\n",
            message: """
                .scroll-inspect.yml:1:9: error: unterminated flow sequence; expected ']' to close this '['
                1 | strict: [true
                  |         ^

                """),
        ErrorCase(
            name: "two documents", text: "strict: true\n---\nstrict: false\n",
            message: """
                .scroll-inspect.yml:3:1: error: expected one document in a configuration; found 2
                3 | strict: false
                  | ^

                """),
        ErrorCase(
            name: "absolute pattern", text: "included: [/etc/*.yaml]\n",
            message: """
                .scroll-inspect.yml:1:12: error: pattern '/etc/*.yaml' is not relative to the configuration's directory; write it without a leading '/' or '..'
                1 | included: [/etc/*.yaml]
                  |            ^

                """),
        ErrorCase(
            name: "empty list value", text: "excluded:\n",
            message: """
                .scroll-inspect.yml:1:10: error: missing value for 'excluded'; expected a path pattern such as Fixtures/**/*.yaml, or a sequence of them
                1 | excluded:
                  |          ^

                """),
        ErrorCase(
            name: "unknown device", text: "devices: [iPhone X, iPhone 99]\n",
            message: """
                .scroll-inspect.yml:1:21: error: unknown device 'iPhone 99'; did you mean 'iPhone 6'? (run 'scroll-inspect devices' for the catalog, or use 'all')
                1 | devices: [iPhone X, iPhone 99]
                  |                     ^

                """),
        ErrorCase(
            name: "unknown orientation", text: "orientations: landscpeLeft\n",
            message: """
                .scroll-inspect.yml:1:15: error: unknown value 'landscpeLeft'; did you mean 'landscapeLeft'?
                1 | orientations: landscpeLeft
                  |               ^
                  = note: allowed values: portrait, portraitUpsideDown, landscapeLeft, landscapeRight

                """),
        ErrorCase(
            name: "not a release", text: "ios: [26, v18]\n",
            message: """
                .scroll-inspect.yml:1:11: error: expected a release such as 26 or 18.4; found 'v18'
                1 | ios: [26, v18]
                  |           ^

                """),
        ErrorCase(
            name: "release not modelled", text: "ios: 9\n",
            message: """
                .scroll-inspect.yml:1:6: error: iOS 9 is not modelled; the model knows iOS 10–18, 26 and 27
                1 | ios: 9
                  |      ^

                """),
        ErrorCase(
            name: "unknown rule", text: "rules: {disabled: [double-insets]}\n",
            message: """
                .scroll-inspect.yml:1:20: error: unknown value 'double-insets'; did you mean 'double-inset'?
                1 | rules: {disabled: [double-insets]}
                  |                    ^
                  = note: allowed values: \(Self.ruleList)

                """),
        ErrorCase(
            name: "unknown rule in severity", text: "rules:\n  severity:\n    double-insets: error\n",
            message: """
                .scroll-inspect.yml:3:5: error: unknown rule 'double-insets'; did you mean 'double-inset'?
                3 |     double-insets: error
                  |     ^
                  = note: rules: \(Self.ruleList)

                """),
        ErrorCase(
            name: "unknown severity", text: "rules: {severity: {double-inset: fatal}}\n",
            message: """
                .scroll-inspect.yml:1:34: error: unknown value 'fatal'; allowed values: note, warning, error
                1 | rules: {severity: {double-inset: fatal}}
                  |                                  ^

                """),
        ErrorCase(
            name: "severity not a mapping", text: "rules: {severity: [error]}\n",
            message: """
                .scroll-inspect.yml:1:19: error: expected a mapping from rule ids to severities, such as {double-inset: error}; found a sequence
                1 | rules: {severity: [error]}
                  |                   ^

                """),
        ErrorCase(
            name: "strict not a boolean", text: "strict: yes\n",
            message: """
                .scroll-inspect.yml:1:9: error: expected true or false; found 'yes'
                1 | strict: yes
                  |         ^

                """),
        ErrorCase(
            name: "unknown reporter", text: "reporter: sarf\n",
            message: """
                .scroll-inspect.yml:1:11: error: unknown value 'sarf'; did you mean 'sarif'?
                1 | reporter: sarf
                  |           ^
                  = note: allowed values: text, json, sarif, github, checkstyle, junit, codeclimate, xcode

                """),
        ErrorCase(
            name: "baseline not a string", text: "baseline: [a, b]\n",
            message: """
                .scroll-inspect.yml:1:11: error: expected a string; found a sequence
                1 | baseline: [a, b]
                  |           ^

                """),
    ]

    @Test(arguments: errors) func errorsArePositioned(_ test: ErrorCase) {
        let output = Self.environment(test.text).run("check", "a.yaml")
        #expect(output == CommandOutput(standardOutput: "", standardError: test.message, exitCode: .configuration))
    }
}

extension ProjectConfiguration {
    /// The configuration's values without the positions of its keys, to compare two files that
    /// say the same in different places.
    var withoutLocations: String {
        [
            included.map { "\($0.value)" }, excluded.map { "\($0.value)" }, devices.map { "\($0.value)" },
            orientations.map { "\($0.value)" }, releases.map { "\($0.value)" }, disabledRules.map { "\($0.value)" },
            optInRules.map { "\($0.value)" }, severities.map { "\($0.value.sorted { $0.key < $1.key })" },
            strict.map { "\($0.value)" }, reporter.map { "\($0.value)" }, baseline.map { "\($0.value)" },
        ]
        .map { $0 ?? "-" }.joined(separator: "|")
    }
}
