import Testing
@testable import ScrollInspectCore
import ScrollInsets

/// A scene that code instantiates by its storyboard identifier fills the window only by
/// assumption (``SceneOnScreen/placementAssumed``): where its controls lie in the window's top or
/// bottom unsafe area is not reported, its other findings are at most warnings.
@Suite struct AssumedPlacementTests {
    /// The initial scene `home` and the scene `Panel` that only code shows each hold a button
    /// 10 pt from the top; `Panel` also has one at its left edge. No constraints: the stored
    /// frames stand (IB's prototyping constraints), on an iPhone X canvas.
    static let document = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useSafeAreas="YES" initialViewController="hm-vc-001">
            <device id="retina5_9" orientation="portrait" appearance="light"/>
            <scenes>
                <scene sceneID="hm-sc-001">
                    <objects>
                        <viewController id="hm-vc-001" userLabel="home" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="hm-rv-001">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="812"/>
                                <subviews>
                                    <button opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="hm-bt-001">
                                        <rect key="frame" x="100" y="10" width="44" height="44"/>
                                    </button>
                                </subviews>
                                <viewLayoutGuide key="safeArea" id="hm-sa-001"/>
                            </view>
                        </viewController>
                    </objects>
                </scene>
                <scene sceneID="pn-sc-001">
                    <objects>
                        <viewController storyboardIdentifier="Panel" id="pn-vc-001" userLabel="Panel" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="pn-rv-001">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="812"/>
                                <subviews>
                                    <button opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="pn-bt-001">
                                        <rect key="frame" x="100" y="10" width="44" height="44"/>
                                    </button>
                                    <button opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="pn-sd-001">
                                        <rect key="frame" x="0.0" y="300" width="44" height="44"/>
                                    </button>
                                </subviews>
                                <viewLayoutGuide key="safeArea" id="pn-sa-001"/>
                            </view>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """

    @Test func aControlAtTheTopOfAScenePlacedByCodeIsNotReported() {
        let output = InMemoryEnvironment(files: ["Main.storyboard": Self.document]).run("check", "Main.storyboard")
        // iPhone X portrait: top inset 44, so each top button lies 44 - 10 = 34 pt in it; only
        // the initial scene's is reported. The side button meets no unsafe area (left inset 0).
        #expect(output.exitCode == .findings)
        #expect(
            output.standardOutput == """
                Main.storyboard:11:29: error: [control-in-unsafe-area] interactive view 'home/view[0]/button hm-bt-001' lies 34 pt inside the top unsafe area (inset 44) of the window; keep controls inside the safe area
                1 error, 0 warnings, 0 notes in 2 screens of 1 file

                """)
        #expect(output.standardError.contains("a control's place in the top or bottom unsafe area is not reported"))
    }

    @Test func aControlAtTheSideOfAScenePlacedByCodeIsAWarning() {
        let output = InMemoryEnvironment(files: ["Main.storyboard": Self.document]).run(
            "check", "Main.storyboard", "--orientation", "landscapeLeft")
        // iPhone X landscape: left and right insets 44, top 0. The side button fills the left
        // band (0 to 44); a warning, not an error, in a scene placed by assumption.
        let lines = output.standardOutput.split(separator: "\n")
        #expect(lines.count == 2)
        #expect(
            lines.first?.hasPrefix(
                """
                Main.storyboard:29:29: warning: [control-in-unsafe-area] interactive view 'Panel/view[0]/button \
                pn-sd-001' lies 44 pt inside the left unsafe area (inset 44) of the window; keep controls inside the \
                safe area
                """) == true)
        #expect(lines.last == "0 errors, 1 warning, 0 notes in 2 screens of 1 file")
    }

    @Test func onlyTopAndBottomControlFindingsRestOnTheAssumedHeight() {
        func finding(_ rule: AuditRuleID, _ edges: [Edge]) -> Finding {
            Finding(rule: rule, path: "p", message: "m", edges: edges)
        }
        #expect(SceneAudit.restsOnAssumedHeight(finding(.controlInUnsafeArea, [.top])))
        #expect(SceneAudit.restsOnAssumedHeight(finding(.controlInUnsafeArea, [.top, .bottom])))
        #expect(!SceneAudit.restsOnAssumedHeight(finding(.controlInUnsafeArea, [.top, .right])))
        #expect(!SceneAudit.restsOnAssumedHeight(finding(.controlInUnsafeArea, [.left])))
        #expect(!SceneAudit.restsOnAssumedHeight(finding(.pinnedToSuperviewEdge, [.top])))
    }
}
