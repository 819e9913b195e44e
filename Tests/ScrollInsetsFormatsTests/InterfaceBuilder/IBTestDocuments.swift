// Interface Builder documents written by hand for these tests, in the format Xcode writes
// (element and attribute spellings from docs/storyboards.md); none is copied from a project.

enum IBTestDocuments {
    /// Xcode 5 (toolsVersion 4514): no <device>, the canvas in the trailer's simulated metrics
    /// (retina4 = 320×568), autoresizing masks only. A table fills the root view; a banner keeps
    /// its top margin and height and stretches sideways.
    static let xcode5 = """
        <?xml version="1.0" encoding="UTF-8" standalone="no"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="4514" systemVersion="12F45" targetRuntime="iOS.CocoaTouch" initialViewController="vc1-aa-001">
            <dependencies>
                <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="3747"/>
            </dependencies>
            <scenes>
                <!--List-->
                <scene sceneID="sc1-aa-001">
                    <objects>
                        <viewController id="vc1-aa-001" userLabel="List" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="rv1-aa-001">
                                <rect key="frame" x="0.0" y="0.0" width="320" height="568"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
                                    <tableView clipsSubviews="YES" contentMode="scaleToFill" style="plain" rowHeight="44" id="tb1-aa-001" userLabel="table">
                                        <rect key="frame" x="0.0" y="64" width="320" height="504"/>
                                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                    </tableView>
                                    <view contentMode="scaleToFill" id="bn1-aa-001" userLabel="banner">
                                        <rect key="frame" x="0.0" y="20" width="320" height="44"/>
                                        <autoresizingMask key="autoresizingMask" widthSizable="YES" flexibleMaxY="YES"/>
                                    </view>
                                </subviews>
                            </view>
                        </viewController>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="fr1-aa-001" sceneMemberID="firstResponder"/>
                    </objects>
                </scene>
            </scenes>
            <simulatedMetricsContainer key="defaultSimulatedMetrics">
                <simulatedStatusBarMetrics key="statusBar"/>
                <simulatedOrientationMetrics key="orientation"/>
                <simulatedScreenMetrics key="destination" type="retina4"/>
            </simulatedMetricsContainer>
        </document>
        """

    /// Xcode 6 (toolsVersion 6254): size classes on, the 600×600 "Any/Any" canvas, no device.
    /// A scroll view with a flexible width and height, 20 pt from each edge of the canvas.
    static let xcode6 = """
        <?xml version="1.0" encoding="UTF-8" standalone="no"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="6254" systemVersion="14B25" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" initialViewController="vc6-bb-001">
            <scenes>
                <scene sceneID="sc6-bb-001">
                    <objects>
                        <viewController id="vc6-bb-001" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="rv6-bb-001">
                                <rect key="frame" x="0.0" y="0.0" width="600" height="600"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
                                    <scrollView contentMode="scaleToFill" id="sv6-bb-001" userLabel="scroll">
                                        <rect key="frame" x="20" y="20" width="560" height="560"/>
                                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                    </scrollView>
                                </subviews>
                            </view>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """

    /// Xcode 8 (toolsVersion 12118), canvas retina4_7, no safe areas: a table pinned to the top
    /// and bottom layout guides and to the root view's sides.
    static let xcode8LayoutGuides = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="12118" systemVersion="16E195" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" colorMatched="YES" initialViewController="vc8-cc-001">
            <device id="retina4_7" orientation="portrait">
                <adaptation id="fullscreen"/>
            </device>
            <scenes>
                <scene sceneID="sc8-cc-001">
                    <objects>
                        <viewController id="vc8-cc-001" userLabel="Feed" sceneMemberID="viewController">
                            <layoutGuides>
                                <viewControllerLayoutGuide type="top" id="tg8-cc-001"/>
                                <viewControllerLayoutGuide type="bottom" id="bg8-cc-001"/>
                            </layoutGuides>
                            <view key="view" contentMode="scaleToFill" id="rv8-cc-001">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
                                    <tableView clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" style="plain" rowHeight="44" translatesAutoresizingMaskIntoConstraints="NO" id="tb8-cc-001" userLabel="table">
                                        <rect key="frame" x="0.0" y="20" width="375" height="647"/>
                                    </tableView>
                                </subviews>
                                <constraints>
                                    <constraint firstItem="tb8-cc-001" firstAttribute="top" secondItem="tg8-cc-001" secondAttribute="bottom" id="c81-cc-001"/>
                                    <constraint firstItem="bg8-cc-001" firstAttribute="top" secondItem="tb8-cc-001" secondAttribute="bottom" id="c82-cc-001"/>
                                    <constraint firstItem="tb8-cc-001" firstAttribute="leading" secondItem="rv8-cc-001" secondAttribute="leading" id="c83-cc-001"/>
                                    <constraint firstAttribute="trailing" secondItem="tb8-cc-001" secondAttribute="trailing" id="c84-cc-001"/>
                                </constraints>
                            </view>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """

    /// Xcode 9+ with safe areas (toolsVersion 14113, canvas retina5_9): a table view controller
    /// in a navigation controller, the table its root view.
    static let tableInNavigation = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="14113" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="nv9-dd-001">
            <device id="retina5_9" orientation="portrait">
                <adaptation id="fullscreen"/>
            </device>
            <dependencies>
                <capability name="Safe area layout guides" minToolsVersion="9.0"/>
            </dependencies>
            <scenes>
                <scene sceneID="sn9-dd-001">
                    <objects>
                        <navigationController id="nv9-dd-001" userLabel="nav" sceneMemberID="viewController">
                            <navigationBar key="navigationBar" contentMode="scaleToFill" id="nb9-dd-001">
                                <rect key="frame" x="0.0" y="44" width="375" height="44"/>
                                <autoresizingMask key="autoresizingMask"/>
                            </navigationBar>
                            <connections>
                                <segue destination="tv9-dd-001" kind="relationship" relationship="rootViewController" id="sg9-dd-001"/>
                            </connections>
                        </navigationController>
                    </objects>
                </scene>
                <scene sceneID="st9-dd-001">
                    <objects>
                        <tableViewController id="tv9-dd-001" userLabel="feed" sceneMemberID="viewController">
                            <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="prototypes" style="plain" separatorStyle="default" rowHeight="80" sectionHeaderHeight="28" sectionFooterHeight="28" id="tb9-dd-001" userLabel="table">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="812"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            </tableView>
                            <navigationItem key="navigationItem" title="Feed" id="ni9-dd-001"/>
                        </tableViewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """

