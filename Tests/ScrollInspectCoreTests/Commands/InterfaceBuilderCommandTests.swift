import Foundation
import Testing
@testable import ScrollInspectCore
import ScrollInsets

/// The scene commands and `import` on Interface Builder documents written by hand for these tests.
@Suite struct InterfaceBuilderCommandTests {
    /// A banner pinned to the root view's top edge (not the safe area) on an iPhone X canvas.
    static let banner = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useSafeAreas="YES">
            <device id="retina5_9" orientation="portrait" appearance="light"/>
            <scenes>
                <scene sceneID="cmd-sc-001">
                    <objects>
                        <viewController id="cmd-vc-001" userLabel="home" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="cmd-rv-001">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="812"/>
                                <subviews>
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="cmd-bn-001" userLabel="banner" customClass="BannerView">
                                        <rect key="frame" x="0.0" y="0.0" width="375" height="100"/>
                                    </view>
                                </subviews>
                                <viewLayoutGuide key="safeArea" id="cmd-sa-001"/>
                                <constraints>
                                    <constraint firstItem="cmd-bn-001" firstAttribute="top" secondItem="cmd-rv-001" secondAttribute="top" id="cmd-c-001"/>
                                    <constraint firstItem="cmd-bn-001" firstAttribute="leading" secondItem="cmd-rv-001" secondAttribute="leading" id="cmd-c-002"/>
                                    <constraint firstAttribute="trailing" secondItem="cmd-bn-001" secondAttribute="trailing" id="cmd-c-003"/>
                                    <constraint firstItem="cmd-bn-001" firstAttribute="height" constant="100" id="cmd-c-004"/>
                                </constraints>
                            </view>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """

    @Test func checkPointsAtTheViewInTheDocument() {
        let output = InMemoryEnvironment(files: ["Main.storyboard": Self.banner]).run("check", "Main.storyboard")
        #expect(output.exitCode == .success)
        #expect(output.standardError == "")
        #expect(
            output.standardOutput == """
                Main.storyboard:11:29: warning: [pinned-to-superview-edge] 'home/view[0]/banner' is pinned to the top edge of 'home/view[0]', not its safe area: its top 44 pt lie in the unsafe area (sensor housing (status bar 44 pt within it)); pin it to the safe area
                0 errors, 1 warning, 0 notes in 1 screen of 1 file

                """)
    }

    @Test func checkOnAnotherDevice() {
        let output = InMemoryEnvironment(files: ["Main.storyboard": Self.banner]).run(
            "check", "Main.storyboard", "--device", "iPhone 8")
        #expect(
            output.standardOutput.hasPrefix(
                """
                Main.storyboard:11:29: warning: [pinned-to-superview-edge] 'home/view[0]/banner' is pinned to the top \
                edge of 'home/view[0]', not its safe area: its top 20 pt lie in the unsafe area (status bar 20 pt); \
                pin it to the safe area
                """
            ))
    }

    @Test func importWritesTheEquivalentFixture() throws {
        let output = InMemoryEnvironment(files: ["Main.storyboard": Self.banner]).run("import", "Main.storyboard")
        #expect(output.exitCode == .success)
        #expect(
            output.standardOutput == """
                # Imported from Main.storyboard by scroll-inspect import: 1 scene.
                format: 1
                device: iPhone X
                root:
                  viewController:
                    name: home
                    view:
                      view:
                        subviews:
                          - view:
                              name: banner
                              pin:
                                top: {to: bounds}
                                leading: {to: bounds}
                                trailing: {to: bounds}
                                height: 100

