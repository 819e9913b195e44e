// A hand-written document for navigation items: `largeTitleDisplayMode` on a pushed controller.

extension IBTestDocuments {
    /// On a retina4_7 canvas (375×667), saved by Xcode 15: `nav`, a navigation controller whose
    /// bar prefers large titles (`largeTitles="YES"`), with the root `settings` and a `show`
    /// segue to `general`, whose navigation item sets `largeTitleDisplayMode="never"`. Each has a
    /// table pinned to its safe area on every edge: `settings`' under the 20 pt status bar and the
    /// 96 pt large-title bar, stored at (0, 116, 375, 551); `general`'s under the 44 pt standard
    /// bar, stored at (0, 64, 375, 603). Three document scenes.
    static let pushedNeverLargeTitle = IBStoryboard.document(scenes: [
        IBStoryboard.scene(
            "lt1-sc-001",
            """
            <navigationController id="lt1-nc-001" userLabel="nav" sceneMemberID="viewController">
                <navigationBar key="navigationBar" contentMode="scaleToFill" largeTitles="YES" id="lt1-nb-001">
                    <rect key="frame" x="0.0" y="20" width="375" height="96"/>
                    <autoresizingMask key="autoresizingMask"/>
                </navigationBar>
                <connections>
                    <segue destination="lt2-vc-001" kind="relationship" relationship="rootViewController" id="lt1-sg-001"/>
                </connections>
            </navigationController>
            """),
        IBStoryboard.scene(
            "lt2-sc-001",
            IBStoryboard.viewController(
                id: "lt2-vc-001", label: "settings", viewID: "lt2-rv-001", safeAreaID: "lt2-sa-001",
                subviews: [
                    """
                    <tableView clipsSubviews="YES" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" style="plain" rowHeight="44" id="lt2-tb-001" userLabel="list">
                        <rect key="frame" x="0.0" y="116" width="375" height="551"/>
                    </tableView>
                    """
                ],
                constraints: IBStoryboard.pinnedOnEveryEdge("lt2-tb-001", to: "lt2-sa-001", id: "lt2"),
                trailer: [
                    """
                    <navigationItem key="navigationItem" title="Settings" id="lt2-ni-001">
                        <barButtonItem key="rightBarButtonItem" title="General" id="lt2-bb-001">
                            <connections>
                                <segue destination="lt3-vc-001" kind="show" id="lt2-sg-001"/>
                            </connections>
                        </barButtonItem>
                    </navigationItem>
                    """
                ])),
        IBStoryboard.scene(
            "lt3-sc-001",
            IBStoryboard.viewController(
                id: "lt3-vc-001", label: "general", viewID: "lt3-rv-001", safeAreaID: "lt3-sa-001",
                subviews: [
                    """
                    <tableView clipsSubviews="YES" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" style="plain" rowHeight="44" id="lt3-tb-001" userLabel="table">
                        <rect key="frame" x="0.0" y="64" width="375" height="603"/>
                    </tableView>
                    """
                ],
                constraints: IBStoryboard.pinnedOnEveryEdge("lt3-tb-001", to: "lt3-sa-001", id: "lt3"),
                trailer: [
                    """
                    <navigationItem key="navigationItem" title="General" largeTitleDisplayMode="never" id="lt3-ni-001"/>
                    """
                ])),
    ])
}
