import Testing
@testable import ScrollInspectCore

/// `scroll-inspect verify`: the text and JSON output, the summary line and the exit codes.
@Suite struct VerifyCommandTests {
    /// A recording on a custom window whose numbers are stated here, so that the test does not
    /// move with the device catalog.
    static func recording(values: String, known: String? = nil) -> String {
        """
        source: https://example.com/printout
        trust: recorded
        recordedOn: {ios: "18.2", device: a test window}
        \(known.map { "known: \"\($0)\"\n" } ?? "")fixture:
          window: {size: [400, 800], safeAreaInsets: [20, 0, 0, 0]}
          ios: 18
          root:
            viewController:
              name: home
              view: {view: {name: root, subviews: [{scrollView: {name: scroll, frame: [0, 0, 400, 800], contentSize: [400, 2000]}}]}}
        values:
        \(values)
        """
    }

    @Test func agreeingRecordingExitsZeroWithTheSummary() {
        let environment = InMemoryEnvironment(files: [
            "r.yaml": Self.recording(values: "  view:home/root/scroll.scroll.adjustedContentInset: [20, 0, 0, 0]")
        ])
        let output = environment.run("verify", "r.yaml")
        #expect(output.standardOutput == "1 recording: 1 agree, 0 disagree (0 known); 1 value: 1 agree, 0 disagree\n")
        #expect(output.standardError == "")
        #expect(output.exitCode == .success)
    }

