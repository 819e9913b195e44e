import Foundation
import Testing
@testable import ScrollInsets
@testable import ScrollInsetsFormats

/// `CaptureImporter` on sheets: a `UIDropShadowView` that does not fill the window is a presented controller
/// (`presentedViewController`), its container recorded as printed; an unexpressible sheet is refused at its place,
/// and a full-screen shadow view is still a wrapper of the root controller. A floating (transformed) sheet:
/// CaptureFloatingSheetTests.
@Suite struct CaptureSheetTests {
    static let iPhone8 = DeviceCatalog.device(named: "iPhone 8")!

    /// The capture kept in Fixtures/captures, written from the Cycript printout of
    /// crifan/ios_re_dynamic_debug@51b66bea99a282910b4d80b971efe4e30aef173b, src/debug_ui/cycript/output_example.md
    /// lines 22-87 (an iPhone 8, iOS 15.0).
    static func importFile(_ name: String) throws -> CaptureImporter.Result {
        let bytes = Array(
            try Data(contentsOf: ViewHierarchyCaptureTests.root.appendingPathComponent("Fixtures/captures/\(name)")))
        return CaptureImporter.importCapture(bytes, options: .init(target: .device(iPhone8), release: UIKitRelease(15)))
    }

    static func importText(_ text: String, window: Size, family: DeviceFamily = .phone) -> CaptureImporter.Result {
        CaptureImporter.importCapture(
            Array(text.utf8),
            options: .init(
                target: .window(
                    size: window, safeAreaInsets: EdgeInsets(top: 20, left: 0, bottom: 0, right: 0), family: family)))
    }

    /// The imported scene's root controller, if it is one.
    static func rootController(_ imported: CaptureImporter.Result) -> ControllerNode? {
        guard case .controller(let root)? = imported.scene?.root else { return nil }
        return root
    }

    static let sheetPaths = [
        "controller:presenter/nav.presentation.containerFrame", "controller:presenter/nav.bars@navigationBar.frame",
        "view:presenter/nav/screen/aAUIBuddyView.frameInWindow",
        "view:presenter/nav/screen/aAUIBuddyView/tableView.scroll.adjustedContentInset",
        "view:presenter/nav/screen/aAUIBuddyView/tableView.scroll.contentOffset",
    ]

    /// Line 9 prints the shadow view at (0 40; 375 627) in the 375 x 667 transition view: a page sheet; the
    /// navigation bar (0 0; 375 56) at the sheet's top is at y 40 in the window, the buddy view too.
    static let sheetNumbers: [[Double]] = [
        [0, 40, 375, 627], [0, 40, 375, 56], [0, 40, 375, 627], [56, 0, 0, 0], [0, -56],
    ]

    /// The note on a capture that starts at a sheet: a full-screen `presenter` stands in.
    static func presenterNote(at location: SourceDiagnostics.SourceLocation) -> FixtureDiagnostic {
        FixtureDiagnostic(
            .note,
            "no view of the controller that presented this sheet is in the capture: it is taken as a full-screen view "
                + "controller 'presenter' (a sheet presented over another sheet sits lower; the capture cannot show "
                + "which)",
            at: location)
    }

