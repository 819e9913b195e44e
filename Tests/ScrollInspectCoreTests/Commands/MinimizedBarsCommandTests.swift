import Testing
@testable import ScrollInspectCore

/// The two states of minimizing bars (iOS 27) in `report` and `diff --minimized`, on a tab →
/// navigation → table screen on iPhone 17 Pro (docs/bar-minimization.md). Sources: useyourloaf's
/// iPhone 17 table (62/34); iOS 26.1's 54-pt navigation bar and 49-pt tab bar (openuikit,
/// GKNavigationBarSwift #47), assumed on 27; Apollo-Reborn #744 (a minimized tab bar leaves the
/// bottom safe area); Apple's `UIBarMinimizationSafeAreaAdjustment` (the safe area follows the bar).
@Suite struct MinimizedBarsCommandTests {
    static let fixture = """
        device: iPhone 17 Pro
        ios: 27
        root:
          tabBarController:
            name: tabs
            minimizeBehavior: onScrollDown
            viewControllers:
              - navigationController:
                  name: nav
                  navigationBar:
                    minimization: {behavior: onScrollDown, safeAreaAdjustment: automatic}
                  viewControllers:
                    - tableViewController:
                        name: feed
                        view:
                          tableView:
                            name: table
                            sections:
                              - rows: 3

        """

    @Test func theReportGivesTheMinimizedStateUnderTheExpandedOne() {
        let output = InMemoryEnvironment(files: ["m.yaml": Self.fixture]).run("report", "m.yaml")
        #expect(output.standardOutput.contains("automatic: adjusted (116, 0, 83, 0)"))
        #expect(output.standardOutput.contains("minimized: safe (62, 0, 34, 0)  adjusted (62, 0, 34, 0)"))
        let json = InMemoryEnvironment(files: ["m.yaml": Self.fixture]).run("report", "m.yaml", "--format", "json")
        #expect(json.standardOutput.contains("\"minimizedBars\": ["))
    }

    @Test func diffComparesTheTwoStates() {
        let output = InMemoryEnvironment(files: ["m.yaml": Self.fixture]).run("diff", "m.yaml", "--minimized")
        let lines = output.standardOutput.split(separator: "\n").map(String.init)
        #expect(lines.first == "m.yaml #0: iPhone 17 Pro portrait, iOS 27 expanded → iOS 27 minimized")
        #expect(lines.contains("    adjustedContentInset (116, 0, 83, 0) → (62, 0, 34, 0)"))
        #expect(output.exitCode == .success)
    }

    @Test func minimizedDoesNotGoWithReleases() {
        let output = InMemoryEnvironment(files: ["m.yaml": Self.fixture]).run(
            "diff", "m.yaml", "--minimized", "--ios", "26", "--ios", "27")
        #expect(
            output.standardError.contains(
                "'--minimized' compares the two states of the bars on each scene's release; give it without '--ios'"))
    }
}
