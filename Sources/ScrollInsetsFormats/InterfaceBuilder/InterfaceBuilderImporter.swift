import ScrollInsets
import XMLSubset

/// Reads an Interface Builder document (`.storyboard`, `.xib`) into scenes laid out on a device:
/// the model's controllers and views with IB's inset properties, each view's frame found
/// from its constraints or autoresizing mask for that device.
///
/// ```swift
/// let imported = InterfaceBuilderImporter.importDocument(bytes)
/// imported.diagnostics                  // [] for a document Xcode can open
/// let scene = imported.scenes[0]
/// try scene.fixture.scene().layout()    // laid out on the canvas device
/// scene.methods                         // how each view's frame was found
/// ```
///
/// One imported scene per controller that no relationship or embed segue contains (a
/// navigation controller and its root controller are one scene); a xib without a File's Owner
/// view is one scene made from its first top-level view (a cell in a plain table, any other view
/// as a controller's root view). A freeform size or the 320×480 canvas is laid out as a window
/// of its size. docs/storyboards.md says what is read and what is assumed.
public enum InterfaceBuilderImporter {
    /// Where to lay the document out; `nil` fields take the document's canvas.
    public struct Options: Hashable, Sendable {
        /// The device; `nil` for the canvas's (``InterfaceBuilderCanvas``).
        public var device: Device?
        /// The orientation; `nil` for the canvas's, or portrait on a given device.
        public var orientation: Orientation?
        /// The release; `nil` for the device's default.
        public var release: UIKitRelease?
        /// The XML reader's bounds.
        public var limits: XMLReader.Limits
        /// Whether a scene's root controller is laid out bare, without the navigation and tab bar
        /// controllers its simulated metrics declare (docs/storyboards.md, "Simulated metrics").
        public var ignoresSimulatedMetrics = false
        /// Whether the app hides the status bar on every screen (``InfoPlistStatusBar/hiddenAppWide``,
        /// or the project's configuration): every scene is laid out with the status bar hidden.
        public var statusBarHiddenAppWide = false

        /// Creates options; each `nil` takes the document's canvas.
        public init(
            device: Device? = nil, orientation: Orientation? = nil, release: UIKitRelease? = nil,
            limits: XMLReader.Limits = XMLReader.Limits()
        ) {
            self.device = device
            self.orientation = orientation
            self.release = release
            self.limits = limits
        }
    }

    /// What an import found.
    public struct Result: Sendable {
        /// The document's header, when it was read.
        public var document: InterfaceBuilderDocument?
        /// The scenes, in document order.
        public var scenes: [ImportedScene]
        /// Errors (the document cannot be read) and notes (an unknown canvas, a presentation left
        /// out on this screen).
        public var diagnostics: [FixtureDiagnostic]
        /// Storyboard `<scene>`s holding a controller, or 1 for a xib with a File's Owner view or
        /// another top-level view (a cell or view xib).
        public var documentSceneCount: Int
        /// Whether an error was found.
        public var hasErrors: Bool { diagnostics.contains { $0.isError } }
    }

    /// The canvas device and orientation of a document.
    public static func canvas(
        of document: InterfaceBuilderDocument
    ) -> (device: Device, orientation: Orientation, isFallback: Bool) {
        let (device, isFallback) = InterfaceBuilderCanvas.device(for: document.canvasDeviceID)
        let landscape = document.canvasIsLandscape && device.metrics(for: .landscapeLeft) != nil
        return (device, landscape ? .landscapeLeft : .portrait, isFallback)
    }

    /// The canvas's size in points: its window's (``InterfaceBuilderCanvas/windows``), or its
    /// device's in its orientation.
    static func canvasSize(of document: InterfaceBuilderDocument) -> Size {
        if let id = document.canvasDeviceID, let window = InterfaceBuilderCanvas.windows[id] { return window.size }
        let canvas = canvas(of: document)
        return canvas.orientation.isLandscape ? canvas.device.portraitSize.transposed : canvas.device.portraitSize
    }

