/// Documents written for the stand-in scenes of cell and view xibs, freeform sizes and the
/// 320×480 canvas (docs/storyboards.md, "Cell and view xibs", "Freeform sizes").
extension IBTestDocuments {
    /// A table view cell xib on a 4.7-inch canvas: a 320×60 cell whose label is pinned 8 pt
    /// inside its content view's top and leading edges.
    static let cellXib = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
            <device id="retina4_7" orientation="portrait" appearance="light"/>
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                <tableViewCell contentMode="scaleToFill" selectionStyle="default" indentationWidth="10" reuseIdentifier="TitleCell" id="cx1-ce-001" customClass="TitleCell">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="60"/>
                    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                    <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" tableViewCell="cx1-ce-001" id="cx1-cv-001">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="60"/>
                        <autoresizingMask key="autoresizingMask"/>
                        <subviews>
                            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Title" translatesAutoresizingMaskIntoConstraints="NO" id="cx1-lb-001" userLabel="title">
                                <rect key="frame" x="8" y="8" width="35" height="21"/>
                            </label>
                        </subviews>
                        <constraints>
                            <constraint firstItem="cx1-lb-001" firstAttribute="top" secondItem="cx1-cv-001" secondAttribute="top" constant="8" id="cx1-ct-001"/>
                            <constraint firstItem="cx1-lb-001" firstAttribute="leading" secondItem="cx1-cv-001" secondAttribute="leading" constant="8" id="cx1-ct-002"/>
                        </constraints>
                    </tableViewCellContentView>
                </tableViewCell>
            </objects>
        </document>
        """

    /// A collection view cell xib (no canvas device): a 100×120 cell.
    static let collectionCellXib = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
            <device id="retina4_7" orientation="portrait" appearance="light"/>
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                <collectionViewCell opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" id="cc1-ce-001" customClass="PhotoCell">
                    <rect key="frame" x="0.0" y="0.0" width="100" height="120"/>
                    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                    <view key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" id="cc1-cv-001">
                        <rect key="frame" x="0.0" y="0.0" width="100" height="120"/>
                        <autoresizingMask key="autoresizingMask"/>
                    </view>
                </collectionViewCell>
            </objects>
        </document>
        """

    /// A view xib with no File's Owner outlet on a 4.7-inch canvas, its simulated size freeform
    /// (375×200): a banner view whose scroll view is pinned to the safe area's top and to the
    /// view's other edges.
    static let freeformViewXib = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
            <device id="retina4_7" orientation="portrait" appearance="light"/>
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                <view contentMode="scaleToFill" id="fv1-vw-001" customClass="BannerView">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="200"/>
                    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                    <subviews>
                        <scrollView contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="fv1-sv-001" userLabel="strip">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="200"/>
                        </scrollView>
                    </subviews>
                    <viewLayoutGuide key="safeArea" id="fv1-sa-001"/>
                    <constraints>
                        <constraint firstItem="fv1-sv-001" firstAttribute="top" secondItem="fv1-sa-001" secondAttribute="top" id="fv1-ct-001"/>
                        <constraint firstAttribute="bottom" secondItem="fv1-sv-001" secondAttribute="bottom" id="fv1-ct-002"/>
                        <constraint firstItem="fv1-sv-001" firstAttribute="leading" secondItem="fv1-vw-001" secondAttribute="leading" id="fv1-ct-003"/>
                        <constraint firstAttribute="trailing" secondItem="fv1-sv-001" secondAttribute="trailing" id="fv1-ct-004"/>
                    </constraints>
                    <freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>
                </view>
            </objects>
        </document>
        """

    /// A storyboard on the 3.5-inch canvas (`retina3_5`, 320×480): a table pinned to the safe area.
    static let retina35Canvas = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="14460.31" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="r35-vc-001">
            <device id="retina3_5" orientation="portrait">
                <adaptation id="fullscreen"/>
            </device>
            <scenes>
                <scene sceneID="r35-sc-001">
                    <objects>
                        <viewController id="r35-vc-001" userLabel="list" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="r35-vw-001">
                                <rect key="frame" x="0.0" y="0.0" width="320" height="480"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
                                    <tableView clipsSubviews="YES" contentMode="scaleToFill" style="plain" rowHeight="44" translatesAutoresizingMaskIntoConstraints="NO" id="r35-tb-001" userLabel="items">
                                        <rect key="frame" x="0.0" y="20" width="320" height="460"/>
                                    </tableView>
                                </subviews>
                                <viewLayoutGuide key="safeArea" id="r35-sa-001"/>
                                <constraints>
                                    <constraint firstItem="r35-tb-001" firstAttribute="top" secondItem="r35-sa-001" secondAttribute="top" id="r35-ct-001"/>
                                    <constraint firstItem="r35-sa-001" firstAttribute="bottom" secondItem="r35-tb-001" secondAttribute="bottom" id="r35-ct-002"/>
                                    <constraint firstItem="r35-tb-001" firstAttribute="leading" secondItem="r35-sa-001" secondAttribute="leading" id="r35-ct-003"/>
                                    <constraint firstItem="r35-sa-001" firstAttribute="trailing" secondItem="r35-tb-001" secondAttribute="trailing" id="r35-ct-004"/>
                                </constraints>
                            </view>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """

