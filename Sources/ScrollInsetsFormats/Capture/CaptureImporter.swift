import ScrollInsets

/// Turns a captured view hierarchy (``ViewHierarchyCapture``) into a fixture scene and the
/// numbers UIKit printed for it, ready to be a recording (docs/captures.md).
///
/// ```swift
/// let imported = CaptureImporter.importCapture(bytes, options: .init(target: .device(iPhoneX), release: .iOS(13)))
/// imported.scene        // the fixture: navigation controller → table view controller, …
/// imported.values       // [view:nav/screen/tableView.scroll.adjustedContentInset [88, 0, 34, 0], …]
/// ```
///
/// The containers come from UIKit's private container views: a `UILayoutContainerView` holding
/// a `UINavigationTransitionView` and a `UINavigationBar` is a navigation controller, one holding
/// a `UITransitionView` and a `UITabBar` a tab bar controller; the view in their
/// `UIViewControllerWrapperView` is the shown controller's; a `UIDropShadowView` that does not fill the
/// window is a sheet, presented by the controller below it (one drawn scaled, an iOS 26 floating sheet, at the
/// custom detent its card gives). Views keep their printed frames;
/// what a `recursiveDescription` does not print is assumed (``assumptions``).
public enum CaptureImporter {
    /// Where the capture was printed.
    public struct Options: Hashable, Sendable {
        /// The device, or the window and its safe area; `nil` when nobody said (an error: the
        /// capture prints sizes, not the device, and the safe area decides every inset).
        public var target: FixtureScene.Target?
        /// The release, or `nil` for the device's default.
        public var release: UIKitRelease?
        /// The capture's bounds.
        public var limits: ViewHierarchyCapture.Limits

        /// Creates options.
        public init(
            target: FixtureScene.Target? = nil, release: UIKitRelease? = nil,
            limits: ViewHierarchyCapture.Limits = ViewHierarchyCapture.Limits()
        ) {
            self.target = target
            self.release = release
            self.limits = limits
        }
    }

    /// What an import found.
    public struct Result: Sendable {
        /// The capture as read.
        public var capture: ViewHierarchyCapture
        /// The fixture scene, or `nil` on an error.
        public var scene: FixtureScene?
        /// The numbers the model computes for the scene, as UIKit printed them: scroll views'
        /// `adjustedContentInset`, `contentOffset` at rest, bar frames, controllers' root views.
        public var values: [CapturedValue]
        /// The numbers the fixture takes as they were printed (views' frames, scroll views'
        /// `contentSize`, a `contentOffset` away from rest): set-up, not compared.
        public var inputs: [CapturedValue]
        /// Errors, and notes on what was left out.
        public var diagnostics: [FixtureDiagnostic]

        /// Whether an error was found.
        public var hasErrors: Bool { diagnostics.contains { $0.isError } }
    }

    /// What the fixture assumes because a `recursiveDescription` does not print it.
    public static let assumptions = [
        "contentInset 0 and contentInsetAdjustmentBehavior automatic (not printed: a printed adjustedContentInset "
            + "that differs may be the app's contentInset)",
        "bars translucent; a root view that starts below the navigation bar or ends above the tab bar or toolbar "
            + "is written as edgesForExtendedLayout without that edge (an opaque bar gives the same frame)",
        "a navigation bar taller than 60 pt shows a large title (prefersLargeTitles)",
        "a table's sections and rows and a collection view's layout are not printed: contentSizeUnknown, so their "
            + "contentSize is not compared",
    ]

