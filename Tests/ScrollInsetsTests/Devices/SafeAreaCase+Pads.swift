@testable import ScrollInsets

/// The iPads' safe areas, alike in every orientation: on 18 (or the last release before it),
/// and on 26 for the iPad Pro (M5), which first runs it.
extension SafeAreaCase {
    /// Home-button iPads: status bar 20 in every orientation.
    static let homeButtonPads: [SafeAreaCase] = [
        ("iPad Air 2", 768.0, 1024.0), ("iPad mini 4", 768, 1024), ("iPad Pro 9.7-inch", 768, 1024),
        ("iPad (5th generation)", 768, 1024), ("iPad (6th generation)", 768, 1024),
        ("iPad mini (5th generation)", 768, 1024),
        ("iPad (7th generation)", 810, 1080), ("iPad (8th generation)", 810, 1080),
        ("iPad (9th generation)", 810, 1080),
        ("iPad Pro 10.5-inch", 834, 1112), ("iPad Air (3rd generation)", 834, 1112),
        ("iPad Pro 12.9-inch (1st generation)", 1024, 1366), ("iPad Pro 12.9-inch (2nd generation)", 1024, 1366),
    ].flatMap { everyOrientation($0.0, $0.1, $0.2, portrait: edges(20, 0, 0, 0), landscape: edges(20, 0, 0, 0)) }

    /// Home-indicator iPads: status bar 24 and home indicator 20 on 12–18; (32, 0, 25, 0) on
    /// iPadOS 26 (recorded on the iPad Pro 13-inch (M5), 26.2).
    static let homeIndicatorPads: [SafeAreaCase] =
        [
            ("iPad mini (6th generation)", 744.0, 1133.0), ("iPad mini (A17 Pro)", 744, 1133),
            ("iPad Air (4th generation)", 820, 1180), ("iPad Air (5th generation)", 820, 1180),
            ("iPad (10th generation)", 820, 1180), ("iPad Air 11-inch (M2)", 820, 1180),
            ("iPad Air 11-inch (M3)", 820, 1180), ("iPad (A16)", 820, 1180),
            ("iPad Pro 11-inch (1st generation)", 834, 1194), ("iPad Pro 11-inch (2nd generation)", 834, 1194),
            ("iPad Pro 11-inch (3rd generation)", 834, 1194), ("iPad Pro 11-inch (4th generation)", 834, 1194),
            ("iPad Pro 11-inch (M4)", 834, 1210),
            ("iPad Pro 12.9-inch (3rd generation)", 1024, 1366), ("iPad Pro 12.9-inch (4th generation)", 1024, 1366),
            ("iPad Pro 12.9-inch (5th generation)", 1024, 1366), ("iPad Pro 12.9-inch (6th generation)", 1024, 1366),
            ("iPad Air 13-inch (M2)", 1024, 1366), ("iPad Air 13-inch (M3)", 1024, 1366),
            ("iPad Pro 13-inch (M4)", 1032, 1376),
        ].flatMap { everyOrientation($0.0, $0.1, $0.2, portrait: edges(24, 0, 20, 0), landscape: edges(24, 0, 20, 0)) }
        + everyOrientation(
            "iPad Pro 11-inch (M5)", 834, 1210, portrait: edges(32, 0, 25, 0), landscape: edges(32, 0, 25, 0))
        + everyOrientation(
            "iPad Pro 13-inch (M5)", 1032, 1376, portrait: edges(32, 0, 25, 0), landscape: edges(32, 0, 25, 0))
}
