// Hand-written documents for the controller kinds: a collection view controller, and a table
// view controller whose root view is not a table.

extension IBTestDocuments {
    /// On a retina4_7 canvas (375×667), two scenes: `grid`, a `<collectionViewController>` whose
    /// root view is its collection view `items` (`alwaysBounceVertical`, so its vertical axis
    /// scrolls with no items); `odd`, a `<tableViewController>` whose root view
    /// is a plain `<view>` (UIKit would refuse it at run time: the importer keeps a plain view
    /// controller rather than make the model throw).
    static let controllerKinds = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="14490.70" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
            <device id="retina4_7" orientation="portrait">
                <adaptation id="fullscreen"/>
            </device>
            <scenes>
                <scene sceneID="ck1-kk-001">
                    <objects>
                        <collectionViewController id="ck1-cv-001" userLabel="grid" sceneMemberID="viewController">
                            <collectionView key="view" clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="prototypes" id="ck1-co-001" userLabel="items">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <collectionViewFlowLayout key="collectionViewLayout" minimumLineSpacing="10" minimumInteritemSpacing="10" id="ck1-fl-001">
                                    <size key="itemSize" width="100" height="100"/>
                                </collectionViewFlowLayout>
                            </collectionView>
                        </collectionViewController>
                    </objects>
                </scene>
                <scene sceneID="ck2-kk-001">
                    <objects>
                        <tableViewController id="ck2-tv-001" userLabel="odd" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="ck2-vw-001">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            </view>
                        </tableViewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """
}