    @Test func disagreementListsTheRecordedAndModelNumbersAndTheDerivation() {
        let environment = InMemoryEnvironment(files: [
            "r.yaml": Self.recording(values: "  view:home/root/scroll.safeAreaInsets: {top: 24}")
        ])
        let output = environment.run("verify", "r.yaml")
        #expect(
            output.standardOutput == """
                r.yaml:12:3: disagree: view:home/root/scroll.safeAreaInsets
                    recorded {top: 24}   (recorded, iOS 18.2, a test window; https://example.com/printout)
                    model    {top: 20}
                      safeAreaInsets.top = 20: 20 window (the custom window's safeAreaInsets.top)
                1 recording: 0 agree, 1 disagree (0 known); 1 value: 0 agree, 1 disagree

                """)
        #expect(output.exitCode == .findings)
    }

    @Test func knownDisagreementExitsZero() {
        let environment = InMemoryEnvironment(files: [
            "r.yaml": Self.recording(values: "  window.safeAreaInsets.top: 24", known: "not yet")
        ])
        let output = environment.run("verify", "r.yaml")
        #expect(
            output.standardOutput.hasSuffix(
                "1 recording: 0 agree, 1 disagree (1 known); 1 value: 0 agree, 1 disagree\n"))
        #expect(
            output.standardOutput.hasPrefix("r.yaml: known: not yet\nr.yaml:13:3: known: window.safeAreaInsets.top\n"))
        #expect(output.exitCode == .success)
    }

    @Test func knownRecordingThatAgreesFails() {
        let environment = InMemoryEnvironment(files: [
            "r.yaml": Self.recording(values: "  window.safeAreaInsets.top: 20", known: "not yet")
        ])
        let output = environment.run("verify", "r.yaml")
        #expect(
            output.standardOutput == """
                r.yaml:4:8: error: marked known (not yet), yet every value agrees; remove 'known'
                1 recording: 1 agree, 0 disagree (0 known), 1 marked known agree; 1 value: 1 agree, 0 disagree

                """)
        #expect(output.exitCode == .findings)
    }

    @Test func pathThatFindsNothingIsAPositionedErrorWithExit65() {
        let environment = InMemoryEnvironment(files: [
            "r.yaml": Self.recording(values: "  view:table.frame: [0, 0, 1, 1]")
        ])
        let output = environment.run("verify", "r.yaml")
        #expect(output.standardOutput == "")
        #expect(
            output.standardError == """
                r.yaml:12:3: error: no view has the path 'table'; the views are 'home/root', 'home/root/scroll'
                12 |   view:table.frame: [0, 0, 1, 1]
                   |   ^

                """)
        #expect(output.exitCode == .dataError)
    }

    @Test func unknownTrustIsAPositionedError() {
        let text = Self.recording(values: "  window.safeAreaInsets.top: 20").replacingOccurrences(
            of: "trust: recorded", with: "trust: measured")
        let output = InMemoryEnvironment(files: ["r.yaml": text]).run("verify", "r.yaml")
        #expect(output.standardError.hasPrefix("r.yaml:2:8: error: unknown value 'measured'"))
        #expect(output.exitCode == .dataError)
    }

    @Test func directoryStandsForTheRecordingsUnderIt() {
        let environment = InMemoryEnvironment(files: [
            "recordings/a.yaml": Self.recording(values: "  window.safeAreaInsets: [20, 0, 0, 0]"),
            "recordings/sub/b.yaml": Self.recording(values: "  screen: [400, 800]"),
            "recordings/notes.md": "not a recording",
        ])
        let output = environment.run("verify", "recordings")
        #expect(output.standardOutput == "2 recordings: 2 agree, 0 disagree (0 known); 2 values: 2 agree, 0 disagree\n")
        #expect(output.exitCode == .success)
    }

    @Test func jsonFormatWritesEachValueAndTheSummary() {
        let environment = InMemoryEnvironment(files: ["r.yaml": Self.recording(values: "  screen: {width: 400}")])
        let output = environment.run("verify", "r.yaml", "--format", "json")
        #expect(
            output.standardOutput == """
                {
                  "format": 1,
                  "recordings": [
                    {
                      "file": "r.yaml",
                      "status": "agree",
                      "known": null,
                      "calibrates": null,
                      "source": "https://example.com/printout",
                      "trust": "recorded",
                      "recordedOn": {"ios": "18.2", "device": "a test window"},
                      "values": [
                        {
                          "path": "screen",
                          "line": 12,
                          "column": 3,
                          "agrees": true,
                          "recorded": "{width: 400}",
                          "model": "{width: 400}",
                          "derivation": []
                        }
                      ]
                    }
                  ],
                  "summary": {
                    "recordings": 1,
                    "agree": 1,
                    "disagree": 0,
                    "known": 0,
                    "knownButAgree": 0,
                    "calibrate": 0,
                    "calibrateAgree": 0,
                    "values": 1,
                    "valuesDisagree": 0,
                    "peerModel": {
                      "recordings": 0,
                      "agree": 0,
                      "disagree": 0,
                      "known": 0,
                      "knownButAgree": 0,
                      "calibrate": 0,
                      "calibrateAgree": 0,
                      "values": 0,
                      "valuesDisagree": 0
                    },
                    "text": "1 recording: 1 agree, 0 disagree (0 known); 1 value: 1 agree, 0 disagree"
                  }
                }

                """)
    }

    /// A peer model's values (`trust: peer-model`) are checked but counted apart from the
    /// recordings of UIKit.
    @Test func peerModelValuesAreCountedApart() {
        let peer = Self.recording(values: "  window.safeAreaInsets.top: 20").replacingOccurrences(
            of: "trust: recorded", with: "trust: peer-model")
        let environment = InMemoryEnvironment(files: [
            "recordings/a.yaml": Self.recording(values: "  window.safeAreaInsets: [20, 0, 0, 0]"),
            "recordings/peer.yaml": peer,
        ])
        let output = environment.run("verify", "recordings")
        #expect(
            output.standardOutput == """
                1 recording: 1 agree, 0 disagree (0 known); 1 value: 1 agree, 0 disagree; peer model (not counted \
                above): 1 recording: 1 agree, 0 disagree (0 known); 1 value: 1 agree, 0 disagree

                """)
        #expect(output.exitCode == .success)
    }

    /// A recording whose printout set a model constant (`calibrates:`) is counted in the
    /// summary, and how many of those agree, so that agreement by construction shows apart;
    /// the JSON names the constant per recording and counts them in the summary.
    @Test func calibratingRecordingsAreCountedApart() {
        let calibrating = Self.recording(values: "  window.safeAreaInsets.top: 20").replacingOccurrences(
            of: "trust: recorded\n", with: "trust: recorded\ncalibrates: \"the test window's top inset, 20\"\n")
        let disagreeing = Self.recording(values: "  window.safeAreaInsets.top: 24", known: "not yet")
            .replacingOccurrences(of: "trust: recorded\n", with: "trust: recorded\ncalibrates: \"the top, 24\"\n")
        let environment = InMemoryEnvironment(files: [
            "recordings/a.yaml": Self.recording(values: "  window.safeAreaInsets: [20, 0, 0, 0]"),
            "recordings/b.yaml": calibrating,
            "recordings/c.yaml": disagreeing,
        ])
        let output = environment.run("verify", "recordings")
        #expect(
            output.standardOutput.hasSuffix(
                """
                3 recordings: 2 agree, 1 disagree (1 known); 2 of them calibrate a constant (1 agree); 3 values: 2 \
                agree, 1 disagree

                """))
        #expect(output.exitCode == .success)
        let json = environment.run("verify", "recordings/b.yaml", "--format", "json").standardOutput
        #expect(json.contains("\"known\": null,\n      \"calibrates\": \"the test window's top inset, 20\",\n"))
        #expect(json.contains("\"knownButAgree\": 0,\n    \"calibrate\": 1,\n    \"calibrateAgree\": 1,\n"))
        #expect(
            json.contains(
                "\"text\": \"1 recording: 1 agree, 0 disagree (0 known); 1 of them calibrate a constant (1 agree); "
                    + "1 value: 1 agree, 0 disagree\""))
    }

    /// A keyboard the model has no height for is the model's gap: the value disagrees, the
    /// refusal is its derivation, and the recording may be marked known.
    @Test func setUpTheModelDeclinesDisagreesWithTheRefusalAsDerivation() {
        let text = """
            source: https://example.com/printout
            trust: recorded
            recordedOn: {ios: "26.1", device: iPhone 17 Pro Max}
            fixture:
              device: iPhone 17 Pro Max
              ios: 26
              keyboard: {shown: true}
              root: {viewController: {name: home}}
            values:
              keyboard.frame: [0, 610, 440, 346]
            """
        let output = InMemoryEnvironment(files: ["r.yaml": text]).run("verify", "r.yaml")
        #expect(
            output.standardOutput.hasPrefix(
                """
                r.yaml:10:3: disagree: keyboard.frame
                    recorded [0, 610, 440, 346]   (recorded, iOS 26.1, iPhone 17 Pro Max; https://example.com/printout)
                    model    none
                      refused: no sourced keyboard height for 'iPhone 17 Pro Max' in portrait on iOS 26:
                """))
        #expect(output.exitCode == .findings)
    }

    @Test func noRecordingIsAUsageError() {
        let output = InMemoryEnvironment().run("verify")
        #expect(
            output.standardError.hasPrefix(
                """
                scroll-inspect: error: 'verify' needs a recording or a directory of recordings, such as \
                'Tests/Recordings'\n
                """
            ))
        #expect(output.exitCode == .usage)
    }
}
