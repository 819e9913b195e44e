@testable import ScrollInsets
import Testing

/// The iOS 26 floating sheet at short heights, read from decompiled UIKit 26.1 (``FloatingSheet``):
/// inset 8 + 20 × clamp((150 − H) / 74), H the laid-out height; a custom detent of 150 or less laid
/// out without the bottom safe area. Every expected number is worked by hand from that rule.
@Suite struct FloatingSheetTests {
    static func resolve(_ device: String, _ detent: SheetDetent) throws -> ResolvedPresentation {
        try PresentationLayout.resolve(
            style: .pageSheet, detents: [detent], selectedDetent: nil,
            screen: try #require(DeviceCatalog.device(named: device)).screen(orientation: .portrait),
            variant: .floatingSheets, formSheets: .grownOverRootPresentation, path: "home")
    }

    /// `value` rounded to `digits` decimals, as a printout shows it.
    static func printed(_ value: Double, _ digits: Double) -> Double {
        let power = pow10(digits)
        return (value * power).rounded() / power
    }

    static func pow10(_ digits: Double) -> Double { digits <= 0 ? 1 : 10 * pow10(digits - 1) }

    static func printed(_ rect: Rect?) -> [Double]? {
        rect.map { [$0.minX, $0.minY, $0.width, $0.height].map { printed($0, 3) } }
    }

    @Test func percentCapsularBlendsFrom150To76() {
        #expect(FloatingSheet.percentCapsular(height: 200) == 0)
        #expect(FloatingSheet.percentCapsular(height: 150) == 0)
        #expect(FloatingSheet.percentCapsular(height: 113) == 0.5)
        #expect(FloatingSheet.percentCapsular(height: 76) == 1)
        #expect(FloatingSheet.percentCapsular(height: 40) == 1)
        #expect(FloatingSheet.inset(height: 377) == 8)
        #expect(FloatingSheet.inset(height: 113) == 18)
        #expect(FloatingSheet.inset(height: 76) == 28)
    }

    /// The unpinned paste in Savva-Shuliatev/DynamicBottomSheet: `frame = (28 869.236; 384
    /// 58.7636); transform = [0.8727272727272728, 0, 0, 0.8727272727272728, 0,
    /// -23.715151515151511]` on a 440 × 956 phone: laid out 58.7636 / (384 / 440) = 202 / 3 tall.
    /// A custom detent of 202 / 3 (at most 150: no bottom safe area) lays it out so: 28 in, shown
    /// 202 / 3 × 384 / 440 = 58.763636… tall at 956 − 28 − that = 869.236363…, and the card's
    /// centre moves by (56 / 440) × (202 / 3 − 440) / 2 = −23.7151515…, the paste's ty.
    @Test func thePastesCardIs28In() throws {
        let resolved = try Self.resolve("iPhone 17 Pro Max", .height(202.0 / 3))
        #expect(resolved.containerFrame.height == 202.0 / 3)
        #expect(resolved.containerFrame.maxY == 956)
        let shown = try #require(resolved.shownFrame)
        #expect(shown.minX == 28)
        #expect(shown.width == 384)
        #expect(Self.printed(shown.minY, 3) == 869.236)
        #expect(Self.printed(shown.height, 4) == 58.7636)
        let container = resolved.containerFrame
        let centreMove = (shown.minY + shown.height / 2) - (container.minY + container.height / 2)
        #expect(Self.printed(centreMove, 9) == -23.715151515)
        #expect(shown.maxX == 440 - 28)
        #expect(Self.printed(956 - shown.maxY, 9) == 28)
    }

    /// The paste's file declares a 56-pt custom detent: at rest UIKit 26.1's rule lays it out 56
    /// tall (not the paste's 67.33, which the sheet passes through between detents), 28 in:
    /// 56 × 384 / 440 = 48.8727… at 928 − that = 879.1272….
    @Test func a56PointDetentRestsAt56Tall() throws {
        let resolved = try Self.resolve("iPhone 17 Pro Max", .height(56))
        #expect(resolved.containerFrame == Rect(x: 0, y: 900, width: 440, height: 56))
        #expect(Self.printed(resolved.shownFrame) == [28, 879.127, 384, 48.873])
    }

