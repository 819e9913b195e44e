// Storyboards for the importer's tests, written from their parts: the document header, scenes, a
// view controller with its root view, a navigation controller, and the constraints that pin a view
// to a guide. What the
// builder writes is the text Xcode writes (docs/storyboards.md), line for line, so a test's
// document reads as what it is about: the subviews, the constraints and the controller's
// attributes.

/// Writes storyboard text, in Xcode's layout (four spaces a level), from a few parameters.
enum IBStoryboard {
    /// A storyboard saved with safe areas on (Xcode 9 and later): the XML declaration, the
    /// `<document>` with Xcode's attributes, the canvas `device` in `orientation` (with the light
    /// appearance Xcode 11 and later write) and `scenes`.
    static func document(
        toolsVersion: String = "22505", device: String = "retina4_7", orientation: String = "portrait",
        initialViewController: String? = nil, scenes: [String]
    ) -> String {
        let initial = initialViewController.map { #" initialViewController="\#($0)""# } ?? ""
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" \
            toolsVersion="\(toolsVersion)" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" \
            useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES"\(initial)>
                <device id="\(device)" orientation="\(orientation)" appearance="light"/>
                <scenes>
            \(indented(scenes.joined(separator: "\n"), by: 2))
                </scenes>
            </document>
            """
    }

    /// A scene `sceneID` holding one object.
    static func scene(_ sceneID: String, _ object: String) -> String {
        """
        <scene sceneID="\(sceneID)">
            <objects>
        \(indented(object, by: 2))
            </objects>
        </scene>
        """
    }

    /// A plain view controller `id` named `label` (`attributes` written after the label), whose
    /// root view `viewID` fills a `width`×`height` canvas with the autoresizing mask Xcode gives a
    /// root view, holds `subviews`, has the safe area guide `safeAreaID` (none when `nil`) and
    /// `constraints`; `trailer` follows the view (simulated metrics, a navigation item).
    static func viewController(
        id: String, label: String, viewID: String, width: Int = 375, height: Int = 667, safeAreaID: String? = nil,
        attributes: String = "", subviews: [String] = [], constraints: [String] = [], trailer: [String] = []
    ) -> String {
        var view = [
            #"<rect key="frame" x="0.0" y="0.0" width="\#(width)" height="\#(height)"/>"#,
            #"<autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>"#,
        ]
        if !subviews.isEmpty {
            view += ["<subviews>", indented(subviews.joined(separator: "\n"), by: 1), "</subviews>"]
        }
        if let safeAreaID { view.append(#"<viewLayoutGuide key="safeArea" id="\#(safeAreaID)"/>"#) }
        if !constraints.isEmpty {
            view += ["<constraints>", indented(constraints.joined(separator: "\n"), by: 1), "</constraints>"]
        }
        let lines =
            [
                #"<view key="view" contentMode="scaleToFill" id="\#(viewID)">"#,
                indented(view.joined(separator: "\n"), by: 1), "</view>",
            ] + trailer
        return """
            <viewController id="\(id)" userLabel="\(label)"\(attributes) sceneMemberID="viewController">
            \(indented(lines.joined(separator: "\n"), by: 1))
            </viewController>
            """
    }

    /// A navigation controller `ID-nc-001` named `label`, its bar `ID-nb-001` (`barWidth`×`barHeight`)
    /// at `barY` below the status bar, whose root view controller is `root` (the segue `ID-sg-001`).
    static func navigationController(
        _ id: String, label: String, root: String, barY: Int = 20, barWidth: Int = 375, barHeight: Int = 44
    ) -> String {
        """
        <navigationController id="\(id)-nc-001" userLabel="\(label)" sceneMemberID="viewController">
            <navigationBar key="navigationBar" contentMode="scaleToFill" id="\(id)-nb-001">
                <rect key="frame" x="0.0" y="\(barY)" width="\(barWidth)" height="\(barHeight)"/>
                <autoresizingMask key="autoresizingMask"/>
            </navigationBar>
            <connections>
                <segue destination="\(root)" kind="relationship" relationship="rootViewController" id="\(id)-sg-001"/>
            </connections>
        </navigationController>
        """
    }

    /// A classic split view controller `ID-sv-001` named `label` whose `masterViewController` and
    /// `detailViewController` relationship segues (`ID-sg-001`, `ID-sg-002`) go to `master` and `detail`.
    static func splitViewController(_ id: String, label: String, master: String, detail: String) -> String {
        """
        <splitViewController id="\(id)-sv-001" userLabel="\(label)" sceneMemberID="viewController">
            <toolbarItems/>
            <connections>
                <segue destination="\(master)" kind="relationship" relationship="masterViewController" id="\(id)-sg-001"/>
                <segue destination="\(detail)" kind="relationship" relationship="detailViewController" id="\(id)-sg-002"/>
            </connections>
        </splitViewController>
        """
    }

    /// The four constraints that pin `view` to `guide` on every edge, in the order Xcode writes
    /// them (top, bottom, leading, trailing), with ids `ID-c-001` to `ID-c-004`.
    static func pinnedOnEveryEdge(_ view: String, to guide: String, id: String) -> [String] {
        ["top", "bottom", "leading", "trailing"].enumerated().map { index, edge in
            #"<constraint firstItem="\#(view)" firstAttribute="\#(edge)" secondItem="\#(guide)" "#
                + #"secondAttribute="\#(edge)" id="\#(id)-c-00\#(index + 1)"/>"#
        }
    }

    /// `text` with every line indented by `levels` × four spaces.
    static func indented(_ text: String, by levels: Int) -> String {
        let indent = String(repeating: "    ", count: levels)
        return text.split(separator: "\n", omittingEmptySubsequences: false).map { indent + $0 }
            .joined(separator: "\n")
    }
}
