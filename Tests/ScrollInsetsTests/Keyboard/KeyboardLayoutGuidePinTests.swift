@testable import ScrollInsets
import Testing

/// Pins to `keyboardLayoutGuide` (iOS 15): a `bottom` edge stands on the guide's top, the docked
/// keyboard's top when it is shown and the safe area's bottom when it is not (Apple's documentation
/// of `UIKeyboardLayoutGuide` and of `followsUndockedKeyboard`, default false). Keyboard heights
/// recorded on the iOS 26.1 simulators by openuikit's probes (docs/keyboard.md): iPhone 16 335,
/// iPhone SE 206 in landscape, iPad (A16) 337.
@Suite struct KeyboardLayoutGuidePinTests {
    /// A view controller `chat` whose root view `root` holds the table `messages`, from the top
    /// to 50 pt above the guide, and the 50-pt `inputBar` on the guide.
    static func chat(
        _ device: String, _ orientation: Orientation = .portrait, release: UIKitRelease = UIKitRelease(26),
        keyboard: Keyboard? = Keyboard(.deviceHeight)
    ) throws -> Scene {
        let screen = try TestScenes.device(device).screen(orientation: orientation, release: release)
        var messages = ViewNode.tableView(name: "messages", table: TableViewProperties(sections: [.init(rowCount: 30)]))
        messages.pin = Pin(
            top: PinEdge(.bounds), bottom: PinEdge(.keyboardLayoutGuide, 50), left: PinEdge(.bounds),
            right: PinEdge(.bounds))
        var bar = ViewNode(name: "inputBar")
        bar.pin = Pin(
            bottom: PinEdge(.keyboardLayoutGuide), left: PinEdge(.bounds), right: PinEdge(.bounds), height: 50)
        let root = ViewNode(name: "root", subviews: [.view(messages), .view(bar)])
        var scene = Scene(screen: screen, root: .controller(ControllerNode(name: "chat", view: root)))
        scene.keyboard = keyboard
        return scene
    }

    struct Case: Sendable, CustomTestStringConvertible {
        var id: String
        var device: String
        var orientation = Orientation.portrait
        var keyboardShown = true
        var bar: Rect
        var table: Rect
        var testDescription: String { id }
    }

    static let cases: [Case] = [
        Case(
            id: "iPhone 16, keyboard shown: 852 − 335 = 517", device: "iPhone 16",
            bar: Rect(x: 0, y: 467, width: 393, height: 50), table: Rect(x: 0, y: 0, width: 393, height: 467)),
        Case(
            id: "iPhone 16, no keyboard: the safe area's bottom, 852 − 34 = 818", device: "iPhone 16",
            keyboardShown: false,
            bar: Rect(x: 0, y: 768, width: 393, height: 50), table: Rect(x: 0, y: 0, width: 393, height: 768)),
        Case(
            id: "iPhone SE landscape, keyboard shown: 375 − 206 = 169", device: "iPhone SE (3rd generation)",
            orientation: .landscapeLeft,
            bar: Rect(x: 0, y: 119, width: 667, height: 50), table: Rect(x: 0, y: 0, width: 667, height: 119)),
        Case(
            id: "iPhone SE landscape, no keyboard: no bottom inset, 375", device: "iPhone SE (3rd generation)",
            orientation: .landscapeRight, keyboardShown: false,
            bar: Rect(x: 0, y: 325, width: 667, height: 50), table: Rect(x: 0, y: 0, width: 667, height: 325)),
        Case(
            id: "iPad (A16) docked: 1180 − 337 = 843", device: "iPad (A16)",
            bar: Rect(x: 0, y: 793, width: 820, height: 50), table: Rect(x: 0, y: 0, width: 820, height: 793)),
    ]

