/// Walks a scene top-down, iteratively, resolving each node once its superview is resolved.
///
/// The walk writes flat records of numbers (``ViewRecord``); strings and explanations are
/// left to ``LayoutStorage``, which builds them when they are read. See docs/performance.md.
struct Resolver {
    let scene: Scene
    /// The rule variants of the release being modelled (``RuleVariants``): the only way the
    /// release reaches the walk (the layout-guide variant is in Resolver+LayoutGuides.swift).
    let variants: RuleVariants
    /// What the walk reads of the scene: its views and controllers, flattened in one pass
    /// (``Scene/flattened()``), read by index.
    let table: SceneTable
    var records: [ViewRecord] = []
    /// Each record's view entry in ``table``.
    var entries: [Int32] = []
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
    var pendingControllers: [(entry: Int, slot: ControllerSlot)] = []
    /// Under layout guides: per view, the safe-area insets it would pass down, kept only to
    /// derive bars and layout guides (every view reports zero).
    var legacyInsets: [EdgeInsets] = []
    /// The presentations met so far, each resolved after the whole hierarchy it is presented
    /// over (Resolver+Presentations.swift).
    var presentations: [(presentation: Int, presenter: Int)] = []
    /// The bar figures of containers inside a sheet (``ReleaseMetrics/sheetBars(_:family:variants:)``),
    /// made when the first sheet is resolved.
    var sheetMetrics: OrientationMetrics?
    let windowBounds: Rect
    let systemMinimum: DirectionalEdgeInsets
    /// The scene's keyboard, which pins to `keyboardLayoutGuide` follow (Resolver+Pin.swift).
    let keyboard: ResolvedKeyboard?

    init(scene: Scene, variants: RuleVariants, keyboard: ResolvedKeyboard? = nil) {
        self.scene = scene
        self.variants = variants
        self.keyboard = keyboard
        table = scene.flattened()
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
    mutating func queue(_ entry: Int, _ slot: ControllerSlot) {
        pendingControllers.append((entry, slot))
        work.append(.controller)
    }

    /// The subviews of the view at `superview` still to resolve.
    struct Siblings {
        /// Where the superview's subviews start in the table's ``SceneTable/children``.
        var first: Int
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
        /// For a hosting controller's root view: the bounce SwiftUI sets on it, if it scrolls.
        var swiftUIBounce: SwiftUIBounce? = nil
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
        /// For a split view controller's column controller: the split view controller's index and
        /// the column's position in its ``ResolvedSplit/columns``, where its index is written.
        var splitColumn: (split: Int, column: Int)? = nil
    }

    mutating func run() throws(ModelError) {
        let views = table.views.count, controllerCount = table.controllers.count
        records.reserveCapacity(views)
        entries.reserveCapacity(views)
        siblings.reserveCapacity(table.depth)
        work.reserveCapacity(table.depth + controllerCount)
        controllers.reserveCapacity(controllerCount)
        boundaries.reserveCapacity(controllerCount)
        pendingControllers.reserveCapacity(Swift.min(controllerCount, 8))  // a container's child waits alone
        switch table.root {
        case .view(let view):
            let entry = Int(view)
            try resolveView(entry, ViewSlot(superview: nil, frame: table.views[entry].frame ?? windowBounds))
        case .controller(let controller):
            let entry = Int(controller)
            let path = NodePath.component(
                name: table.controllers[entry].name, kind: table.controllers[entry].kind.name, index: 0)
            try resolveController(entry, ControllerSlot(superview: nil, frame: windowBounds, path: path))
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
                let (entry, slot) = pendingControllers.removeLast()
                try resolveController(entry, slot)
            case .subviews:
                let top = siblings.count - 1
                let index = siblings[top].next
                guard index < siblings[top].count else {
                    siblings.removeLast()
                    work.removeLast()
                    continue
                }
                siblings[top].next = index + 1
                switch table.children[siblings[top].first + index] {
                case .view(let view):
                    try resolveSubview(
                        Int(view), index: index, of: siblings[top].superview,
                        contentScrollViewOf: siblings[top].contentScrollViewOf)
                case .controller(let child):
                    try resolveChildController(Int(child), index: index, of: siblings[top].superview)
                }
            }
        }
    }

    /// The layout's storage: what the walk resolved.
    func storage() -> LayoutStorage {
        LayoutStorage(
            records: records, table: table, entries: entries, scrolls: scrolls,
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
        _ view: Int, index: Int, of superview: Int,
        contentScrollViewOf controller: _OptionalIndex
    ) throws(ModelError) {
        let frame: Rect
        if let given = table.views[view].frame, table.views[view].pin == nil {
            frame = given
        } else {
            frame = try subviewFrame(view, index: index, in: superview)
        }
        try resolveView(
            view,
            ViewSlot(
                superview: _OptionalIndex(superview), frame: frame, siblingIndex: Int32(index),
                contentScrollViewOf: index == 0 ? controller : nil))
    }

    /// Resolves a child view controller standing at `index` among the subviews of the view at
    /// `superview`.
    mutating func resolveChildController(_ child: Int, index: Int, of superview: Int) throws(ModelError) {
        let entry = table.controllers[child]
        let path = path(
            ofSubview: NodePath.component(name: entry.name, kind: entry.kind.name, index: index),
            of: superview)
        guard let frame = entry.frame else {
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
