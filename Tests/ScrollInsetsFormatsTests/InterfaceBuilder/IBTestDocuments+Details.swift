// A hand-written document for the details of the frame ladder: a leaf's intrinsic size, the
// default size-class variation, a placeholder constraint and an Xcode 8 beta `frameInset`.

extension IBTestDocuments {
    /// On a retina4_7 canvas (375×667):
    /// - `title`, a label pinned 8 pt below the safe area's top and 16 pt from the leading edge,
    ///   with no size constraint: its stored 120×21 stands in for its intrinsic size;
    /// - `card`, pinned to the sides, 20 pt under the title, with `height = 300` excluded by the
    ///   default variation (it belongs to regular/regular) and `height = 100` included; a
    ///   placeholder `width = 10` that Xcode removes at build time;
    /// - `legacy`, an Xcode 8 beta `<frame key="frameInset">` with a flexible width.
    static let details = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="11201" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
            <device id="retina4_7" orientation="portrait">
                <adaptation id="fullscreen"/>
            </device>
            <scenes>
                <scene sceneID="dt1-jj-001">
                    <objects>
                        <viewController id="vd1-jj-001" userLabel="details" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="rd1-jj-001">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
                                    <label opaque="NO" text="Title" translatesAutoresizingMaskIntoConstraints="NO" id="ld1-jj-001" userLabel="title">
                                        <rect key="frame" x="16" y="28" width="120" height="21"/>
                                    </label>
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="cd1-jj-001" userLabel="card">
                                        <rect key="frame" x="0.0" y="69" width="375" height="100"/>
                                        <constraints>
                                            <constraint firstAttribute="height" constant="300" id="kd1-jj-001"/>
                                            <constraint firstAttribute="height" constant="100" id="kd1-jj-002"/>
                                            <constraint firstAttribute="width" constant="10" placeholder="YES" id="kd1-jj-003"/>
                                        </constraints>
                                        <variation key="default">
                                            <mask key="constraints">
                                                <exclude reference="kd1-jj-001"/>
                                            </mask>
                                        </variation>
                                    </view>
                                    <view contentMode="scaleToFill" id="gd1-jj-001" userLabel="legacy">
                                        <frame key="frameInset" minX="20" minY="600" maxX="20" height="30"/>
                                        <autoresizingMask key="autoresizingMask" widthSizable="YES" flexibleMinY="YES"/>
                                    </view>
                                </subviews>
                                <viewLayoutGuide key="safeArea" id="sd1-jj-001"/>
                                <constraints>
                                    <constraint firstItem="ld1-jj-001" firstAttribute="top" secondItem="sd1-jj-001" secondAttribute="top" constant="8" id="xd1-jj-001"/>
                                    <constraint firstItem="ld1-jj-001" firstAttribute="leading" secondItem="rd1-jj-001" secondAttribute="leading" constant="16" id="xd1-jj-002"/>
                                    <constraint firstItem="cd1-jj-001" firstAttribute="top" secondItem="ld1-jj-001" secondAttribute="bottom" constant="20" id="xd1-jj-003"/>
                                    <constraint firstItem="cd1-jj-001" firstAttribute="leading" secondItem="rd1-jj-001" secondAttribute="leading" id="xd1-jj-004"/>
                                    <constraint firstAttribute="trailing" secondItem="cd1-jj-001" secondAttribute="trailing" id="xd1-jj-005"/>
                                </constraints>
                            </view>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """
}

extension IBTestDocuments {
    /// A stack view pinned to the safe area's top and the sides, 200 tall, arranging a scroll
    /// view; under it a table, pinned to the stack's bottom and the root view's other edges, with
    /// a 120-pt table header view. Canvas retina4_7 (375×667).
    static let stackAndHeader = IBStoryboard.document(
        toolsVersion: "19455",
        scenes: [
            IBStoryboard.scene(
                "sk1-kk-001",
                IBStoryboard.viewController(
                    id: "vk1-kk-001", label: "stacked", viewID: "rk1-kk-001", safeAreaID: "gk1-kk-001",
                    subviews: [
                        """
                        <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" translatesAutoresizingMaskIntoConstraints="NO" id="sk1-kk-002" userLabel="stack">
                            <rect key="frame" x="0.0" y="20" width="375" height="200"/>
                            <subviews>
                                <scrollView clipsSubviews="YES" contentMode="scaleToFill" id="ck1-kk-001" userLabel="carousel">
                                    <rect key="frame" x="0.0" y="0.0" width="375" height="200"/>
                                </scrollView>
                            </subviews>
                        </stackView>
                        <tableView clipsSubviews="YES" contentMode="scaleToFill" style="plain" rowHeight="44" translatesAutoresizingMaskIntoConstraints="NO" id="tk1-kk-001" userLabel="list">
                            <rect key="frame" x="0.0" y="220" width="375" height="447"/>
                            <view key="tableHeaderView" contentMode="scaleToFill" id="hk1-kk-001">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="120"/>
                            </view>
                        </tableView>
                        """
                    ],
                    constraints: [
                        """
                        <constraint firstItem="sk1-kk-002" firstAttribute="top" secondItem="gk1-kk-001" secondAttribute="top" id="xk1-kk-001"/>
                        <constraint firstItem="sk1-kk-002" firstAttribute="leading" secondItem="rk1-kk-001" secondAttribute="leading" id="xk1-kk-002"/>
                        <constraint firstAttribute="trailing" secondItem="sk1-kk-002" secondAttribute="trailing" id="xk1-kk-003"/>
                        <constraint firstItem="sk1-kk-002" firstAttribute="height" constant="200" id="xk1-kk-004"/>
                        <constraint firstItem="tk1-kk-001" firstAttribute="top" secondItem="sk1-kk-002" secondAttribute="bottom" id="xk1-kk-005"/>
                        <constraint firstItem="tk1-kk-001" firstAttribute="leading" secondItem="rk1-kk-001" secondAttribute="leading" id="xk1-kk-006"/>
                        <constraint firstAttribute="trailing" secondItem="tk1-kk-001" secondAttribute="trailing" id="xk1-kk-007"/>
                        <constraint firstAttribute="bottom" secondItem="tk1-kk-001" secondAttribute="bottom" id="xk1-kk-008"/>
                        """
                    ]))
        ])
}
