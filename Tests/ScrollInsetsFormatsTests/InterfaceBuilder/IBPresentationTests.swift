import Testing
@testable import ScrollInsets
@testable import ScrollInsetsFormats

/// Modal segues become the presenter's `presentedViewController` (docs/storyboards.md,
/// "Presentations"); the numbers follow docs/presentations.md's rules, derived in each comment.
@Suite struct IBPresentationTests {
    typealias Importer = InterfaceBuilderImporterTests

    @Test func pageSheetFromANavigationRootIsInTheNavigationScene() throws {
        let result = try Importer.imported(IBTestDocuments.pageSheetFromNavigationRoot)
        // `list` is presented inside nav's scene; `detail`, reached by `show`, is a scene of its
        // own, laid out in nav (IBPushTests).
        #expect(result.documentSceneCount == 4)
        #expect(result.scenes.map(\.name) == ["nav", "nav → home → detail"])
        #expect(result.diagnostics.isEmpty)
        let scene = result.scenes[0]
        guard case .controller(let nav) = scene.fixture.root, case .navigationController(let navigation) = nav.kind,
            let home = navigation.viewControllers.first
        else { Issue.record("no navigation controller"); return }
        #expect(nav.presentedViewController == nil)
        let presentation = try #require(home.presentedViewController)
        #expect(presentation.modalPresentationStyle == .pageSheet)
        #expect(presentation.detents == [.large])
        #expect(presentation.controller.kind == .tableViewController)
        // The segue's `<` (line 28 of the document, column 37).
        #expect(presentation.location == SourceLocation(line: 28, column: 37))
    }

    @Test func pageSheetOnTheCanvasIPhone8() throws {
        let result = try Importer.imported(IBTestDocuments.pageSheetFromNavigationRoot)
        let layout = try Importer.layout(result.scenes[0])
        // iPhone 8 (its default iOS 16: sheet detents), 375×667, window safe area (20, 0, 0, 0).
        // Large detent: top T = max(30, 20) + 10 = 40, container (0, 40, 375, 667 − 40 = 627), as
        // recorded on an iPhone 8 on iOS 15.0 (crifan/ios_re_dynamic_debug).
        let list = try #require(layout.controller(path: "nav/home/list"))
        #expect(list.kind == .tableViewController)
        #expect(list.presentation?.style == .pageSheet)
        #expect(list.presentation?.detent == .large)
        #expect(list.presentation?.containerFrame == Rect(x: 0, y: 40, width: 375, height: 627))
        #expect(layout.controllers[try #require(list.presentingController)].path == "nav/home")
        // The table fills the container. Its safe area: top 0 (the sheet starts below the
        // 20 pt status bar band), bottom 0 (the window's bottom safe area is 0). Not in a
        // navigation controller, `automatic` is `scrollableAxes`; a table's vertical axis
        // bounces: adjusted by the safe area's top and bottom, 0 and 0.
        let table = try #require(layout.view(path: "nav/home/list/table"))
        #expect(table.frame == Rect(x: 0, y: 40, width: 375, height: 627))
        #expect(table.safeAreaInsets == EdgeInsets(all: 0))
        #expect(table.scroll?.adjustedContentInset == EdgeInsets(all: 0))
    }