    @Test(arguments: cases) func theBarStandsOnTheGuide(_ testCase: Case) throws {
        let scene = try Self.chat(
            testCase.device, testCase.orientation, keyboard: testCase.keyboardShown ? Keyboard(.deviceHeight) : nil)
        let layout = try scene.layout()
        #expect(layout.view(path: "chat/root/inputBar")?.frame == testCase.bar)
        #expect(layout.view(path: "chat/root/messages")?.frame == testCase.table)
        // The pin and the reported guide agree: the bar's bottom is the guide's top.
        let root = try #require(layout.view(path: "chat/root"))
        #expect(layout.keyboardLayoutGuide(ofView: root.index)?.layoutFrame.minY == testCase.bar.maxY)
    }

    @Test func aTopEdgeFollowsTheGuidesTopToo() throws {
        let container = PinLayout.Container(
            content: Rect(x: 0, y: 0, width: 393, height: 852), visible: Rect(x: 0, y: 0, width: 393, height: 852),
            safeAreaInsets: EdgeInsets(top: 59, left: 0, bottom: 34, right: 0), layoutMargins: .zero,
            keyboardLayoutGuideTop: 517)
        let pin = Pin(
            top: PinEdge(.keyboardLayoutGuide, 8), left: PinEdge(.bounds), right: PinEdge(.bounds), height: 20)
        #expect(
            try PinLayout.frame(for: pin, in: container, direction: .leftToRight, path: "v")
                == Rect(x: 0, y: 525, width: 393, height: 20))
        #expect(PinLayout.distance(of: .keyboardLayoutGuide, on: .bottom, in: container) == 335)
    }

    @Test func beforeIOS15ThereIsNoGuide() throws {
        // iPhone X on iOS 14 (no keyboard): the model refuses the pin, naming the view.
        let scene = try Self.chat("iPhone X", release: UIKitRelease(14), keyboard: nil)
        #expect(
            throws: ModelError.keyboardLayoutGuideNotAvailable(
                path: "chat/root/messages", reason: "the guide is iOS 15's; give 'ios: 15' or later", location: nil)
        ) { _ = try scene.layout() }
        #expect(
            ModelError.keyboardLayoutGuideNotAvailable(
                path: "chat/root/messages", reason: "the guide is iOS 15's; give 'ios: 15' or later", location: nil
            ).description
                == "chat/root/messages: pin to keyboardLayoutGuide: the guide is iOS 15's; give 'ios: 15' or later")
        // On iOS 15 the same scene lays out, at rest on the safe area's bottom: 812 − 34 = 778.
        let fifteen = try Self.chat("iPhone X", release: UIKitRelease(15), keyboard: nil).layout()
        #expect(fifteen.view(path: "chat/root/inputBar")?.frame == Rect(x: 0, y: 728, width: 375, height: 50))
    }

    @Test func aFloatingKeyboardIsRefused() throws {
        let floating = Keyboard(.frame(Rect(x: 100, y: 500, width: 320, height: 250)), mode: .floating)
        let scene = try Self.chat("iPad (A16)", keyboard: floating)
        #expect(
            throws: ModelError.keyboardLayoutGuideNotAvailable(
                path: "chat/root/messages",
                reason: """
                    a floating keyboard is not modelled for a pin; the model follows a docked keyboard \
                    (followsUndockedKeyboard false)
                    """, location: nil)
        ) { _ = try scene.layout() }
    }

    @Test func aHorizontalEdgeCannotFollowTheGuide() {
        let container = PinLayout.Container(
            content: Rect(x: 0, y: 0, width: 393, height: 852), visible: Rect(x: 0, y: 0, width: 393, height: 852),
            safeAreaInsets: .zero, layoutMargins: .zero, keyboardLayoutGuideTop: 517)
        let pin = Pin(top: PinEdge(.bounds), left: PinEdge(.keyboardLayoutGuide), width: 10, height: 10)
        #expect(throws: ModelError.invalidPin(path: "v", .keyboardLayoutGuideNotOnVerticalEdge(name: "left"))) {
            _ = try PinLayout.frame(for: pin, in: container, direction: .leftToRight, path: "v")
        }
    }
}
