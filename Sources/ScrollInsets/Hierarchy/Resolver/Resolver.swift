/// Walks a scene top-down, iteratively, resolving each node once its superview is resolved.
///
/// The walk writes flat records of numbers (``ViewRecord``); strings and explanations are
/// left to ``LayoutStorage``, which builds them when they are read. See docs/performance.md.
struct Resolver {
    let scene: Scene
    /// The rule variants of the release being modelled (``RuleVariants``): the only way the
    /// release reaches the walk (the layout-guide variant is in Resolver+LayoutGuides.swift).
    let variants: RuleVariants
    var records: [ViewRecord] = []
    /// Each view's node, unretained: the scene's root keeps them alive, and ``madeNodes`` the
    /// views the resolver makes (see ``_UnretainedViewNode``).
    var nodes: [_UnretainedViewNode] = []
    /// The views the scene does not describe (a container controller's own view, a root view
    /// a controller does not give), kept alive for ``nodes``.
    var madeNodes: [ViewNode] = []
    var scrolls: [ScrollContent] = []
    var controllers: [ResolvedController] = []
    var boundaries: [ControllerBoundary] = []
    /// What to do next, last first: each entry stands for the last of ``siblings`` or of
    /// ``pendingControllers``, so that the stack holds no references and moves one byte an item.
    var work: [Work] = []
    /// The sibling lists being walked, innermost last. Advancing a list changes its index in
    /// place, so no entry is copied (and no array retained) per view.
    var siblings: [Siblings] = []
    /// The controllers waiting to be resolved, innermost last.
    var pendingControllers: [(node: ControllerNode, slot: ControllerSlot)] = []
    /// Under layout guides: per view, the safe-area insets it would pass down, kept only to
    /// derive bars and layout guides (every view reports zero).
    var legacyInsets: [EdgeInsets] = []
    /// The presentations met so far, each resolved after the whole hierarchy it is presented
    /// over (Resolver+Presentations.swift).
    var presentations: [(presentation: Presentation, presenter: Int)] = []
    /// The bar figures of containers inside a sheet (``ReleaseMetrics/sheetBars(_:family:variants:)``),
    /// made when the first sheet is resolved.
    var sheetMetrics: OrientationMetrics?
    let windowBounds: Rect
    let systemMinimum: DirectionalEdgeInsets

    init(scene: Scene, variants: RuleVariants) {
        self.scene = scene
        self.variants = variants
        windowBounds = Rect(origin: .zero, size: scene.screen.size)
        systemMinimum = scene.screen.metrics.systemMinimumLayoutMargins
    }

    /// The next step of the walk.
    enum Work {
        /// The last of ``Resolver/pendingControllers``, with what its parent decided for it.
        case controller
        /// The subviews of one view (the last of ``Resolver/siblings``), from its `next` on.
        case subviews
    }

    /// Queues a controller; it is resolved before anything queued earlier (the work is a
    /// stack).
    mutating func queue(_ node: ControllerNode, _ slot: ControllerSlot) {
        pendingControllers.append((node, slot))
        work.append(.controller)
    }

    /// The subviews of the view at `superview` still to resolve.
    struct Siblings {
        /// The superview's node, whose `subviews` are read in place (no reference counts: the
        /// scene keeps them alive).
        var parent: _UnretainedViewNode
        /// The number of subviews.
        var count: Int
        var next: Int
        /// The superview's index.
        var superview: Int
        /// The controller for which the first subview would be the content scroll view, or none.
        var contentScrollViewOf: _OptionalIndex
    }

    /// The slot a parent hands a view: where it goes and what it inherits across a controller boundary.
    struct ViewSlot {
        /// The superview's index, or none for the window.
        var superview: _OptionalIndex
        var frame: Rect
        /// The controller whose root view this is, or none.
        var controller: _OptionalIndex = nil
        /// The position among the superview's subviews.
        var siblingIndex: Int32 = 0
        var isContainerView = false
        /// The controller for which this view would be the content scroll view, or none.
        var contentScrollViewOf: _OptionalIndex = nil
    }

    /// The slot a parent hands a controller: where its view goes and what it is shown in.
    struct ControllerSlot {
        /// The superview's index, or none for the window.
        var superview: _OptionalIndex
        var frame: Rect
        var path: String
        /// The containing controller (a container, or the controller whose view holds it).
        var parent: Int?
        /// The container that shows it, when the parent is a navigation or tab bar controller.
        var container: Int?
        var barTerms = InsetDerivation()
        var bars: [ResolvedBar] = []
        /// Whether the controller is in a sheet that does not fill the window, whose containers'
        /// bars take ``Resolver/sheetMetrics``; passed down to the children containers show.
        var inSheet = false
    }

