import PropertyTesting
import Testing

@Suite struct PropertyConfigurationTests {
    @Test func anEmptyEnvironmentKeepsTheCallsValues() throws {
        let configuration = try PropertyConfiguration(runs: 250, seed: 9, environment: [:])
        #expect(configuration == PropertyConfiguration(runs: 250, seed: 9))
        #expect(configuration.replay == nil)
        #expect(configuration.maxShrinkAttempts == 10_000)
    }

    @Test func defaultsAreFixed() throws {
        let configuration = try PropertyConfiguration(environment: [:])
        #expect(configuration.runs == 1_000)
        #expect(configuration.seed == 0x5EED)
    }

    struct ValidCase: CustomTestStringConvertible, Sendable {
        var id: String
        var environment: [String: String]
        var expected: PropertyConfiguration
        var testDescription: String { id }
    }

    static let validCases: [ValidCase] = [
        ValidCase(
            id: "runs", environment: ["SCROLLINSETS_PROPERTY_RUNS": "20000"],
            expected: PropertyConfiguration(runs: 20_000, seed: 9)),
        ValidCase(
            id: "decimal seed", environment: ["SCROLLINSETS_SEED": "18446744073709551615"],
            expected: PropertyConfiguration(runs: 250, seed: .max)),
        ValidCase(
            id: "hexadecimal seed", environment: ["SCROLLINSETS_SEED": "0x5EEd"],
            expected: PropertyConfiguration(runs: 250, seed: 0x5EED)),
        ValidCase(
            id: "replay", environment: ["SCROLLINSETS_REPLAY": "0x1f2e3d4c5b6a7988:37"],
            expected: PropertyConfiguration(
                runs: 250, seed: 9,
                replay: PropertyReplay(seed: 0x1F2E_3D4C_5B6A_7988, size: 37))),
        ValidCase(
            id: "all three",
            environment: ["SCROLLINSETS_PROPERTY_RUNS": "1", "SCROLLINSETS_SEED": "0", "SCROLLINSETS_REPLAY": "12:0"],
            expected: PropertyConfiguration(runs: 1, seed: 0, replay: PropertyReplay(seed: 12, size: 0))),
        ValidCase(
            id: "empty values count as unset",
            environment: ["SCROLLINSETS_PROPERTY_RUNS": "", "SCROLLINSETS_SEED": "", "SCROLLINSETS_REPLAY": ""],
            expected: PropertyConfiguration(runs: 250, seed: 9)),
        ValidCase(
            id: "other variables are ignored", environment: ["SEED": "4", "SCROLLINSETS_RUNS": "x"],
            expected: PropertyConfiguration(runs: 250, seed: 9)),
    ]

    @Test(arguments: validCases)
    func environmentOverridesTheCall(_ testCase: ValidCase) throws {
        let configuration = try PropertyConfiguration(runs: 250, seed: 9, environment: testCase.environment)
        #expect(configuration == testCase.expected)
    }

    struct InvalidCase: CustomTestStringConvertible, Sendable {
        var id: String
        var environment: [String: String]
        var error: PropertyConfigurationError
        var message: String
        var testDescription: String { id }
    }

    static let invalidCases: [InvalidCase] = [
        InvalidCase(
            id: "runs not a number", environment: ["SCROLLINSETS_PROPERTY_RUNS": "lots"], error: .invalidRuns("lots"),
            message: "invalid SCROLLINSETS_PROPERTY_RUNS 'lots'; expected a whole number of at least 1"),
        InvalidCase(
            id: "zero runs", environment: ["SCROLLINSETS_PROPERTY_RUNS": "0"], error: .invalidRuns("0"),
            message: "invalid SCROLLINSETS_PROPERTY_RUNS '0'; expected a whole number of at least 1"),
        InvalidCase(
            id: "signed runs", environment: ["SCROLLINSETS_PROPERTY_RUNS": "+5"], error: .invalidRuns("+5"),
            message: "invalid SCROLLINSETS_PROPERTY_RUNS '+5'; expected a whole number of at least 1"),
        InvalidCase(
            id: "negative seed", environment: ["SCROLLINSETS_SEED": "-1"], error: .invalidSeed("-1"),
            message:
                """
                invalid SCROLLINSETS_SEED '-1'; expected a 64-bit unsigned number in decimal or 0x-prefixed \
                hexadecimal
                """
        ),
        InvalidCase(
            id: "seed too large", environment: ["SCROLLINSETS_SEED": "18446744073709551616"],
            error: .invalidSeed("18446744073709551616"),
            message:
                """
                invalid SCROLLINSETS_SEED '18446744073709551616'; expected a 64-bit unsigned number in decimal or \
                0x-prefixed hexadecimal
                """
        ),
        InvalidCase(
            id: "bare 0x", environment: ["SCROLLINSETS_SEED": "0x"], error: .invalidSeed("0x"),
            message:
                """
                invalid SCROLLINSETS_SEED '0x'; expected a 64-bit unsigned number in decimal or 0x-prefixed \
                hexadecimal
                """
        ),
        InvalidCase(
            id: "replay without size", environment: ["SCROLLINSETS_REPLAY": "0x1f"], error: .invalidReplay("0x1f"),
            message:
                """
                invalid SCROLLINSETS_REPLAY '0x1f'; expected '<seed>:<size>' with a size from 0 to 100, as a failure \
                message prints it
                """
        ),
        InvalidCase(
            id: "replay size too large", environment: ["SCROLLINSETS_REPLAY": "0x1f:101"],
            error: .invalidReplay("0x1f:101"),
            message:
                """
                invalid SCROLLINSETS_REPLAY '0x1f:101'; expected '<seed>:<size>' with a size from 0 to 100, as a \
                failure message prints it
                """
        ),
    ]

    @Test(arguments: invalidCases)
    func invalidValuesAreRejectedWithTheirText(_ testCase: InvalidCase) throws {
        let error = #expect(throws: PropertyConfigurationError.self) {
            try PropertyConfiguration(environment: testCase.environment)
        }
        #expect(error == testCase.error)
        #expect(error?.description == testCase.message)
    }

    @Test func replaysRoundTripThroughTheirText() {
        let replay = PropertyReplay(seed: 0xDEAD_BEEF, size: 42)
        #expect(replay.description == "0xdeadbeef:42")
        #expect(PropertyReplay("0xdeadbeef:42") == replay)
        #expect(PropertyReplay("3735928559:42") == replay)
        #expect(PropertyReplay("0xdeadbeef:") == nil)
        #expect(PropertyReplay("0xdeadbeef:4:2") == nil)
    }

    @Test func seedsAreWrittenInLowercaseHexadecimal() {
        #expect(PropertyConfiguration.formatSeed(0x5EED) == "0x5eed")
        #expect(PropertyConfiguration.formatSeed(0) == "0x0")
        #expect(PropertyConfiguration.parseSeed("0x5eed") == 0x5EED)
        #expect(PropertyConfiguration.parseSeed("24301") == 0x5EED)
        #expect(PropertyConfiguration.parseSeed("0x-1") == nil)
        #expect(PropertyConfiguration.parseSeed(" 1") == nil)
    }
}
