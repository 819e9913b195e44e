import Testing
@testable import ScrollInsets
@testable import ScrollInsetsFormats

/// The importer on hand-written documents of each era (IBTestDocuments): scenes, frames and how
/// they were found, inset properties, and the document findings.
@Suite struct InterfaceBuilderImporterTests {
    static func imported(
        _ text: String, device: String? = nil, orientation: Orientation? = nil,
        release: UIKitRelease? = nil
    ) throws -> InterfaceBuilderImporter.Result {
        let options = InterfaceBuilderImporter.Options(
            device: device.flatMap(DeviceCatalog.device(named:)),
            orientation: orientation, release: release)
        let result = InterfaceBuilderImporter.importDocument(Array(text.utf8), options: options)
        #expect(!result.hasErrors, "\(result.diagnostics)")
        return result
    }

    static func layout(_ scene: ImportedScene) throws -> Layout {
        try scene.fixture.scene().layout()
    }

    static func methods(_ scene: ImportedScene) -> [IBFrameMethod] {
        scene.methods.map(\.method)
    }

    @Test func xcode5DocumentIsLaidOutByItsAutoresizingMasks() throws {
        let result = try Self.imported(IBTestDocuments.xcode5, device: "iPhone 8")
        #expect(result.document?.xcodeEra == "5")
        #expect(result.document?.canvasDeviceID == "retina4")
        let scene = try #require(result.scenes.first)
        let layout = try Self.layout(scene)
        // 320×568 → 375×667: the table's width and height take the whole change (the only
        // flexible portions); the banner's width takes the horizontal change and its bottom
        // margin (flexibleMaxY) the vertical one.
        #expect(layout.view(path: "List/view[0]/table")?.frame == Rect(x: 0, y: 64, width: 375, height: 603))
        #expect(layout.view(path: "List/view[0]/banner")?.frame == Rect(x: 0, y: 20, width: 375, height: 44))
        #expect(Self.methods(scene) == [.rootView, .autoresizing, .autoresizing])
    }

    @Test func xcode5CanvasIsTheFirstIPhoneSE() throws {
        let result = try Self.imported(IBTestDocuments.xcode5)
        #expect(result.scenes.first?.fixture.device?.name == "iPhone SE (1st generation)")
        #expect(result.diagnostics.isEmpty)
    }

