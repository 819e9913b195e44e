import Foundation
import Testing
@testable import ScrollInspectCore
import ScrollInsets

/// SARIF's `partialFingerprints`: the baseline's key hashed, so an edit above a view keeps the
/// alert's identity and another screen gets another.
@Suite struct SARIFFingerprintTests {
    static func fingerprints(_ sarif: String) throws -> [String] {
        let log = try #require(try JSONSerialization.jsonObject(with: Data(sarif.utf8)) as? [String: Any])
        let results = try #require((log["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]])
        return results.compactMap { ($0["partialFingerprints"] as? [String: String])?[SARIFFormatter.fingerprintKey] }
    }

    @Test func theFingerprintIsTheBaselineKeyHashed() throws {
        let output = InMemoryEnvironment(files: ["a.yaml": BaselineTests.fixture()])
            .run("check", "a.yaml", "--format", "sarif", "--enable", "content-offset-not-zero")
        let expected = ["always-scrolls-sideways", "content-offset-not-zero"].map {
            CodeClimateFormatter.fingerprint(
                file: "a.yaml", rule: $0, path: "root/table", device: "iPhone X",
                orientation: "landscapeLeft", release: "16")
        }
        #expect(try Self.fingerprints(output.standardOutput) == expected)
        #expect(
            output.standardOutput.contains(
                """
                "partialFingerprints": {\n            "scrollInspectFindingKey/v2": "\(expected[0])"\n          \
                }
                """
            ))
    }

    @Test func theSceneAndTheOccurrenceAreInTheFingerprint() throws {
        let sameNames = InMemoryEnvironment(files: ["a.yaml": BaselineTests.sameNamed(secondX: 0)]).run(
            "check", "a.yaml", "--format", "sarif")
        let expected = [1, 2].map {
            CodeClimateFormatter.fingerprint(
                file: "a.yaml", scene: 0, rule: "control-in-unsafe-area", path: "root/go", occurrence: $0,
                device: "iPhone X", orientation: "landscapeLeft", release: "16")
        }
        #expect(try Self.fingerprints(sameNames.standardOutput) == expected)
        #expect(expected[0] != expected[1])
        let scenes = InMemoryEnvironment(files: ["a.yaml": BaselineTests.twoScenes(first: 0, second: 0)]).run(
            "check", "a.yaml", "--format", "sarif")
        #expect(
            try Self.fingerprints(scenes.standardOutput)
                == [0, 1].map {
                    CodeClimateFormatter.fingerprint(
                        file: "a.yaml", scene: $0, rule: "control-in-unsafe-area", path: "root/go",
                        device: "iPhone X", orientation: "landscapeLeft", release: "16")
                })
    }

    @Test func anEditAboveTheViewKeepsTheFingerprints() throws {
        let before = InMemoryEnvironment(files: ["a.yaml": BaselineTests.fixture()]).run(
            "check", "a.yaml", "--format", "sarif")
        let above = "      - view: {name: header, frame: [0, 0, 812, 40]}\n      # moved down\n"
        let after = InMemoryEnvironment(files: ["a.yaml": BaselineTests.fixture(above: above)]).run(
            "check", "a.yaml", "--format", "sarif")
        #expect(before.standardOutput != after.standardOutput)
        #expect(try Self.fingerprints(before.standardOutput) == Self.fingerprints(after.standardOutput))
    }

    @Test func eachScreenOfAMatrixHasItsOwnResult() throws {
        let output = InMemoryEnvironment(files: ["a.yaml": BaselineTests.fixture()])
            .run(
                "check", "a.yaml", "--format", "sarif", "--device", "all", "--orientation", "landscapeLeft",
                "--disable", "content-offset-not-zero")
        let fingerprints = try Self.fingerprints(output.standardOutput)
        #expect(fingerprints.count == Set(fingerprints).count)
        #expect(
            output.standardOutput.contains(
                "so it scrolls 88 pt sideways; use 'automatic' or 'scrollableAxes' (on iPhone X landscapeLeft iOS 16)\""
            ))
    }

    @Test func theAuditsURLComesFromTheEnvironment() {
        var environment = InMemoryEnvironment(files: ["a.yaml": BaselineTests.fixture()])
        environment.variables = ["SCROLL_INSPECT_AUDITS_URL": "https://example.com/docs/audits.md"]
        let output = environment.run("check", "a.yaml", "--format", "sarif")
        #expect(output.standardOutput.contains("\"helpUri\": \"https://example.com/docs/audits.md#double-inset\""))
    }
}
