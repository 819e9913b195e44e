import Foundation
import Testing
@testable import ScrollInspectCore

/// `scroll-inspect fixture-json`: a fixture as an editor's YAML language server reads it, for the
/// JSON Schema validator of scripts/schema-check.sh; and the modeline every fixture starts with.
@Suite struct FixtureJSONTests {
    @Test func scalarsAreTypedAsYAMLsCoreSchemaTypesThem() {
        let output = InMemoryEnvironment(files: [
            "a.yaml": """
            # yaml-language-server: $schema=docs/fixture.schema.json
            a: [44, -0.5, +1, .5, 1e3, 0x1F, 0o17, 1.2.3, .inf]
            b: [true, False, "true", null, ~, "44", no]
            c:
            ---
            d: {e: iPhone X}

            """
        ]).run("fixture-json", "a.yaml")
        #expect(
            output
                == CommandOutput(
                    standardOutput: """
                        [
                          {
                            "a": [
                              44,
                              -0.5,
                              1,
                              0.5,
                              1000,
                              31,
                              15,
                              "1.2.3",
                              ".inf"
                            ],
                            "b": [
                              true,
                              false,
                              "true",
                              null,
                              null,
                              "44",
                              "no"
                            ],
                            "c": null
                          },
                          {
                            "d": {
                              "e": "iPhone X"
                            }
                          }
                        ]

                        """, standardError: "", exitCode: .success))
    }

    @Test func aFileOutsideTheSubsetIsPositionedErrors() {
        let output = InMemoryEnvironment(files: ["a.yaml": "a: &x 1\n"]).run("fixture-json", "a.yaml")
        #expect(output.exitCode == .dataError)
        #expect(output.standardOutput == "")
        #expect(output.standardError.hasPrefix("a.yaml:1:4: error: anchors are not supported: '&x'"))
    }

    @Test func itIsHiddenFromHelp() {
        #expect(!Usage.full.contains("fixture-json"))
        #expect(
            InMemoryEnvironment().run("fixture-json", "a.yaml", "b.yaml").standardError
                .hasPrefix("scroll-inspect: error: 'fixture-json' takes one file; found 2\n"))
    }

    /// Every fixture starts with the yaml-language-server modeline naming the schema by its path
    /// relative to the fixture, which the parser reads as a comment (the goldens are unchanged).
    @Test func everyFixtureStartsWithTheModeline() throws {
        let fixtures = PackageFiles.files(under: PackageFiles.fixtures).filter { $0.hasSuffix(".yaml") }
        #expect(fixtures.count > 50)
        for fixture in fixtures {
            let depth = fixture.split(separator: "/").count  // Fixtures/ itself is one level
            let expected =
                "# yaml-language-server: $schema=" + String(repeating: "../", count: depth) + "docs/fixture.schema.json"
            let text = try String(contentsOf: PackageFiles.fixtures.appendingPathComponent(fixture), encoding: .utf8)
            #expect(text.prefix { $0 != "\n" } == expected[...], "Fixtures/\(fixture)")
        }
    }
}
