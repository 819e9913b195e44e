import Testing
@testable import ScrollInsets

/// Errors are named cases with their values; the text is written from them.
@Suite struct ModelErrorTests {
    @Test func anUnderConstrainedPinIsNamedWithItsAxisAndWhatWasGiven() throws {
        var view = ViewNode(kind: .view, name: "v")
        view.pin = Pin(width: 100)
        let root = ViewNode(
            kind: .view, name: "root", frame: Rect(x: 0, y: 0, width: 375, height: 812), subviews: [.view(view)])
        let error = #expect(
            throws: ModelError.invalidPin(path: "root/v", .underConstrained(axis: .horizontal, given: ["width"]))
        ) {
            try Scene(screen: try TestScenes.screen("iPhone X", .portrait), root: .view(root)).layout()
        }
        #expect(
            error?.description
                == """
                root/v: pin needs two of leading (or left), trailing (or right), centerX and width on the \
                horizontal axis; got 'width'
                """
        )
    }

    @Test func aSubviewWithoutFrameOrPin() throws {
        let root = ViewNode(
            kind: .view, name: "root", frame: Rect(x: 0, y: 0, width: 375, height: 812),
            subviews: [.view(ViewNode(kind: .view, name: "v"))])
        #expect(throws: ModelError.noFrameOrPin(path: "root/v")) {
            try Scene(screen: try TestScenes.screen("iPhone X", .portrait), root: .view(root)).layout()
        }
    }

    @Test func iOS10OnAPhoneWithoutACompatibilityFrame() throws {
        let scene = Scene(
            screen: try TestScenes.screen("iPhone XR", .portrait), root: .view(ViewNode(kind: .view, name: "root")))
        let error = #expect(throws: ModelError.noIOS10CompatibilityFrame(device: "iPhone XR")) {
            try scene.layout(options: LayoutOptions(release: .iOS10))
        }
        #expect(
            error?.description
                == """
                iPhone XR: no sourced iOS 10 compatibility frame for 'iPhone XR'; only 375 × 812 pt phones are \
                known to letterbox at 375 × 667
                """
        )
    }
}
