/// The software keyboard a scene shows (the fixture's scene key `keyboard`).
///
/// The keyboard never changes any view's `safeAreaInsets`: no UIKit document lists it among
/// the safe area's contributors (the status bar, the bars of a container,
/// `additionalSafeAreaInsets`, the screen's own insets), and apps are told to read its frame
/// from `keyboardFrameEndUserInfoKey` or to follow `keyboardLayoutGuide` instead. A scene
/// with a keyboard lays out exactly as one without; ``Layout/keyboard`` gives the frame and
/// ``Layout/keyboardLayoutGuide(ofView:usesBottomSafeArea:followsUndockedKeyboard:)`` the
/// guide (docs/keyboard.md).
///
/// ```swift
/// var scene = Scene(screen: screen, root: root)
/// scene.keyboard = Keyboard(.height(336))                       // docked, 336 pt tall
/// scene.keyboard = Keyboard(.frame(Rect(x: 100, y: 300, width: 320, height: 250)), mode: .floating)
/// ```
public struct Keyboard: Hashable, Sendable {
    /// How big the keyboard is and where it stands.
    public enum Extent: Hashable, Sendable {
        /// The device's docked keyboard at its sourced height for the release and orientation
        /// (`{shown: true}`); laying out throws where no height is sourced
        /// (``KeyboardHeights``).
        case deviceHeight
        /// A docked keyboard of this height across the bottom of the window (`{height: N}`).
        case height(Double)
        /// The keyboard's frame in window coordinates (`{frame: RECT}`).
        case frame(Rect)
    }

    /// Where the keyboard is on an iPad: docked at the bottom, floating (the small keyboard),
    /// or undocked (split or moved up). iPhones only dock it.
    public enum Mode: String, Hashable, Sendable, CaseIterable {
        /// Across the bottom of the screen.
        case docked
        /// The small floating keyboard.
        case floating
        /// Undocked or split, moved away from the bottom.
        case undocked
    }

    /// The keyboard's size and place.
    public var extent: Extent
    /// Docked (default), floating or undocked.
    public var mode: Mode

    /// Creates a keyboard.
    public init(_ extent: Extent, mode: Mode = .docked) {
        self.extent = extent
        self.mode = mode
    }
}

/// The keyboard of a laid-out scene: its frame in window coordinates and why.
public struct ResolvedKeyboard: Hashable, Sendable {
    /// The frame in window coordinates (UIKit reports it in screen coordinates through
    /// `keyboardFrameEndUserInfoKey`; the model's windows fill their screen).
    public var frame: Rect
    /// Docked, floating or undocked.
    public var mode: Keyboard.Mode
    /// Why the frame is what it is, each with its source; assumptions say so.
    public var notes: [WhyTerm]

    /// Creates a resolved keyboard.
    public init(frame: Rect, mode: Keyboard.Mode, notes: [WhyTerm]) {
        self.frame = frame
        self.mode = mode
        self.notes = notes
    }
}
