import Foundation
import Testing
@testable import ScrollInspectCore
import ScrollInsets

/// What `check` reads when given a directory or nothing, and `config --effective` without a file.
@Suite struct CheckDiscoveryTests {
    static let storyboard =
        (try? String(
            contentsOf: PackageFiles.fixtures.appendingPathComponent(
                "audit/layout-guide-migration-triggers.storyboard"), encoding: .utf8)) ?? ""

    /// In a directory holding only a storyboard, `check` without a file or configuration checks it.
    @Test func checkWithoutAFileChecksTheCurrentDirectory() {
        let environment = InMemoryEnvironment(files: ["Main.storyboard": Self.storyboard], workingDirectory: "/app")
        let output = environment.run("check")
        #expect(output.exitCode == .success)
        #expect(
            output.standardOutput.hasPrefix(
                """
                Main.storyboard:13:25: warning: [layout-guide-migration] 2 constraints of 'Inbox' still use the top \
                and bottom layout guides
                """
            ))
        #expect(output.standardOutput.hasSuffix("0 errors, 1 warning, 0 notes in 1 screen of 1 file\n"))
    }

    /// YAML that is not a fixture (a workflow) and the directories of dependencies are skipped.
    @Test func discoverySkipsOtherYAMLAndDependencies() {
        let fixture = BaselineTests.fixture()
        let environment = InMemoryEnvironment(
            files: [
                "Screens/a.yaml": fixture, "action.yml": "name: CI\non: push\n", "Pods/X/b.yaml": fixture,
                "Carthage/c.yaml": fixture, "DerivedData/d.yaml": fixture, "UI/Main.storyboard": Self.storyboard,
            ], workingDirectory: "/app")
        #expect(
            FixtureDiscovery.fixtures(under: "", environment: environment) == ["Screens/a.yaml", "UI/Main.storyboard"])
        let empty = InMemoryEnvironment(files: ["notes.txt": ""], workingDirectory: "/app").run("check")
        #expect(empty.exitCode == .usage)
        #expect(
            empty.standardError.hasPrefix(
                """
                scroll-inspect: error: missing fixture file; give one or more paths, '-' for standard input, or an \
                'included' list in .scroll-inspect.yml (without either, check takes every fixture, .storyboard and \
                .xib under the current directory, and found none)\n
                """
            ))
    }

    /// A directory on the command line stands for its fixtures, less the configuration's `excluded`.
    @Test func aDirectoryArgumentIsItsFixtures() {
        let environment = InMemoryEnvironment(
            files: [
                "Fixtures/a.yaml": BaselineTests.fixture(),
                "Fixtures/invalid/bad.yaml": "device: iPhone Z\nroot: {view: {}}\n",
                ".scroll-inspect.yml": "excluded: [Fixtures/invalid]\n",
            ], workingDirectory: "/app")
        let output = environment.run("check", "Fixtures/")
        #expect(output.exitCode == .success)
        #expect(output.standardOutput.hasPrefix("Fixtures/a.yaml:8:9: warning: [always-scrolls-sideways]"))
        #expect(output.standardOutput.hasSuffix("0 errors, 1 warning, 0 notes in 1 screen of 1 file\n"))
    }

    @Test func configEffectiveWithoutAFilePrintsTheConfiguration() {
        let output = InMemoryEnvironment(workingDirectory: "/empty").run("config", "--effective")
        #expect(output.exitCode == .success)
        #expect(output.standardError == "")
        #expect(output.standardOutput.hasPrefix("# configuration: none (no .scroll-inspect.yml here or above)\n"))
        #expect(
            output.standardOutput.hasSuffix(
                "reporter: text  # default\n# baseline: none  # default\n"
                    + "# statusBarHidden: each document's Info.plist  # default\n# files (0, default):\n"))
    }

    @Test func rulesListsEveryRuleWithItsDefault() {
        let output = InMemoryEnvironment().run("rules")
        #expect(output.exitCode == .success)
        let lines = output.standardOutput.split(separator: "\n")
        #expect(lines.count == AuditRuleID.allCases.count + 1)
        #expect(lines[0] == "rule                                     severity  default  description")
        #expect(
            lines[1]
                == """
                control-in-unsafe-area                   error     on       an interactive view overlaps the \
                window's unsafe area (sensor housing, rounded corners, home indicator)
                """
        )
        #expect(
            lines.filter { $0.contains("  off  ") }.map { $0.prefix(while: { $0 != " " }) }
                == AuditRuleID.optIn.map { $0.rawValue[...] })
    }
}
