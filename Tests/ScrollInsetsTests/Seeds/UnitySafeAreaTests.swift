import Testing
@testable import ScrollInsets

/// Unity's `Screen.safeArea` (docs/unity.md): pixels, origin bottom-left.
@Suite struct UnitySafeAreaTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var device: String
        var orientation: Orientation
        var statusBarHidden: Bool?
        var expected: Rect
        var testDescription: String {
            "\(device) \(orientation.rawValue)\(statusBarHidden == true ? " status bar hidden" : "")"
        }
    }

    static let cases: [Case] = [
        // 375 × 812 @3x, insets (44, 0, 34, 0): y 34 × 3, height (812 − 44 − 34) × 3.
        Case(device: "iPhone X", orientation: .portrait, expected: Rect(x: 0, y: 102, width: 1125, height: 2202)),
        // 812 × 375, insets (0, 44, 21, 44): x 44 × 3, y 21 × 3, width (812 − 88) × 3, height (375 − 21) × 3.
        Case(device: "iPhone X", orientation: .landscapeLeft, expected: Rect(x: 132, y: 63, width: 2172, height: 1062)),
        Case(
            device: "iPhone X", orientation: .landscapeRight, expected: Rect(x: 132, y: 63, width: 2172, height: 1062)),
        // The sensor housing stays when a game hides the status bar.
        Case(
            device: "iPhone X", orientation: .portrait, statusBarHidden: true,
            expected: Rect(x: 0, y: 102, width: 1125, height: 2202)),
        // iPhone 8 @2x: the 20-pt status bar, or the whole screen once hidden.
        Case(device: "iPhone 8", orientation: .portrait, expected: Rect(x: 0, y: 0, width: 750, height: 1294)),
        Case(
            device: "iPhone 8", orientation: .portrait, statusBarHidden: true,
            expected: Rect(x: 0, y: 0, width: 750, height: 1334)),
    ]

    @Test(arguments: cases)
    func unitySafeArea(_ testCase: Case) throws {
        let device = TestScenes.device(testCase.device)
        #expect(
            try device.unitySafeArea(orientation: testCase.orientation, statusBarHidden: testCase.statusBarHidden)
                == testCase.expected)
    }

    @Test func customWindowTakesTheGivenScale() {
        let screen = Screen(
            size: Size(width: 100, height: 50), safeAreaInsets: EdgeInsets(top: 10, left: 5, bottom: 2, right: 5))
        #expect(screen.unitySafeArea(scale: 2) == Rect(x: 10, y: 4, width: 180, height: 76))
    }

    @Test func upsideDownIsRefusedOnIPhoneX() {
        #expect(throws: ModelError.unsupportedOrientation(device: "iPhone X", orientation: .portraitUpsideDown)) {
            try TestScenes.device("iPhone X").unitySafeArea(orientation: .portraitUpsideDown)
        }
    }
}
