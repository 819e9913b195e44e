// Hand-written documents for push and show segues: destinations laid out inside the source's
// navigation controller and tab bar controller, with the frames Xcode stores for them.

extension IBTestDocuments {
    /// On a retina4_7 canvas (375×667), saved by Xcode 15 (toolsVersion 22505): `tabs`, a tab bar
    /// controller holding `nav`, a navigation controller (translucent bar) whose root `home` has
    /// a `show` segue to `list` and a `push` segue to `detail`. `list` has a table `table` pinned
    /// to its safe area on every edge, stored at (0, 64, 375, 554): under the 20 pt status bar,
    /// the 44 pt bar and above the 49 pt tab bar. `detail` sets `hidesBottomBarWhenPushed` and
    /// its table `full`, pinned the same way, is stored at (0, 64, 375, 603). Five document
    /// scenes.
    static let pushedTablesInTabAndNavigation = IBStoryboard.document(scenes: [
        IBStoryboard.scene(
            "pu0-sc-001",
            """
            <tabBarController id="pu0-tc-001" userLabel="tabs" sceneMemberID="viewController">
                <tabBar key="tabBar" contentMode="scaleToFill" id="pu0-tb-001">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="49"/>
                    <autoresizingMask key="autoresizingMask"/>
                </tabBar>
                <connections>
                    <segue destination="pu1-nc-001" kind="relationship" relationship="viewControllers" id="pu0-sg-001"/>
                </connections>
            </tabBarController>
            """),
        IBStoryboard.scene("pu1-sc-001", IBStoryboard.navigationController("pu1", label: "nav", root: "pu2-vc-001")),
        IBStoryboard.scene(
            "pu2-sc-001",
            IBStoryboard.viewController(
                id: "pu2-vc-001", label: "home", viewID: "pu2-rv-001", safeAreaID: "pu2-sa-001",
                trailer: [
                    """
                    <navigationItem key="navigationItem" title="Home" id="pu2-ni-001">
                        <barButtonItem key="rightBarButtonItem" title="List" id="pu2-bb-001">
                            <connections>
                                <segue destination="pu3-vc-001" kind="show" id="pu2-sg-001"/>
                                <segue destination="pu4-vc-001" kind="push" id="pu2-sg-002"/>
                            </connections>
                        </barButtonItem>
                    </navigationItem>
                    """
                ])),
        IBStoryboard.scene(
            "pu3-sc-001",
            IBStoryboard.viewController(
                id: "pu3-vc-001", label: "list", viewID: "pu3-rv-001", safeAreaID: "pu3-sa-001",
                subviews: [
                    """
                    <tableView clipsSubviews="YES" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" style="plain" rowHeight="44" id="pu3-tb-001" userLabel="table">
                        <rect key="frame" x="0.0" y="64" width="375" height="554"/>
                    </tableView>
                    """
                ],
                constraints: IBStoryboard.pinnedOnEveryEdge("pu3-tb-001", to: "pu3-sa-001", id: "pu3"))),
        IBStoryboard.scene(
            "pu4-sc-001",
            IBStoryboard.viewController(
                id: "pu4-vc-001", label: "detail", viewID: "pu4-rv-001", safeAreaID: "pu4-sa-001",
                attributes: #" hidesBottomBarWhenPushed="YES""#,
                subviews: [
                    """
                    <tableView clipsSubviews="YES" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" style="plain" rowHeight="44" id="pu4-tb-001" userLabel="full">
                        <rect key="frame" x="0.0" y="64" width="375" height="603"/>
                    </tableView>
                    """
                ],
                constraints: IBStoryboard.pinnedOnEveryEdge("pu4-tb-001", to: "pu4-sa-001", id: "pu4"))),
    ])
}

extension IBTestDocuments {
    /// On a retina4_7 canvas (375×667), saved by Xcode 15: one controller `inbox`, reached by no
    /// segue, whose simulated metrics declare a navigation bar and a tab bar; its table `mail`,
    /// pinned to the safe area on every edge, is stored at (0, 64, 375, 554) as Xcode's canvas
    /// lays it out under the simulated bars.
    static let simulatedBars = IBStoryboard.document(scenes: [
        IBStoryboard.scene(
            "sm1-sc-001",
            IBStoryboard.viewController(
                id: "sm1-vc-001", label: "inbox", viewID: "sm1-rv-001", safeAreaID: "sm1-sa-001",
                subviews: [
                    """
                    <tableView clipsSubviews="YES" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" style="plain" rowHeight="44" id="sm1-tb-001" userLabel="mail">
                        <rect key="frame" x="0.0" y="64" width="375" height="554"/>
                    </tableView>
                    """
                ],
                constraints: IBStoryboard.pinnedOnEveryEdge("sm1-tb-001", to: "sm1-sa-001", id: "sm1"),
                trailer: [
                    #"<simulatedNavigationBarMetrics key="simulatedTopBarMetrics" prompted="NO"/>"#,
                    #"<simulatedTabBarMetrics key="simulatedBottomBarMetrics"/>"#,
                ]))
    ])
}

