// Hand-written documents for the layout tests: a solve, a priority.

extension IBTestDocuments {
    /// Two tables side by side at equal widths (left's trailing = right's leading), between the
    /// safe area's top and bottom, and a footer whose
    /// width is a quarter of the root view's (`multiplier="1:4"`), centred, 50 pt tall, on the
    /// safe area's bottom.
    static let equalWidthSplit = IBStoryboard.document(
        toolsVersion: "21701", device: "retina5_9",
        scenes: [
            IBStoryboard.scene(
                "ss1-hh-001",
                IBStoryboard.viewController(
                    id: "vs1-hh-001", label: "split", viewID: "rs1-hh-001", height: 812, safeAreaID: "gs1-hh-001",
                    subviews: [
                        """
                        <tableView clipsSubviews="YES" contentMode="scaleToFill" style="plain" rowHeight="44" translatesAutoresizingMaskIntoConstraints="NO" id="ls1-hh-001" userLabel="left">
                            <rect key="frame" x="0.0" y="44" width="187.66666666666666" height="684"/>
                        </tableView>
                        <tableView clipsSubviews="YES" contentMode="scaleToFill" style="plain" rowHeight="44" translatesAutoresizingMaskIntoConstraints="NO" id="ts1-hh-001" userLabel="right">
                            <rect key="frame" x="187.66666666666666" y="44" width="187.33333333333334" height="684"/>
                        </tableView>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="fs1-hh-001" userLabel="footer">
                            <rect key="frame" x="140.66666666666666" y="728" width="93.666666666666671" height="50"/>
                        </view>
                        """
                    ],
                    constraints: [
                        """
                        <constraint firstItem="ls1-hh-001" firstAttribute="leading" secondItem="rs1-hh-001" secondAttribute="leading" id="cs1-hh-001"/>
                        <constraint firstItem="ts1-hh-001" firstAttribute="leading" secondItem="ls1-hh-001" secondAttribute="trailing" id="cs1-hh-002"/>
                        <constraint firstAttribute="trailing" secondItem="ts1-hh-001" secondAttribute="trailing" id="cs1-hh-003"/>
                        <constraint firstItem="ls1-hh-001" firstAttribute="width" secondItem="ts1-hh-001" secondAttribute="width" id="cs1-hh-004"/>
                        <constraint firstItem="ls1-hh-001" firstAttribute="top" secondItem="gs1-hh-001" secondAttribute="top" id="cs1-hh-005"/>
                        <constraint firstItem="ts1-hh-001" firstAttribute="top" secondItem="ls1-hh-001" secondAttribute="top" id="cs1-hh-006"/>
                        <constraint firstItem="fs1-hh-001" firstAttribute="top" secondItem="ls1-hh-001" secondAttribute="bottom" id="cs1-hh-007"/>
                        <constraint firstItem="ts1-hh-001" firstAttribute="bottom" secondItem="ls1-hh-001" secondAttribute="bottom" id="cs1-hh-008"/>
                        <constraint firstItem="gs1-hh-001" firstAttribute="bottom" secondItem="fs1-hh-001" secondAttribute="bottom" id="cs1-hh-009"/>
                        <constraint firstItem="fs1-hh-001" firstAttribute="width" secondItem="rs1-hh-001" secondAttribute="width" multiplier="1:4" id="cs1-hh-010"/>
                        <constraint firstItem="fs1-hh-001" firstAttribute="centerX" secondItem="rs1-hh-001" secondAttribute="centerX" id="cs1-hh-011"/>
                        <constraint firstItem="fs1-hh-001" firstAttribute="height" constant="50" id="cs1-hh-012"/>
                        """
                    ]))
        ])

    /// A banner pinned to the safe area's top and sides whose height is only bounded
    /// (`height ≥ 60`) and preferred at 80 (priority 750): no required equality fixes it.
    static let priority = IBStoryboard.document(
        toolsVersion: "21701",
        scenes: [
            IBStoryboard.scene(
                "sp1-ii-001",
                IBStoryboard.viewController(
                    id: "vp1-ii-001", label: "promo", viewID: "rp1-ii-001", safeAreaID: "gp1-ii-001",
                    subviews: [
                        """
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="bp1-ii-001" userLabel="banner">
                            <rect key="frame" x="0.0" y="20" width="375" height="80"/>
                        </view>
                        """
                    ],
                    constraints: [
                        """
                        <constraint firstItem="bp1-ii-001" firstAttribute="top" secondItem="gp1-ii-001" secondAttribute="top" id="cp1-ii-001"/>
                        <constraint firstItem="bp1-ii-001" firstAttribute="leading" secondItem="gp1-ii-001" secondAttribute="leading" id="cp1-ii-002"/>
                        <constraint firstItem="gp1-ii-001" firstAttribute="trailing" secondItem="bp1-ii-001" secondAttribute="trailing" id="cp1-ii-003"/>
                        <constraint firstItem="bp1-ii-001" firstAttribute="height" relation="greaterThanOrEqual" constant="60" id="cp1-ii-004"/>
                        <constraint firstItem="bp1-ii-001" firstAttribute="height" constant="80" priority="750" id="cp1-ii-005"/>
                        """
                    ]))
        ])
}
