/// Unity's `Screen.safeArea`: the window's safe area in pixels, origin at the bottom-left.
///
/// Unity documents `Screen.safeArea` as "the safe area of the screen in pixels" whose origin
/// "is located at the bottom-left corner of the screen" (Unity Scripting Reference,
/// `Screen.safeArea`). On iOS it is the window's `safeAreaInsets` times the scale: the left
/// inset becomes `x`, the bottom inset `y`. Recorded values: iPhone X portrait
/// `(0, 102, 1125, 2202)` (a Unity NGUI safe-area patch hard-codes `y = 102, h = 2202` for
/// 1125 × 2436), landscape `(132, 63, 2172, 1062)` (a Notch Solution write-up). See docs/unity.md.
extension Screen {
    /// The safe area as Unity's `Screen.safeArea` reports it, in pixels with the origin at
    /// the bottom-left corner.
    ///
    /// ```swift
    /// try DeviceCatalog.device(named: "iPhone X")!.screen(orientation: .portrait).unitySafeArea(scale: 3)
    /// // Rect(x: 0, y: 102, width: 1125, height: 2202)
    /// ```
    ///
    /// - Parameter scale: Pixels per point (`UIScreen.scale`): the rendered resolution, not
    ///   the panel's (an iPhone 8 Plus renders 1242 × 2208 at scale 3).
    /// - Returns: `x` = left inset, `y` = bottom inset, `width` and `height` = the safe area's
    ///   size, all times `scale`. Widths and heights are clamped at zero.
    public func unitySafeArea(scale: Double) -> Rect {
        let insets = safeAreaInsets
        return Rect(
            x: insets.left * scale, y: insets.bottom * scale,
            width: max(0, size.width - insets.horizontal) * scale,
            height: max(0, size.height - insets.vertical) * scale)
    }
}

extension Device {
    /// Unity's `Screen.safeArea` on this device in `orientation`, at the device's scale.
    ///
    /// - Parameters:
    ///   - orientation: The interface orientation.
    ///   - statusBarHidden: As in ``screen(orientation:statusBarHidden:release:designRequiresCompatibility:)``; games
    ///     usually hide
    ///     it, which lowers the top inset only on devices without a sensor housing.
    /// - Throws: ``ModelError/unsupportedOrientation(device:orientation:)`` where the device
    ///   does not rotate to `orientation`.
    public func unitySafeArea(orientation: Orientation, statusBarHidden: Bool? = nil) throws(ModelError) -> Rect {
        try screen(orientation: orientation, statusBarHidden: statusBarHidden).unitySafeArea(scale: scale)
    }
}
