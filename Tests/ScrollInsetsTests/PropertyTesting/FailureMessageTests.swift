import PropertyTesting
import Testing

@Suite struct FailureMessageTests {
    static let filter = "ScrollInsetsTests.FailureMessageTests/harnessExpectingFailurePrintsTheWholeReport"

    /// Run 0's generator seed is SplitMix64(seed: 0x5eed)'s first output, 0x09f1fd9d03f0a9b4;
    /// that generator's first output times 10,001, shifted right by 64, is 723 (Lemire's
    /// bounded draw); halving towards 0 reaches 500 in 4 accepted steps out of 32 tried
    /// (0, 362, 543 ✓; 0, 272, 408, 476, 510 ✓; …). All computed by hand in Python.
    @Test func harnessExpectingFailurePrintsTheWholeReport() throws {
        let result = check(
            .int(in: 0...10_000), configuration: PropertyConfiguration(seed: 0x5EED),
            fileID: "ScrollInsetsTests/Example.swift", filePath: "/tmp/Example.swift",
            line: 12, column: 9, function: "example()"
        ) { $0 < 500 }
        let failure = try #require(result.failure)
        #expect(
            failure.description == """
                property failed at ScrollInsetsTests/Example.swift:12:9 on run 1 of 1000 (seed 0x5eed)
                  original: 723
                  shrunk:   500 (4 shrink steps, 32 tried)
                  replay:   SCROLLINSETS_SEED=0x5eed SCROLLINSETS_PROPERTY_RUNS=1 swift test --filter '\(Self.filter)'
                  this run: SCROLLINSETS_REPLAY=0x9f1fd9d03f0a9b4:0 swift test --filter '\(Self.filter)'
                """)
        #expect(
            failure.replayCommand
                == "SCROLLINSETS_SEED=0x5eed SCROLLINSETS_PROPERTY_RUNS=1 swift test --filter '\(Self.filter)'")
        #expect(failure.run == PropertyReplay(seed: 0x09F1_FD9D_03F0_A9B4, size: 0))
    }

    @Test func describeClosuresFormatTheInputs() throws {
        let result = check(
            .int(in: 0...10_000), configuration: PropertyConfiguration(seed: 0x5EED),
            describe: { "\($0) pt" }
        ) { $0 < 500 }
        #expect(result.failure?.original == "723 pt")
        #expect(result.failure?.shrunk == "500 pt")
    }

    @Test func aReplayedRunIsNamedInTheReport() throws {
        let replay = PropertyReplay(seed: 0x09F1_FD9D_03F0_A9B4, size: 0)
        let result = check(.int(in: 0...10_000), configuration: PropertyConfiguration(seed: 0x5EED, replay: replay)) {
            $0 < 500
        }
        let firstLine = try #require(result.failure?.description.split(separator: "\n").first)
        #expect(firstLine.hasSuffix("on the replayed run 0x9f1fd9d03f0a9b4:0 (seed 0x5eed)"))
        #expect(result.counterexample?.original == 723)
    }

    @Test func insideATestTheFilterNamesTheTest() {
        let location = PropertyLocation(
            fileID: "ScrollInsetsTests/Example.swift", filePath: "/tmp/Example.swift",
            line: 1, column: 1, function: "insetNeverGrows(case:)")
        #expect(location.testFilter == "ScrollInsetsTests.FailureMessageTests/insideATestTheFilterNamesTheTest")
    }

    @Test func outsideATestTheFilterUsesTheModuleAndFunction() async {
        let location = PropertyLocation(
            fileID: "ScrollInsetsTests/Example.swift", filePath: "/tmp/Example.swift",
            line: 1, column: 1, function: "insetNeverGrows(case:)")
        // A detached task does not inherit the task-local current test.
        let filter = await Task.detached { location.testFilter }.value
        #expect(filter == "ScrollInsetsTests.*insetNeverGrows")
    }

    /// `forAll` throws the failure, so `try forAll` makes Swift Testing print its message.
    /// The property fails for every input, so this holds whatever the environment's seed.
    @Test func forAllThrowsThePropertyFailure() throws {
        let failure = #expect(throws: PropertyFailure.self) {
            try forAll(.int(in: 0...10_000)) { $0 < 0 }
        }
        #expect(failure?.shrunk == "0")
        #expect(failure?.reason == .returnedFalse)
        #expect(failure?.location.function == "forAllThrowsThePropertyFailure()")
    }

    @Test func expectForAllRecordsTheFailureAsAnIssue() {
        withKnownIssue {
            let held = expectForAll(.int(in: 0...10_000), .bool) { value, _ in value < 0 }
            #expect(!held)
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("  shrunk:   (0, false) (") }
        }
    }
}