    /// Reads a capture and builds its scene.
    public static func importCapture(_ bytes: [UInt8], options: Options = Options()) -> Result {
        let capture = ViewHierarchyCapture.parse(bytes, limits: options.limits)
        var result = Result(capture: capture, scene: nil, values: [], inputs: [], diagnostics: capture.diagnostics)
        guard let root = capture.root, !capture.hasErrors else { return result }
        let windowView: CapturedView
        var later: [CapturedView] = []
        if root.uikitClass == "UIWindow" {
            guard let first = root.subviews.first(where: { !$0.hidden }) else {
                result.diagnostics.append(
                    .error("the window holds no view: no root view controller's view to import", at: root.location))
                return result
            }
            windowView = first
            later = root.subviews.filter { $0 != first && !$0.hidden }
        } else {
            windowView = root
        }
        let windowSize = root.frame.value.size
        guard let target = options.target else {
            result.diagnostics.append(
                .error(
                    "the capture does not say the device it was printed on (its window is \(describe(windowSize))): "
                        + "give --device NAME, or --window WxH --safe-area T,L,B,R", at: root.frame.location))
            return result
        }
        guard let orientation = orientation(of: windowSize, on: target, at: root, diagnostics: &result.diagnostics)
        else { return result }
        var scene = FixtureScene(
            index: 0, location: SourceLocation(line: 1, column: 1), target: target, orientation: orientation,
            root: .controller(ControllerNode(kind: .viewController)), release: options.release)
        var builder = CaptureSceneBuilder(controllers: capture.controllers, screen: try? scene.scene().screen)
        let node = builder.windowControllers(
            first: windowView, later: later, window: windowSize, family: family(of: target))
        result.diagnostics += builder.notes
        guard let node else { return result }
        result.values = builder.values
        result.inputs = builder.inputs
        scene.root = .controller(node)
        scene.location = SourceLocation(line: 1, column: 1)
        if let refusal = refusal(of: scene, sheets: builder.sheets) {
            result.diagnostics.append(refusal)
            return result
        }
        result.scene = scene
        return result
    }

    /// A sheet the model does not lay out (an iPad page sheet in landscape, a sheet before the release has them):
    /// an error at the sheet's shadow view, so that the fixture written is one that lays out.
    private static func refusal(of scene: FixtureScene, sheets: [String: SourceLocation]) -> FixtureDiagnostic? {
        guard !sheets.isEmpty else { return nil }
        do throws(ModelError) {
            _ = try scene.scene().layout()
        } catch {
            if case .presentationNotModelled(let path, let style, let reason) = error, let location = sheets[path] {
                return .error("the model does not lay out this \(style): \(reason)", at: location)
            }
        }
        return nil
    }

    /// The orientation whose screen is `size` on the target, or an error at the root's frame.
    private static func orientation(
        of size: Size, on target: FixtureScene.Target, at root: CapturedView, diagnostics: inout [FixtureDiagnostic]
    ) -> Orientation? {
        func same(_ a: Size, _ b: Size) -> Bool {
            abs(a.width - b.width) < 0.01 && abs(a.height - b.height) < 0.01
        }
        switch target {
        case .device(let device):
            let portrait = device.portraitSize
            let landscape = Size(width: portrait.height, height: portrait.width)
            if same(size, portrait) { return .portrait }
            if same(size, landscape), device.supportedOrientations.contains(.landscapeLeft) { return .landscapeLeft }
            diagnostics.append(
                .error(
                    "the capture's window is \(describe(size)), not \(device.name)'s \(describe(portrait)) "
                        + "(portrait) or \(describe(landscape)) (landscape): give the device it was printed on",
                    at: root.frame.location))
            return nil
        case .window(let windowSize, _, _):
            if same(size, windowSize) { return .portrait }
            diagnostics.append(
                .error(
                    "the capture's window is \(describe(size)), not the \(describe(windowSize)) of --window",
                    at: root.frame.location))
            return nil
        }
    }

    /// The target's idiom: the device's family, or the window's.
    private static func family(of target: FixtureScene.Target) -> DeviceFamily {
        switch target {
        case .device(let device): device.family
        case .window(_, _, let family): family
        }
    }

    /// A recording's `recordedOn.device` for a target: the device's name, or `a 375 x 812 window`.
    public static func recordedDevice(_ target: FixtureScene.Target) -> String {
        switch target {
        case .device(let device): device.name
        case .window(let size, _, _): "a \(FixtureText.number(size.width)) x \(FixtureText.number(size.height)) window"
        }
    }

    static func describe(_ size: Size) -> String {
        "\(FixtureText.number(size.width))x\(FixtureText.number(size.height))"
    }
}