                """)
        #expect(
            output.standardError
                == "Main.storyboard: 1 scenes (1 in the document), 0 scroll views, 0 document findings\n")
        // The fixture gives the same finding.
        let check = InMemoryEnvironment(files: ["main.yaml": output.standardOutput]).run("check", "main.yaml")
        #expect(
            check.standardOutput.contains(
                "main.yaml:10:13: warning: [pinned-to-superview-edge] 'home/view[0]/banner' is pinned to the top edge"))
    }

    @Test func aHostileDocumentIsAPositionedError() {
        let text = """
            <?xml version="1.0"?>
            <!DOCTYPE document [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>
            <document>&xxe;</document>
            """
        let output = InMemoryEnvironment(files: ["evil.xib": text]).run("report", "evil.xib")
        #expect(output.exitCode == .dataError)
        #expect(output.standardOutput == "")
        #expect(
            output.standardError == """
                evil.xib:2:1: error: a document type declaration ('<!DOCTYPE'); DTDs are not processed, so no entity can be declared
                2 | <!DOCTYPE document [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>
                  | ^

                """)
    }

    @Test func compareStoredFramesCountsAgreementsAndListsDisagreements() {
        let moved = Self.banner.replacingOccurrences(
            of: #"y="0.0" width="375" height="100""#, with: #"y="44" width="375" height="100""#)
        let output = InMemoryEnvironment(files: ["Main.storyboard": Self.banner, "Off.storyboard": moved])
            .run("import", "Main.storyboard", "Off.storyboard", "--compare-stored-frames")
        // Saved by Xcode 15 (toolsVersion 22505): laid out under iOS 17 on the iPhone X canvas. The
        // banner is pinned to the root view's top: y 0, where the second document stored 44.
        #expect(
            output.standardOutput == """
                Main.storyboard: 1 agree, 0 disagree; scroll views 0 agree, 0 disagree; canvas retina5_9, Xcode 15, iOS 17; group main
                Off.storyboard: 0 agree, 1 disagree; scroll views 0 agree, 0 disagree; canvas retina5_9, Xcode 15, iOS 17; group main
                Off.storyboard:11:29: view 'cmd-bn-001' pins: stored (0, 44, 375, 100), laid out (0, 0, 375, 100): other (Δy -44)

                """)
        #expect(output.exitCode == .success)
    }

    @Test func aCellXibImportsToAFixtureTheToolReadsBack() throws {
        let cell = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES">
                <device id="retina4_7" orientation="portrait" appearance="light"/>
                <objects>
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                    <tableViewCell contentMode="scaleToFill" id="cx1-ce-001" customClass="TitleCell">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
                    </tableViewCell>
                </objects>
            </document>
            """
        let output = InMemoryEnvironment(files: ["Cell.xib": cell]).run("import", "Cell.xib", "-o", "cell.yaml")
        #expect(output.exitCode == .success)
        let fixture = try #require(output.files.first { $0.path == "cell.yaml" })
        #expect(
            fixture.contents.contains(
                """
                root:
                  viewController:
                    name: TitleCell
                    view:
                      view:
                        subviews:
                          - tableView:
                              name: table
                              frame: [0, 0, 320, 667]
                              sections:
                                - rows: 1
                              subviews:
                                - view:
                                    name: TitleCell cx1-ce-001
                                    frame: [0, 0, 320, 44]
                """))
        let check = InMemoryEnvironment(files: ["cell.yaml": fixture.contents]).run(
            "report", "cell.yaml", "--format", "json")
        #expect(check.exitCode == .success)
        #expect(check.standardOutput.contains("\"path\": \"TitleCell/view[0]/table\""))
    }