extension IBTestDocuments {
    /// On a retina4_7 canvas (375×667), saved by Xcode 15: `settings`, a bare controller whose
    /// switch `toggle` is 16 pt from its superview's trailing edge and 80 pt below the safe area's
    /// top, and whose label `caption` ends 8 pt before the switch, centred on it. Auto Layout
    /// places the switch's alignment rectangle, 2 pt narrower than its 51 pt frame on the trailing
    /// side: Xcode stored the switch at (310, 100, 51, 31) and the label at (242, 105, 60, 21).
    static let switchChainedToLabel = IBStoryboard.document(scenes: [
        IBStoryboard.scene(
            "sw1-sc-001",
            IBStoryboard.viewController(
                id: "sw1-vc-001", label: "settings", viewID: "sw1-rv-001", safeAreaID: "sw1-sa-001",
                subviews: [
                    """
                    <switch opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" on="YES" id="sw1-sw-001" userLabel="toggle">
                        <rect key="frame" x="310" y="100" width="51" height="31"/>
                    </switch>
                    <label opaque="NO" contentMode="left" text="Wi-Fi" translatesAutoresizingMaskIntoConstraints="NO" id="sw1-lb-001" userLabel="caption">
                        <rect key="frame" x="242" y="105" width="60" height="21"/>
                    </label>
                    """
                ],
                constraints: [
                    """
                    <constraint firstItem="sw1-rv-001" firstAttribute="trailing" secondItem="sw1-sw-001" secondAttribute="trailing" constant="16" id="sw1-c-001"/>
                    <constraint firstItem="sw1-sw-001" firstAttribute="top" secondItem="sw1-sa-001" secondAttribute="top" constant="80" id="sw1-c-002"/>
                    <constraint firstItem="sw1-sw-001" firstAttribute="leading" secondItem="sw1-lb-001" secondAttribute="trailing" constant="8" id="sw1-c-003"/>
                    <constraint firstItem="sw1-lb-001" firstAttribute="centerY" secondItem="sw1-sw-001" secondAttribute="centerY" id="sw1-c-004"/>
                    """
                ]))
    ])
}

extension IBTestDocuments {
    /// On a retina4_7 canvas (375×667), saved by Xcode 15: `blurred`, a bare controller whose
    /// visual-effect view `glass` fills the root view; its `contentView` holds the table `items`,
    /// 16 pt inside the content view on every edge, stored at (16, 16, 343, 635).
    static let tableInVisualEffectView = IBStoryboard.document(scenes: [
        IBStoryboard.scene(
            "ve1-sc-001",
            IBStoryboard.viewController(
                id: "ve1-vc-001", label: "blurred", viewID: "ve1-rv-001",
                subviews: [
                    """
                    <visualEffectView opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="ve1-fx-001" userLabel="glass">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                        <view key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" id="ve1-cv-001" userLabel="content">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            <subviews>
                                <tableView clipsSubviews="YES" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" style="plain" rowHeight="44" id="ve1-tb-001" userLabel="items">
                                    <rect key="frame" x="16" y="16" width="343" height="635"/>
                                </tableView>
                            </subviews>
                            <constraints>
                                <constraint firstItem="ve1-tb-001" firstAttribute="top" secondItem="ve1-cv-001" secondAttribute="top" constant="16" id="ve1-c-001"/>
                                <constraint firstItem="ve1-tb-001" firstAttribute="leading" secondItem="ve1-cv-001" secondAttribute="leading" constant="16" id="ve1-c-002"/>
                                <constraint firstAttribute="trailing" secondItem="ve1-tb-001" secondAttribute="trailing" constant="16" id="ve1-c-003"/>
                                <constraint firstAttribute="bottom" secondItem="ve1-tb-001" secondAttribute="bottom" constant="16" id="ve1-c-004"/>
                            </constraints>
                        </view>
                        <blurEffect style="regular"/>
                    </visualEffectView>
                    """
                ],
                constraints: [
                    """
                    <constraint firstItem="ve1-fx-001" firstAttribute="top" secondItem="ve1-rv-001" secondAttribute="top" id="ve1-c-005"/>
                    <constraint firstItem="ve1-fx-001" firstAttribute="leading" secondItem="ve1-rv-001" secondAttribute="leading" id="ve1-c-006"/>
                    <constraint firstAttribute="trailing" secondItem="ve1-fx-001" secondAttribute="trailing" id="ve1-c-007"/>
                    <constraint firstAttribute="bottom" secondItem="ve1-fx-001" secondAttribute="bottom" id="ve1-c-008"/>
                    """
                ]))
    ])
}
