import Testing
@testable import ScrollInsets
@testable import ScrollInsetsFormats

/// The details of the frame ladder on IBTestDocuments.details.
@Suite struct IBFrameLadderTests {
    static func layout(device: String, release: UIKitRelease? = nil) throws -> (ImportedScene, Layout) {
        let options = InterfaceBuilderImporter.Options(device: DeviceCatalog.device(named: device), release: release)
        let result = InterfaceBuilderImporter.importDocument(Array(IBTestDocuments.details.utf8), options: options)
        #expect(result.diagnostics.isEmpty)
        let scene = try #require(result.scenes.first)
        return (scene, try scene.fixture.scene().layout())
    }

    @Test func intrinsicSizeVariationPlaceholderAndFrameInsetOnIPhoneX() throws {
        let (scene, layout) = try Self.layout(device: "iPhone X")
        #expect(scene.methods.map(\.method) == [.rootView, .solved, .solved, .autoresizing])
        #expect(scene.findings.isEmpty)
        // Safe-area top 44 + 8 = 52; the label keeps its stored 120×21.
        #expect(layout.view(path: "details/view[0]/title")?.frame == Rect(x: 16, y: 52, width: 120, height: 21))
        // 52 + 21 + 20 = 93; the default variation's height 100, not 300; the placeholder width
        // is dropped, so leading and trailing give 375.
        #expect(layout.view(path: "details/view[0]/card")?.frame == Rect(x: 0, y: 93, width: 375, height: 100))
        // frameInset: x 20, y 600, width 375 - 20 - 20 = 335, height 30 on the canvas; the width
        // and the top margin take the change of size (0 and +145).
        #expect(layout.view(path: "details/view[0]/legacy")?.frame == Rect(x: 20, y: 745, width: 335, height: 30))
    }

    @Test func solvedFramesUseTheLayoutGuidesUnderIOS10() throws {
        // iOS 10 has no safe area: the safe-area guide's top is the top layout guide, the
        // status bar's 20 pt on iPhone 8.
        let (_, layout) = try Self.layout(device: "iPhone 8", release: .iOS10)
        #expect(layout.view(path: "details/view[0]/title")?.frame == Rect(x: 16, y: 28, width: 120, height: 21))
    }

    @Test func stackChildrenKeepTheirStoredFramesWithANoteAndTableHeadersTheirHeight() throws {
        let options = InterfaceBuilderImporter.Options(device: DeviceCatalog.device(named: "iPhone X"))
        let result = InterfaceBuilderImporter.importDocument(
            Array(IBTestDocuments.stackAndHeader.utf8), options: options)
        let scene = try #require(result.scenes.first)
        // Document order: the root view, the stack, its child, the table.
        #expect(scene.methods.map(\.method) == [.rootView, .pins, .storedFrame, .solved])
        let layout = try scene.fixture.scene().layout()
        // iPhone X: the stack from the safe area's top (44) for 200 pt; its scroll view keeps its
        // stored frame, scaled by the stack's change of size (375×200 both: unchanged).
        #expect(layout.view(path: "stacked/view[0]/stack")?.frame == Rect(x: 0, y: 44, width: 375, height: 200))
        #expect(layout.view(path: "stacked/view[0]/stack/carousel")?.frame == Rect(x: 0, y: 0, width: 375, height: 200))
        #expect(
            scene.findings.map(\.message.text) == [
                """
                the frame of 'stacked/view[0]/stack/carousel' is its stored frame scaled from the canvas: its stack \
                view arranges it, which is not modelled; its share of the stack is taken as its place
                """
            ])
        // Not a guess, then: the audits read it (its stack is placed by pins).
        guard case .controller(let stacked) = scene.fixture.root, case .view(let stack)? = stacked.view?.subviews.first,
            case .view(let carousel)? = stack.subviews.first
        else {
            Issue.record("no stack"); return
        }
        #expect(!carousel.frameAssumed)
        // The table from the stack's bottom (244) to the root view's bottom (812).
        #expect(layout.view(path: "stacked/view[0]/list")?.frame == Rect(x: 0, y: 244, width: 375, height: 568))
        guard case .controller(let controller) = scene.fixture.root,
            case .view(let list)? = controller.view?.subviews.last
        else {
            Issue.record("no table"); return
        }
        #expect(list.table?.tableHeaderViewHeight == 120)
    }
}
