import Testing
@testable import ScrollInsets
@testable import ScrollInsetsFormats

/// `CaptureImporter`: the containers read from UIKit's private views, the printed numbers split
/// into values (what the model computes) and set-up (what the fixture takes), and the errors of a
/// capture put on the wrong screen.
@Suite struct CaptureImporterTests {
    static let iPhone11ProMax = DeviceCatalog.device(named: "iPhone 11 Pro Max")!

    static func importLLDB() throws -> CaptureImporter.Result {
        CaptureImporter.importCapture(
            try ViewHierarchyCaptureTests.lldbCapture(),
            options: .init(target: .device(iPhone11ProMax), release: UIKitRelease(13)))
    }

    @Test func lldbPasteBecomesTabsNavigationAndTable() throws {
        let imported = try Self.importLLDB()
        #expect(!imported.hasErrors)
        let scene = try #require(imported.scene)
        #expect(scene.orientation == .portrait)
        guard case .controller(let tabs) = scene.root, case .tabBarController(let tabProperties) = tabs.kind else {
            Issue.record("the root is not a tab bar controller: \(scene.root)")
            return
        }
        #expect(tabs.name == "tabs")
        let nav = try #require(tabProperties.viewControllers.first)
        guard case .navigationController(let navProperties) = nav.kind else {
            Issue.record("the tab's controller is not a navigation controller")
            return
        }
        #expect(!navProperties.navigationBar.hidden)
        let discover = try #require(navProperties.viewControllers.first)
        // Named from _printHierarchy by its view's address (0x7f9125441070).
        #expect(discover.name == "discoverViewController")
        #expect(discover.edgesForExtendedLayout == Set(Edge.allCases))
        let root = try #require(discover.view)
        #expect(root.frame == nil)
        guard case .view(let table) = try #require(root.subviews.first) else {
            Issue.record("no table")
            return
        }
        #expect(table.kind == .tableView)
        #expect(table.frame == Rect(x: 0, y: 0, width: 414, height: 896))
        #expect(table.scroll.contentSizeUnknown)
        // The cell of the table is the table's content, not a subview of the fixture.
        #expect(table.subviews.isEmpty)
    }

    @Test func lldbPasteValuesAreThePrintedNumbersTheModelComputes() throws {
        let imported = try Self.importLLDB()
        let table = "view:tabs/nav/discoverViewController/view/tableView"
        #expect(
            imported.values.map(\.path) == [
                "view:tabs/nav/discoverViewController/view.frameInWindow", "\(table).scroll.adjustedContentInset",
                "\(table).scroll.contentOffset",
            ])
        // Line 15 prints the root view "frame = (0 0; 414 896)"; line 16 the table's numbers.
        #expect(imported.values.map(\.numbers) == [[0, 0, 414, 896], [88, 0, 83, 0], [0, -88]])
        #expect(imported.values.map(\.location.line) == [15, 16, 16])
        #expect(imported.inputs.map(\.path) == ["\(table).frame"])
        #expect(imported.inputs.map(\.numbers) == [[0, 0, 414, 896]])
        // The bars' lines are not in the paste: said, not guessed.
        #expect(
            imported.diagnostics.map(\.message).filter { $0.contains("not in the capture") }.count == 2)
    }

    @Test func fixtureTextReadsBackAsTheScene() throws {
        let imported = try Self.importLLDB()
        let text = imported.fixtureText(file: "capture.txt")
        let decoded = FixtureDecoder.decode(Array(text.utf8))
        #expect(decoded.diagnostics.filter(\.isError) == [])
        let scene = try #require(decoded.scenes.first)
        #expect(FixtureEncoder.encode(scene) == FixtureEncoder.encode(try #require(imported.scene)))
    }

    @Test func recordingTextReadsBackWithEveryValue() throws {
        let imported = try Self.importLLDB()
        let text = imported.recordingText(
            file: "capture.txt", source: "https://example.com/capture", device: "iPhone 11 Pro Max", release: "13")
        let decoded = Recording.decode(Array(text.utf8))
        #expect(decoded.diagnostics == [])
        let recording = try #require(decoded.recording)
        #expect(recording.trust == .recorded)
        #expect(recording.recordedOn == Recording.RecordedOn(ios: "13", device: "iPhone 11 Pro Max"))
        #expect(recording.values.map(\.path) == imported.values.map(\.path))
    }

    @Test func aCaptureWithoutItsDeviceIsAnErrorAtTheWindowsFrame() throws {
        let imported = CaptureImporter.importCapture(try ViewHierarchyCaptureTests.lldbCapture())
        #expect(
            imported.diagnostics == [
                .error(
                    "the capture does not say the device it was printed on (its window is 414x896): give "
                        + "--device NAME, "
                        + "or --window WxH --safe-area T,L,B,R", at: SourceLocation(line: 6, column: 37))
            ])
        #expect(imported.scene == nil)
    }

    @Test func aCaptureOnAnotherScreenIsAnError() throws {
        let iPhoneX = try #require(DeviceCatalog.device(named: "iPhone X"))
        let imported = CaptureImporter.importCapture(
            try ViewHierarchyCaptureTests.lldbCapture(), options: .init(target: .device(iPhoneX)))
        #expect(
            imported.diagnostics == [
                .error(
                    "the capture's window is 414x896, not iPhone X's 375x812 (portrait) or 812x375 (landscape): give "
                        + "the device it was printed on", at: SourceLocation(line: 6, column: 37))
            ])
    }

    /// A capture written for the test from the rules, not from the model: a 320 x 200 window whose
    /// navigation bar ends at 64 and whose root view starts there (an opaque bar, or a controller
    /// that does not extend under it), a scroll view scrolled 30 pt down and a button.
    @Test func rootViewBelowTheBarAndScrolledContent() throws {
        let text = """
            <UILayoutContainerView; frame = (0 0; 320 200)>
               | <UINavigationTransitionView; frame = (0 0; 320 200)>
               |    | <UIViewControllerWrapperView; frame = (0 64; 320 136)>
               |    |    | <UIView; frame = (0 0; 320 136)>
               |    |    |    | <UIScrollView; frame = (0 0; 320 136); contentOffset: {0, 30}; contentSize: {320, 400}; adjustedContentInset: {0, 0, 0, 0}>
               |    |    |    |    | <UIButton; frame = (10 40; 100 44)>
               |    |    |    |    | <_UIScrollViewScrollIndicator; frame = (314 0; 3 7)>
               | <UINavigationBar; frame = (0 20; 320 44)>
            """
        let imported = CaptureImporter.importCapture(
            Array(text.utf8),
            options: .init(
                target: .window(
                    size: Size(width: 320, height: 200),
                    safeAreaInsets: EdgeInsets(top: 20, left: 0, bottom: 0, right: 0))))
        #expect(!imported.hasErrors)
        #expect(
            imported.values.map(\.path) == [
                "controller:nav.bars@navigationBar.frame", "view:nav/screen/view.frameInWindow",
                "view:nav/screen/view/scrollView.scroll.adjustedContentInset",
            ])
        #expect(imported.values.map(\.numbers) == [[0, 20, 320, 44], [0, 64, 320, 136], [0, 0, 0, 0]])
        // Scrolled away from rest (-0 would be rest): the offset is set-up, not a value.
        #expect(
            imported.inputs.map(\.path) == [
                "view:nav/screen/view/scrollView.frame", "view:nav/screen/view/scrollView.scroll.contentSize",
                "view:nav/screen/view/scrollView.scroll.contentOffset", "view:nav/screen/view/scrollView/button.frame",
            ])
        guard case .controller(let nav) = try #require(imported.scene).root,
            case .navigationController(let properties) = nav.kind, let screen = properties.viewControllers.first,
            case .view(let scroll) = try #require(screen.view?.subviews.first),
            case .view(let button) = try #require(scroll.subviews.first)
        else {
            Issue.record("not a navigation controller over a view with a scroll view and a button")
            return
        }
        #expect(screen.edgesForExtendedLayout == [.left, .bottom, .right])
        #expect(scroll.scroll.contentOffset == Point(x: 0, y: 30))
        #expect(scroll.scroll.contentSize == Size(width: 320, height: 400))
        // The indicator is UIKit's private view: left out.
        #expect(scroll.subviews.count == 1)
        #expect(button.interactive)
    }

    /// Subviews of one class are named `button`, `button2`, … in order, each name once (the
    /// suffixes are counted per class, so that many siblings cost no more than a few).
    @Test func siblingsOfOneClassAreNumbered() throws {
        let text =
            "<UIView; frame = (0 0; 320 480)>\n" + String(repeating: "   | <UIButton; frame = (0 0; 1 1)>\n", count: 3)
            + "   | <App.Button2; frame = (0 0; 1 1)>\n   | <UIButton; frame = (0 0; 1 1)>"
        let imported = CaptureImporter.importCapture(
            Array(text.utf8),
            options: .init(target: .window(size: Size(width: 320, height: 480), safeAreaInsets: .zero)))
        guard case .controller(let screen) = try #require(imported.scene).root else {
            Issue.record("no controller")
            return
        }
        // The fourth is App.Button2, whose own name `button2` is taken: `button22`.
        #expect(screen.view?.subviews.map(\.name) == ["button", "button2", "button3", "button22", "button4"])
    }

    @Test func identifiersFromClassNames() {
        #expect(CaptureSceneBuilder.identifier("UITableView", fallback: "view") == "tableView")
        #expect(CaptureSceneBuilder.identifier("MyApp.FeedViewController", fallback: "screen") == "feedViewController")
        #expect(
            CaptureSceneBuilder.identifier("SwiftUI._UIHostingView<SwiftUI.AnyView>", fallback: "view") == "hostingView"
        )
        #expect(CaptureSceneBuilder.identifier("UI", fallback: "view") == "uI")
        #expect(CaptureSceneBuilder.identifier("0x1", fallback: "view") == "view")
    }
}
