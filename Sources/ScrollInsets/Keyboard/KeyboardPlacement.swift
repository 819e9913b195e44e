/// Where a scene's keyboard stands in the window: the rule that turns a ``Keyboard`` into a
/// frame.
///
/// - A docked keyboard spans the window's width at its bottom. UIKit reports the frame in
///   screen coordinates (`UIResponder.keyboardFrameEndUserInfoKey`, Apple documentation:
///   "convert it to your view's coordinates"); the model's windows fill their screen, so
///   window and screen coordinates agree.
/// - `{shown: true}` takes ``KeyboardHeights``; `{height: N}` and `{frame: RECT}` are the
///   fixture's own.
/// - Floating and undocked keyboards exist on iPad only (Apple's iPad User Guide: "Use the
///   floating keyboard", "Undock or split the keyboard"); they need a frame.
public enum KeyboardPlacement {
    /// The keyboard's frame and notes on `screen` under `release`.
    ///
    /// ```swift
    /// let keyboard = try KeyboardPlacement.resolve(Keyboard(.height(336)), screen: screen, release: UIKitRelease(18))
    /// keyboard.frame   // Rect(x: 0, y: 516, width: 393, height: 336) on a 393 × 852 pt phone
    /// ```
    ///
    /// - Throws: ``ModelError/noKeyboardHeight(device:orientation:release:missing:)`` for
    ///   `{shown: true}` where no height is sourced, ``ModelError/keyboardModeNeedsPad(device:mode:)``
    ///   for a floating or undocked keyboard on a phone.
    public static func resolve(
        _ keyboard: Keyboard, screen: Screen, release: UIKitRelease
    ) throws(ModelError) -> ResolvedKeyboard {
        let deviceName = screen.device?.name ?? "custom window"
        let family = screen.device?.family ?? .phone
        if keyboard.mode != .docked && family != .pad {
            throw .keyboardModeNeedsPad(device: deviceName, mode: keyboard.mode.rawValue)
        }
        let window = screen.size
        switch keyboard.extent {
        case .deviceHeight:
            guard let device = screen.device else {
                throw .noKeyboardHeight(
                    device: deviceName, orientation: screen.orientation, release: release,
                    missing: "a custom window has no device keyboard")
            }
            switch KeyboardHeights.dockedHeight(
                portraitSize: device.portraitSize, family: device.family,
                orientation: screen.orientation, release: release)
            {
            case .success(let found):
                return docked(height: found.height, window: window, notes: found.notes)
            case .failure(let missing):
                throw .noKeyboardHeight(
                    device: deviceName, orientation: screen.orientation, release: release, missing: missing.what)
            }
        case .height(let height):
            return docked(
                height: height, window: window,
                notes: [.reason("docked keyboard \(formatPoints(height)) pt, as the scene gives it")])
        case .frame(let frame):
            return ResolvedKeyboard(
                frame: frame, mode: keyboard.mode,
                notes: [.reason("\(keyboard.mode.rawValue) keyboard at the frame the scene gives")])
        }
    }

    /// A docked keyboard of `height` across the bottom of `window`.
    static func docked(height: Double, window: Size, notes: [WhyTerm]) -> ResolvedKeyboard {
        let frame = Rect(x: 0, y: window.height - height, width: window.width, height: height)
        return ResolvedKeyboard(
            frame: frame, mode: .docked,
            notes: notes + [
                .reason(
                    """
                    docked: the window's full width at its bottom, y \(formatPoints(frame.minY)) \
                    (keyboardFrameEndUserInfoKey, in screen coordinates; the window fills the screen)
                    """
                )
            ])
    }
}
