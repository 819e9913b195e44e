import Testing
@testable import ScrollInspectCore

/// The JSON report gives each view imported from a document its IB `id`, its element and the
/// method that found its frame (`interfaceBuilder`), beside its `line` and `column`; a stack view's
/// arranged subviews and a container view's embedded controller reach the report
/// (docs/storyboards.md, "How each view's frame is found"; docs/fixture-format.md, JSON report).
@Suite struct InterfaceBuilderOriginReportTests {
    /// On a retina4_7 canvas (375×667): a stack view pinned 20 pt below the top and to the sides,
    /// 100 tall, arranging a label; a container view pinned under it to the other edges, embedding
    /// a controller whose root view holds a table with a fixed mask.
    static let document = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useSafeAreas="YES">
            <device id="retina4_7" orientation="portrait" appearance="light"/>
            <scenes>
                <scene sceneID="or1-sc-001">
                    <objects>
                        <viewController id="or1-vc-001" userLabel="home" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="or1-vw-001">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                <subviews>
                                    <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" translatesAutoresizingMaskIntoConstraints="NO" id="or1-st-001" userLabel="stack">
                                        <rect key="frame" x="0.0" y="20" width="375" height="100"/>
                                        <subviews>
                                            <label opaque="NO" text="Title" id="or1-lb-001" userLabel="title">
                                                <rect key="frame" x="0.0" y="0.0" width="375" height="100"/>
                                            </label>
                                        </subviews>
                                    </stackView>
                                    <containerView opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="or1-cv-001" userLabel="panel">
                                        <rect key="frame" x="0.0" y="120" width="375" height="547"/>
                                        <connections>
                                            <segue destination="or1-vc-002" kind="embed" id="or1-sg-001"/>
                                        </connections>
                                    </containerView>
                                </subviews>
                                <constraints>
                                    <constraint firstItem="or1-st-001" firstAttribute="top" secondItem="or1-vw-001" secondAttribute="top" constant="20" id="or1-ct-001"/>
                                    <constraint firstItem="or1-st-001" firstAttribute="leading" secondItem="or1-vw-001" secondAttribute="leading" id="or1-ct-002"/>
                                    <constraint firstAttribute="trailing" secondItem="or1-st-001" secondAttribute="trailing" id="or1-ct-003"/>
                                    <constraint firstItem="or1-st-001" firstAttribute="height" constant="100" id="or1-ct-004"/>
                                    <constraint firstItem="or1-cv-001" firstAttribute="top" secondItem="or1-st-001" secondAttribute="bottom" id="or1-ct-005"/>
                                    <constraint firstItem="or1-cv-001" firstAttribute="leading" secondItem="or1-vw-001" secondAttribute="leading" id="or1-ct-006"/>
                                    <constraint firstAttribute="trailing" secondItem="or1-cv-001" secondAttribute="trailing" id="or1-ct-007"/>
                                    <constraint firstAttribute="bottom" secondItem="or1-cv-001" secondAttribute="bottom" id="or1-ct-008"/>
                                </constraints>
                            </view>
                        </viewController>
                    </objects>
                </scene>
                <scene sceneID="or1-sc-002">
                    <objects>
                        <viewController id="or1-vc-002" userLabel="embedded" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="or1-vw-002">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="547"/>
                                <subviews>
                                    <tableView clipsSubviews="YES" contentMode="scaleToFill" style="plain" rowHeight="44" id="or1-tb-001" userLabel="list">
                                        <rect key="frame" x="0.0" y="0.0" width="375" height="200"/>
                                        <autoresizingMask key="autoresizingMask" widthSizable="YES" flexibleMaxY="YES"/>
                                    </tableView>
                                </subviews>
                            </view>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """

    @Test func eachImportedViewHasItsIdElementAndMethodInTheJSONReport() {
        let output = InMemoryEnvironment(files: ["Main.storyboard": Self.document]).run(
            "report", "Main.storyboard", "--format", "json")
        #expect(output.exitCode == .success, "\(output.standardError)")
        let lines = output.standardOutput.split(separator: "\n").map { String($0.drop { $0 == " " }) }
        /// The `interfaceBuilder` line after the view at `path`.
        func origin(_ path: String) -> String? {
            guard let start = lines.firstIndex(of: "\"path\": \"\(path)\",") else { return nil }
            return lines[start...].first { $0.hasPrefix("\"interfaceBuilder\"") }
        }
        #expect(
            origin("home/view[0]")
                == #""interfaceBuilder": {"id": "or1-vw-001", "element": "view", "method": "rootView"}"#)
        #expect(
            origin("home/view[0]/stack")
                == #""interfaceBuilder": {"id": "or1-st-001", "element": "stackView", "method": "pins"}"#)
        // A stack view's arranged subview: its stored frame, as before (the stack is not modelled).
        #expect(
            origin("home/view[0]/stack/title")
                == #""interfaceBuilder": {"id": "or1-lb-001", "element": "label", "method": "storedFrame"}"#)
        // Pinned under a sibling: solved.
        #expect(
            origin("home/view[0]/panel")
                == #""interfaceBuilder": {"id": "or1-cv-001", "element": "containerView", "method": "solved"}"#)
        // The embedded controller's views.
        #expect(
            origin("home/view[0]/panel/embedded/view[0]")
                == #""interfaceBuilder": {"id": "or1-vw-002", "element": "view", "method": "rootView"}"#)
        #expect(
            origin("home/view[0]/panel/embedded/view[0]/list")
                == #""interfaceBuilder": {"id": "or1-tb-001", "element": "tableView", "method": "autoresizing"}"#)
    }

    @Test func aFixtureHasNoInterfaceBuilderObject() {
        let fixture =
            """
            device: iPhone 8\nroot:\n  view:\n    subviews:\n      - tableView:\n          name: list\n          \
            frame: [0, 0, 375, 667]\n
            """
        let output = InMemoryEnvironment(files: ["a.yaml": fixture]).run("report", "a.yaml", "--format", "json")
        #expect(output.exitCode == .success)
        #expect(output.standardOutput.contains("\"path\": \"view[0]/list\""))
        #expect(!output.standardOutput.contains("interfaceBuilder"))
    }
}
