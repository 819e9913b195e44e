import ScrollInsets
import YAMLSubset

/// Reads fixture format 1 (docs/fixture-format.md) into scenes.
///
/// Every problem of the file is reported, with its line and column; scenes are returned only
/// when there is no error.
///
/// ```swift
/// let result = FixtureDecoder.decode(Array(text.utf8))
/// guard result.diagnostics.allSatisfy({ !$0.isError }) else { /* report them */ }
/// let layout = try result.scenes[0].scene().layout()
/// ```
public enum FixtureDecoder {
    /// The highest fixture format this version reads.
    public static let highestFormat = 1

    /// The scenes of a fixture and the problems found in it.
    public struct Result: Sendable {
        /// The scenes, one per `---` part; empty when there is an error.
        public var scenes: [FixtureScene]
        /// Errors and warnings, in file order.
        public var diagnostics: [FixtureDiagnostic]
        /// Whether an error was found.
        public var hasErrors: Bool { diagnostics.contains { $0.isError } }
    }

    /// Decodes a fixture with the given parser limits and the default ``Limits`` otherwise.
    public static func decode(_ bytes: [UInt8], limits: YAMLParser.Limits) -> Result {
        decode(bytes, limits: Limits(parser: limits))
    }

    /// Decodes a fixture.
    ///
    /// - Parameters:
    ///   - bytes: The file's UTF-8 bytes.
    ///   - limits: The bounds on the text and on what it expands to (``Limits``).
    /// - Returns: The scenes, or the diagnostics that explain why there are none.
    /// - Complexity: O(*n*) in the size of the file plus the views, rows and items it describes.
    public static func decode(_ bytes: [UInt8], limits: Limits = Limits()) -> Result {
        var parsed = YAMLParser(limits: limits.parser, commentMarker: RuleComments.marker).parse(bytes)
        var reader = FixtureReader(maximumErrorCount: limits.parser.maximumErrorCount)
        for diagnostic in parsed.diagnostics { reader.report(diagnostic) }
        var scenes: [FixtureScene] = []
        var budget = DecodingBudget()
        for (index, document) in parsed.documents.enumerated() {
            if index == limits.maximumScenes {
                reader.report(.tooManyScenes(maximum: limits.maximumScenes), at: document.root.location)
                break
            }
            guard !document.hasErrors else { continue }
            var context = SceneDecoding(reader: reader, limits: limits, budget: budget)
            if let scene = context.scene(document.root, index: index, comments: document.comments) {
                scenes.append(scene)
            }
            reader = context.reader
            budget = context.budget
            if context.isStopped || reader.isAtErrorLimit { break }
        }
        if parsed.documents.isEmpty && !parsed.hasErrors {
            reader.report(.noScene, at: SourceLocation(line: 1, column: 1))
        }
        // The trees are dropped here, as deep as the parser allowed: release them without recursion.
        var roots = parsed.documents.map(\.root)
        parsed.documents = []
        YAMLNode.releaseIteratively(&roots)
        let diagnostics = reader.diagnostics.sorted { $0.location < $1.location }
        return Result(scenes: diagnostics.contains { $0.isError } ? [] : scenes, diagnostics: diagnostics)
    }
}

/// The decoding of one scene; a value that carries the reader and the file's budget along.
struct SceneDecoding {
    var reader: FixtureReader
    let limits: FixtureDecoder.Limits
    var budget: DecodingBudget
    /// The views of this scene so far (``FixtureDecoder/Limits/maximumViewsPerScene``).
    var sceneViews = 0
    /// Set when a limit is crossed: the decoding stops, and the scene is not returned.
    var isStopped = false
    /// The window controls of the scene's `window`, as read.
    var windowControls: Rect?
    /// Whether the scene's screen is a catalog iPad's, where a form sheet takes the presented
    /// controller's `preferredContentSize`.
    var presentsOnPad = false

    mutating func scene(_ document: YAMLNode, index: Int, comments: [YAMLComment]) -> FixtureScene? {
        let rules = RuleComments(comments, reader: &reader)
        let keys = FixtureKeys.scene
        guard let scene = reader.mapping(document, allowed: keys.names) else { return nil }
        if let format = reader.read("format", in: scene, as: .count), let node = scene["format"] {
            if format > FixtureDecoder.highestFormat {
                reader.report(.unsupportedFormat(format), at: node.location)
            } else if format < 1 {
                reader.report(.formatBelowOne(format), at: node.location)
            }
        }
        let target = self.target(scene)
        if case .device(let device)? = target {
            presentsOnPad = device.family == .pad
        } else {
            presentsOnPad = false
        }
        var model = keys.prototype
        keys.decode("orientation", &reader, scene, into: &model)
        let orientation = model.orientation
        if case .device(let device)? = target, device.metrics(for: orientation) == nil, let node = scene["orientation"]
        {
            reader.report(
                .unsupportedOrientation(
                    device: device.name, orientation: orientation, supported: device.supportedOrientations),
                at: node.location)
        }
        keys.decode("statusBar", &reader, scene, into: &model)
        if model.statusBarHidden == false, case .device(let device)? = target,
            let metrics = device.metrics(for: orientation),
            metrics.statusBarHeight == 0, let node = scene["statusBar"]
        {
            reader.report(.statusBarNeverShown(device: device.name, orientation: orientation), at: node.location)
        }
        keys.decode("layoutDirection", &reader, scene, into: &model)
        keys.decode("ios", &reader, scene, into: &model)
        keys.decode("designRequiresCompatibility", &reader, scene, into: &model)
        checkRelease(of: model, target: target, orientation: orientation, in: scene)
        keys.decode("keyboard", &reader, scene, into: &model)
        keys.decode("fold", &reader, scene, into: &model)
        keys.decode("barsMinimized", &reader, scene, into: &model)
        var root: Node?
        if let rootNode = scene["root"] {
            root = hierarchy(rootNode)
        } else {
            reader.report(.missingRoot, at: scene.location)
        }
        guard let target, let root else { return nil }
        var decoded = FixtureScene(
            index: index, location: document.location, target: target, orientation: orientation,
            orientationLocation: scene["orientation"]?.location, statusBarHidden: model.statusBarHidden,
            layoutDirection: model.layoutDirection, root: root, disabledRules: rules.disabled,
            release: model.release, designRequiresCompatibility: model.designRequiresCompatibility,
            keyboard: model.keyboard)
        decoded.releaseLocation = scene["ios"]?.location
        decoded.keyboardLocation = scene["keyboard"]?.location
        decoded.fold = model.fold
        decoded.foldLocation = scene["fold"]?.location
        decoded.barsMinimized = model.barsMinimized
        decoded.barsMinimizedLocation = scene["barsMinimized"]?.location
        decoded.windowControls = windowControls
        decoded.enabledRules = rules.enabled
        windowControls = nil
        return decoded
    }

