import Testing

@testable import ScrollInspectCore

/// The app's `Info.plist` beside a storyboard decides whether the status bar shows in its scenes
/// (docs/storyboards.md, "The app's Info.plist"); `statusBarHidden` in `.scroll-inspect.yml`
/// overrides it. The storyboard: on an iPhone 8 canvas, a button with a fixed frame 5 pt from the
/// top, inside the 20-pt status bar unless the app hides it.
@Suite struct AppInfoPlistTests {
    static let storyboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" \
        targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" \
        useSafeAreas="YES" colorMatched="YES" initialViewController="kio-vc-001">
            <device id="retina4_7" orientation="portrait" appearance="light"/>
            <scenes>
                <scene sceneID="kio-sc-001">
                    <objects>
                        <viewController id="kio-vc-001" userLabel="Kiosk" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="kio-rv-001">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
                                    <button opaque="NO" contentMode="scaleToFill" fixedFrame="YES" id="kio-bt-001">
                                        <rect key="frame" x="20" y="5" width="60" height="30"/>
                                        <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                                    </button>
                                </subviews>
                            </view>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """

    static func plist(hidden: Bool, controllersDecide: Bool) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0">
        <dict>
        \t<key>UIStatusBarHidden</key>
        \t<\(hidden)/>
        \t<key>UIViewControllerBasedStatusBarAppearance</key>
        \t<\(controllersDecide)/>
        </dict>
        </plist>
        """
    }

    static let finding = """
        Kiosk/Storyboards/Main.storyboard:12:29: error: [control-in-unsafe-area] interactive view \
        'Kiosk/view[0]/button kio-bt-001' lies 15 pt inside the top unsafe area (inset 20) of the window; keep \
        controls inside the safe area
        1 error, 0 warnings, 0 notes in 1 screen of 1 file

        """

    @Test func withoutAnInfoPlistTheStatusBarShows() {
        let output = InMemoryEnvironment(files: ["Kiosk/Storyboards/Main.storyboard": Self.storyboard]).run(
            "check", "Kiosk/Storyboards/Main.storyboard")
        #expect(output.standardOutput == Self.finding)
        #expect(output.exitCode == .findings)
    }

    @Test func anInfoPlistThatHidesItEverywhereIsFoundAndSaid() {
        let output = InMemoryEnvironment(files: [
            "Kiosk/Storyboards/Main.storyboard": Self.storyboard,
            "Kiosk/Supporting Files/Info.plist": Self.plist(hidden: true, controllersDecide: false),
        ]).run("check", "Kiosk/Storyboards/Main.storyboard")
        #expect(output.standardOutput == "0 errors, 0 warnings, 0 notes in 1 screen of 1 file\n")
        #expect(
            output.standardError.contains(
                """
                scroll-inspect: note: Kiosk/Storyboards/Main.storyboard: the status bar is hidden on every screen, as \
                Kiosk/Supporting Files/Info.plist says (UIStatusBarHidden YES, UIViewControllerBasedStatusBarAppearance NO)
                """))
        #expect(output.exitCode == .success)
    }

    @Test func hiddenOnlyAtLaunchStillShowsOnScreens() {
        let output = InMemoryEnvironment(files: [
            "Kiosk/Storyboards/Main.storyboard": Self.storyboard,
            "Kiosk/Info.plist": Self.plist(hidden: true, controllersDecide: true),
        ]).run("check", "Kiosk/Storyboards/Main.storyboard")
        #expect(output.standardOutput == Self.finding)
    }

    @Test func theConfigurationOverridesThePlist() {
        let output = InMemoryEnvironment(
            files: [
                "Kiosk/Storyboards/Main.storyboard": Self.storyboard,
                "Kiosk/Info.plist": Self.plist(hidden: true, controllersDecide: false),
                ".scroll-inspect.yml": "statusBarHidden: false\n",
            ],
            workingDirectory: "/app"
        ).run("check", "Kiosk/Storyboards/Main.storyboard")
        #expect(output.standardOutput == Self.finding)
    }

    @Test func plistsThatDisagreeDecideNothing() {
        let environment = InMemoryEnvironment(files: [
            "Kiosk/Storyboards/Main.storyboard": Self.storyboard,
            "Kiosk/App/Info.plist": Self.plist(hidden: true, controllersDecide: false),
            "Kiosk/Tests/Info.plist": Self.plist(hidden: false, controllersDecide: true),
        ])
        var files = FilesBesideDocument()
        #expect(AppInfoPlist.find(near: "Kiosk/Storyboards/Main.storyboard", in: environment, searching: &files) == nil)
    }
}

/// `TARGETED_DEVICE_FAMILY` in the Xcode project beside a storyboard: a run over a list of devices
/// leaves out the devices of a family the app does not build for (docs/storyboards.md, "The app's
/// device family").
@Suite struct AppProjectTests {
    static func project(_ families: [String]) -> String {
        families.map { "\t\t\t\tTARGETED_DEVICE_FAMILY = \($0);" }.joined(separator: "\n")
    }

