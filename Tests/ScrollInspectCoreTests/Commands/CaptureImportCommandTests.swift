import Foundation
import Testing
@testable import ScrollInspectCore

/// `scroll-inspect import CAPTURE.txt`: the fixture, the recording `verify` checks, and the usage
/// errors of a capture's options.
@Suite struct CaptureImportCommandTests {
    /// The LLDB paste kept in the repository (lionsom/XiOS@2685cfd: iOS/Compile_All/Compile_Debug/iOS调试.md).
    static func capture() throws -> String {
        try String(
            contentsOf: PackageFiles.fixtures.appendingPathComponent("captures/tab-navigation-table-lldb.txt"),
            encoding: .utf8)
    }

    /// The round trip: capture → recording → layout, compared with the printed numbers. By the rules
    /// on an iPhone 11 Pro Max, iOS 13, portrait: the table under the status bar (44), the navigation
    /// bar (44), the tab bar (49) and the home indicator (34) is adjusted by 88 on top and 83 below and
    /// rests at -88; its controller's view fills the 414 x 896 window. UIKit printed the same.
    @Test func recordingOfTheLLDBPasteAgreesWithTheModel() throws {
        let environment = InMemoryEnvironment(files: ["capture.txt": try Self.capture()])
        let imported = environment.run(
            "import", "capture.txt", "--device", "iPhone 11 Pro Max", "--ios", "13", "--recording", "--source",
            "https://example.com/capture")
        #expect(imported.exitCode == .success)
        #expect(
            imported.standardError.hasSuffix("capture.txt: 3 printed values the model computes, 1 taken as set-up\n"))
        #expect(
            imported.standardOutput.contains(
                "  view:tabs/nav/discoverViewController/view/tableView.scroll.adjustedContentInset: [88, 0, 83, 0]  "
                    + "# line 16:297, adjustedContentInset\n"
            ))
        let checked = InMemoryEnvironment(files: ["r.yaml": imported.standardOutput]).run("verify", "r.yaml")
        #expect(checked.standardOutput == "1 recording: 1 agree, 0 disagree (0 known); 3 values: 3 agree, 0 disagree\n")
        #expect(checked.exitCode == .success)
    }

    /// The snapshot-file form kept in the repository (no addresses), whose numbers its comment derives
    /// from the published rules: iPhone X, a navigation bar of 44 below the 44-pt status bar, a table
    /// adjusted by 88 and 34 and resting at -88. The model lays the same out.
    @Test func recordingOfTheSnapshotFormAgreesWithTheModel() throws {
        let text = try String(
            contentsOf: PackageFiles.fixtures.appendingPathComponent("captures/navigation-table-snapshot.txt"),
            encoding: .utf8)
        let imported = InMemoryEnvironment(files: ["s.txt": text]).run(
            "import", "s.txt", "--device", "iPhone X", "--ios", "16", "--recording")
        #expect(imported.exitCode == .success)
        #expect(imported.standardOutput.contains("  controller:nav.bars@navigationBar.frame: [0, 44, 375, 44]  "))
        let checked = InMemoryEnvironment(files: ["r.yaml": imported.standardOutput]).run("verify", "r.yaml")
        #expect(checked.standardOutput == "1 recording: 1 agree, 0 disagree (0 known); 4 values: 4 agree, 0 disagree\n")
    }

    /// The page sheet printed on an iPhone 8, iOS 15.0 (Fixtures/captures/page-sheet-cycript.txt, from
    /// crifan/ios_re_dynamic_debug@51b66be): its container at (0 40; 375 627). By the rule of docs/presentations.md
    /// a phone's page sheet before iOS 26 starts at max(30, top safe area) + 10 = max(30, 20) + 10 = 40, 667 - 40 =
    /// 627 tall; inside it the navigation controller's 56-pt bar makes the table's inset 56 and its resting offset
    /// -56: the five imported values agree.
    @Test func recordingOfThePageSheetAgreesWithTheSheetsRule() throws {
        let text = try String(
            contentsOf: PackageFiles.fixtures.appendingPathComponent("captures/page-sheet-cycript.txt"), encoding: .utf8
        )
        let imported = InMemoryEnvironment(files: ["s.txt": text]).run(
            "import", "s.txt", "--device", "iPhone 8", "--ios", "15", "--recording")
        #expect(imported.exitCode == .success)
        #expect(
            imported.standardOutput.contains(
                "      presentedViewController:\n        modalPresentationStyle: pageSheet\n"))
        #expect(
            imported.standardOutput.contains(
                "controller:presenter/nav.presentation.containerFrame: [0, 40, 375, 627]"))
        let checked = InMemoryEnvironment(files: ["r.yaml": imported.standardOutput]).run("verify", "r.yaml")
        #expect(checked.exitCode == .success)
        #expect(checked.standardOutput == "1 recording: 1 agree, 0 disagree (0 known); 5 values: 5 agree, 0 disagree\n")
        let fixture = InMemoryEnvironment(files: ["s.txt": text]).run(
            "import", "s.txt", "--device", "iPhone 8", "--ios", "15")
        let report = InMemoryEnvironment(files: ["f.yaml": fixture.standardOutput]).run("report", "f.yaml")
        #expect(report.exitCode == .success)
        #expect(
            report.standardOutput.contains(
                "presented by 'presenter': pageSheet, detent large, container (0, 40, 375, 627)"))
    }

    /// The iOS 26 floating sheets kept in Fixtures/captures (docs/captures.md, "Sheets"): the LLDB form of openuikit's
    /// iPhone 16 card at detent 343, the snapshot form of NoTomorrow's iPhone 17 Pro medium card. Each imports to a
    /// page sheet at a custom detent (343; 435.663 = 450.97 / (386 / 402) - 34 to six significant digits) whose one
    /// value, the printed card as shownFrame, `verify` finds within 0.01 of the model's: the card 8 pt in, scaled by
    /// (W - 16) / W, (8, 852 - 8 - 377 x 377 / 393, 377, 377 x 377 / 393) = (8, 482.3486, 377, 361.6514) and
    /// (8, 874 - 8 - 469.663 x 386 / 402, 386, 469.663 x 386 / 402) = (8, 415.0303, 386, 450.9697).
    @Test(arguments: [
        ("floating-sheet-lldb.txt", "iPhone 16", "detents: [343]", "[8, 482.349, 377, 361.651]"),
        ("floating-sheet-snapshot.txt", "iPhone 17 Pro", "detents: [435.663]", "[8, 415.03, 386, 450.97]"),
    ])
    func recordingOfAFloatingSheetAgreesWithTheModel(
        _ file: String, _ device: String, _ detents: String, _ shown: String
    ) throws {
        let text = try String(
            contentsOf: PackageFiles.fixtures.appendingPathComponent("captures/\(file)"), encoding: .utf8)
        let imported = InMemoryEnvironment(files: ["s.txt": text]).run(
            "import", "s.txt", "--device", device, "--ios", "26", "--recording")
        #expect(imported.exitCode == .success)
        #expect(imported.standardOutput.contains("        modalPresentationStyle: pageSheet\n        \(detents)\n"))
        #expect(
            imported.standardOutput.contains(
                "values:\n  controller:presenter/screen.presentation.shownFrame: \(shown)  # line "))
        let checked = InMemoryEnvironment(files: ["r.yaml": imported.standardOutput]).run("verify", "r.yaml")
        #expect(checked.exitCode == .success)
        #expect(checked.standardOutput == "1 recording: 1 agree, 0 disagree (0 known); 1 value: 1 agree, 0 disagree\n")
    }

    /// The same capture read as iOS 18 (or a release inferred before 26): no sheet floats, so the transform stays an
    /// error at its place, exit 65, nothing written.
    @Test func aFloatingSheetBeforeIOS26IsRefused() throws {
        let text = try String(
            contentsOf: PackageFiles.fixtures.appendingPathComponent("captures/floating-sheet-lldb.txt"),
            encoding: .utf8)
        let imported = InMemoryEnvironment(files: ["s.txt": text]).run(
            "import", "s.txt", "--device", "iPhone 16", "--ios", "18")
        #expect(imported.exitCode == .dataError)
        #expect(imported.standardOutput == "")
        #expect(
            imported.standardError.hasPrefix(
                "s.txt:15:72: error: the UIDropShadowView prints a transform on iOS 18: sheets float, drawn scaled, "
                    + "from iOS 26 only"))
    }

    /// Written for the test (the shape of an input the capture fuzzer found): the window's one view is drawn scaled
    /// and holds no scroll view, so the capture prints no number the model computes. A recording holds at least one
    /// value: `--recording` is an error at the root, exit 65, nothing written; the fixture is still written without it.
    @Test func aCaptureWithoutAValueWritesNoRecording() {
        let text = """
            <UIWindow; frame = (0 0; 375 667)>
               | <UIView; frame = (16 30; 343 610); transform = [0.914667, 0, 0, 0.914667, 0, 0]>
               |    | <UILabel; frame = (16 40; 311 20)>
            """
        let recording = InMemoryEnvironment(files: ["s.txt": text]).run(
            "import", "s.txt", "--device", "iPhone 8", "--ios", "15", "--recording")
        #expect(recording.exitCode == .dataError)
        #expect(recording.standardOutput == "")
        #expect(
            recording.standardError.contains(
                "s.txt:1:1: error: the capture prints no number the model computes (a scroll view's inset or offset, "
                    + "a bar's frame, a root view's frame outside a view drawn scaled): no recording to write; import "
                    + "it without --recording for its fixture\n"))
        let fixture = InMemoryEnvironment(files: ["s.txt": text]).run(
            "import", "s.txt", "--device", "iPhone 8", "--ios", "15")
        #expect(fixture.exitCode == .success)
        #expect(fixture.standardOutput.contains("\nroot:\n  viewController:\n    name: screen\n"))
    }

    @Test func fixtureOfTheLLDBPasteIsChecked() throws {
        let environment = InMemoryEnvironment(files: ["capture.txt": try Self.capture()])
        let imported = environment.run("import", "capture.txt", "--device", "iPhone 11 Pro Max", "--ios", "13")
        #expect(imported.exitCode == .success)
        #expect(imported.standardOutput.contains("    name: tabs\n"))
        let checked = InMemoryEnvironment(files: ["f.yaml": imported.standardOutput]).run("report", "f.yaml")
        #expect(checked.exitCode == .success)
    }

    @Test func badCaptureIsAnErrorAtItsPlaceAndWritesNothing() {
        let environment = InMemoryEnvironment(files: [
            "c.txt": "<UIView: 0x1; frame = (0 0; 375 812); layer = <CALayer: 0x2>>\n   | <UIView: 0x3; frame = (0 0;"
        ])
        let output = environment.run("import", "c.txt", "--device", "iPhone X", "-o", "out.yaml")
        #expect(output.exitCode == .dataError)
        #expect(output.standardOutput == "")
        #expect(
            output.standardError.hasPrefix(
                "c.txt:2:33: error: the line is cut off: no '>' closes the view that starts at column 6\n"))
        #expect(output.files.isEmpty)
    }

    struct Misuse: CustomTestStringConvertible, Sendable {
        var arguments: [String]
        var message: String
        var testDescription: String { arguments.joined(separator: " ") }
    }

    static let misuses: [Misuse] = [
        Misuse(
            arguments: ["c.txt", "--recording", "--device", "iPhone X"],
            message: "--recording needs --ios N: the release the capture was printed on"),
        Misuse(
            arguments: ["c.txt", "--recording", "--ios", "13"],
            message: "--recording needs --device NAME or --window: the device the capture was printed on"),
        Misuse(
            arguments: ["c.txt", "--window", "375x812"],
            message: "--window and --safe-area go together: the window's size and its safe area"),
        Misuse(
            arguments: ["c.txt", "--window", "375x812", "--safe-area", "44,0,34,0", "--device", "iPhone X"],
            message: "give --device or --window, not both"),
        Misuse(
            arguments: ["c.txt", "--window", "375by812", "--safe-area", "44,0,34,0"],
            message: "--window takes WxH, two positive numbers (375x812); found '375by812'"),
        Misuse(
            arguments: ["c.txt", "--window", "375x812", "--safe-area", "44,0,34"],
            message: "--safe-area takes T,L,B,R, four numbers of at least 0 (44,0,34,0); found '44,0,34'"),
        Misuse(arguments: ["c.txt", "--source", "https://example.com"], message: "--source goes with --recording"),
        Misuse(
            arguments: ["c.txt", "--orientation", "portrait"],
            message: "a capture's orientation is its window's: give no --orientation"),
        Misuse(
            arguments: ["a.storyboard", "--recording"],
            message: "--window, --safe-area, --recording and --source go with a capture (.txt)"),
    ]

    @Test(arguments: misuses) func misuseIsAUsageError(_ misuse: Misuse) {
        let environment = InMemoryEnvironment(files: ["c.txt": "<UIView; frame = (0 0; 375 812)>", "a.storyboard": ""])
        let output = ScrollInspect.run(["import"] + misuse.arguments, environment: environment)
        #expect(output.exitCode == .usage)
        #expect(output.standardError.contains(misuse.message))
    }
}
