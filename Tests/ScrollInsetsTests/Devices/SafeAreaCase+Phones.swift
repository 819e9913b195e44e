@testable import ScrollInsets

/// The iPhones' safe areas on iOS 18 (or their last release before it), and on 26 or 27 for
/// the phones that first run those (docs/devices.md, "Insets per class, release and
/// orientation").
extension SafeAreaCase {
    /// Home-button phones: status bar 20 in portrait and upside down, nothing in landscape.
    static let homeButtonPhones: [SafeAreaCase] = [
        ("iPhone SE (1st generation)", 320.0, 568.0), ("iPod touch (7th generation)", 320, 568),
        ("iPhone 6", 375, 667), ("iPhone 6 Plus", 414, 736), ("iPhone 6s", 375, 667), ("iPhone 6s Plus", 414, 736),
        ("iPhone 7", 375, 667), ("iPhone 7 Plus", 414, 736), ("iPhone 8", 375, 667), ("iPhone 8 Plus", 414, 736),
        ("iPhone SE (2nd generation)", 375, 667), ("iPhone SE (3rd generation)", 375, 667),
    ].flatMap { everyOrientation($0.0, $0.1, $0.2, portrait: edges(20, 0, 0, 0), landscape: .zero) }

    /// Notched phones on 18 (or their last): (s, 0, 34, 0) and (0, s, 21, s). XR / 11: 48 from
    /// iOS 14 (GKNavigationBarSwift's table). The 17e first runs 26: (20, 47, 20, 47) in
    /// landscape (useyourloaf's shape, assumed for the 17e).
    static let notchPhones: [SafeAreaCase] = [
        faceID("iPhone X", 375, 812, portrait: edges(44, 0, 34, 0), landscape: edges(0, 44, 21, 44)),
        faceID("iPhone XS", 375, 812, portrait: edges(44, 0, 34, 0), landscape: edges(0, 44, 21, 44)),
        faceID("iPhone XS Max", 414, 896, portrait: edges(44, 0, 34, 0), landscape: edges(0, 44, 21, 44)),
        faceID("iPhone XR", 414, 896, portrait: edges(48, 0, 34, 0), landscape: edges(0, 48, 21, 48)),
        faceID("iPhone 11", 414, 896, portrait: edges(48, 0, 34, 0), landscape: edges(0, 48, 21, 48)),
        faceID("iPhone 11 Pro", 375, 812, portrait: edges(44, 0, 34, 0), landscape: edges(0, 44, 21, 44)),
        faceID("iPhone 11 Pro Max", 414, 896, portrait: edges(44, 0, 34, 0), landscape: edges(0, 44, 21, 44)),
        faceID("iPhone 12 mini", 375, 812, portrait: edges(50, 0, 34, 0), landscape: edges(0, 50, 21, 50)),
        faceID("iPhone 13 mini", 375, 812, portrait: edges(50, 0, 34, 0), landscape: edges(0, 50, 21, 50)),
        faceID("iPhone 12", 390, 844, portrait: edges(47, 0, 34, 0), landscape: edges(0, 47, 21, 47)),
        faceID("iPhone 12 Pro", 390, 844, portrait: edges(47, 0, 34, 0), landscape: edges(0, 47, 21, 47)),
        faceID("iPhone 12 Pro Max", 428, 926, portrait: edges(47, 0, 34, 0), landscape: edges(0, 47, 21, 47)),
        faceID("iPhone 13", 390, 844, portrait: edges(47, 0, 34, 0), landscape: edges(0, 47, 21, 47)),
        faceID("iPhone 13 Pro", 390, 844, portrait: edges(47, 0, 34, 0), landscape: edges(0, 47, 21, 47)),
        faceID("iPhone 13 Pro Max", 428, 926, portrait: edges(47, 0, 34, 0), landscape: edges(0, 47, 21, 47)),
        faceID("iPhone 14", 390, 844, portrait: edges(47, 0, 34, 0), landscape: edges(0, 47, 21, 47)),
        faceID("iPhone 14 Plus", 428, 926, portrait: edges(47, 0, 34, 0), landscape: edges(0, 47, 21, 47)),
        // safearea.info and a swift-snapshot-testing fork: 16e = the 14's figures on 18.
        faceID("iPhone 16e", 390, 844, portrait: edges(47, 0, 34, 0), landscape: edges(0, 47, 21, 47)),
        faceID("iPhone 17e", 390, 844, portrait: edges(47, 0, 34, 0), landscape: edges(20, 47, 20, 47)),
    ].flatMap { $0 }

    /// Dynamic Island phones on 18; the 17 family and the Air on 26 (useyourloaf's iPhone 17
    /// table); the 18 Pro and Pro Max on 27 (safearea.info).
    static let dynamicIslandPhones: [SafeAreaCase] = [
        faceID("iPhone 14 Pro", 393, 852, portrait: edges(59, 0, 34, 0), landscape: edges(0, 59, 21, 59)),
        faceID("iPhone 14 Pro Max", 430, 932, portrait: edges(59, 0, 34, 0), landscape: edges(0, 59, 21, 59)),
        faceID("iPhone 15", 393, 852, portrait: edges(59, 0, 34, 0), landscape: edges(0, 59, 21, 59)),
        faceID("iPhone 15 Plus", 430, 932, portrait: edges(59, 0, 34, 0), landscape: edges(0, 59, 21, 59)),
        faceID("iPhone 15 Pro", 393, 852, portrait: edges(59, 0, 34, 0), landscape: edges(0, 59, 21, 59)),
        faceID("iPhone 15 Pro Max", 430, 932, portrait: edges(59, 0, 34, 0), landscape: edges(0, 59, 21, 59)),
        faceID("iPhone 16", 393, 852, portrait: edges(59, 0, 34, 0), landscape: edges(0, 59, 21, 59)),
        faceID("iPhone 16 Plus", 430, 932, portrait: edges(59, 0, 34, 0), landscape: edges(0, 59, 21, 59)),
        faceID("iPhone 16 Pro", 402, 874, portrait: edges(62, 0, 34, 0), landscape: edges(0, 62, 21, 62)),
        faceID("iPhone 16 Pro Max", 440, 956, portrait: edges(62, 0, 34, 0), landscape: edges(0, 62, 21, 62)),
        faceID("iPhone 17", 402, 874, portrait: edges(62, 0, 34, 0), landscape: edges(20, 62, 20, 62)),
        faceID("iPhone 17 Pro", 402, 874, portrait: edges(62, 0, 34, 0), landscape: edges(20, 62, 20, 62)),
        faceID("iPhone 17 Pro Max", 440, 956, portrait: edges(62, 0, 34, 0), landscape: edges(20, 62, 20, 62)),
        faceID("iPhone 18 Pro", 402, 874, portrait: edges(62, 0, 34, 0), landscape: edges(0, 62, 20, 62)),
        faceID("iPhone 18 Pro Max", 440, 956, portrait: edges(62, 0, 34, 0), landscape: edges(0, 62, 20, 62)),
        faceID("iPhone Air", 420, 912, portrait: edges(68, 0, 34, 0), landscape: edges(20, 68, 29, 68)),
    ].flatMap { $0 }
}