    /// Xcode 11+ (toolsVersion 15705, `appearance` on <device>): two scenes, a scroll view that
    /// never adjusts its insets pinned to the root view's edges, and the same pinned to the safe
    /// area.
    static let xcode11Pinned = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="15705" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
            <device id="retina6_1" orientation="portrait" appearance="light"/>
            <scenes>
                <scene sceneID="sa1-ee-001">
                    <objects>
                        <viewController id="va1-ee-001" userLabel="edges" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="ra1-ee-001">
                                <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
                                    <scrollView clipsSubviews="YES" contentMode="scaleToFill" contentInsetAdjustmentBehavior="never" translatesAutoresizingMaskIntoConstraints="NO" id="sa1-ee-002" userLabel="gallery">
                                        <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                                    </scrollView>
                                </subviews>
                                <constraints>
                                    <constraint firstItem="sa1-ee-002" firstAttribute="top" secondItem="ra1-ee-001" secondAttribute="top" id="ca1-ee-001"/>
                                    <constraint firstAttribute="bottom" secondItem="sa1-ee-002" secondAttribute="bottom" id="ca1-ee-002"/>
                                    <constraint firstItem="sa1-ee-002" firstAttribute="leading" secondItem="ra1-ee-001" secondAttribute="leading" id="ca1-ee-003"/>
                                    <constraint firstAttribute="trailing" secondItem="sa1-ee-002" secondAttribute="trailing" id="ca1-ee-004"/>
                                </constraints>
                                <viewLayoutGuide key="safeArea" id="ga1-ee-001"/>
                            </view>
                        </viewController>
                    </objects>
                </scene>
                <scene sceneID="sb1-ee-001">
                    <objects>
                        <viewController id="vb1-ee-001" userLabel="safe" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="rb1-ee-001">
                                <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
                                    <scrollView clipsSubviews="YES" contentMode="scaleToFill" contentInsetAdjustmentBehavior="never" translatesAutoresizingMaskIntoConstraints="NO" id="sb1-ee-002" userLabel="gallery">
                                        <rect key="frame" x="0.0" y="48" width="414" height="814"/>
                                    </scrollView>
                                </subviews>
                                <constraints>
                                    <constraint firstItem="sb1-ee-002" firstAttribute="top" secondItem="gb1-ee-001" secondAttribute="top" id="cb1-ee-001"/>
                                    <constraint firstItem="gb1-ee-001" firstAttribute="bottom" secondItem="sb1-ee-002" secondAttribute="bottom" id="cb1-ee-002"/>
                                    <constraint firstItem="sb1-ee-002" firstAttribute="leading" secondItem="gb1-ee-001" secondAttribute="leading" id="cb1-ee-003"/>
                                    <constraint firstItem="gb1-ee-001" firstAttribute="trailing" secondItem="sb1-ee-002" secondAttribute="trailing" id="cb1-ee-004"/>
                                </constraints>
                                <viewLayoutGuide key="safeArea" id="gb1-ee-001"/>
                            </view>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """

    /// Xcode 15.3+ (the placeholder toolsVersion 32700.99.1234): a xib whose File's Owner's view
    /// holds a table pinned to the safe area at the top and the root view elsewhere, with
    /// `contentViewInsetsToSafeArea="NO"` and a custom separator inset.
    static let xcode15Xib = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="32700.99.1234" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
            <device id="retina6_12" orientation="portrait" appearance="light"/>
            <dependencies>
                <deployment identifier="iOS"/>
                <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="22685"/>
            </dependencies>
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="SettingsViewController">
                    <connections>
                        <outlet property="view" destination="x15-ff-001" id="o15-ff-001"/>
                    </connections>
                </placeholder>
                <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                <view contentMode="scaleToFill" id="x15-ff-001">
                    <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    <subviews>
                        <tableView clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" style="insetGrouped" separatorStyle="default" rowHeight="-1" estimatedRowHeight="-1" sectionHeaderHeight="18" sectionFooterHeight="18" contentViewInsetsToSafeArea="NO" translatesAutoresizingMaskIntoConstraints="NO" id="t15-ff-001" userLabel="settings">
                            <rect key="frame" x="0.0" y="59" width="393" height="793"/>
                            <inset key="separatorInset" minX="20" minY="0.0" maxX="0.0" maxY="0.0"/>
                        </tableView>
                    </subviews>
                    <viewLayoutGuide key="safeArea" id="g15-ff-001"/>
                    <constraints>
                        <constraint firstItem="t15-ff-001" firstAttribute="top" secondItem="g15-ff-001" secondAttribute="top" id="c15-ff-001"/>
                        <constraint firstAttribute="bottom" secondItem="t15-ff-001" secondAttribute="bottom" id="c15-ff-002"/>
                        <constraint firstItem="t15-ff-001" firstAttribute="leading" secondItem="x15-ff-001" secondAttribute="leading" id="c15-ff-003"/>
                        <constraint firstAttribute="trailing" secondItem="t15-ff-001" secondAttribute="trailing" id="c15-ff-004"/>
                    </constraints>
                </view>
            </objects>
        </document>
        """

