import ScrollInsets
import XMLSubset

/// The controllers of a document and how they contain each other.
///
/// Containment is read only from relationship segues (`rootViewController`,
/// `viewControllers` in document order, `masterViewController`/`detailViewController`) and
/// embed segues out of container views; `show`, `push`, `presentation` and the other kinds are
/// navigation, not containment. A xib's File's Owner whose `view` outlet names a top-level view
/// is a controller with that root view. A modal segue (`presentation`, `modal`) makes its
/// destination the presenter's `presentedViewController` (IBControllerGraph+Presentations.swift).
struct IBControllerGraph {
    struct Controller {
        var id: String
        var element: XMLElement
        /// The `<… key="view">` element, or in a xib the File's Owner's `view` outlet's view.
        var rootView: XMLElement?
        /// Relationship segues: (relationship, destination id), in order.
        var relationships: [(relationship: String, destination: String)]
        /// `<viewControllerLayoutGuide>`s.
        var layoutGuides: [XMLElement]
        /// The `<scene>` element's location (storyboards) or the controller's.
        var sceneLocation: SourceLocation
        var name: String
    }

    var controllers: [String: Controller] = [:]
    /// Controller ids in document order.
    var order: [String] = []
    /// The ids some relationship or embed segue contains.
    var contained: Set<String> = []
    /// Scenes read (storyboard `<scene>`s with a controller, or a xib's File's Owner).
    var sceneCount = 0
    /// Controller id → the controllers embedded in container views of its root view, in order.
    var embeds: [String: [String]] = [:]
    /// Presenter id → the modal segue whose destination it presents (at most one each).
    var presentations: [String: IBPresentationSegue] = [:]
    /// The controllers that become imported scenes, in document order (``assignPresentations()``).
    var sceneRoots: [String] = []
    /// The destinations of `push` and `show` segues anywhere in the document.
    var pushDestinations: Set<String> = []
    /// Push or show destination → the controller whose segue leads to it (IBControllerGraph+Pushes.swift).
    var pushSources: [String: String] = [:]
    /// A xib's top-level views that are not its scene's root view: not laid out (a note says so).
    var unplacedTopLevelViews: [XMLElement] = []

    /// The container controllers' element names: the modelled containers' (``ControllerClass/isContainer``),
    /// `splitViewController` among them.
    static let containerElementNames: Set<String> = Set(ControllerClass.allCases.filter(\.isContainer).map(\.spelling))

    init(_ document: InterfaceBuilderDocument) {
        let root = document.root
        switch document.kind {
        case .storyboard:
            for scene in root.child(named: "scenes")?.children(named: "scene") ?? [] {
                guard let objects = scene.child(named: "objects") else { continue }
                for element in objects.children where element["sceneMemberID"] == "viewController" {
                    guard let id = element["id"] else { continue }
                    add(
                        id: id, element: element, rootView: Self.rootView(of: element),
                        sceneLocation: SourceLocation(scene.location))
                    sceneCount += 1
                }
            }
        case .xib:
            guard let objects = root.child(named: "objects") else { return }
            let owner = objects.children.first { $0["placeholderIdentifier"] == "IBFilesOwner" }
            let outlet = owner?.child(named: "connections")?.children(named: "outlet").first {
                $0["property"] == "view"
            }
            var placed: String?
            if let owner, let viewID = outlet?["destination"],
                let view = objects.children.first(where: { $0["id"] == viewID })
            {
                add(
                    id: owner["id"] ?? "-1", element: owner, rootView: view,
                    sceneLocation: SourceLocation(owner.location))
                sceneCount = 1
                placed = viewID
            } else if let view = Self.firstTopLevelView(in: objects) {
                // A cell or view xib (IBControllerGraph+StandIns.swift).
                addStandIn(for: view, objects: objects, canvas: InterfaceBuilderImporter.canvasSize(of: document))
                placed = view["id"]
            }
            unplacedTopLevelViews = Self.topLevelViews(in: objects).filter { $0["id"] != placed }
        }
        // Embed segues out of container views anywhere under a controller.
        for id in order {
            guard let view = controllers[id]?.rootView else { continue }
            var pending = [view]
            while let element = pending.popLast() {
                if element.name == "containerView" {
                    for segue in element.child(named: "connections")?.children(named: "segue") ?? []
                    where segue["kind"] == "embed" {
                        if let destination = segue["destination"] {
                            contained.insert(destination)
                            embeds[id, default: []].append(destination)
                        }
                    }
                }
                pending.append(contentsOf: element.children(named: "subviews").flatMap(\.children).reversed())
            }
        }
        pushDestinations = Self.pushDestinations(in: root)
        pushSources = Self.pushSources(controllers: controllers, order: order)
        assignPresentations()
    }

    mutating func add(id: String, element: XMLElement, rootView: XMLElement?, sceneLocation: SourceLocation) {
        let segues = element.child(named: "connections")?.children(named: "segue") ?? []
        let relationships = segues.compactMap { segue -> (String, String)? in
            guard segue["kind"] == "relationship", let relationship = segue["relationship"],
                let destination = segue["destination"]
            else { return nil }
            return (relationship, destination)
        }
        for (_, destination) in relationships { contained.insert(destination) }
        let name =
            element["userLabel"] ?? element["title"] ?? element["storyboardIdentifier"] ?? element["customClass"] ?? id
        controllers[id] = Controller(
            id: id, element: element, rootView: rootView, relationships: relationships,
            layoutGuides: element.child(named: "layoutGuides")?.children(named: "viewControllerLayoutGuide") ?? [],
            sceneLocation: sceneLocation, name: name)
        order.append(id)
    }

    /// The `<… key="view">` child of a controller element.
    static func rootView(of element: XMLElement) -> XMLElement? {
        element.children.first { $0["key"] == "view" }
    }

    /// The controllers no containment segue contains, in document order: one imported scene
    /// each unless presented (``assignPresentations()``). A split view controller is a scene with
    /// its columns (its `masterViewController` and `detailViewController` relationships).
    ///
    /// - Complexity: O(*n*) in the controllers and their segues.
    var candidateRoots: [String] {
        order.filter { id in controllers[id] != nil && !contained.contains(id) }
    }

}
