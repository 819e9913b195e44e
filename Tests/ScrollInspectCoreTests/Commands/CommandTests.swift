import Foundation
import Testing
@testable import ScrollInspectCore

/// `check`, `diff`, `lifecycle` and `render` run in-process, with exact output.
@Suite struct CommandTests {
    /// A button under the left sensor housing (error) and a scroll view whose contentInset.bottom
    /// equals its bottom safe-area inset (warning), on iPhone X in landscape.
    static let mistakes = """
        device: iPhone X
        orientation: landscapeLeft
        root:
          viewController:
            name: main
            view:
              view:
                name: root
                subviews:
                  - view: {name: button, frame: [0, 300, 120, 44], interactive: true}
                  - scrollView:
                      name: list
                      frame: [0, 0, 812, 375]
                      contentSize: [812, 2000]
                      contentInset: [0, 0, 21, 0]

        """

    static let buttonLine =
        """
        m.yaml:10:13: error: [control-in-unsafe-area] interactive view 'main/root/button' lies 44 pt inside the left \
        unsafe area (inset 44) of the window; keep controls inside the safe area
        """
    static let listLine =
        """
        m.yaml:11:13: warning: [double-inset] 'main/root/list' has contentInset.bottom 21, equal to its bottom \
        safe-area inset, and behavior 'automatic' adds the safe area again: adjustedContentInset.bottom is 42, the \
        gap counted twice
        """

    let environment = InMemoryEnvironment(files: ["m.yaml": CommandTests.mistakes])