    @Test func xcode6SizeClassCanvasScalesProportionally() throws {
        let result = try Self.imported(IBTestDocuments.xcode6)
        #expect(result.document?.xcodeEra == "6")
        // No canvas device: laid out on the fallback, with a note.
        #expect(
            result.diagnostics == [
                FixtureDiagnostic(
                    .note, "the document names no canvas device; laid out on iPhone 8",
                    at: SourceLocation(line: 2, column: 1))
            ])
        let first = try #require(result.scenes.first)
        let layout = try Self.layout(first)
        // Width 600 → 375: the margins are fixed at 20, the width takes all -225: 560 - 225 = 335.
        // Height 600 → 667: 560 + 67 = 627.
        #expect(layout.view(path: "vc6-bb-001/view[0]/scroll")?.frame == Rect(x: 20, y: 20, width: 335, height: 627))
    }

    @Test func xcode8LayoutGuidesBecomeSafeAreaPins() throws {
        let result = try Self.imported(IBTestDocuments.xcode8LayoutGuides, device: "iPhone X")
        #expect(result.document?.xcodeEra == "8")
        let scene = try #require(result.scenes.first)
        #expect(Self.methods(scene) == [.rootView, .pins])
        // topLayoutGuide.bottom is the safe area's top on iOS 11 and later: 44 on iPhone X,
        // bottomLayoutGuide.top its bottom: 812 - 34.
        let layout = try Self.layout(scene)
        #expect(layout.view(path: "Feed/view[0]/table")?.frame == Rect(x: 0, y: 44, width: 375, height: 734))
        #expect(scene.findings.map(\.rule) == [.layoutGuideMigration])
        #expect(
            scene.findings.first?.message.text
                == """
                2 constraints of 'Feed' still use the top and bottom layout guides, deprecated since iOS 11; check \
                'Use Safe Area Layout Guides' in the document's file inspector to move them to the safe area
                """
        )
        #expect(scene.findings.first?.location == SourceLocation(line: 11, column: 25))
    }

    @Test func tableViewControllerInNavigationControllerOnIPhoneX() throws {
        let result = try Self.imported(IBTestDocuments.tableInNavigation)
        #expect(result.document?.xcodeEra == "9")
        #expect(result.documentSceneCount == 2)
        let scene = try #require(result.scenes.first)
        #expect(result.scenes.count == 1)
        #expect(scene.fixture.device?.name == "iPhone X")
        let sceneLayout = try Self.layout(scene)
        let table = try #require(sceneLayout.view(path: "nav/feed/table"))
        // iPhone X portrait: status bar area 44 + navigation bar 44 at the top, home indicator
        // 34 at the bottom; the table is the controller's root view, so it spans the screen and
        // `automatic` adjusts both vertical edges by the safe area.
        #expect(table.frame == Rect(x: 0, y: 0, width: 375, height: 812))
        #expect(table.scroll?.adjustedContentInset == EdgeInsets(top: 88, left: 0, bottom: 34, right: 0))
        #expect(Self.methods(scene) == [.rootView])
    }

    @Test func tableViewControllerInNavigationControllerOnIPhone16UnderIOS26() throws {
        let result = try Self.imported(
            IBTestDocuments.tableInNavigation, device: "iPhone 16", release: UIKitRelease(26, 0))
        let first = try #require(result.scenes.first)
        let sceneLayout = try Self.layout(first)
        let table = try #require(sceneLayout.view(path: "nav/feed/table"))
        // iPhone 16 portrait: window safe area top 59 (Dynamic Island), bottom 34; iOS 26's
        // navigation bar on iPhones is 54 (docs/releases.md, "Bars per release", recorded on
        // iOS 26.1: 59 + 54 = 113). So top 59 + 54 = 113, bottom 34.
        #expect(table.scroll?.adjustedContentInset == EdgeInsets(top: 113, left: 0, bottom: 34, right: 0))
    }

    @Test func xcode11DocumentIsLaidOutOnItsCanvas() throws {
        let result = try Self.imported(IBTestDocuments.xcode11Pinned)
        #expect(result.document?.xcodeEra == "11")
        #expect(result.document?.canvasDeviceID == "retina6_1")
        #expect(result.scenes.map(\.name) == ["edges", "safe"])
        #expect(result.scenes.map { $0.fixture.device?.name } == ["iPhone 11", "iPhone 11"])
        #expect(result.scenes.map(Self.methods) == [[.rootView, .pins], [.rootView, .pins]])
        // iPhone 11 portrait, safe area (48, 0, 34, 0): the first scroll view spans the root
        // view, the second the safe area; neither adjusts its insets (`never`).
        let edges = try Self.layout(result.scenes[0]).view(path: "edges/view[0]/gallery")
        let safe = try Self.layout(result.scenes[1]).view(path: "safe/view[0]/gallery")
        #expect(edges?.frame == Rect(x: 0, y: 0, width: 414, height: 896))
        #expect(safe?.frame == Rect(x: 0, y: 48, width: 414, height: 814))
        #expect(edges?.scroll?.adjustedContentInset == EdgeInsets(all: 0))
    }

    @Test func xcode15PlaceholderXibUsesFilesOwnerView() throws {
        let result = try Self.imported(IBTestDocuments.xcode15Xib)
        #expect(result.document?.kind == .xib)
        #expect(result.document?.xcodeEra == "15.3+")
        let scene = try #require(result.scenes.first)
        #expect(scene.name == "File's Owner")
        #expect(scene.fixture.device?.name == "iPhone 15")
        let layout = try Self.layout(scene)
        let table = try #require(layout.view(path: "File's Owner/view[0]/settings"))
        // Top on the safe area (59 on a Dynamic Island phone), the rest on the root view's edges.
        #expect(table.frame == Rect(x: 0, y: 59, width: 393, height: 793))
        #expect(table.table != nil)
        guard case .controller(let owner) = scene.fixture.root, let tableNode = owner.view?.subviews.first,
            case .view(let node) = tableNode
        else { Issue.record("no table"); return }
        #expect(node.table?.style == .insetGrouped)
        #expect(node.table?.insetsContentViewsToSafeArea == false)
        #expect(node.table?.separatorInset == .custom(EdgeInsets(top: 0, left: 20, bottom: 0, right: 0)))
        #expect(
            node.pin
                == Pin(
                    top: PinEdge(.safeArea), bottom: PinEdge(.bounds), leading: PinEdge(.bounds),
                    trailing: PinEdge(.bounds)))
    }

    @Test func mixedDocumentDecidesGuidesPerRootView() throws {
        let result = try Self.imported(IBTestDocuments.mixed)
        #expect(result.document?.xcodeEra == "26")
        #expect(result.document?.usesSafeAreas == false)
        #expect(result.scenes.map(\.name) == ["old", "new"])
        #expect(result.scenes.map { $0.findings.map(\.rule) } == [[.layoutGuideMigration], []])
        let old = try Self.layout(result.scenes[0])
        let new = try Self.layout(result.scenes[1])
        // iPhone 15 portrait, safe area (59, 0, 34, 0), margins 16 at the sides: the old scene's
        // text view sits between the layout guides and inside the root view's margins.
        #expect(old.view(path: "old/view[0]/notes")?.frame == Rect(x: 16, y: 59, width: 361, height: 759))
        #expect(new.view(path: "new/view[0]/notes")?.frame == Rect(x: 0, y: 59, width: 393, height: 759))
    }

    @Test func equalWidthSplitIsSolvedExactly() throws {
        let result = try Self.imported(IBTestDocuments.equalWidthSplit)
        let scene = try #require(result.scenes.first)
        #expect(Self.methods(scene) == [.rootView, .solved, .solved, .solved])
        let layout = try Self.layout(scene)
        // iPhone X portrait, safe area (44, 0, 34, 0): footer bottom 812 - 34 = 778, top 728;
        // tables from 44 to 728 (684 tall), 375 / 2 = 187.5 wide; footer 375 / 4 = 93.75 wide,
        // centred: x = 187.5 - 46.875 = 140.625.
        #expect(layout.view(path: "split/view[0]/left")?.frame == Rect(x: 0, y: 44, width: 187.5, height: 684))
        #expect(layout.view(path: "split/view[0]/right")?.frame == Rect(x: 187.5, y: 44, width: 187.5, height: 684))
        #expect(layout.view(path: "split/view[0]/footer")?.frame == Rect(x: 140.625, y: 728, width: 93.75, height: 50))
        #expect(scene.findings.isEmpty)
    }

    @Test func equalWidthSplitOnAnotherDevice() throws {
        let result = try Self.imported(IBTestDocuments.equalWidthSplit, device: "iPhone 11")
        let first = try #require(result.scenes.first)
        let layout = try Self.layout(first)
        // iPhone 11 portrait 414×896, safe area (48, 0, 34, 0): footer 862 - 50 = 812; tables
        // 48…812 (764 tall), 207 wide; footer 103.5 wide at 207 - 51.75 = 155.25.
        #expect(layout.view(path: "split/view[0]/left")?.frame == Rect(x: 0, y: 48, width: 207, height: 764))
        #expect(layout.view(path: "split/view[0]/right")?.frame == Rect(x: 207, y: 48, width: 207, height: 764))
        #expect(layout.view(path: "split/view[0]/footer")?.frame == Rect(x: 155.25, y: 812, width: 103.5, height: 50))
    }

    @Test func viewNeedingAPriorityKeepsItsStoredFrameWithANote() throws {
        let result = try Self.imported(IBTestDocuments.priority)
        let scene = try #require(result.scenes.first)
        #expect(Self.methods(scene) == [.rootView, .storedFrame])
        let layout = try Self.layout(scene)
        #expect(layout.view(path: "promo/view[0]/banner")?.frame == Rect(x: 0, y: 20, width: 375, height: 80))
        #expect(scene.findings.map(\.rule) == [.frameNotResolved])
        #expect(scene.findings.first?.severity == .note)
        #expect(
            scene.findings.first?.message.text
                == """
                the frame of 'promo/view[0]/banner' is its stored frame scaled from the canvas: it needs \
                inequalities or priorities below 1000, which are not solved; the audits skip it and its subviews
                """
        )
        #expect(scene.findings.first?.location == SourceLocation(line: 12, column: 29))
        #expect(
            scene.findings.first?.explanationText
                == [
                    """
                    assumed: the stored frame [0, 20, 375, 80] in a 375×667 superview on the canvas, scaled to the \
                    375×667 superview: [0, 20, 375, 80]
                    """
                ])
    }

    @Test func storedFrameIsScaledOnAnotherDevice() throws {
        let result = try Self.imported(IBTestDocuments.priority, device: "iPhone X")
        let first = try #require(result.scenes.first)
        let layout = try Self.layout(first)
        // 375×667 canvas → 375×812: each vertical value × 812/667.
        #expect(
            layout.view(path: "promo/view[0]/banner")?.frame
                == Rect(x: 0, y: 20 * 812 / 667, width: 375, height: 80 * 812 / 667))
    }
}
