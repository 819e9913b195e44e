/// The screen an app built for iOS 10 sees.
///
/// Apps built with Xcode 8 / the iOS 10 SDK know nothing of the iPhone X: iOS runs them
/// letterboxed, at the 4.7-inch iPhone's 375 × 667 points, with black bars above and below
/// (Hackworth, "How iOS Apps Adapt to the iPhone X Screen Size", 2017; the seed articles;
/// kiwix-apple #120 "runs in compatibility mode with black bars above and below the app").
/// See docs/ios10-migration.md.
public struct IOS10Screen: Hashable, Sendable {
    /// The screen the app lays out on: the device's own, or the iPhone 8's when letterboxed.
    public var screen: Screen
    /// Where the letterboxed app sits on the physical screen, in points; `nil` when the app
    /// fills the screen.
    public var letterboxFrame: Rect?
}

extension Screen {
    /// The screen an app built for iOS 10 sees on this screen.
    ///
    /// - Home-button devices: the same screen (they have no hardware insets).
    /// - 375 × 812 pt phones (iPhone X, 12 mini): the iPhone 8 screen in the same orientation,
    ///   letterboxed in the middle of the physical screen: portrait `(0, 72.5, 375, 667)`,
    ///   landscape `(72.5, 0, 667, 375)`. The centring is a decision (the sources show black
    ///   bars above and below, not their heights).
    /// - A custom window: its size, with only the top inset kept (the status bar; iOS 10
    ///   devices had no hardware insets).
    ///
    /// - Throws: ``ModelError/noIOS10CompatibilityFrame(device:)`` for other devices with hardware
    ///   insets: no source gives their compatibility frame.
    public func iOS10Screen() throws(ModelError) -> IOS10Screen {
        guard let device else {
            return IOS10Screen(
                screen: Screen(
                    size: size, safeAreaInsets: EdgeInsets(top: safeAreaInsets.top, left: 0, bottom: 0, right: 0),
                    metrics: metrics), letterboxFrame: nil)
        }
        if metrics.hardwareInsets == .zero {
            return IOS10Screen(screen: self, letterboxFrame: nil)
        }
        guard device.family == .phone, device.portraitSize == Size(width: 375, height: 812),
            let legacy = DeviceCatalog.device(named: "iPhone 8")
        else {
            throw .noIOS10CompatibilityFrame(device: device.name)
        }
        let screen = try legacy.screen(orientation: orientation, statusBarHidden: statusBarHeight == 0)
        let frame = Rect(
            x: (size.width - screen.size.width) / 2, y: (size.height - screen.size.height) / 2,
            width: screen.size.width, height: screen.size.height)
        return IOS10Screen(screen: screen, letterboxFrame: frame)
    }
}