    /// Reports an `ios` the scene cannot be laid out on (at the value), and a
    /// `designRequiresCompatibility` that the release ignores (at the key's value).
    mutating func checkRelease(
        of model: FixtureScene, target: FixtureScene.Target?, orientation: Orientation,
        in scene: FixtureMapping
    ) {
        if let release = model.release, let node = scene["ios"] {
            do throws(ModelError) {
                switch target {
                case .device(let device)?:
                    // Only when the orientation is supported: an unsupported one is reported already.
                    if device.metrics(for: orientation) != nil {
                        _ = try device.screen(
                            orientation: orientation, release: release,
                            designRequiresCompatibility: model.designRequiresCompatibility)
                    }
                case .window?:
                    if !release.isModelled { throw .releaseNotModelled(release) }
                case nil:
                    break
                }
            } catch {
                reader.report(.unsupportedRelease(error), at: node.location)
            }
        }
        let release = model.release ?? target?.defaultRelease
        if model.designRequiresCompatibility, let release, release.variants.designCompatibility == .ignored,
            let node = scene["designRequiresCompatibility"]
        {
            reader.report(.designRequiresCompatibilityIgnored(release), at: node.location)
        }
    }

    mutating func target(_ scene: FixtureMapping) -> FixtureScene.Target? {
        guard let choice = reader.exclusiveKey(among: ["device", "window"], in: scene, required: true) else {
            return nil
        }
        if choice.key == "device", let window = scene["window"] {
            // Both given (reported): still check the window, so every problem is reported.
            _ = windowTarget(window)
        }
        if choice.key == "device" {
            guard let name = reader.read("device", in: scene, as: .string) else { return nil }
            if let device = DeviceCatalog.device(named: name) { return .device(device) }
            if let partial = DeviceCatalog.partialDevice(named: name) {
                reader.report(
                    .partialDevice(partial.refusal), at: choice.value.location,
                    notes: [
                        .init(
                            "give a 'window' with a size and safeAreaInsets to lay the scene out on numbers you choose")
                    ])
                return nil
            }
            // A name that begins a catalog name ("iPhone Duo": its two displays) suggests that name.
            let prefixed = DeviceCatalog.allNames.first {
                DeviceCatalog.normalized($0).hasPrefix(DeviceCatalog.normalized(name))
            }
            reader.report(
                .unknownDevice(
                    name, suggestion: prefixed ?? SpellingSuggestion.closest(to: name, among: DeviceCatalog.allNames)),
                at: choice.value.location,
                notes: [
                    .init(
                        """
                        run 'scroll-inspect devices' for the catalog, or give a 'window' with a size and \
                        safeAreaInsets
                        """
                    )
                ])
            return nil
        }
        if choice.value.isEmptyValue {
            reader.report(.missingWindow, at: choice.value.location)
            return nil
        }
        return windowTarget(choice.value)
    }

    /// `window: {size: [w, h], safeAreaInsets: [t, l, b, r], idiom: phone|pad}`.
    mutating func windowTarget(_ node: YAMLNode) -> FixtureScene.Target? {
        let keys = FixtureKeys.window
        guard let window = reader.mapping(node, allowed: keys.names) else { return nil }
        var fields = keys.prototype
        keys.decode("size", &reader, window, into: &fields)
        keys.decode("safeAreaInsets", &reader, window, into: &fields)
        let insets = fields.safeAreaInsets
        if let node = window["safeAreaInsets"], let negative = Edge.allCases.first(where: { insets[$0] < 0 }) {
            reader.report(.negativeWindowInset(insets[negative], edge: negative), at: node.location)
        }
        keys.decode("idiom", &reader, window, into: &fields)
        keys.decode("windowControls", &reader, window, into: &fields)
        if let controls = fields.windowControls, let node = window["windowControls"] {
            if fields.idiom != .pad {
                reader.report(.windowControlsNeedPad, at: node.location)
            } else if let size = fields.size,
                controls.minX < 0 || controls.minY < 0
                    || controls.maxX > size.width || controls.maxY > size.height
            {
                reader.report(.windowControlsOutsideWindow(controls, size: size), at: node.location)
            } else {
                windowControls = controls
            }
        }
        guard let size = fields.size else { return nil }
        return .window(size: size, safeAreaInsets: insets, family: fields.idiom)
    }
}
