// Hand-written documents for modal segues: a table view controller presented as a page sheet
// from a navigation controller's root, and the older `modal` kind with the style on the
// destination.

extension IBTestDocuments {
    /// On a retina4_7 canvas (375×667): `nav`, a navigation controller whose root `home` has a
    /// button `add` with a `presentation` segue (`modalPresentationStyle="pageSheet"` on the
    /// segue) to `list`, a table view controller whose root view is the table `table`; and a
    /// `show` segue from home's bar button item to `detail`. Four document scenes.
    static let pageSheetFromNavigationRoot = IBStoryboard.document(scenes: [
        IBStoryboard.scene("ps1-nv-001", IBStoryboard.navigationController("ps1", label: "nav", root: "ps2-vc-001")),
        IBStoryboard.scene(
            "ps2-hm-001",
            IBStoryboard.viewController(
                id: "ps2-vc-001", label: "home", viewID: "ps2-rv-001", safeAreaID: "ps2-sa-001",
                subviews: [
                    """
                    <button opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="ps2-bt-001" userLabel="add">
                        <rect key="frame" x="16" y="80" width="120" height="44"/>
                        <connections>
                            <segue destination="ps3-tv-001" kind="presentation" modalPresentationStyle="pageSheet" id="ps2-sg-001"/>
                        </connections>
                    </button>
                    """
                ],
                constraints: [
                    """
                    <constraint firstItem="ps2-bt-001" firstAttribute="top" secondItem="ps2-sa-001" secondAttribute="top" constant="16" id="ps2-c-001"/>
                    <constraint firstItem="ps2-bt-001" firstAttribute="leading" secondItem="ps2-sa-001" secondAttribute="leading" constant="16" id="ps2-c-002"/>
                    """
                ],
                trailer: [
                    """
                    <navigationItem key="navigationItem" title="Home" id="ps2-ni-001">
                        <barButtonItem key="rightBarButtonItem" title="Info" id="ps2-bb-001">
                            <connections>
                                <segue destination="ps4-vc-001" kind="show" id="ps2-sg-002"/>
                            </connections>
                        </barButtonItem>
                    </navigationItem>
                    """
                ])),
        IBStoryboard.scene(
            "ps3-ls-001",
            """
            <tableViewController id="ps3-tv-001" userLabel="list" sceneMemberID="viewController">
                <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="prototypes" style="plain" separatorStyle="default" rowHeight="44" id="ps3-tb-001" userLabel="table">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="647"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                </tableView>
            </tableViewController>
            """),
        IBStoryboard.scene(
            "ps4-dt-001", IBStoryboard.viewController(id: "ps4-vc-001", label: "detail", viewID: "ps4-rv-001")),
    ])

    /// An Xcode 5-style `kind="modal"` segue from the controller `start` itself to `form`, whose
    /// own `modalPresentationStyle="formSheet"` gives the style; a second segue, `presentation`
    /// with `modalPresentationStyle="currentContext"` (not modelled), to `context`; and `loop`,
    /// which `context` presents and which presents `context` back (a cycle). On retina4_7.
    static let modalStyles = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="5056" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES">
            <device id="retina4_7" orientation="portrait"/>
            <scenes>
                <scene sceneID="ms1-st-001">
                    <objects>
                        <viewController id="ms1-vc-001" userLabel="start" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="ms1-rv-001">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            </view>
                            <connections>
                                <segue destination="ms2-vc-001" kind="modal" identifier="edit" id="ms1-sg-001"/>
                                <segue destination="ms3-vc-001" kind="presentation" modalPresentationStyle="currentContext" id="ms1-sg-002"/>
                            </connections>
                        </viewController>
                    </objects>
                </scene>
                <scene sceneID="ms2-fm-001">
                    <objects>
                        <viewController modalPresentationStyle="formSheet" id="ms2-vc-001" userLabel="form" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="ms2-rv-001">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            </view>
                        </viewController>
                    </objects>
                </scene>
                <scene sceneID="ms3-cx-001">
                    <objects>
                        <viewController id="ms3-vc-001" userLabel="context" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="ms3-rv-001">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            </view>
                            <connections>
                                <segue destination="ms4-vc-001" kind="presentation" modalPresentationStyle="fullScreen" id="ms3-sg-001"/>
                            </connections>
                        </viewController>
                    </objects>
                </scene>
                <scene sceneID="ms4-lp-001">
                    <objects>
                        <viewController id="ms4-vc-001" userLabel="loop" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="ms4-rv-001">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            </view>
                            <connections>
                                <segue destination="ms3-vc-001" kind="presentation" id="ms4-sg-001"/>
                            </connections>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """
    /// A tab bar controller `tabs` with two tabs, `first` and `second`; each presents a
    /// controller from its own `<connections>` (`firstSheet`, `secondSheet`). On retina4_7.
    static let presentationsFromTabs = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useSafeAreas="YES">
            <device id="retina4_7" orientation="portrait" appearance="light"/>
            <scenes>
                <scene sceneID="pt1-tb-001">
                    <objects>
                        <tabBarController id="pt1-tc-001" userLabel="tabs" sceneMemberID="viewController">
                            <tabBar key="tabBar" contentMode="scaleToFill" id="pt1-bar-001"/>
                            <connections>
                                <segue destination="pt2-vc-001" kind="relationship" relationship="viewControllers" id="pt1-sg-001"/>
                                <segue destination="pt3-vc-001" kind="relationship" relationship="viewControllers" id="pt1-sg-002"/>
                            </connections>
                        </tabBarController>
                    </objects>
                </scene>
                <scene sceneID="pt2-fs-001">
                    <objects>
                        <viewController id="pt2-vc-001" userLabel="first" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="pt2-rv-001"/>
                            <connections>
                                <segue destination="pt4-vc-001" kind="presentation" id="pt2-sg-001"/>
                            </connections>
                        </viewController>
                    </objects>
                </scene>
                <scene sceneID="pt3-sc-001">
                    <objects>
                        <viewController id="pt3-vc-001" userLabel="second" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="pt3-rv-001"/>
                            <connections>
                                <segue destination="pt5-vc-001" kind="presentation" id="pt3-sg-001"/>
                            </connections>
                        </viewController>
                    </objects>
                </scene>
                <scene sceneID="pt4-fh-001">
                    <objects>
                        <viewController id="pt4-vc-001" userLabel="firstSheet" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="pt4-rv-001"/>
                        </viewController>
                    </objects>
                </scene>
                <scene sceneID="pt5-sh-001">
                    <objects>
                        <viewController id="pt5-vc-001" userLabel="secondSheet" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="pt5-rv-001"/>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """
}
