/// One scene of a fixture (one `---` part), before it is put on a screen.
///
/// A fixture scene names its device and orientation, but a matrix run (`--device all`) puts
/// the same hierarchy on other screens: ``scene(device:orientation:)`` does that.
public struct FixtureScene: Hashable, Sendable {
    /// What the scene is shown on.
    public enum Target: Hashable, Sendable {
        /// A catalog device.
        case device(Device)
        /// An explicit window: its size, safe-area insets and idiom (phone or pad bar heights).
        case window(size: Size, safeAreaInsets: EdgeInsets, family: DeviceFamily = .phone)
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
    public var disabledRules: [String]
    /// The software keyboard (`keyboard`), or `nil`.
    public var keyboard: Keyboard?

    /// Creates a fixture scene.
    public init(index: Int, location: SourceLocation, target: Target, orientation: Orientation = .portrait,
                orientationLocation: SourceLocation? = nil, statusBarHidden: Bool? = nil,
                layoutDirection: LayoutDirection = .leftToRight, root: Node, disabledRules: [String] = [],
                keyboard: Keyboard? = nil) {
        self.index = index
        self.location = location
        self.target = target
        self.orientation = orientation
        self.orientationLocation = orientationLocation
        self.statusBarHidden = statusBarHidden
        self.layoutDirection = layoutDirection
        self.root = root
        self.disabledRules = disabledRules
        self.keyboard = keyboard
    }

    /// The device the scene names, or `nil` for an explicit window.
    public var device: Device? {
        if case .device(let device) = target { return device }
        return nil
    }

    /// The scene on its own screen, or on `device` and `orientation` instead.
    ///
    /// - Throws: ``ModelError/unsupportedOrientation(device:orientation:)`` when the device does
    ///   not rotate to the orientation.
    public func scene(device override: Device? = nil, orientation: Orientation? = nil) throws(ModelError) -> Scene {
        let orientation = orientation ?? self.orientation
        let screen: Screen
        switch (override, target) {
        case (let device?, _), (nil, .device(let device)):
            screen = try device.screen(orientation: orientation, statusBarHidden: statusBarHidden)
        case (nil, .window(let size, let insets, let family)):
            screen = Screen(size: size, safeAreaInsets: insets, family: family)
        }
        return Scene(screen: screen, layoutDirection: layoutDirection, root: root, keyboard: keyboard)
    }
}