    @Test func pageSheetOnIPhone16UnderIOS26() throws {
        let result = try Importer.imported(
            IBTestDocuments.pageSheetFromNavigationRoot, device: "iPhone 16",
            release: UIKitRelease(26, 0))
        let layout = try Importer.layout(result.scenes[0])
        // iPhone 16, 393×852, window safe area (59, 0, 34, 0). Large detent on iOS 26: T =
        // max(30, 59) = 59, container (0, 59, 393, 793) (recorded on 26.1, openuikit's detent probe);
        // at the large detent the sheet is attached, not floating. Safe area: top 0 (below the
        // 59 pt band), bottom 34 (the sheet reaches the bottom edge: the window's bottom safe
        // area). `scrollableAxes` on the table's vertical axis: (0, 0, 34, 0).
        #expect(
            layout.controller(path: "nav/home/list")?.presentation?.containerFrame
                == Rect(x: 0, y: 59, width: 393, height: 793))
        let table = try #require(layout.view(path: "nav/home/list/table"))
        #expect(table.safeAreaInsets == EdgeInsets(top: 0, left: 0, bottom: 34, right: 0))
        #expect(table.scroll?.adjustedContentInset == EdgeInsets(top: 0, left: 0, bottom: 34, right: 0))
    }

    @Test func pageSheetIsFullScreenOnIPhoneBeforeIOS13() throws {
        let result = try Importer.imported(
            IBTestDocuments.pageSheetFromNavigationRoot, device: "iPhone 8",
            release: UIKitRelease(12, 0))
        let layout = try Importer.layout(result.scenes[0])
        // iOS 12: page sheets adapt to full screen on iPhone: the container is the window, the
        // table's safe area the window's (20, 0, 0, 0), adjusted top 20.
        #expect(
            layout.controller(path: "nav/home/list")?.presentation?.containerFrame
                == Rect(x: 0, y: 0, width: 375, height: 667))
        #expect(
            layout.view(path: "nav/home/list/table")?.scroll?.adjustedContentInset
                == EdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
    }

    @Test func pageSheetOnIPadPortrait() throws {
        let result = try Importer.imported(
            IBTestDocuments.pageSheetFromNavigationRoot, device: "iPad (A16)",
            orientation: .portrait, release: UIKitRelease(26, 0))
        let layout = try Importer.layout(result.scenes[0])
        // iPad (A16), 820×1180, top safe area 32: (0, 32 + 10, 820, 1180 − 42), recorded.
        #expect(
            layout.controller(path: "nav/home/list")?.presentation?.containerFrame
                == Rect(x: 0, y: 42, width: 820, height: 1138))
    }

    @Test func aPresentationTheModelRefusesIsLeftOutWithANote() throws {
        let result = try Importer.imported(
            IBTestDocuments.pageSheetFromNavigationRoot, device: "iPad (A16)",
            orientation: .landscapeLeft, release: UIKitRelease(26, 0))
        // No source gives an iPad page sheet in landscape: the same scenes, `list` left out.
        #expect(result.scenes.map(\.name) == ["nav", "nav → home → detail"])
        #expect(
            result.diagnostics.map(\.message) == [
                """
                'list', presented by 'home', is left out on iPad (A16) landscapeLeft iOS 26: pageSheet is not \
                modelled there (only the iPad page sheet in portrait from iOS 13 is recorded)
                """
            ])
        #expect(result.diagnostics.first?.location == SourceLocation(line: 28, column: 37))
        let layout = try Importer.layout(result.scenes[0])
        #expect(layout.controller(path: "nav/home/list") == nil)
        #expect(layout.controllers.map(\.path) == ["nav", "nav/home"])
    }

    @Test func modalSegueTakesTheDestinationsStyle() throws {
        let result = try Importer.imported(IBTestDocuments.modalStyles)
        // `form` is presented by `start`; the current-context segue is not modelled, so `context`
        // stays a scene, which presents `loop` (full screen); loop's segue back is a cycle.
        #expect(result.scenes.map(\.name) == ["start", "context"])
        let start = try Importer.layout(result.scenes[0])
        // iPhone 8, iOS 16: a form sheet on a phone is a sheet at the large detent, (0, 40, 375, 627).
        #expect(start.controller(path: "start/form")?.presentation?.style == .formSheet)
        #expect(
            start.controller(path: "start/form")?.presentation?.containerFrame
                == Rect(x: 0, y: 40, width: 375, height: 627))
        let context = try Importer.layout(result.scenes[1])
        #expect(
            context.controller(path: "context/loop")?.presentation?.containerFrame
                == Rect(x: 0, y: 0, width: 375, height: 667))
        #expect(context.controllers.map(\.path) == ["context", "context/loop"])
    }

    @Test func formSheetOnIPad() throws {
        let result = try Importer.imported(
            IBTestDocuments.modalStyles, device: "iPad (A16)", orientation: .landscapeLeft)
        // iPadOS 26 (the device's default release), the rule read from UIKit 26.1's code: 580 × 640
        // (longest side 1180) centred in 1180 × 820 at ((1180 − 580) / 2, (820 − 640) / 2) = (300, 90),
        // the root controller's presentation grown 10 upward: (300, 80, 580, 650).
        let layout = try Importer.layout(result.scenes[0])
        #expect(
            layout.controller(path: "start/form")?.presentation?.containerFrame
                == Rect(x: 300, y: 80, width: 580, height: 650))
    }

    @Test func stylesAsIBSpellsThem() {
        #expect(
            IBPresentationSegue.modelledStyles.keys.sorted() == [
                "automatic", "formSheet", "fullScreen", "overFullScreen", "pageSheet",
            ])
        #expect(IBPresentationSegue.modelledStyles["pageSheet"] == .pageSheet)
        #expect(IBPresentationSegue.modelledStyles["currentContext"] == nil)
        #expect(IBPresentationSegue.modelledStyles["popover"] == nil)
    }
    @Test func onlyAShownPresenterPresents() throws {
        let result = try Importer.imported(IBTestDocuments.presentationsFromTabs)
        // The tab bar controller shows its first tab: `first` presents `firstSheet` in the
        // scene; `second` is not laid out, so `secondSheet` stays a scene of its own.
        #expect(result.scenes.map(\.name) == ["tabs", "secondSheet"])
        let layout = try Importer.layout(result.scenes[0])
        // automatic on iOS 16: a page sheet at the large detent, (0, 40, 375, 627) on iPhone 8.
        #expect(
            layout.controller(path: "tabs/first/firstSheet")?.presentation?.containerFrame
                == Rect(x: 0, y: 40, width: 375, height: 627))
        #expect(layout.controller(path: "tabs/first/firstSheet")?.presentation?.style == .pageSheet)
    }
}