    /// Reads and lays out a document.
    ///
    /// - Parameters:
    ///   - bytes: The document as read from its file.
    ///   - options: The device, orientation and release; the canvas's by default.
    /// - Returns: The scenes or the diagnostics; never throws, never traps on any input.
    public static func importDocument(_ bytes: [UInt8], options: Options = Options()) -> Result {
        let root: XMLElement
        do {
            root = try XMLReader(limits: options.limits).read(bytes)
        } catch {
            return Result(
                scenes: [], diagnostics: [.error(error.message, at: SourceLocation(error.location))],
                documentSceneCount: 0)
        }
        let document: InterfaceBuilderDocument
        do {
            document = try InterfaceBuilderDocument(root: root)
        } catch {
            return Result(scenes: [], diagnostics: error.diagnostics, documentSceneCount: 0)
        }
        var diagnostics: [FixtureDiagnostic] = []
        let canvas = canvas(of: document)
        // A canvas no catalog device stands for (320×480) is a window of its size.
        let canvasWindow =
            options.device == nil ? document.canvasDeviceID.flatMap { InterfaceBuilderCanvas.windows[$0] } : nil
        if canvas.isFallback && options.device == nil && canvasWindow == nil {
            let what =
                document.canvasDeviceID.map { "the canvas device '\($0)' is not in the catalog" }
                ?? "the document names no canvas device"
            diagnostics.append(
                FixtureDiagnostic(
                    .note, "\(what); laid out on \(InterfaceBuilderCanvas.fallbackDevice)",
                    at: SourceLocation(root.location)))
        }
        let device = options.device ?? canvas.device
        let orientation = options.orientation ?? (options.device == nil ? canvas.orientation : .portrait)
        let graph = IBControllerGraph(document)
        for view in graph.unplacedTopLevelViews {
            let name = view["userLabel"] ?? view["customClass"] ?? view["id"] ?? view.name
            diagnostics.append(
                FixtureDiagnostic(
                    .note,
                    """
                    the top-level '\(name)' (\(view.name)) is not laid out: a xib is one scene, made from its File's \
                    Owner view or else its first top-level view
                    """,
                    at: SourceLocation(view.location)))
        }
        var scenes: [ImportedScene] = []
        for (index, id) in graph.sceneRoots.enumerated() {
            do {
                var importer = try IBSceneImporter(document: document, graph: graph, root: id)
                importer.usesSimulatedMetrics = !options.ignoresSimulatedMetrics
                importer.statusBarHiddenAppWide = options.statusBarHiddenAppWide
                var target = FixtureScene.Target.device(device)
                if let canvasWindow {
                    target = .window(
                        size: canvasWindow.size, safeAreaInsets: canvasWindow.safeAreaInsets, family: .phone)
                }
                // A freeform size is a window of that size with no safe area, as Xcode's canvas lays
                // it out (docs/storyboards.md, "Freeform sizes and the 3.5-inch canvas").
                if options.device == nil, let size = importer.freeformSize {
                    target = .window(size: size, safeAreaInsets: EdgeInsets(all: 0), family: device.family)
                }
                let scene = try importer.importScene(
                    index: index, target: target, orientation: orientation, release: options.release)
                diagnostics += scene.notes
                scenes.append(scene)
            } catch let error as FixtureDiagnostics {
                diagnostics += error.diagnostics
            } catch let error as ModelError {
                let location = graph.controllers[id].map { SourceLocation($0.element.location) } ?? .start
                diagnostics.append(.error(error.description, at: location))
            } catch {
                diagnostics.append(.error("\(error)", at: .start))
            }
        }
        return Result(
            document: document, scenes: scenes, diagnostics: diagnostics, documentSceneCount: graph.sceneCount)
    }
}

/// One scene of a document laid out on a device.
public struct ImportedScene: Sendable {
    /// The scene as a fixture scene: the model's tree, the device and orientation. Views placed
    /// by pins keep their `Pin`; the others carry the frames found for this device.
    public var fixture: FixtureScene
    /// The scene's name: the root controller's label, title, storyboard identifier, class or id.
    public var name: String
    /// Findings of the document itself (`frame-not-resolved`, `layout-guide-migration`), which
    /// no layout can find.
    public var findings: [Finding]
    /// How each view's frame was found, in document order, with the view's source location.
    public var methods: [(location: SourceLocation, kind: ViewKind, method: IBFrameMethod)]
    /// Notes on this screen's import: a presentation the model does not lay out here, left out.
    public var notes: [FixtureDiagnostic] = []
    /// Each view placed by pins, the solve or autoresizing beside the frame Xcode stored for it.
    public var storedFrameComparisons: [StoredFrameComparison] = []
    /// Each view of the document (views the importer made, with no IB `id`, left out): its id,
    /// position and method, in document order.
    public var origins: [ImportedViewOrigin] = []
    /// Whether the scene's root controller is reached only by its storyboard identifier, so that
    /// code decides where it is shown: the scene is laid out filling the window, an assumption,
    /// and its findings are at most warnings (no error rests on a place nobody laid out).
    public var isShownByCodeOnly = false
}
