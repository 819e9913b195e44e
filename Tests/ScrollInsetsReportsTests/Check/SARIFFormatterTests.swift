import Foundation
@testable import ScrollInsetsReports
import ScrollInsets
import Testing

@Suite struct SARIFFormatterTests {
    @Test func writesASARIF210Log() {
        let output = SARIFFormatter.format(
            [SampleFindings.pager, SampleFindings.offset], file: "Fixtures/feed.yaml",
            rules: [.controlInUnsafeArea, .contentOffsetNotZero])
        #expect(
            output == """
                {
                  "version": "2.1.0",
                  "$schema": "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json",
                  "runs": [
                    {
                      "tool": {
                        "driver": {
                          "name": "scroll-inspect",
                          "rules": [
                            {
                              "id": "control-in-unsafe-area",
                              "shortDescription": {
                                "text": "an interactive view overlaps the window's unsafe area (sensor housing, rounded corners, home indicator)"
                              },
                              "helpUri": "docs/audits.md#control-in-unsafe-area",
                              "defaultConfiguration": {
                                "level": "error"
                              }
                            },
                            {
                              "id": "content-offset-not-zero",
                              "shortDescription": {
                                "text": "a scroll view starts at a non-zero contentOffset because its behavior adds safe-area insets"
                              },
                              "helpUri": "docs/audits.md#content-offset-not-zero",
                              "defaultConfiguration": {
                                "level": "note"
                              }
                            }
                          ]
                        }
                      },
                      "results": [
                        {
                          "ruleId": "control-in-unsafe-area",
                          "ruleIndex": 0,
                          "level": "error",
                          "message": {
                            "text": "interactive view 'root/pager' lies 22 pt inside the bottom unsafe area (inset 34) of the window; keep controls inside the safe area"
                          },
                          "locations": [
                            {
                              "physicalLocation": {
                                "artifactLocation": {
                                  "uri": "Fixtures/feed.yaml"
                                },
                                "region": {
                                  "startLine": 9,
                                  "startColumn": 7
                                }
                              },
                              "logicalLocations": [
                                {
                                  "fullyQualifiedName": "root/pager"
                                }
                              ]
                            }
                          ]
                        },
                        {
                          "ruleId": "content-offset-not-zero",
                          "ruleIndex": 1,
                          "level": "note",
                          "message": {
                            "text": "'root/scroll' starts at contentOffset (0, -44), not (0, 0): behavior 'automatic' adds the top safe-area inset 44; code that assumes an offset of 0 at rest is off by 44 pt vertically"
                          },
                          "locations": [
                            {
                              "physicalLocation": {
                                "artifactLocation": {
                                  "uri": "Fixtures/feed.yaml"
                                }
                              },
                              "logicalLocations": [
                                {
                                  "fullyQualifiedName": "root/scroll"
                                }
                              ]
                            }
                          ]
                        }
                      ]
                    }
                  ]
                }

                """)
    }

    @Test func describesEveryRuleByDefault() throws {
        let output = SARIFFormatter.format(
            [FileFindings(file: "a.yaml", findings: [SampleFindings.scroll])], toolVersion: "0.1.0")
        let log = try #require(try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any])
        let run = try #require((log["runs"] as? [[String: Any]])?.first)
        let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
        #expect(Set(driver.keys) == ["name", "version", "rules"])
        #expect(
            output.contains("\"name\": \"scroll-inspect\",\n          \"version\": \"0.1.0\",\n          \"rules\": ["))
        #expect(driver["version"] as? String == "0.1.0")
        #expect((driver["rules"] as? [Any])?.count == AuditRuleID.allCases.count)
        let result = try #require((run["results"] as? [[String: Any]])?.first)
        #expect(result["ruleIndex"] as? Int == 2)
        #expect(result["level"] as? String == "warning")
    }

    @Test func explainAppendsTheExplanationToTheMessage() {
        let output = SARIFFormatter.format(
            [SampleFindings.scroll], file: "a.yaml", rules: [.doubleInset], explain: true)
        #expect(
            output.contains(
                #""text": "'root/scroll' has contentInset.top 44, equal to its top safe-area inset, "#
                    + #"and behavior 'automatic' adds the safe area again: adjustedContentInset.top is 88, "#
                    + #"the gap counted twice\nadjustedContentInset.top of 'root/scroll' = 88""#
            ))
    }

    @Test func aRuleLeftOutOfTheMetadataHasNoRuleIndex() {
        let output = SARIFFormatter.format([SampleFindings.scroll], file: "a.yaml", rules: [])
        #expect(output.contains(#""rules": []"#))
        #expect(!output.contains("ruleIndex"))
        #expect(output.contains(#""ruleId": "double-inset""#))
    }

    struct URICase: CustomTestStringConvertible, Sendable {
        var path: String
        var expected: String
        var testDescription: String { path }
    }

    static let uris: [URICase] = [
        URICase(path: "Fixtures/feed.yaml", expected: "Fixtures/feed.yaml"),
        URICase(path: "My Fixtures/a b.yaml", expected: "My%20Fixtures/a%20b.yaml"),
        URICase(path: "/work/x/feed.yaml", expected: "file:///work/x/feed.yaml"),
        URICase(path: "100%/é#?.yaml", expected: "100%25/%C3%A9%23%3F.yaml"),
    ]

    @Test(arguments: uris) func artifactURIs(_ testCase: URICase) {
        #expect(SARIFFormatter.uri(forPath: testCase.path) == testCase.expected)
    }
}
