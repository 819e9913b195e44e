import ScrollInsets
import XMLSubset

/// One imported view's frame as the importer laid it out beside the frame Xcode stored for it
/// (`<rect key="frame">`, in the superview's coordinates on the canvas device): Xcode's own
/// Auto Layout result, an external truth to measure the importer against
/// (`scroll-inspect import --compare-stored-frames`, docs/storyboards.md).
///
/// ```swift
/// let scene = InterfaceBuilderImporter.importDocument(bytes).scenes[0]
/// scene.storedFrameComparisons.filter(\.agrees).count   // views where both agree within 0.5 pt
/// ```
public struct StoredFrameComparison: Hashable, Sendable {
    /// The view's IB `id`, when it has one.
    public var id: String?
    /// The view element's position in the document.
    public var location: SourceLocation
    /// The view element's name (`tableView`, `switch`, `view`, …).
    public var elementName: String
    /// The model's kind of the view.
    public var kind: ViewKind
    /// How the importer found the frame: only ``IBFrameMethod/pins``, ``IBFrameMethod/solved``
    /// and ``IBFrameMethod/autoresizing`` are compared.
    public var method: IBFrameMethod
    /// The frame Xcode stored.
    public var stored: Rect
    /// The frame the importer laid out, in the same coordinates.
    public var laidOut: Rect
    /// What the scene around the view has that the importer may not set up as Xcode does,
    /// the likely cause when the two disagree.
    public var context: Context

    /// The tolerance of ``agrees``: Xcode stores frames rounded to half points or finer.
    public static let tolerance = 0.5

    /// Whether every edge of the laid-out frame is within ``tolerance`` of the stored one.
    public var agrees: Bool {
        abs(stored.minX - laidOut.minX) <= Self.tolerance && abs(stored.minY - laidOut.minY) <= Self.tolerance
            && abs(stored.width - laidOut.width) <= Self.tolerance
            && abs(stored.height - laidOut.height) <= Self.tolerance
    }

    /// What sets a scene up differently in Xcode, most specific first.
    public enum Context: String, Hashable, Sendable, CaseIterable {
        /// The scene's controller is the destination of a `push` or `show` segue whose source no
        /// navigation controller in the document holds.
        case pushDestination = "push or show destination with no navigation controller in the document"
        /// The scene's controller declares simulated bars, status bar or a freeform size.
        case simulatedMetrics = "simulated metrics of a container outside the document"
        /// The view is, or is constrained to, a switch (Auto Layout places its alignment rect).
        case switchAlignment = "a switch or a view constrained to one"
        /// None of the above.
        case none = "other"
    }
}

extension IBSceneImporter {
    /// The methods whose frames are compared with the stored ones: the others keep or scale
    /// the stored frame, or are a controller's.
    static let comparedMethods: Set<IBFrameMethod> = [.pins, .solved, .autoresizing]

    /// Each view of the document placed by pins, the solve or autoresizing, not marked
    /// `misplaced`, with a stored frame, beside its frame in `layout`.
    ///
    /// - Complexity: O(*n* + *c*) in the views and constraints of the scene.
    func storedFrameComparisons(_ foundFrames: [Int: FoundFrame], in layout: Layout) -> [StoredFrameComparison] {
        let resolved = resolvedIndices(in: layout)
        let sceneContext = sceneContext()
        var switches: Set<Int> = []
        for index in tree.views.indices where tree.views[index].element.name == "switch" { switches.insert(index) }
        var nearSwitch = switches
        for constraint in tree.constraints {
            guard let first = tree.viewIndex[constraint.firstItem], let secondID = constraint.secondItem,
                let second = tree.viewIndex[secondID]
            else { continue }
            if switches.contains(first) { nearSwitch.insert(second) }
            if switches.contains(second) { nearSwitch.insert(first) }
        }
        return tree.views.indices.compactMap { index -> StoredFrameComparison? in
            let view = tree.views[index]
            // A view with no IB id is one the importer made (a cell xib's table): nothing stored.
            guard view.id != nil, let found = foundFrames[index], Self.comparedMethods.contains(found.method),
                view.element["misplaced"] != "YES", view.element.child(named: "rect", key: "frame") != nil,
                let resolvedIndex = resolved[index]
            else { return nil }
            let context = sceneContext ?? (nearSwitch.contains(index) ? .switchAlignment : .none)
            return StoredFrameComparison(
                id: view.id, location: view.location, elementName: view.element.name, kind: view.kind,
                method: found.method, stored: view.storedFrame,
                laidOut: layout.views[resolvedIndex].frame, context: context)
        }
    }

    /// The scene-wide context: a pushed root controller, or one with simulated metrics.
    func sceneContext() -> StoredFrameComparison.Context? {
        guard let controller = graph.controllers[rootController] else { return nil }
        if graph.pushDestinations.contains(rootController), graph.pushContainers(of: rootController) == nil {
            return .pushDestination
        }
        let simulated = [
            "simulatedTopBarMetrics", "simulatedBottomBarMetrics", "simulatedStatusBarMetrics",
            "simulatedDestinationMetrics",
        ]
        if controller.element.children.contains(where: { simulated.contains($0["key"] ?? "") }) {
            return .simulatedMetrics
        }
        return nil
    }
}

extension IBControllerGraph {
    /// The destinations of every `push` and `show` segue in the document.
    ///
    /// - Complexity: O(*n*) in the document's elements, without recursion.
    static func pushDestinations(in root: XMLElement) -> Set<String> {
        var result: Set<String> = []
        var pending = [root]
        while let element = pending.popLast() {
            if element.name == "segue", element["kind"] == "show" || element["kind"] == "push",
                let destination = element["destination"]
            {
                result.insert(destination)
            }
            pending.append(contentsOf: element.children)
        }
        return result
    }
}