    @Test func checkReportsEveryFindingAndExitsOneOnAnError() {
        let output = environment.run("check", "m.yaml")
        #expect(
            output
                == CommandOutput(
                    standardOutput: Self.buttonLine + "\n" + Self.listLine
                        + "\n1 error, 1 warning, 0 notes in 1 screen of 1 file\n",
                    standardError: "", exitCode: .findings))
    }

    @Test func disableTurnsARuleOffAndWarningsAloneExitZero() {
        let output = environment.run("check", "m.yaml", "--disable", "control-in-unsafe-area")
        #expect(
            output
                == CommandOutput(
                    standardOutput: Self.listLine + "\n0 errors, 1 warning, 0 notes in 1 screen of 1 file\n",
                    standardError: "",
                    exitCode: .success))
    }

    @Test func strictMakesWarningsErrors() {
        let output = environment.run("check", "m.yaml", "--disable", "control-in-unsafe-area", "--strict")
        #expect(output.exitCode == .findings)
        #expect(
            output.standardOutput == Self.listLine.replacingOccurrences(of: ": warning: ", with: ": error: ")
                + "\n1 error, 0 warnings, 0 notes in 1 screen of 1 file\n")
    }

    @Test func aDisableCommentTurnsRulesOffForItsSceneOnly() {
        let text =
            "# scroll-inspect: disable control-in-unsafe-area, double-inset\n" + Self.mistakes + "---\n" + Self.mistakes
        let output = InMemoryEnvironment(files: ["m.yaml": text]).run("check", "m.yaml")
        #expect(output.exitCode == .findings)
        // Only the second scene (lines 18 on) reports.
        #expect(
            output.standardOutput == """
                m.yaml:27:13: error: [control-in-unsafe-area] interactive view 'main/root/button' lies 44 pt inside the left unsafe area (inset 44) of the window; keep controls inside the safe area
                m.yaml:28:13: warning: [double-inset] 'main/root/list' has contentInset.bottom 21, equal to its bottom safe-area inset, and behavior 'automatic' adds the safe area again: adjustedContentInset.bottom is 42, the gap counted twice
                1 error, 1 warning, 0 notes in 2 screens of 1 file

                """)
    }

    @Test func sarifCarriesTheRequiredFields() throws {
        let output = environment.run("check", "m.yaml", "--format", "sarif")
        #expect(output.exitCode == .findings)
        let log = try #require(
            try JSONSerialization.jsonObject(with: Data(output.standardOutput.utf8)) as? [String: Any])
        #expect(log["version"] as? String == "2.1.0")
        let run = try #require((log["runs"] as? [[String: Any]])?.first)
        #expect(((run["tool"] as? [String: Any])?["driver"] as? [String: Any])?["name"] as? String == "scroll-inspect")
        let results = try #require(run["results"] as? [[String: Any]])
        #expect(results.map { $0["ruleId"] as? String } == ["control-in-unsafe-area", "double-inset"])
        let first = try #require(results.first)
        #expect(
            (first["message"] as? [String: Any])?["text"] as? String
                == String(Self.buttonLine.dropFirst("m.yaml:10:13: error: [control-in-unsafe-area] ".count)))
        let location = try #require(
            (first["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
        #expect((location["artifactLocation"] as? [String: Any])?["uri"] as? String == "m.yaml")
        #expect((location["region"] as? [String: Any])?["startLine"] as? Int == 10)
        #expect((location["region"] as? [String: Any])?["startColumn"] as? Int == 13)
    }

    @Test func githubAnnotations() {
        let output = environment.run("check", "m.yaml", "--format", "github", "--disable", "double-inset")
        #expect(
            output.standardOutput
                == """
                ::error file=m.yaml,line=10,col=13,title=control-in-unsafe-area::interactive view \
                'main/root/button' lies 44 pt inside the left unsafe area (inset 44) of the window; keep controls \
                inside the safe area\n
                """
        )
    }

    static let feedJump = """
        device: iPhone 8
        root:
          navigationController:
            name: nav
            viewControllers:
              - viewController:
                  name: feed
                  view:
                    tableView: {name: table, contentInset: [64, 0, 0, 0], sections: [{rows: 30}]}

        """

    @Test func diffListsWhatMovesFromIOS10ToIOS11() {
        let output = InMemoryEnvironment(files: ["f.yaml": Self.feedJump]).run("diff", "f.yaml")
        #expect(output.exitCode == .success)
        // iOS 10 adds the 64 pt top guide to the hand-set 64 (UIKit applies the guide as a delta);
        // iOS 11 keeps 64 and adds the 64 pt safe area: the adjusted inset and offset stay put.
        #expect(
            output.standardOutput == """
                f.yaml #0: iPhone 8 portrait, iOS 10 → iOS 11
                  nav/feed/table
                    safeAreaInsets (0, 0, 0, 0) → (64, 0, 0, 0)
                    layoutMargins (0, 16, 0, 16) → (64, 16, 0, 16)
                    contentInset (128, 0, 0, 0) → (64, 0, 0, 0)

                """)
    }

    @Test func lifecycleOfAPush() {
        let text =
            """
            device: iPhone X\nroot:\n  navigationController:\n    name: nav\n    viewControllers:\n      - \
            viewController: {name: list}\n      - viewController: {name: detail}\n
            """
        let output = InMemoryEnvironment(files: ["p.yaml": text]).run("lifecycle", "p.yaml")
        #expect(
            output.standardOutput == """
                p.yaml #0: iPhone X portrait, push
                   1. nav/detail  willMove(toParent:)            safeAreaInsets (0, 0, 0, 0)
                   2. nav/detail  viewDidLoad()                  safeAreaInsets (0, 0, 0, 0)
                   3. nav/list    viewWillDisappear(_:)          safeAreaInsets (88, 0, 34, 0)
                   4. nav/detail  viewWillAppear(_:)             safeAreaInsets (0, 0, 0, 0)
                   5. nav/detail  viewSafeAreaInsetsDidChange()  safeAreaInsets (88, 0, 34, 0)
                   6. nav/detail  viewWillLayoutSubviews()       safeAreaInsets (88, 0, 34, 0)
                   7. nav/detail  viewDidLayoutSubviews()        safeAreaInsets (88, 0, 34, 0)
                   8. nav/list    viewDidDisappear(_:)           safeAreaInsets (0, 0, 0, 0)
                   9. nav/detail  viewDidAppear(_:)              safeAreaInsets (88, 0, 34, 0)
                  10. nav/detail  didMove(toParent:)             safeAreaInsets (88, 0, 34, 0)

                """)
    }

    @Test func renderReturnsTheFileToWriteAndPrintsNothing() throws {
        let output = environment.run("render", "m.yaml", "-o", "out.svg")
        #expect(output.exitCode == .success)
        #expect(output.standardOutput == "")
        #expect(output.standardError == "scroll-inspect: wrote out.svg (1 scene, SVG)\n")
        let file = try #require(output.files.first)
        #expect(output.files.count == 1)
        #expect(file.path == "out.svg")
        #expect(file.contents.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg"))
        #expect(file.contents.contains("control-in-unsafe-area"))
        let html = environment.run("render", "m.yaml", "-o", "page.html")
        #expect(html.files.first?.contents.contains("<html") == true)
    }

    @Test func renderOfAnInvalidFixtureWritesNothing() {
        let output = InMemoryEnvironment(files: ["bad.yaml": "device: iPhone Y\nroot: {view: {}}\n"]).run(
            "render", "bad.yaml", "-o", "out.svg")
        #expect(output.exitCode == .dataError)
        #expect(output.files.isEmpty)
    }
}
