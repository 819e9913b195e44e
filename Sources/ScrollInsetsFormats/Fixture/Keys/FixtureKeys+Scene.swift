import ScrollInsets

extension FixtureKeys {
    /// The words of `statusBar` and whether each hides the bar.
    static let statusBarWords = [("visible", false), ("hidden", true)]

    /// The keys of a scene (each `---` part of a file). The decoder reads them one by one, in
    /// the order their checks need; the encoder writes `orientation`, `statusBar` and
    /// `layoutDirection` in table order.
    static let scene = FixtureKeyTable<FixtureScene>(
        "scene", "A scene: the top level of each `---` part of a file.",
        prototype: FixtureScene(
            index: 0, location: .start, target: .window(size: .zero, safeAreaInsets: .zero), root: .view(ViewNode())),
        [
            .custom(
                "format", type: .count, default: { _ in String(FixtureEncoder.format) }, inOrder: false,
                "the format of the file; a higher number than this version reads is an error"),
            .custom(
                "device", type: .string, inOrder: false,
                """
                a catalog name; case, spaces and hyphens are ignored (`scroll-inspect devices` lists them); give \
                `device` or `window`
                """
            ),
            .value(
                "orientation", \.orientation, { $0.orientation = $1 }, .enumeration(Orientation.self),
                "the interface orientation; one the device does not support is an error"),
            .custom(
                "statusBar", type: .word, allowed: statusBarWords.map(\.0),
                "whether the status bar shows; absent, the device's default for the orientation",
                decode: { reader, body, scene in
                    scene.statusBarHidden = reader.read("statusBar", in: body, as: .oneOf(statusBarWords))
                },
                encode: { scene, _ in scene.statusBarHidden.map { hidden in .inline(hidden ? "hidden" : "visible") } }),
            .value(
                "layoutDirection", \.layoutDirection, { $0.layoutDirection = $1 }, .enumeration(LayoutDirection.self),
                "the user interface layout direction, which turns leading and trailing into left and right"),
            .optional(
                "ios", \.release, { $0.release = $1 }, .release,
                """
                the UIKit release: a major (`26`) or major.minor (`18.4`); absent, the newest release with sourced \
                figures that the device runs (`scroll-inspect devices` shows it), 18 for a `window`; `10` is the iOS \
                10 compatibility mode; one the device does not run, or has no figures for, is an error; `--ios` \
                replaces it
                """
            ),
            .value(
                "designRequiresCompatibility", \.designRequiresCompatibility, { $0.designRequiresCompatibility = $1 },
                .bool,
                """
                `UIDesignRequiresCompatibility`: on iOS 26 the bars of iOS 18 (the window insets stay iOS 26's), and \
                each rule the new design gates at its iOS 18 case: the separator to the cell's edge, sheets attached \
                edge to edge, cell margins, list spacing, search bars, split views (docs/releases.md, \
                "UIDesignRequiresCompatibility"); no effect before 26; ignored from 27 with a warning, as Apple documents
                """
            ),
            .value(
                "fold", \.fold, { $0.fold = $1 }, .enumeration(FoldState.self),
                """
                **iOS 27.1**: the posture of a display that folds (iPhone Duo (inner)): `flat`, or `partial`, which \
                makes the fold's division region active; `partial` elsewhere is an error (docs/reserved-regions.md)
                """
            ),
            .value(
                "barsMinimized", \.barsMinimized, { $0.barsMinimized = $1 }, .bool,
                """
                **iOS 27**: the scene with its bars minimized (navigation bar `minimization`, tab bar controller \
                `minimizeBehavior`); the report gives the minimized state beside the expanded one anyway \
                (docs/bar-minimization.md)
                """
            ),
            .custom(
                "keyboard", type: .mapping(keySet: "keyboard"),
                "the software keyboard: `{shown: true}`, `{height: N}` or `{frame: RECT}` (docs/keyboard.md)",
                decode: { reader, body, scene in scene.keyboard = SceneDecoding.keyboard(in: body, reader: &reader) },
                encode: { scene, _ in scene.keyboard.map { .inline(FixtureText.keyboard($0)) } }),
            .custom(
                "window", type: .mapping(keySet: "window"), inOrder: false,
                "instead of `device`: an explicit window"),
            .custom(
                "root", type: .node, required: true, inOrder: false,
                "the window's root view controller or view"),
        ])

    /// The keys of a scene's `window`, the explicit screen given instead of a `device`.
    static let window = FixtureKeyTable<WindowFields>(
        "window", "A scene's `window`: a screen given by its size and safe area instead of a `device`.",
        prototype: .defaults,
        [
            .optional("size", \.size, { $0.size = $1 }, .size, required: true, "the window's size in points"),
            .value(
                "safeAreaInsets", \.safeAreaInsets, { $0.safeAreaInsets = $1 }, .insets,
                "the window's safe-area insets; none may be negative"),
            .value(
                "idiom", \.idiom, { $0.idiom = $1 }, .enumeration(DeviceFamily.self),
                "**extension**: the bar heights and margins of the idiom (pad: 50 pt bars, 20 pt margins)"),
            .custom(
                "windowControls", type: .mapping(keySet: "windowControls"),
                """
                **iPadOS 26**: a pad window's window controls at its top-leading corner, `{frame: RECT}` in window \
                coordinates; not in the safe area; corner-adapted layout regions avoid them; an occlusion reserved \
                region from 27.1 (docs/reserved-regions.md)
                """,
                decode: { reader, body, fields in
                    fields.windowControls = SceneDecoding.windowControls(in: body, reader: &reader)
                },
                encode: { fields, _ in
                    fields.windowControls.map { .inline(FixtureText.flowMapping([("frame", FixtureText.rect($0))])) }
                }),
        ])

    /// The keys of a window's `windowControls`.
    static let windowControls = FixtureKeyTable<WindowControlsFields>(
        "windowControls",
        """
        A pad window's `windowControls` (iPadOS 26): the close, minimize and resize controls at its top-leading \
        corner (docs/reserved-regions.md).
        """,
        prototype: WindowControlsFields(),
        [
            .optional(
                "frame", \.frame, { $0.frame = $1 }, .rect, required: true,
                "the controls' frame in window coordinates (no source publishes it: give the one you measured)")
        ])
}

/// The values of a scene's `window`, as ``FixtureScene/Target/window(size:safeAreaInsets:family:)`` holds them.
struct WindowFields: Sendable {
    var size: Size?
    var safeAreaInsets: EdgeInsets
    var idiom: DeviceFamily
    var windowControls: Rect?

    /// No size yet, and the idiom of a window target given none.
    static var defaults: WindowFields {
        var fields = WindowFields(.window(size: .zero, safeAreaInsets: .zero))
        fields.size = nil
        return fields
    }

    /// The fields of a window target; a device target has none (``defaults``).
    init(_ target: FixtureScene.Target) {
        guard case .window(let size, let insets, let family) = target else {
            self = .defaults
            return
        }
        (self.size, safeAreaInsets, idiom) = (size, insets, family)
    }
}

/// The values of a window's `windowControls` as read.
struct WindowControlsFields: Sendable {
    var frame: Rect?
}

extension SceneDecoding {
    /// A window's `windowControls: {frame: RECT}`; `nil` when absent or reported.
    static func windowControls(in window: FixtureMapping, reader: inout FixtureReader) -> Rect? {
        guard let node = window["windowControls"],
            let body = reader.mapping(node, allowed: FixtureKeys.windowControls.names)
        else { return nil }
        var fields = FixtureKeys.windowControls.prototype
        FixtureKeys.windowControls.decode(&reader, body, into: &fields)
        return fields.frame
    }
}
