import Foundation
import Testing
@testable import ScrollInspectCore
import ScrollInsetsFormats

/// Every number a fixture's "Key numbers" comments and the documentation's key-number blocks quote
/// is the number the tool reports (docs/fixture-format.md, "Key numbers"), so a change of a default
/// release or of a rule fails here until the comments follow.
@Suite struct KeyNumbersTests {
    /// Every fixture under `Fixtures/` (subfolders included).
    static let fixtures: [String] = PackageFiles.files(under: PackageFiles.fixtures).filter {
        $0.hasSuffix(".yaml") || $0.hasSuffix(".yml")
    }.map { "Fixtures/" + $0 }

    /// The scenes of `scroll-inspect ARGUMENTS --format json`, read back.
    static func scenes(_ arguments: [String]) throws -> [ReportJSONValue] {
        let output = ScrollInspect.run(arguments + ["--format", "json"], environment: PackageFileEnvironment())
        let document = try #require(ReportJSONValue.parse(output.standardOutput), "\(arguments): \(output)")
        guard case .array(let scenes)? = document["scenes"] else { return [] }
        return scenes
    }

    /// The disagreements of a fixture's entries with the tool's report of the fixture.
    static func disagreements(_ entries: [KeyNumbers.Entry], fixture: String) throws -> [String] {
        let scenes = try scenes([fixture])
        return entries.compactMap { entry in
            guard entry.scene < scenes.count else {
                return "\(entry.file):\(entry.line): scene #\(entry.scene) is not in the report"
            }
            return KeyNumbers.disagreement(entry, inScene: scenes[entry.scene])
        }
    }

    static func text(_ path: String) throws -> String {
        try String(contentsOf: PackageFiles.root.appendingPathComponent(path), encoding: .utf8)
    }

    @Test func everyFixturesKeyNumbersAreTheToolsNumbers() throws {
        var count = 0
        var withBlocks: [String] = []
        for fixture in Self.fixtures {
            let (entries, problems) = KeyNumbers.entries(inFixture: try Self.text(fixture), file: fixture)
            #expect(problems == [], "\(fixture)")
            guard !entries.isEmpty else { continue }
            count += entries.count
            withBlocks.append(fixture)
            let disagreements = try Self.disagreements(entries, fixture: fixture)
            #expect(disagreements == [])
        }
        // 30 fixtures quote key numbers: 211 entries, every scene's block counted.
        #expect(withBlocks.count == 30)
        #expect(count == 211)
    }

    /// The documents' blocks: README.md and docs/*.md.
    static let documents = DocumentedCommandsTests.documents

    /// Every number a page quotes in a `<!-- Key numbers of FILE … -->` block is the tool's, and
    /// stands in the paragraph or table just above the block, so the prose cannot drift from it.
    @Test func everyDocumentsKeyNumbersAreTheToolsNumbers() throws {
        var blocks = 0
        for document in Self.documents {
            let (found, problems) = KeyNumbers.blocks(inDocument: try Self.text(document), file: document)
            #expect(problems == [], "\(document)")
            blocks += found.count
            for block in found {
                let scenes = try Self.scenes(block.arguments)
                guard block.scene < scenes.count else {
                    Issue.record("\(block): scene #\(block.scene) is not in the report")
                    continue
                }
                let disagreements = block.entries.compactMap {
                    KeyNumbers.disagreement($0, inScene: scenes[block.scene])
                }
                #expect(disagreements == [])
                for entry in block.entries {
                    let missing = KeyNumbers.texts(of: entry.value).filter {
                        !KeyNumbers.text(block.above, contains: $0)
                    }
                    #expect(missing == [], "\(entry): not in the text above the block")
                }
            }
        }
        // README.md: 2 in "Choosing a release", 21 under the fixtures table, 7 under the rules.
        #expect(blocks == 30)
    }

