// A hand-written document for split view controllers: an iPad master/detail whose master is a
// searchable table.

extension IBTestDocuments {
    /// On an ipad9_7 canvas in landscape (1024×768), saved by Xcode 12 (iOS 14): `split`, a classic
    /// split view controller, its master the navigation controller `master` whose root is the table
    /// view controller `list` (a search bar of 56 pt as the table's header), its detail the
    /// navigation controller `detail` whose root `item` holds a `banner` and a `body`. Stored
    /// frames, derived by hand from the rules of docs/split-views.md and the iPad's bars
    /// (docs/devices.md: the iPad Pro 9.7-inch has a 20-pt status bar and a 50-pt navigation bar):
    /// - landscape shows both columns (`automatic` is `oneBesideSecondary` in landscape); the
    ///   master's column is 320 wide (the automatic maximum), so `list`'s table is (0, 0, 320, 768);
    ///   the detail's column starts after the 1-pt divider: 1024 − 321 = 703, so `item`'s root
    ///   view is (0, 0, 703, 768);
    /// - `item`'s safe area: its bar under the status bar, 20 + 50 = 70 at the top, none on the
    ///   other edges (no home indicator, and the window's side insets are zero);
    /// - `banner`: top at the safe area's top, 20 from its leading and trailing edges, 44 tall:
    ///   (20, 70, 703 − 40 = 663, 44);
    /// - `body`: 8 below `banner` (70 + 44 + 8 = 122) to the safe area's bottom (768), full width:
    ///   (0, 122, 703, 646).
    static let searchableSplit = IBStoryboard.document(
        toolsVersion: "17701", device: "ipad9_7", orientation: "landscape", initialViewController: "sp2-sv-001",
        scenes: [
            IBStoryboard.scene(
                "sp2-sc-001",
                IBStoryboard.splitViewController("sp2", label: "split", master: "sm2-nc-001", detail: "sd2-nc-001")),
            IBStoryboard.scene(
                "sp2-sc-002",
                IBStoryboard.navigationController(
                    "sm2", label: "master", root: "sl2-tc-001", barWidth: 320, barHeight: 50)),
            IBStoryboard.scene(
                "sp2-sc-003",
                """
                <tableViewController clearsSelectionOnViewWillAppear="NO" id="sl2-tc-001" userLabel="list" sceneMemberID="viewController">
                    <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="prototypes" style="plain" separatorStyle="default" rowHeight="44" id="sl2-tv-001">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="768"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                        <searchBar key="tableHeaderView" contentMode="redraw" placeholder="Search" id="sl2-sb-001">
                            <rect key="frame" x="0.0" y="0.0" width="320" height="56"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" flexibleMaxY="YES"/>
                            <textInputTraits key="textInputTraits"/>
                        </searchBar>
                    </tableView>
                    <navigationItem key="navigationItem" title="List" id="sl2-ni-001"/>
                </tableViewController>
                """),
            IBStoryboard.scene(
                "sp2-sc-004",
                IBStoryboard.navigationController(
                    "sd2", label: "detail", root: "si2-vc-001", barWidth: 703, barHeight: 50)),
            IBStoryboard.scene(
                "sp2-sc-005",
                IBStoryboard.viewController(
                    id: "si2-vc-001", label: "item", viewID: "si2-rv-001", width: 703, height: 768,
                    safeAreaID: "si2-sa-001",
                    subviews: [
                        """
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="si2-bn-001" userLabel="banner">
                            <rect key="frame" x="20" y="70" width="663" height="44"/>
                        </view>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="si2-bd-001" userLabel="body">
                            <rect key="frame" x="0.0" y="122" width="703" height="646"/>
                        </view>
                        """
                    ],
                    constraints: [
                        """
                        <constraint firstItem="si2-bn-001" firstAttribute="top" secondItem="si2-sa-001" secondAttribute="top" id="si2-c-001"/>
                        <constraint firstItem="si2-bn-001" firstAttribute="leading" secondItem="si2-sa-001" secondAttribute="leading" constant="20" id="si2-c-002"/>
                        <constraint firstItem="si2-sa-001" firstAttribute="trailing" secondItem="si2-bn-001" secondAttribute="trailing" constant="20" id="si2-c-003"/>
                        <constraint firstItem="si2-bn-001" firstAttribute="height" constant="44" id="si2-c-004"/>
                        <constraint firstItem="si2-bd-001" firstAttribute="top" secondItem="si2-bn-001" secondAttribute="bottom" constant="8" id="si2-c-005"/>
                        <constraint firstItem="si2-bd-001" firstAttribute="leading" secondItem="si2-sa-001" secondAttribute="leading" id="si2-c-006"/>
                        <constraint firstItem="si2-sa-001" firstAttribute="trailing" secondItem="si2-bd-001" secondAttribute="trailing" id="si2-c-007"/>
                        <constraint firstItem="si2-sa-001" firstAttribute="bottom" secondItem="si2-bd-001" secondAttribute="bottom" id="si2-c-008"/>
                        """
                    ],
                    trailer: [#"<navigationItem key="navigationItem" title="Item" id="si2-ni-001"/>"#])),
        ])
}
