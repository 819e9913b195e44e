import Testing
@testable import ScrollInsets
@testable import ScrollInsetsFormats

/// What the importer tells the audit about a real document, so that a rule is right on it
/// (docs/audit-precision/): names a developer knows, backgrounds and content that comes at run
/// time marked, scenes that only code shows, layout guides counted once per document.
@Suite struct IBAuditPrecisionTests {
    /// The initial scene: a full-bleed map, a close button with an outlet, a data-driven
    /// collection view; and a scene only code instantiates (a storyboard identifier, no segue).
    static let document = IBStoryboard.document(
        initialViewController: "map-vc-001",
        scenes: [
            IBStoryboard.scene(
                "map-sc-001",
                IBStoryboard.viewController(
                    id: "map-vc-001", label: "Map", viewID: "map-rv-001", safeAreaID: "map-sa-001",
                    subviews: [
                        """
                        <mapView contentMode="scaleToFill" mapType="standard" translatesAutoresizingMaskIntoConstraints="NO" id="map-mv-001">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                        </mapView>
                        """,
                        """
                        <button opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="map-bt-001">
                            <rect key="frame" x="16" y="40" width="44" height="44"/>
                        </button>
                        """,
                        """
                        <collectionView clipsSubviews="YES" contentMode="scaleToFill" dataMode="prototypes" translatesAutoresizingMaskIntoConstraints="NO" id="map-cv-001">
                            <rect key="frame" x="0.0" y="467" width="375" height="200"/>
                        </collectionView>
                        """,
                    ],
                    constraints: IBStoryboard.pinnedOnEveryEdge("map-mv-001", to: "map-rv-001", id: "map"),
                    trailer: [
                        """
                        <connections>
                            <outlet property="closeButton" destination="map-bt-001" id="map-ou-001"/>
                        </connections>
                        """
                    ])),
            IBStoryboard.scene(
                "pnl-sc-001",
                IBStoryboard.viewController(
                    id: "pnl-vc-001", label: "Panel", viewID: "pnl-rv-001",
                    attributes: #" storyboardIdentifier="Panel""#)),
        ])

    static func imported() -> InterfaceBuilderImporter.Result {
        InterfaceBuilderImporter.importDocument(
            Array(document.utf8),
            options: InterfaceBuilderImporter.Options(device: DeviceCatalog.device(named: "iPhone X")))
    }

    static func view(_ id: String, in scene: ImportedScene) -> ViewNode? {
        guard case .controller(let controller) = scene.fixture.root else { return nil }
        return controller.view?.subviews.compactMap { node -> ViewNode? in
            if case .view(let view) = node, view.location != nil, view.name?.hasSuffix(id) == true { return view }
            return nil
        }.first
    }

    @Test func viewsAreNamedByOutletOrElementWithTheirID() throws {
        let scene = try #require(Self.imported().scenes.first)
        #expect(Self.view("map-mv-001", in: scene)?.name == "mapView map-mv-001")
        #expect(Self.view("map-bt-001", in: scene)?.name == "closeButton map-bt-001")
        #expect(Self.view("map-cv-001", in: scene)?.name == "collectionView map-cv-001")
    }

    @Test func backgroundsAndRunTimeContentAreMarked() throws {
        let scene = try #require(Self.imported().scenes.first)
        #expect(Self.view("map-mv-001", in: scene)?.decorative == true)
        #expect(Self.view("map-bt-001", in: scene)?.decorative == false)
        #expect(Self.view("map-cv-001", in: scene)?.scroll.contentSizeUnknown == true)
    }

    @Test func aSceneOnlyCodeShowsIsSaidToBe() throws {
        let result = Self.imported()
        #expect(result.scenes.map(\.isShownByCodeOnly) == [false, true])
        #expect(
            result.scenes[1].notes.map(\.message) == [
                """
                'Panel' is reached only by its storyboard identifier, so code decides where it is shown (a window, a \
                navigation stack, a drawer or a panel): it is laid out filling the window, an assumption, so its \
                findings are at most warnings and a control's place in the top or bottom unsafe area is not reported
                """
            ])
    }

    @Test func theStatusBarHiddenAppWideHidesItInEveryScene() throws {
        var options = InterfaceBuilderImporter.Options(device: DeviceCatalog.device(named: "iPhone 8"))
        options.statusBarHiddenAppWide = true
        let result = InterfaceBuilderImporter.importDocument(Array(Self.document.utf8), options: options)
        #expect(result.scenes.map(\.fixture.statusBarHidden) == [true, true])
        // iPhone 8 without its status bar: no top inset.
        let layout = try result.scenes[0].fixture.scene().layout()
        #expect(layout.screen.safeAreaInsets.top == 0)
    }

    /// Two controllers with layout guides: one whose constraints use them, one whose don't.
    static let guides = IBStoryboard.document(
        scenes: [
            IBStoryboard.scene(
                "usd-sc-001",
                IBStoryboard.viewController(
                    id: "usd-vc-001", label: "Used", viewID: "usd-rv-001",
                    subviews: [
                        """
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="usd-vw-001">
                            <rect key="frame" x="0.0" y="20" width="375" height="100"/>
                        </view>
                        """
                    ],
                    constraints: [
                        #"<constraint firstItem="usd-vw-001" firstAttribute="top" secondItem="usd-tg-001" "#
                            + #"secondAttribute="bottom" id="usd-c-001"/>"#
                    ],
                    trailer: [
                        """
                        <layoutGuides>
                            <viewControllerLayoutGuide type="top" id="usd-tg-001"/>
                            <viewControllerLayoutGuide type="bottom" id="usd-bg-001"/>
                        </layoutGuides>
                        """
                    ])),
            IBStoryboard.scene(
                "unu-sc-001",
                IBStoryboard.viewController(
                    id: "unu-vc-001", label: "Unused", viewID: "unu-rv-001",
                    trailer: [
                        """
                        <layoutGuides>
                            <viewControllerLayoutGuide type="top" id="unu-tg-001"/>
                            <viewControllerLayoutGuide type="bottom" id="unu-bg-001"/>
                        </layoutGuides>
                        """
                    ])),
        ])

    @Test func layoutGuidesInUseAreReportedOncePerDocument() throws {
        let result = InterfaceBuilderImporter.importDocument(
            Array(Self.guides.utf8),
            options: InterfaceBuilderImporter.Options(device: DeviceCatalog.device(named: "iPhone 8")))
        let findings = result.scenes.flatMap(\.findings).filter { $0.rule == .layoutGuideMigration }
        #expect(
            findings.map(\.message.text) == [
                """
                1 constraint of 'Used' still uses the top and bottom layout guides, deprecated since iOS 11; check 'Use \
                Safe Area Layout Guides' in the document's file inspector to move them to the safe area
                """
            ])
    }
}