    /// README's `devices` row (`iPhone 16  portrait  26  393×852 … 54 / 106  49  52 …`) is a row of
    /// `scroll-inspect devices`: its words, in order, with `…` for the columns left out.
    @Test func theDevicesRowTheReadmeQuotesIsTheTools() throws {
        let readme = try Self.text("README.md")
        let start = try #require(readme.range(of: "(`iPhone 16  portrait"))
        let quoted = readme[readme.index(after: start.lowerBound)...].dropFirst().prefix { $0 != "`" }
        #expect(quoted == "iPhone 16  portrait  26  393×852 … 54 / 106  49  52 …")
        let rows = ScrollInspect.run(["devices"], environment: PackageFileEnvironment()).standardOutput
            .split(separator: "\n").map { $0.split(separator: " ").joined(separator: " ") }
        let parts = quoted.split(separator: "…").map { $0.split(separator: " ").joined(separator: " ") }
            .filter { !$0.isEmpty }
        #expect(parts == ["iPhone 16 portrait 26 393×852", "54 / 106 49 52"])
        let matching = rows.filter { row in
            guard row.hasPrefix(parts[0] + " ") else { return false }
            return row.range(of: " " + parts[1] + " ") != nil
        }
        #expect(matching.count == 1, "no row of 'scroll-inspect devices' reads \(quoted)")
    }

    /// Every finding a page shows in a fence (`warning: [rule] message`, or with its
    /// `path:line:column: `) is a line `check` prints on the repository's fixtures, every rule on;
    /// a `…` ends what is quoted.
    @Test func everyDocumentedFindingIsPrinted() throws {
        let optIn = [
            "safe-area-clamped", "content-offset-not-zero", "list-separator-into-unsafe-area",
            "edge-effect-default-changed",
        ]
        let result = try BuiltTool.run(["check"] + optIn.flatMap { ["--enable", $0] })
        #expect(result.standardError == "")
        var printed = result.standardOutput.split(separator: "\n").map(String.init)
        // A finding docs/audits.md shows that no fixture of the repository has: its scene, here.
        for (name, scene) in Self.documentedScenes {
            printed += ScrollInspect.run(["check", name], environment: InMemoryEnvironment(files: [name: scene]))
                .standardOutput.split(separator: "\n").map(String.init)
        }
        var quoted = 0
        for document in Self.documents {
            var inFence = false
            for (number, line) in try Self.text(document).split(separator: "\n", omittingEmptySubsequences: false)
                .enumerated()
            {
                if line.hasPrefix("```") { inFence.toggle() }
                guard inFence, let finding = KeyNumbers.documentedFinding(String(line)) else { continue }
                quoted += 1
                let found = printed.contains { output in
                    finding.hasLocation
                        ? output.hasPrefix(finding.text) && (finding.isComplete ? output == finding.text : true)
                        : output.range(of: ": " + finding.text).map {
                            finding.isComplete ? $0.upperBound == output.endIndex : true
                        } ?? false
                }
                #expect(found, "\(document):\(number + 1): 'check' prints no such finding: \(line)")
            }
        }
        // docs/audits.md: 23 (five of them with their path and position).
        #expect(quoted == 23)
    }

    /// Scenes of findings docs/audits.md shows that the repository's fixtures do not print.
    static let documentedScenes = [
        // hard-coded-bar-height's second example: a hand-made top inset of 88 under iOS 26's 54-pt bar at 59,
        // with behavior never: the top safe-area inset is 59 + 54 = 113.
        "hard-coded-inset.yaml": """
        device: iPhone 16
        ios: 26
        root:
          navigationController:
            name: nav
            viewControllers:
              - viewController:
                  name: feed
                  view:
                    tableView:
                      name: list
                      contentInsetAdjustmentBehavior: never
                      contentInset: [88, 0, 0, 0]
                      sections:
                        - rows: 20

        """
    ]