    @Test func everyTargetMustAgree() {
        #expect(AppProject.family(inProject: Self.project(["2", "2"]))?.family == .pad)
        #expect(AppProject.family(inProject: Self.project(["\"1\""]))?.family == .phone)
        #expect(AppProject.family(inProject: Self.project(["\"1,2\""])) == nil)
        #expect(AppProject.family(inProject: Self.project(["1", "2"])) == nil)
        #expect(AppProject.family(inProject: "") == nil)
    }

    @Test func anIPadOnlyAppIsLaidOutOnIPadsOnly() {
        let environment = InMemoryEnvironment(files: [
            "Kiosk/Storyboards/Main.storyboard": AppInfoPlistTests.storyboard,
            "Kiosk.xcodeproj/project.pbxproj": Self.project(["2", "2"]),
        ])
        let all = environment.run("check", "--device", "all", "Kiosk/Storyboards/Main.storyboard")
        #expect(
            all.standardError.contains("scroll-inspect: note: Kiosk/Storyboards/Main.storyboard: skipped "))
        #expect(
            all.standardError.contains(
                "Kiosk.xcodeproj/project.pbxproj builds for iPad only (TARGETED_DEVICE_FAMILY = 2)"))
        // The button 5 pt from the top is under the status bar on every iPad too; no iPhone is named.
        #expect(all.standardOutput.contains("iPad"))
        #expect(!all.standardOutput.contains("iPhone"))
        // A device named alone is laid out as asked.
        let one = environment.run("check", "--device", "iPhone 8", "Kiosk/Storyboards/Main.storyboard")
        #expect(
            one.standardOutput.hasPrefix("Kiosk/Storyboards/Main.storyboard:12:29: error: [control-in-unsafe-area]"))
        #expect(!one.standardError.contains("skipped"))
    }
}

/// The `Info.plist` and project searches beside documents list each directory once a run
/// (``FilesBesideDocument``): a listing walks the directory's whole tree.
@Suite struct FilesBesideDocumentTests {
    /// ``InMemoryEnvironment`` that counts the listings asked of it, per directory.
    struct CountingEnvironment: ScrollInspectEnvironment {
        final class Log { var listed: [String] = [] }
        var base: InMemoryEnvironment
        let log = Log()
        func contents(ofFile path: String) throws(FileReadError) -> [UInt8] { try base.contents(ofFile: path) }
        func standardInput() -> [UInt8] { [] }
        var standardErrorIsTerminal: Bool { false }
        func regularFiles(under directory: String) -> [String] {
            log.listed.append(directory)
            return base.regularFiles(under: directory)
        }
    }

    @Test func bothSearchesOverTwoDocumentsListEachDirectoryOnce() {
        let environment = CountingEnvironment(
            base: InMemoryEnvironment(files: [
                "Kiosk/Storyboards/Main.storyboard": AppInfoPlistTests.storyboard,
                "Kiosk/Storyboards/Other.storyboard": AppInfoPlistTests.storyboard,
                "Kiosk/App/Info.plist": AppInfoPlistTests.plist(hidden: true, controllersDecide: false),
                "Kiosk.xcodeproj/project.pbxproj": AppProjectTests.project(["2"]),
            ]))
        var files = FilesBesideDocument()
        for document in ["Kiosk/Storyboards/Main.storyboard", "Kiosk/Storyboards/Other.storyboard"] {
            // The plist one level up, the project two levels up.
            #expect(
                AppInfoPlist.find(near: document, in: environment, searching: &files)?.paths == ["Kiosk/App/Info.plist"]
            )
            #expect(
                AppProject.find(near: document, in: environment, searching: &files)?.paths == [
                    "Kiosk.xcodeproj/project.pbxproj"
                ])
        }
        // Four searches, three directories: each listed once.
        #expect(environment.log.listed == ["Kiosk/Storyboards", "Kiosk", ""])
    }

    @Test func aCheckOverADeviceListListsEachDirectoryOnce() {
        let environment = CountingEnvironment(
            base: InMemoryEnvironment(files: [
                "Kiosk/Storyboards/Main.storyboard": AppInfoPlistTests.storyboard,
                "Kiosk.xcodeproj/project.pbxproj": AppProjectTests.project(["2"]),
            ]))
        let output = ScrollInspect.run(
            ["check", "--device", "all", "Kiosk/Storyboards/Main.storyboard"],
            environment: environment)
        #expect(output.standardError.contains("builds for iPad only"))
        // The argument is listed first (is it a directory?); then no Info.plist anywhere: its search
        // goes up every level, and the project's finds each directory listed already.
        #expect(environment.log.listed == ["Kiosk/Storyboards/Main.storyboard", "Kiosk/Storyboards", "Kiosk", ""])
    }
}