    @Test func aXibWithNoViewIsAPositionedErrorAndNothingIsWritten() {
        let objects = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES">
                <objects>
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                    <customObject id="ob1-ob-001" customClass="DataSource"/>
                </objects>
            </document>
            """
        let output = InMemoryEnvironment(files: ["Objects.xib": objects]).run(
            "import", "Objects.xib", "-o", "objects.yaml")
        #expect(output.exitCode == .dataError)
        #expect(output.standardOutput == "")
        #expect(output.files.isEmpty)
        #expect(output.standardError.contains("Objects.xib:2:1: error: \(ImportCommand.noSceneMessage)\n"))
    }

    @Test func importReadsOnlyInterfaceBuilderDocumentsAndCaptures() {
        let output = InMemoryEnvironment(files: ["a.yaml": ""]).run("import", "a.yaml")
        #expect(output.exitCode == .usage)
        #expect(
            output.standardError.hasPrefix(
                "scroll-inspect: error: 'import' reads .storyboard, .xib and .txt (a capture) files; found 'a.yaml'"))
    }

    @Test func importWritesOneScreen() {
        let output = InMemoryEnvironment(files: ["Main.storyboard": Self.banner]).run(
            "import", "Main.storyboard", "--ios", "all")
        #expect(output.exitCode == .usage)
        #expect(
            output.standardError.hasPrefix(
                "scroll-inspect: error: 'import' writes one fixture: give one device, one orientation and one release"))
    }

    @Test func standardInputMayHoldADocument() {
        let output = InMemoryEnvironment(input: Self.banner).run("check", "-")
        #expect(output.standardOutput.hasPrefix("-:11:29: warning: [pinned-to-superview-edge] 'home/view[0]/banner'"))
    }
    /// A table view controller on an iPhone 8 canvas.
    static let tableController = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useSafeAreas="YES">
            <device id="retina4_7" orientation="portrait" appearance="light"/>
            <scenes>
                <scene sceneID="cmd-sc-002">
                    <objects>
                        <tableViewController id="cmd-tv-001" userLabel="list" sceneMemberID="viewController">
                            <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="prototypes" style="plain" rowHeight="44" id="cmd-tb-001" userLabel="table">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            </tableView>
                        </tableViewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """

    @Test func importWritesTheTableViewControllerKind() {
        let output = InMemoryEnvironment(files: ["List.storyboard": Self.tableController]).run(
            "import", "List.storyboard")
        #expect(output.exitCode == .success)
        #expect(
            output.standardOutput.contains(
                """
                root:
                  tableViewController:
                    name: list
                    view:
                      tableView:
                        name: table
                """))
        // The fixture decodes and is checked like the document.
        let check = InMemoryEnvironment(files: ["list.yaml": output.standardOutput]).run("check", "list.yaml")
        #expect(check.exitCode == .success)
    }
    /// `home` presents `sheet` as a page sheet (a segue from the controller itself).
    static let pageSheet = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useSafeAreas="YES">
            <device id="retina4_7" orientation="portrait" appearance="light"/>
            <scenes>
                <scene sceneID="cmd-sc-003">
                    <objects>
                        <viewController id="cmd-vc-003" userLabel="home" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="cmd-rv-003"/>
                            <connections>
                                <segue destination="cmd-vc-004" kind="presentation" modalPresentationStyle="pageSheet" id="cmd-sg-003"/>
                            </connections>
                        </viewController>
                    </objects>
                </scene>
                <scene sceneID="cmd-sc-004">
                    <objects>
                        <viewController id="cmd-vc-004" userLabel="sheet" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="cmd-rv-004"/>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """

    @Test func aPresentationLeftOutOnAScreenIsANote() {
        let output = InMemoryEnvironment(files: ["Main.storyboard": Self.pageSheet])
            .run("check", "Main.storyboard", "--device", "iPad (A16)", "--orientation", "all")
        #expect(output.exitCode == .success)
        // Portrait lays the page sheet out; each landscape orientation leaves it out, once.
        let notes = output.standardError.split(separator: "\n").filter { $0.contains(": note: ") }
        #expect(
            notes == [
                """
                Main.storyboard:10:25: note: 'sheet', presented by 'home', is left out on iPad (A16) landscapeLeft \
                iOS 26: pageSheet is not modelled there (only the iPad page sheet in portrait from iOS 13 is recorded)
                """,
                """
                Main.storyboard:10:25: note: 'sheet', presented by 'home', is left out on iPad (A16) landscapeRight \
                iOS 26: pageSheet is not modelled there (only the iPad page sheet in portrait from iOS 13 is recorded)
                """,
            ])
        // The iPhone 8 canvas on iOS 16: max(30, 20) + 10 = 40 below the top, 667 − 40 = 627 tall.
        let report = InMemoryEnvironment(files: ["Main.storyboard": Self.pageSheet]).run("report", "Main.storyboard")
        #expect(
            report.standardOutput.contains("presented by 'home': pageSheet, detent large, container (0, 40, 375, 627)"))
    }
}