    /// A storyboard controller whose simulated size is freeform (375×300) on a 4.7-inch canvas:
    /// a table pinned to the root view's edges.
    static let freeformController = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="ff1-vc-001">
            <device id="retina4_7" orientation="portrait" appearance="light"/>
            <scenes>
                <scene sceneID="ff1-sc-001">
                    <objects>
                        <viewController id="ff1-vc-001" userLabel="panel" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="ff1-vw-001">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="300"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
                                    <tableView clipsSubviews="YES" contentMode="scaleToFill" style="plain" rowHeight="44" translatesAutoresizingMaskIntoConstraints="NO" id="ff1-tb-001" userLabel="rows">
                                        <rect key="frame" x="0.0" y="0.0" width="375" height="300"/>
                                    </tableView>
                                </subviews>
                                <constraints>
                                    <constraint firstItem="ff1-tb-001" firstAttribute="top" secondItem="ff1-vw-001" secondAttribute="top" id="ff1-ct-001"/>
                                    <constraint firstAttribute="bottom" secondItem="ff1-tb-001" secondAttribute="bottom" id="ff1-ct-002"/>
                                    <constraint firstItem="ff1-tb-001" firstAttribute="leading" secondItem="ff1-vw-001" secondAttribute="leading" id="ff1-ct-003"/>
                                    <constraint firstAttribute="trailing" secondItem="ff1-tb-001" secondAttribute="trailing" id="ff1-ct-004"/>
                                </constraints>
                            </view>
                            <freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>
                            <size key="freeformSize" width="375" height="300"/>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """
}

extension IBTestDocuments {
    /// On a retina6_1 canvas (414×896), saved by Xcode 11: `events`, a controller whose simulated
    /// size is a page sheet (`<modalPageSheetSimulatedSizeMetrics>`), with a table pinned to its
    /// root view's edges. Xcode stores such a root view 414×842, as
    /// vector-im/element-ios `RoomCreationEventsModalViewController.storyboard` does.
    static let simulatedPageSheet = IBStoryboard.document(
        toolsVersion: "16096", device: "retina6_1",
        scenes: [
            IBStoryboard.scene(
                "ps1-sc-001",
                IBStoryboard.viewController(
                    id: "ps1-vc-001", label: "events", viewID: "ps1-vw-001", width: 414, height: 842,
                    subviews: [
                        """
                        <tableView clipsSubviews="YES" contentMode="scaleToFill" style="plain" rowHeight="44" translatesAutoresizingMaskIntoConstraints="NO" id="ps1-tb-001" userLabel="list">
                            <rect key="frame" x="0.0" y="0.0" width="414" height="842"/>
                        </tableView>
                        """
                    ],
                    constraints: [
                        """
                        <constraint firstItem="ps1-tb-001" firstAttribute="top" secondItem="ps1-vw-001" secondAttribute="top" id="ps1-ct-001"/>
                        <constraint firstAttribute="bottom" secondItem="ps1-tb-001" secondAttribute="bottom" id="ps1-ct-002"/>
                        <constraint firstItem="ps1-tb-001" firstAttribute="leading" secondItem="ps1-vw-001" secondAttribute="leading" id="ps1-ct-003"/>
                        <constraint firstAttribute="trailing" secondItem="ps1-tb-001" secondAttribute="trailing" id="ps1-ct-004"/>
                        """
                    ],
                    trailer: [#"<modalPageSheetSimulatedSizeMetrics key="simulatedDestinationMetrics"/>"#]))
        ])
}