    mutating func run() throws(ModelError) {
        let shape = scene.shape()
        records.reserveCapacity(shape.views)
        nodes.reserveCapacity(shape.views)
        siblings.reserveCapacity(shape.depth)
        work.reserveCapacity(shape.depth + shape.controllers)
        controllers.reserveCapacity(shape.controllers)
        boundaries.reserveCapacity(shape.controllers)
        pendingControllers.reserveCapacity(Swift.min(shape.controllers, 8))  // a container's child waits alone
        switch scene.root {
        case .view(let view):
            try resolveView(view.reference, ViewSlot(superview: nil, frame: view.frame ?? windowBounds))
        case .controller(let controller):
            let path = NodePath.component(name: controller.name, kind: controller.kind.name, index: 0)
            try resolveController(controller, ControllerSlot(superview: nil, frame: windowBounds, path: path))
        }
        try drain()
        var next = 0
        while next < presentations.count {
            let (presentation, presenter) = presentations[next]
            try resolvePresentation(presentation, presentedBy: presenter)
            try drain()
            next += 1
        }
    }

    /// Resolves the queued work, depth first, until none is left.
    mutating func drain() throws(ModelError) {
        while let item = work.last {
            switch item {
            case .controller:
                work.removeLast()
                let (node, slot) = pendingControllers.removeLast()
                try resolveController(node, slot)
            case .subviews:
                let top = siblings.count - 1
                let index = siblings[top].next
                guard index < siblings[top].count else {
                    siblings.removeLast()
                    work.removeLast()
                    continue
                }
                siblings[top].next = index + 1
                // A view is read through its unretained storage: no reference count per view.
                let parent = siblings[top].parent.fields
                if let view = parent.pointee.subviews[index].viewReference {
                    try resolveSubview(
                        view, index: index, of: siblings[top].superview,
                        contentScrollViewOf: siblings[top].contentScrollViewOf)
                } else if case .controller(let child) = parent.pointee.subviews[index] {
                    try resolveChildController(child, index: index, of: siblings[top].superview)
                }
            }
        }
    }

    /// The layout's storage: what the walk resolved.
    func storage() -> LayoutStorage {
        LayoutStorage(
            records: records, nodes: nodes, keepingAlive: (scene.root, madeNodes), scrolls: scrolls,
            controllers: controllers, boundaries: boundaries, screen: scene.screen,
            direction: scene.layoutDirection, variants: variants)
    }

    /// The path a subview of the view at `superview` has: for error messages, and for a child
    /// view controller in `subviews`, whose path is built when it is placed.
    func path(ofSubview component: String, of superview: Int) -> String {
        NodePath.child(component, of: storage().path(ofView: superview))
    }

    /// Resolves the view at `index` among the subviews of the view at `superview`.
    mutating func resolveSubview(
        _ view: _UnretainedViewNode, index: Int, of superview: Int,
        contentScrollViewOf controller: _OptionalIndex
    ) throws(ModelError) {
        let fields = view.fields
        let frame: Rect
        if let given = fields.pointee.frame, !fields.pointee.isPinned {
            frame = given
        } else {
            frame = try subviewFrame(view.node, index: index, in: superview)
        }
        try resolveView(
            view,
            ViewSlot(
                superview: _OptionalIndex(superview), frame: frame, siblingIndex: Int32(index),
                contentScrollViewOf: index == 0 ? controller : nil))
    }

    /// Resolves a child view controller standing at `index` among the subviews of the view at
    /// `superview`.
    mutating func resolveChildController(_ child: ControllerNode, index: Int, of superview: Int) throws(ModelError) {
        let path = path(
            ofSubview: NodePath.component(name: child.name, kind: child.kind.name, index: index),
            of: superview)
        guard let frame = child.frame else {
            throw .childControllerWithoutFrame(path: path)
        }
        let owner = enclosingController(ofView: superview)
        try resolveController(
            child, ControllerSlot(superview: _OptionalIndex(superview), frame: frame, path: path, parent: owner))
    }

    /// The controller whose view hierarchy holds the view at `index`.
    func enclosingController(ofView index: Int) -> Int? {
        var current = index
        while current >= 0 {
            let record = records[current]
            if let controller = record.controller.index { return controller }
            guard let superview = record.superview.index else { return nil }
            current = superview
        }
        return nil
    }
}