/// `Info.plist`: the status bar is hidden on every screen only when it is hidden at launch and
/// the app, not each view controller, decides it (Apple's Information Property List reference).
@Suite struct InfoPlistStatusBarTests {
    static func plist(_ body: String) -> [UInt8] {
        Array(
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0">
            <dict>
            \(body)
            </dict>
            </plist>
            """.utf8)
    }

    @Test func hiddenWithTheAppDecidingIsHiddenEverywhere() throws {
        let settings = try #require(
            InfoPlistStatusBar(
                plist: Self.plist(
                    """
                    \t<key>UIStatusBarHidden</key>
                    \t<true/>
                    \t<key>UIViewControllerBasedStatusBarAppearance</key>
                    \t<false/>
                    """)))
        #expect(settings.hiddenAppWide)
    }

    @Test func hiddenAtLaunchOnlyIsNot() throws {
        // The default `UIViewControllerBasedStatusBarAppearance` YES: each controller decides after launch.
        let settings = try #require(
            InfoPlistStatusBar(plist: Self.plist("\t<key>UIStatusBarHidden</key>\n\t<true/>")))
        #expect(settings.statusBarHidden)
        #expect(!settings.hiddenAppWide)
    }

    @Test func aBinaryPlistIsNotRead() {
        #expect(InfoPlistStatusBar(plist: Array("bplist00".utf8)) == nil)
    }
}
