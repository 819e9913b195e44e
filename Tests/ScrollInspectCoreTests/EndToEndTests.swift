import Foundation
import Testing
@testable import ScrollInspectCore
import ScrollInsets

/// The built binary, run as a process: what reaches standard output and standard error, and the
/// exit status, for each kind of run. Everything else about the output is pinned in-process by
/// the golden tests; these check that the executable wires it up the same way.
@Suite struct EndToEndTests {
    static let feed = "Fixtures/feed-under-navigation-bar.yaml"

    static let feedReport = """
        Fixtures/feed-under-navigation-bar.yaml #0: iPhone X portrait 375×812, iOS 16, window safe area (44, 0, 34, 0)
        nav  navigationController  view (0, 0, 375, 812)  safe (44, 0, 34, 0)
             navigationBar (0, 44, 375, 44)
        └─ feed  viewController  view (0, 0, 375, 812)  safe (88, 0, 34, 0)
           └─ table  tableView  frame (0, 0, 375, 812)  safe (88, 0, 34, 0)  margins (88, 16, 34, 16)
                   automatic: adjusted (88, 0, 34, 0)  offset (0, -88)  contentSize 375×1600
                   section 0: 20 rows
                     row 0 (0, 0, 375, 80)  contentView (0, 0, 375, 80)  margins (11, 16, 11, 16)  separator x 16 width 359
                     row 19 (0, 1520, 375, 80)  contentView (0, 0, 375, 80)  margins (11, 16, 11, 16)  separator x 16 width 359

        """

    @Test func textReportOfAFixture() throws {
        let result = try BuiltTool.run([Self.feed])
        #expect(result.standardOutput == Self.feedReport)
        #expect(result.standardError == "")
        #expect(result.exitCode == 0)
    }

    @Test func jsonReportParses() throws {
        let result = try BuiltTool.run([Self.feed, "--format", "json"])
        #expect(result.standardError == "")
        #expect(result.exitCode == 0)
        let document = try #require(
            try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
        #expect(document["format"] as? Int == 1)
        let scenes = try #require(document["scenes"] as? [[String: Any]])
        #expect(scenes.count == 1)
        #expect(scenes.first?["file"] as? String == Self.feed)
        #expect(scenes.first?["device"] as? String == "iPhone X")
        let views = try #require(scenes.first?["views"] as? [[String: Any]])
        let table = try #require(views.first { $0["path"] as? String == "nav/feed/table" })
        let scroll = try #require(table["scroll"] as? [String: Any])
        let adjusted = try #require(scroll["adjustedContentInset"] as? [String: Double])
        #expect(adjusted == ["top": 88, "left": 0, "bottom": 34, "right": 0])
        #expect(scroll["contentOffset"] as? [String: Double] == ["x": 0, "y": -88])
    }

    @Test func standardInput() throws {
        let source = try Data(contentsOf: PackageFiles.root.appendingPathComponent(Self.feed))
        let result = try BuiltTool.run(["-"], input: source)
        let expected = Self.feedReport.replacingOccurrences(of: Self.feed + " #0", with: "- #0")
        #expect(result.standardOutput == expected)
        #expect(result.standardError == "")
        #expect(result.exitCode == 0)
    }