    /// A mixed document (saved by Xcode 26, no `useSafeAreas`): one scene still on layout
    /// guides, one whose root view has a safe-area guide.
    static let mixed = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="24127" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" colorMatched="YES">
            <device id="retina6_12" orientation="portrait" appearance="light"/>
            <scenes>
                <scene sceneID="sm1-gg-001">
                    <objects>
                        <viewController id="vm1-gg-001" userLabel="old" sceneMemberID="viewController">
                            <layoutGuides>
                                <viewControllerLayoutGuide type="top" id="tm1-gg-001"/>
                                <viewControllerLayoutGuide type="bottom" id="bm1-gg-001"/>
                            </layoutGuides>
                            <view key="view" contentMode="scaleToFill" id="rm1-gg-001">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
                                    <textView clipsSubviews="YES" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="xm1-gg-001" userLabel="notes">
                                        <rect key="frame" x="16" y="59" width="361" height="759"/>
                                    </textView>
                                </subviews>
                                <constraints>
                                    <constraint firstItem="xm1-gg-001" firstAttribute="top" secondItem="tm1-gg-001" secondAttribute="bottom" id="cm1-gg-001"/>
                                    <constraint firstItem="bm1-gg-001" firstAttribute="top" secondItem="xm1-gg-001" secondAttribute="bottom" id="cm1-gg-002"/>
                                    <constraint firstItem="xm1-gg-001" firstAttribute="leading" secondItem="rm1-gg-001" secondAttribute="leadingMargin" id="cm1-gg-003"/>
                                    <constraint firstAttribute="trailingMargin" secondItem="xm1-gg-001" secondAttribute="trailing" id="cm1-gg-004"/>
                                </constraints>
                            </view>
                        </viewController>
                    </objects>
                </scene>
                <scene sceneID="sm2-gg-001">
                    <objects>
                        <viewController id="vm2-gg-001" userLabel="new" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="rm2-gg-001">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
                                    <textView clipsSubviews="YES" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="xm2-gg-001" userLabel="notes">
                                        <rect key="frame" x="0.0" y="59" width="393" height="759"/>
                                    </textView>
                                </subviews>
                                <viewLayoutGuide key="safeArea" id="gm2-gg-001"/>
                                <constraints>
                                    <constraint firstItem="xm2-gg-001" firstAttribute="top" secondItem="gm2-gg-001" secondAttribute="top" id="cm2-gg-001"/>
                                    <constraint firstItem="gm2-gg-001" firstAttribute="bottom" secondItem="xm2-gg-001" secondAttribute="bottom" id="cm2-gg-002"/>
                                    <constraint firstItem="xm2-gg-001" firstAttribute="leading" secondItem="gm2-gg-001" secondAttribute="leading" id="cm2-gg-003"/>
                                    <constraint firstItem="gm2-gg-001" firstAttribute="trailing" secondItem="xm2-gg-001" secondAttribute="trailing" id="cm2-gg-004"/>
                                </constraints>
                            </view>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """
}