    /// software-mansion/react-native-screens@3126b874 `3-ios.png`: a card 69 pt tall, 27.0 pt in
    /// from the left, the right and the bottom, 348 wide, on a 402-pt iPhone 17 Pro (a resampled
    /// image, 0.64 pt a pixel). A detent of 80: inset 8 + 20 × 70 / 74 = 996 / 37 = 26.9189…,
    /// width 402 − 1992 / 37 = 348.162…, height 80 × that / 402 = 69.286…, y 874 − inset − height.
    @Test func anEightyPointSheetIs27In() throws {
        let resolved = try Self.resolve("iPhone 17 Pro", .height(80))
        #expect(resolved.containerFrame == Rect(x: 0, y: 794, width: 402, height: 80))
        #expect(Self.printed(resolved.shownFrame) == [26.919, 777.795, 348.162, 69.286])
    }

    /// At 150 pt tall and above the inset is the recorded 8; a detent of 150 is laid out 150 tall
    /// (150 × 377 / 393 = 143.893… at 844 − that); one of 151 gets the bottom safe area, 185
    /// tall (177.468… at 666.532…).
    @Test func atAndAbove150TheInsetIs8() throws {
        let at150 = try Self.resolve("iPhone 16", .height(150))
        #expect(at150.containerFrame == Rect(x: 0, y: 702, width: 393, height: 150))
        #expect(Self.printed(at150.shownFrame) == [8, 700.107, 377, 143.893])
        let above = try Self.resolve("iPhone 16", .height(151))
        #expect(above.containerFrame == Rect(x: 0, y: 667, width: 393, height: 185))
        #expect(Self.printed(above.shownFrame) == [8, 666.532, 377, 177.468])
    }

    /// Half way (113 pt): percentCapsular 0.5, inset 18, 357 wide, 113 × 357 / 393 = 102.649…
    /// tall at 834 − that; at 76 and less, 28: 76 × 337 / 393 = 65.170… at 824 − that.
    @Test func below150TheSheetPullsInTo28() throws {
        #expect(
            Self.printed(try Self.resolve("iPhone 16", .height(113)).shownFrame) == [18, 731.351, 357, 102.649])
        #expect(Self.printed(try Self.resolve("iPhone 16", .height(76)).shownFrame) == [28, 758.83, 337, 65.17])
        let short = try Self.resolve("iPhone 16", .height(40))
        #expect(short.containerFrame == Rect(x: 0, y: 812, width: 393, height: 40))
        #expect(try #require(short.shownFrame).minX == 28)
    }

    /// UIKit 26.1's medium resolver: 0.56 of maximumDetentValue in a container taller than 568,
    /// 0.63 at 568 or less. A window of no device, 320 × 568, no safe area: the large detent at
    /// 30, maximum 538, medium 0.63 × 538 = 338.94 (no pixel grid without a scale), assumed; 569
    /// tall: maximum 539, 0.56 × 539 = 301.84.
    @Test func mediumDetentFractionFollowsTheContainerHeight() throws {
        func medium(height: Double) throws -> ResolvedPresentation {
            try PresentationLayout.resolve(
                style: .pageSheet, detents: [.medium, .large], selectedDetent: .medium,
                screen: Screen(size: Size(width: 320, height: height), safeAreaInsets: .zero),
                variant: .floatingSheets, formSheets: .grownOverRootPresentation, path: "home")
        }
        let short = try medium(height: 568)
        #expect(Self.printed(short.containerFrame.height, 9) == 338.94)
        #expect(short.notes.contains { if case .assumption = $0 { true } else { false } })
        let tall = try medium(height: 569)
        #expect(Self.printed(tall.containerFrame.height, 9) == 301.84)
        let assumesMedium = tall.notes.contains {
            if case .assumption(let text) = $0 { text.contains(".medium()") } else { false }
        }
        #expect(!assumesMedium)
    }
}