    @Test func cycriptPageSheetIsAPresentedNavigationController() throws {
        let imported = try Self.importFile("page-sheet-cycript.txt")
        #expect(!imported.hasErrors)
        let presenter = try #require(Self.rootController(imported))
        #expect(presenter.name == "presenter")
        #expect(presenter.kind == .viewController)
        #expect(presenter.view == nil)
        let presentation = try #require(presenter.presentedViewController)
        #expect(presentation.modalPresentationStyle == .pageSheet)
        #expect(presentation.detents == [.large])
        guard case .navigationController(let navigation) = presentation.controller.kind else {
            Issue.record("the sheet's controller is not a navigation controller")
            return
        }
        #expect(presentation.controller.name == "nav")
        #expect(!navigation.navigationBar.hidden)
        #expect(!navigation.navigationBar.prefersLargeTitles)
        #expect(navigation.viewControllers.map(\.name) == ["screen"])
        #expect(imported.values.map(\.path) == Self.sheetPaths)
        #expect(imported.values.map(\.numbers) == Self.sheetNumbers)
        #expect(
            imported.values.map(\.location) == [
                SourceLocation(line: 9, column: 34), SourceLocation(line: 19, column: 53),
                SourceLocation(line: 16, column: 61), SourceLocation(line: 17, column: 154),
                SourceLocation(line: 17, column: 95),
            ])
        #expect(imported.inputs.map(\.path) == ["view:presenter/nav/screen/aAUIBuddyView/tableView.frame"])
        #expect(
            imported.diagnostics == [
                Self.presenterNote(at: SourceLocation(line: 7, column: 1)),
                FixtureDiagnostic(
                    .note,
                    "the UIDropShadowView that does not fill the window is a presented pageSheet, read at the large "
                        + "detent (UIKit's default; a sheet at another detent shows as a containerFrame that "
                        + "disagrees)",
                    at: SourceLocation(line: 9, column: 6)),
                FixtureDiagnostic(
                    .note,
                    "the UIView in the sheet holds only the view inside it, which fills it: read as a wrapper of the "
                        + "presented controller's view", at: SourceLocation(line: 11, column: 11)),
                FixtureDiagnostic(
                    .note,
                    "the UIView in the sheet holds only the view inside it, which fills it: read as a wrapper of the "
                        + "presented controller's view", at: SourceLocation(line: 12, column: 16)),
            ])
    }

    /// The same numbers in an LLDB paste's form (addresses, a prompt line): the same scene and values.
    @Test func lldbPageSheetGivesTheSameSceneAndValues() throws {
        let cycript = try Self.importFile("page-sheet-cycript.txt")
        let lldb = try Self.importFile("page-sheet-lldb.txt")
        #expect(!lldb.hasErrors)
        #expect(FixtureEncoder.encode(try #require(lldb.scene)) == FixtureEncoder.encode(try #require(cycript.scene)))
        #expect(lldb.values.map(\.path) == Self.sheetPaths)
        #expect(lldb.values.map(\.numbers) == Self.sheetNumbers)
        #expect(lldb.values.first?.location == SourceLocation(line: 8, column: 47))
    }

    /// The fixture reads back and lays out with a page sheet: on an iPhone 8 (top safe area 20), iOS 15, the large
    /// detent's container is the window below max(30, 20) + 10 = 40 (docs/presentations.md: a phone's sheet before
    /// iOS 26), (0, 40, 375, 667 - 40 = 627), as UIKit printed it.
    @Test func importedFixtureReadsBackAndLaysOutASheet() throws {
        let imported = try Self.importFile("page-sheet-cycript.txt")
        let decoded = FixtureDecoder.decode(Array(imported.fixtureText(file: "c.txt").utf8))
        #expect(decoded.diagnostics.filter(\.isError) == [])
        let scene = try #require(decoded.scenes.first)
        #expect(FixtureEncoder.encode(scene) == FixtureEncoder.encode(try #require(imported.scene)))
        let layout = try scene.scene().layout()
        let presentation = try #require(layout.controller(path: "presenter/nav")?.presentation)
        #expect(presentation.style == .pageSheet)
        #expect(presentation.containerFrame == Rect(x: 0, y: 40, width: 375, height: 627))
    }

    /// Written for the test: the window holds the presenter's view, drawn scaled behind the sheet (a transform), and
    /// the sheet's transition view. The presenter is the window's root controller; its frame in the window is not
    /// recorded (the printed one is the scaled box); the sheet's name does not take the presenter's.
    @Test func theWindowsRootControllerPresentsTheSheet() throws {
        let text = """
            <UIWindow; frame = (0 0; 375 667)>
               | <UIView; frame = (16 30; 343 610); transform = [0.914667, 0, 0, 0.914667, 0, 0]>
               |    | <UITableView; frame = (0 0; 375 667); contentOffset: {0, -20}; contentSize: {375, 400}; adjustedContentInset: {20, 0, 0, 0}>
               | <UITransitionView; frame = (0 0; 375 667)>
               |    | <UIDimmingView; frame = (0 0; 375 667)>
               |    | <UIDropShadowView; frame = (0 40; 375 627)>
               |    |    | <UIView; frame = (0 0; 375 627)>
               |    |    |    | <UIScrollView; frame = (0 0; 375 627); contentOffset: {0, 0}; contentSize: {375, 100}; adjustedContentInset: {0, 0, 0, 0}>
               |    |    |    | <UIButton; frame = (16 100; 343 44)>
            """
        let imported = Self.importText(text, window: Size(width: 375, height: 667))
        #expect(!imported.hasErrors)
        let screen = try #require(Self.rootController(imported))
        #expect(screen.name == "screen")
        let presentation = try #require(screen.presentedViewController)
        #expect(presentation.modalPresentationStyle == .pageSheet)
        #expect(presentation.controller.name == "screen2")
        #expect(
            imported.values.map(\.path) == [
                "view:screen/view/tableView.scroll.adjustedContentInset",
                "view:screen/view/tableView.scroll.contentOffset",
                "controller:screen/screen2.presentation.containerFrame", "view:screen/screen2/view.frameInWindow",
                "view:screen/screen2/view/scrollView.scroll.adjustedContentInset",
                "view:screen/screen2/view/scrollView.scroll.contentOffset",
            ])
        #expect(
            imported.values.map(\.numbers) == [
                [20, 0, 0, 0], [0, -20], [0, 40, 375, 627], [0, 40, 375, 627], [0, 0, 0, 0], [0, 0],
            ])
        #expect(
            imported.diagnostics.first
                == FixtureDiagnostic(
                    .note,
                    "the UIView prints a transform (drawn scaled, as a presenter behind a sheet is): its frame is the "
                        + "scaled box, so no frame in window coordinates is recorded for it or its subviews",
                    at: SourceLocation(line: 2, column: 41)))
    }

    /// Written for the test: a sheet over a sheet, both in the window. The first, pushed back, prints a transform:
    /// it is a page sheet whose container is not recorded; the second is presented by the first's controller.
    @Test func aSheetOverASheetIsReadAsTheStack() throws {
        let text = """
            <UIWindow; frame = (0 0; 375 667)>
               | <UIView; frame = (0 0; 375 667)>
               |    | <UILabel; frame = (16 40; 343 20)>
               | <UITransitionView; frame = (0 0; 375 667)>
               |    | <UIDropShadowView; frame = (16 30; 343 583); transform = [0.914667, 0, 0, 0.914667, 0, 0]>
               |    |    | <UIView; frame = (0 0; 375 637)>
               |    |    |    | <UILabel; frame = (16 20; 343 20)>
               |    |    |    | <UIButton; frame = (16 100; 343 44)>
               | <UITransitionView; frame = (0 0; 375 667)>
               |    | <UIDropShadowView; frame = (0 40; 375 627)>
               |    |    | <UIView; frame = (0 0; 375 627)>
               |    |    |    | <UILabel; frame = (16 20; 343 20)>
               |    |    |    | <UIButton; frame = (16 100; 343 44)>
            """
        let imported = Self.importText(text, window: Size(width: 375, height: 667))
        #expect(!imported.hasErrors)
        let screen = try #require(Self.rootController(imported))
        let first = try #require(screen.presentedViewController)
        let second = try #require(first.controller.presentedViewController)
        #expect([first.modalPresentationStyle, second.modalPresentationStyle] == [.pageSheet, .pageSheet])
        #expect([screen.name, first.controller.name, second.controller.name] == ["screen", "screen2", "screen"])
        #expect(
            imported.values.map(\.path) == [
                "view:screen/view.frameInWindow", "controller:screen/screen2/screen.presentation.containerFrame",
                "view:screen/screen2/screen/view.frameInWindow",
            ])
        #expect(imported.values.map(\.numbers) == [[0, 0, 375, 667], [0, 40, 375, 627], [0, 40, 375, 627]])
        #expect(
            imported.diagnostics.contains(
                FixtureDiagnostic(
                    .note,
                    "the UIDropShadowView under the top sheet prints a transform: a page sheet pushed back behind the "
                        + "sheet over it (its frame is the scaled card: its container is not recorded)",
                    at: SourceLocation(line: 5, column: 56))))
    }

    /// Written for the test: a later window view that is no sheet (a transition view without a shadow view) is left
    /// out, and the note says the sheet was read.
    @Test func aLaterViewThatIsNoSheetIsLeftOut() throws {
        let text = """
            <UIWindow; frame = (0 0; 375 667)>
               | <UIView; frame = (0 0; 375 667)>
               | <UITransitionView; frame = (0 0; 375 667)>
               |    | <UIDropShadowView; frame = (0 40; 375 627)>
               |    |    | <UIButton; frame = (16 100; 343 44)>
               | <UITransitionView; frame = (0 0; 375 667)>
               |    | <UIView; frame = (0 0; 375 667)>
            """
        let imported = Self.importText(text, window: Size(width: 375, height: 667))
        let screen = try #require(Self.rootController(imported))
        #expect(screen.presentedViewController?.modalPresentationStyle == .pageSheet)
        #expect(
            imported.diagnostics.last
                == FixtureDiagnostic(
                    .note,
                    "1 more view of the window left out (a presentation or another controller's view): only the root "
                        + "controller's view and its sheets are imported", at: SourceLocation(line: 6, column: 6)))
    }

    /// Eleven sheets stacked: refused at the eleventh (each sheet is a level of the scene).
    @Test func moreThanTenSheetsAreRefused() {
        let sheet =
            "   | <UITransitionView; frame = (0 0; 375 667)>\n   |    | <UIDropShadowView; frame = (0 40; 375 627)>\n"
            + "   |    |    | <UIButton; frame = (16 100; 343 44)>\n"
        let text =
            "<UIWindow; frame = (0 0; 375 667)>\n   | <UIView; frame = (0 0; 375 667)>\n"
            + String(repeating: sheet, count: 11)
        let imported = Self.importText(text, window: Size(width: 375, height: 667))
        #expect(
            imported.diagnostics.last
                == .error(
                    "more than 10 sheets stacked in the window: a capture holds a few",
                    at: SourceLocation(line: 33, column: 6)))
        #expect(imported.scene == nil)
    }

    /// Written for the test: a shadow view centred across and smaller than the window, an iPad's form sheet (580 x
    /// 650, as recorded on iPadOS 26.1, docs/presentations.md); on a phone the model has no such sheet.
    static let centred = """
        <UITransitionView; frame = (0 0; 820 1180)>
           | <UIDropShadowView; frame = (120 260; 580 650)>
           |    | <UIView; frame = (0 0; 580 650)>
           |    |    | <UIButton; frame = (16 16; 100 44)>
           |    |    | <UILabel; frame = (16 80; 300 20)>
        """

    @Test func aCentredSheetOnAnIPadIsAFormSheet() throws {
        let imported = Self.importText(Self.centred, window: Size(width: 820, height: 1180), family: .pad)
        #expect(!imported.hasErrors)
        let presenter = try #require(Self.rootController(imported))
        #expect(presenter.presentedViewController?.modalPresentationStyle == .formSheet)
        #expect(imported.values.first?.path == "controller:presenter/screen.presentation.containerFrame")
        #expect(imported.values.first?.numbers == [120, 260, 580, 650])
    }

    @Test func aCentredSheetOnAPhoneIsRefused() {
        let imported = Self.importText(Self.centred, window: Size(width: 820, height: 1180))
        #expect(
            imported.diagnostics == [
                .error(
                    "the UIDropShadowView's frame (120 260; 580 650) in a 820x1180 window is no sheet the model lays "
                        + "out: a page sheet spans the window's width from below its top to its bottom, and a centred, "
                        + "smaller one is an iPad's form sheet: give the iPad with --device",
                    at: SourceLocation(line: 2, column: 34))
            ])
        #expect(imported.scene == nil)
    }

    /// Written for the test: a page sheet's shape on an iPad in landscape, which the model does not lay out (no
    /// source gives its frame, docs/presentations.md): refused at the sheet, nothing written.
    @Test func aSheetTheModelDoesNotLayOutIsRefusedAtTheSheet() throws {
        let iPad = try #require(DeviceCatalog.device(named: "iPad (A16)"))
        let text = """
            <UITransitionView; frame = (0 0; 1180 820)>
               | <UIDropShadowView; frame = (0 34; 1180 786)>
               |    | <UIView; frame = (0 0; 1180 786)>
               |    |    | <UIButton; frame = (16 16; 100 44)>
               |    |    | <UILabel; frame = (16 80; 300 20)>
            """
        let imported = CaptureImporter.importCapture(
            Array(text.utf8), options: .init(target: .device(iPad), release: UIKitRelease(18)))
        #expect(
            imported.diagnostics.last
                == .error(
                    "the model does not lay out this pageSheet: only the iPad page sheet in portrait from iOS 13 is "
                        + "recorded", at: SourceLocation(line: 2, column: 6)))
        #expect(imported.scene == nil)
    }

    /// A shadow view filling the window is a full-screen presentation's wrapper, read as the root controller's view
    /// as before sheets were read: the LLDB paste of lionsom/XiOS has no presentation.
    @Test func aFullScreenShadowViewIsStillTheRootsWrapper() throws {
        let imported = try CaptureImporterTests.importLLDB()
        let tabs = try #require(Self.rootController(imported))
        #expect(tabs.name == "tabs")
        #expect(tabs.presentedViewController == nil)
        #expect(
            imported.diagnostics.map(\.message).prefix(2) == [
                "the view in UIKit's UITransitionView is read as the root controller's view",
                "the view in UIKit's UIDropShadowView is read as the root controller's view",
            ])
        #expect(!imported.values.contains { $0.path.contains("presentation") })
    }
}