    /// The test fails when a quoted number moves by one point: the iOS 18 fixture's tab bar, one
    /// point lower.
    @Test func aNumberOffByOnePointFails() throws {
        let fixture = "Fixtures/tab-navigation-table-iphone16-ios18.yaml"
        let text = try Self.text(fixture)
        let quoted = "controller:tabs.bars@tabBar.frame: [0, 769, 393, 83]"
        #expect(text.contains(quoted))
        let changed = text.replacingOccurrences(
            of: quoted, with: "controller:tabs.bars@tabBar.frame: [0, 770, 393, 83]")
        let (entries, problems) = KeyNumbers.entries(inFixture: changed, file: fixture)
        #expect(problems == [])
        let line = try #require(entries.first { $0.path == "controller:tabs.bars@tabBar.frame" }).line
        #expect(
            try Self.disagreements(entries, fixture: fixture) == [
                """
                \(fixture):\(line): controller:tabs.bars@tabBar.frame is quoted as [0, 770, 393, 83]; the tool \
                reports [0, 769, 393, 83]
                """
            ])
    }

    struct Malformed: CustomTestStringConvertible, Sendable {
        var comment: String
        var problem: String
        /// The entries read all the same (the well-formed lines).
        var entries = 0
        var testDescription: String { comment }
    }

    /// Lines that do not follow the grammar are reported at their line, never skipped.
    @Test(arguments: [
        Malformed(
            comment: "# Key numbers: the bar at 54",
            problem: "f:1: expected '# Key numbers:' or '# Key numbers, LABEL:' alone on its line"),
        Malformed(comment: "# Key numbers:\n# the bar at 54", problem: "f:1: a Key numbers block has no entry"),
        Malformed(
            comment: "# Key numbers:\n#   window.safeAreaInsets (59, 0, 34, 0)",
            problem: "f:2: expected 'PATH: VALUE' in 'window.safeAreaInsets (59, 0, 34, 0)'"),
        Malformed(
            comment: "# Key numbers:\n#   window.safeAreaInsets: (59, 0, 34, 0)",
            problem: "f:2: '(59,' is not a number, [a, b, …], {name: n, …} or \"text\""),
        Malformed(
            comment: "# Key numbers:\n#   window.safeAreaInsets: [59, 0, 34, 0] = 59 + 0",
            problem: "f:2: expected the end of the line or ' — NOTE' after the value, found ' = 59 + 0'"),
        Malformed(
            comment: "# Key numbers:\n#   windows.safeAreaInsets: [59, 0, 34, 0]",
            problem: """
                f:2: unknown start 'windows'; expected 'view:PATH', 'controller:PATH', 'window', 'keyboard' or \
                'screen'
                """),
        Malformed(
            comment: "# Key numbers:\n#   window.safeAreaInsets.top: 59\n#     and more",
            problem: "f:3: a continuation line follows an entry without a note", entries: 1),
    ])
    func malformedLinesAreReported(_ malformed: Malformed) {
        let (entries, problems) = KeyNumbers.entries(inFixture: malformed.comment + "\ndevice: iPhone 16\n", file: "f")
        #expect(problems == [malformed.problem])
        #expect(entries.count == malformed.entries)
    }

    @Test func entriesBelongToTheSceneTheyAreWrittenIn() {
        let text = """
            # Key numbers:
            #   window.safeAreaInsets.top: 44 — the sensor housing
            #     and the status bar
            device: iPhone X
            ---
            # Key numbers, landscape:
            #   window.safeAreaInsets: {left: 44, bottom: 21}
            device: iPhone X
            """
        let (entries, problems) = KeyNumbers.entries(inFixture: text, file: "f")
        #expect(problems == [])
        #expect(
            entries.map(\.description) == [
                "f:2: window.safeAreaInsets.top: 44", "f:7: window.safeAreaInsets: {left: 44, bottom: 21}",
            ])
        #expect(entries.map(\.scene) == [0, 1])
    }
}
