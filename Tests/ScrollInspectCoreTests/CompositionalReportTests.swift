import Testing
@testable import ScrollInspectCore
import ScrollInsets

/// The compositional layout's report under `--explain`: each section's edge with its reason and
/// the assumptions that applied, in text and in JSON.
@Suite struct CompositionalReportTests {
    static let fixture = "Fixtures/audit/compositional-section-under-unsafe-area-clean.yaml"

    @Test func textExplainsEachEdge() {
        let output = ScrollInspect.run([Self.fixture, "--explain"], environment: PackageFileEnvironment())
        #expect(output.exitCode == .success)
        let lines = output.standardOutput.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(lines.contains("section 0 (0, 0, 852, 240): 8 items, contentInsets (0, 59, 0, 59) from safeArea"))
        #expect(lines.contains("item 0 (59, 0, 183.5, 120)"))
        #expect(
            lines.contains(
                """
                section 0 contentInsets.left 59: safeArea: max(safe area 59 + contentInsets 0 - adjustedContentInset \
                0, 0) = 59 pt
                """
            ))
        #expect(
            lines.contains(
                "section 0 assumed: the contentInsetsReference applies across the scrolling axis only; along it "
                    + "contentInsets apply as given and the scroll view's own adjustment owns the edges"))
    }

    @Test func jsonExplainListsTheSections() {
        let output = ScrollInspect.run(
            [Self.fixture, "--format", "json", "--explain"], environment: PackageFileEnvironment())
        #expect(output.exitCode == .success)
        #expect(
            output.standardOutput.contains(
                """
                "right": "safeArea: max(safe area 59 + contentInsets 0 - adjustedContentInset 0, 0) = 59 pt"}
                """))
        #expect(output.standardOutput.contains("\"collectionSections\": ["))
        #expect(
            output.standardOutput.contains(
                "\"contentInsets\": {\"top\": 0, \"left\": 59, \"bottom\": 0, \"right\": 59}"))
    }
}
