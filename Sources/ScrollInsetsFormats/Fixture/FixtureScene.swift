import ScrollInsets

/// One scene of a fixture (one `---` part), before it is put on a screen.
///
/// A fixture scene names its device and orientation, but a matrix run (`--device all`) puts
/// the same hierarchy on other screens: ``scene(device:orientation:release:)`` does that.
public struct FixtureScene: Hashable, Sendable {
    /// What the scene is shown on.
    public enum Target: Hashable, Sendable {
        /// A catalog device.
        case device(Device)
        /// An explicit window: its size, safe-area insets and idiom (phone or pad bar heights).
        case window(size: Size, safeAreaInsets: EdgeInsets, family: DeviceFamily = .phone)

        /// The release of a scene that names none: the device's `Device/defaultRelease`, or
        /// `UIKitRelease/customWindowDefault` for a window.
        public var defaultRelease: UIKitRelease {
            if case .device(let device) = self { return device.defaultRelease }
            return .customWindowDefault
        }
    }

    /// The scene's index in its file, from 0.
    public var index: Int
    /// Where the scene starts.
    public var location: SourceLocation
    /// The device or window.
    public var target: Target
    /// The orientation (`portrait` unless given).
    public var orientation: Orientation
    /// Where `orientation` was given, for errors about it.
    public var orientationLocation: SourceLocation?
    /// `statusBar: hidden` (`true`), `visible` (`false`), or the device's default (`nil`).
    public var statusBarHidden: Bool?
    /// The layout direction.
    public var layoutDirection: LayoutDirection
    /// The window's root.
    public var root: Node
    /// Audit rules disabled for this scene by a `# scroll-inspect: disable RULE` comment.
    public var disabledRules: [AuditRuleID]
    /// Rules off by default (`AuditRuleID.isOptIn`) enabled for this scene by a
    /// `# scroll-inspect: enable RULE` comment.
    public var enabledRules: [AuditRuleID] = []
    /// `ios`: the UIKit release the scene is laid out on; `nil` for the default (the device's
    /// `Device/defaultRelease`, or `UIKitRelease/customWindowDefault` for a window).
    public var release: UIKitRelease?
    /// Where `ios` was given, for errors about it.
    public var releaseLocation: SourceLocation?
    /// `designRequiresCompatibility`: `UIDesignRequiresCompatibility`, the pre-Liquid-Glass bars
    /// and the iOS 18 case of each design-gated rule on iOS 26 (`Screen/designRequiresCompatibility`;
    /// ignored on other releases).
    public var designRequiresCompatibility = false
    /// The software keyboard (`keyboard`), or `nil`.
    public var keyboard: Keyboard?
    /// Where `keyboard` was given, for errors about it.
    public var keyboardLocation: SourceLocation?
    /// `fold`: the posture of a display that folds (iPhone Duo (inner)); `flat` unless given.
    public var fold: FoldState = .flat
    /// Where `fold` was given, for errors about it.
    public var foldLocation: SourceLocation?
    /// `barsMinimized`: the scene with its bars minimized (iOS 27).
    public var barsMinimized = false
    /// Where `barsMinimized` was given, for errors about it.
    public var barsMinimizedLocation: SourceLocation?
    /// `window.windowControls.frame`: a pad window's window controls (iPadOS 26), `nil` for none.
    public var windowControls: Rect?

    /// Creates a fixture scene; `release` and `designRequiresCompatibility` are its `ios` and
    /// `designRequiresCompatibility` keys.
    public init(
        index: Int, location: SourceLocation, target: Target, orientation: Orientation = .portrait,
        orientationLocation: SourceLocation? = nil, statusBarHidden: Bool? = nil,
        layoutDirection: LayoutDirection = .leftToRight, root: Node, disabledRules: [AuditRuleID] = [],
        release: UIKitRelease? = nil, designRequiresCompatibility: Bool = false,
        keyboard: Keyboard? = nil
    ) {
        self.index = index
        self.location = location
        self.target = target
        self.orientation = orientation
        self.orientationLocation = orientationLocation
        self.statusBarHidden = statusBarHidden
        self.layoutDirection = layoutDirection
        self.root = root
        self.disabledRules = disabledRules
        self.release = release
        self.designRequiresCompatibility = designRequiresCompatibility
        self.keyboard = keyboard
    }

    /// The device the scene names, or `nil` for an explicit window.
    public var device: Device? {
        if case .device(let device) = target { return device }
        return nil
    }

    /// The release the scene is laid out on when nothing replaces it: its `ios`, else the
    /// device's `Device/defaultRelease` or, for a window, `UIKitRelease/customWindowDefault`.
    public var effectiveRelease: UIKitRelease {
        release ?? target.defaultRelease
    }

    /// The scene on its own screen, or on `device`, `orientation` and `release` instead.
    ///
    /// - Parameters:
    ///   - override: The device to put the scene on, `nil` for its own.
    ///   - orientation: The orientation, `nil` for its own.
    ///   - release: The release (`--ios`), `nil` for the scene's `ios` or its device's default.
    ///     A window takes any modelled release (`Screen/window(on:family:designRequiresCompatibility:)`).
    /// - Throws: `ModelError/unsupportedOrientation(device:orientation:)` when the device does
    ///   not rotate to the orientation; what `Device/metrics(for:release:designRequiresCompatibility:)`
    ///   throws for a release the device does not run, or one without figures.
    public func scene(
        device override: Device? = nil, orientation: Orientation? = nil,
        release: UIKitRelease? = nil
    ) throws(ModelError) -> Scene {
        let orientation = orientation ?? self.orientation
        let release = release ?? self.release
        var screen: Screen
        switch (override, target) {
        case (let device?, _), (nil, .device(let device)):
            screen = try device.screen(
                orientation: orientation, statusBarHidden: statusBarHidden, release: release,
                designRequiresCompatibility: designRequiresCompatibility)
        case (nil, .window(let size, let insets, let family)):
            let release = release ?? .customWindowDefault
            guard release.isModelled else { throw .releaseNotModelled(release) }
            screen = Screen(size: size, safeAreaInsets: insets, family: family)
                .window(on: release, family: family, designRequiresCompatibility: designRequiresCompatibility)
        }
        if case .window = target, override == nil { screen.windowControls = windowControls }
        var scene = Scene(screen: screen, layoutDirection: layoutDirection, root: root, keyboard: keyboard)
        scene.fold = fold
        scene.barsMinimized = barsMinimized
        return scene
    }
}
