import Testing
@testable import ScrollInsets

/// iOS 11 leaves the status bar out of the window's own `safeAreaInsets` on a device without a
/// sensor housing, while view controllers' views still get it; from iOS 12 the window holds it
/// (`RuleVariants.WindowStatusBar`). The numbers are the printouts': "iOS 11, iPhones which have no
/// notch, the key window has safeAreaInsets for {0, 0, 0, 0} / iOS 12, the value is {20, 0, 0, 0} /
/// While in iPhone X, the value is always {44, 0, 34, 0}" (SnapKit/Masonry #546); "iOS 11.4: …
/// top: 0.0 … / iOS 12b4: … top: 20.0" on a 10.5-inch iPad Pro (rdar://42372793).
@Suite struct WindowStatusBarTests {
    @Test func anIOS11PhoneWithoutANotchReportsNoTopInsetButItsControllersGetTheStatusBar() throws {
        let screen = try TestScenes.device("iPhone 8").screen(orientation: .portrait, release: UIKitRelease(11))
        #expect(screen.reportedSafeAreaInsets == .zero)
        #expect(screen.safeAreaInsets == EdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
        #expect(screen.statusBarOutsideWindowSafeArea == 20)
        #expect(screen.reportedDerivation[.top].map(\.amount) == [0])
    }

    @Test func fromIOS12TheWindowHoldsTheStatusBar() throws {
        let screen = try TestScenes.device("iPhone 8").screen(orientation: .portrait, release: UIKitRelease(12))
        #expect(screen.reportedSafeAreaInsets == EdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
        #expect(screen.statusBarOutsideWindowSafeArea == 0)
    }

    @Test func anIOS11IPadWithoutAHousingReportsNoTopInset() throws {
        let screen = try TestScenes.device("iPad Pro 10.5-inch").screen(
            orientation: .portrait, release: UIKitRelease(11, 4))
        #expect(screen.reportedSafeAreaInsets == .zero)
    }

    @Test func theIPhoneXOnIOS11KeepsItsHousingInTheWindow() throws {
        let screen = try TestScenes.device("iPhone X").screen(orientation: .portrait, release: UIKitRelease(11))
        #expect(screen.reportedSafeAreaInsets == EdgeInsets(top: 44, left: 0, bottom: 34, right: 0))
    }

    @Test func theVariantIsIOS11Only() {
        #expect(UIKitRelease(11).variants.windowStatusBar == .viewControllersOnly)
        #expect(UIKitRelease(12).variants.windowStatusBar == .inWindow)
        #expect(UIKitRelease(26).variants.windowStatusBar == .inWindow)
    }
}