    @Test func missingFile() throws {
        let result = try BuiltTool.run(["Fixtures/no-such-scene.yaml"])
        #expect(result.standardOutput == "")
        #expect(
            result.standardError == "scroll-inspect: error: cannot open 'Fixtures/no-such-scene.yaml': no such file\n")
        #expect(result.exitCode == 66)
    }

    @Test func invalidFixture() throws {
        let result = try BuiltTool.run(["Fixtures/invalid/misspelled-key.yaml"])
        #expect(result.standardOutput == "")
        #expect(
            result.standardError == """
                Fixtures/invalid/misspelled-key.yaml:9:5: error: unknown key 'addtionalSafeAreaInsets'; did you mean 'additionalSafeAreaInsets'?
                9 |     addtionalSafeAreaInsets: [0, 0, 64, 0]
                  |     ^
                  = note: allowed keys: name, additionalSafeAreaInsets, edgesForExtendedLayout, extendedLayoutIncludesOpaqueBars, automaticallyAdjustsScrollViewInsets, viewRespectsSystemMinimumLayoutMargins, preferredVerticalBarBehavior, navigationItem, frame, presentedViewController, view

                """)
        #expect(result.exitCode == 65)
    }

    @Test func invalidFixtureLeavesStandardOutputEmptyEvenBesideAValidOne() throws {
        let result = try BuiltTool.run([Self.feed, "Fixtures/invalid/misspelled-key.yaml", "--format", "json"])
        #expect(result.standardOutput == "")
        #expect(result.standardError.hasPrefix("Fixtures/invalid/misspelled-key.yaml:9:5: error: "))
        #expect(result.exitCode == 65)
    }

    @Test func unknownFlag() throws {
        let result = try BuiltTool.run([Self.feed, "--fromat", "json"])
        #expect(result.standardOutput == "")
        #expect(
            result.standardError == """
                scroll-inspect: error: unknown option '--fromat'; did you mean '--format'?
                usage: scroll-inspect [report|check|diff|lifecycle|render|inspect|devices|schema|config|import|verify|rules] FILE... [options]; see 'scroll-inspect --help'

                """)
        #expect(result.exitCode == 64)
    }

    @Test func help() throws {
        let result = try BuiltTool.run(["--help"])
        #expect(result.standardOutput == Usage.full)
        #expect(result.standardOutput.hasPrefix("scroll-inspect — UIKit's safe-area and content-inset rules"))
        #expect(result.standardError == "")
        #expect(result.exitCode == 0)
    }

    @Test func version() throws {
        let result = try BuiltTool.run(["--version"])
        #expect(result.standardOutput == "scroll-inspect \(ScrollInspect.version)\n")
        #expect(result.standardError == "")
        #expect(result.exitCode == 0)
    }

    @Test func devices() throws {
        let result = try BuiltTool.run(["devices"])
        #expect(result.standardOutput == DevicesReport.text())
        #expect(result.standardOutput.hasPrefix("device "))
        #expect(result.standardOutput.contains("\niPhone X  "))
        #expect(result.standardError == "")
        #expect(result.exitCode == 0)
    }

    /// Every device of the catalog in every orientation it supports: one scene each.
    @Test func everyDeviceAndOrientation() throws {
        let result = try BuiltTool.run([Self.feed, "--device", "all", "--orientation", "all", "--format", "json"])
        // The iPhone Duo's orientations no source gives are skipped with a note (docs/devices.md,
        // "The iPhone Duo").
        #expect(
            result.standardError
                == """
                scroll-inspect: note: \(Self.feed) #0: skipped iPhone Duo (cover) landscapeLeft iOS 27.1, iPhone \
                Duo (cover) landscapeRight iOS 27.1, iPhone Duo (inner) portrait iOS 27.1 (no sourced figures)\n
                """
        )
        #expect(result.exitCode == 0)
        let document = try #require(
            try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
        let scenes = try #require(document["scenes"] as? [[String: Any]])
        let expected = DeviceCatalog.all.reduce(0) { $0 + $1.sourcedOrientations.count }
        #expect(expected > DeviceCatalog.all.count)
        #expect(scenes.count == expected)
        let pairs = scenes.map { "\($0["device"] as? String ?? "?") \($0["orientation"] as? String ?? "?")" }
        #expect(Set(pairs).count == expected, "each device and orientation once")
        #expect(pairs.contains("iPhone X landscapeRight"))
        #expect(!pairs.contains("iPhone X portraitUpsideDown"))
        #expect(pairs.contains("iPhone Duo (cover) portrait"))
        #expect(pairs.contains("iPhone Duo (inner) landscapeLeft"))
    }
}
