/// What the resolver reads of a scene, in flat arrays: one entry per view it lays out and per
/// controller it resolves, made in one pass over the nodes (``Scene/flattened()``).
///
/// The resolver walks these entries by index instead of the nodes; ``LayoutStorage`` keeps
/// the table, so that ``ResolvedView`` and the audit read a laid-out view's scene properties
/// (name, pin, scroll-view and table properties, …) from it. Only views and controllers the
/// resolver reaches are here: the child each container shows, not the others.
struct SceneTable: Hashable, Sendable {
    /// The views, a container's own view (made here) included.
    var views: [ViewEntry] = []
    /// The controllers, presented ones included.
    var controllers: [ControllerEntry] = []
    /// Every view's subviews, each view's a contiguous run (``ViewEntry/firstChild``).
    var children: [ChildEntry] = []
    /// The presentations (``ControllerEntry/presentation``).
    var presentations: [PresentationEntry] = []
    /// The split view controllers' arrangements (``ControllerEntry/split``).
    var splits: [SplitEntry] = []
    /// The scene's root.
    var root = ChildEntry.view(0)
    /// The greatest number of views with subviews on one path from the window: the depth of
    /// the resolver's stack of sibling lists.
    var depth = 0
}

/// A subview or a child view controller: the index of its ``ViewEntry`` or ``ControllerEntry``.
enum ChildEntry: Hashable, Sendable {
    /// A view, at this index of ``SceneTable/views``.
    case view(Int32)
    /// A controller, at this index of ``SceneTable/controllers``.
    case controller(Int32)
}

/// What the resolver and a layout read of one view.
struct ViewEntry: Hashable, Sendable {
    /// `frame`, or `nil` (pinned, or a root view).
    var frame: Rect?
    /// The view's kind.
    var kind: ViewKind
    /// `interactive`.
    var interactive: Bool
    /// `firstResponder`.
    var firstResponder: Bool
    /// `decorative`.
    var decorative: Bool
    /// `frameAssumed`.
    var frameAssumed: Bool
    /// `insetsLayoutMarginsFromSafeArea`.
    var insetsLayoutMarginsFromSafeArea: Bool
    /// `preservesSuperviewLayoutMargins`.
    var preservesSuperviewLayoutMargins: Bool
    /// Where the view's subviews start in ``SceneTable/children``.
    var firstChild: Int32
    /// The number of subviews.
    var childCount: Int32
    /// `layoutMargins`, or `nil` for the default.
    var layoutMargins: LayoutMargins?
    /// `name`.
    var name: String?
    /// Where the view starts in its fixture.
    var location: SourceLocation?
    /// The node's boxes, shared with it (a reference count each, no copy): the pin, the
    /// scroll-view properties (`nil` for the defaults), the table and collection properties.
    var pin: _Boxed<Pin>?
    var scroll: _Boxed<ScrollViewProperties>?
    var table: _Boxed<TableViewProperties>?
    var collection: _Boxed<CollectionViewProperties>?

    /// The entry of `node`, whose subviews start at `firstChild`.
    init(_ node: ViewNode, firstChild: Int) {
        frame = node.frame
        kind = node.kind
        interactive = node.interactive
        firstResponder = node.firstResponder
        decorative = node.decorative
        frameAssumed = node.frameAssumed
        insetsLayoutMarginsFromSafeArea = node.insetsLayoutMarginsFromSafeArea
        preservesSuperviewLayoutMargins = node.preservesSuperviewLayoutMargins
        self.firstChild = Int32(truncatingIfNeeded: firstChild)
        childCount = Int32(truncatingIfNeeded: node.subviews.count)
        layoutMargins = node.layoutMargins
        name = node.name
        location = node.location
        pin = node.pinBox
        scroll = node.scrollBox
        table = node.tableBox
        collection = node.collectionBox
    }

    /// What the layout-margins rule reads of the view (``ViewInsetRules``).
    var marginSettings: ViewInsetRules.MarginSettings {
        ViewInsetRules.MarginSettings(
            own: layoutMargins, preservesSuperviewLayoutMargins: preservesSuperviewLayoutMargins,
            insetsFromSafeArea: insetsLayoutMarginsFromSafeArea)
    }

    /// The scroll-view properties, the defaults when the scene sets none.
    var scrollProperties: ScrollViewProperties { scroll?.value ?? ScrollViewProperties() }
}

/// What the resolver reads of one controller.
struct ControllerEntry: Hashable, Sendable {
    /// The kind, with a container's bars and children.
    var kind: ControllerKind
    /// `name`.
    var name: String?
    /// `additionalSafeAreaInsets`.
    var additionalSafeAreaInsets: EdgeInsets
    /// `automaticallyAdjustsScrollViewInsets`.
    var automaticallyAdjustsScrollViewInsets: Bool
    /// `viewRespectsSystemMinimumLayoutMargins`.
    var viewRespectsSystemMinimumLayoutMargins: Bool
    /// `frame`, for a child view controller in `subviews`.
    var frame: Rect?
    /// Where the controller starts in its fixture.
    var location: SourceLocation?
    /// What a container's bars read of the controller when it is the child shown.
    var asChild: ContainerBars.Child
    /// The root view's entry: the node's view, or one made for it (a container's own view, a
    /// plain view, the table or collection view of a table or collection view controller).
    var view: Int32 = -1
    /// The entry of the child a container shows (``ControllerKind/shownChild``), or none.
    var shownChild: _OptionalIndex = nil
    /// The shown child's index among the container's `viewControllers`.
    var shownChildIndex: Int32 = 0
    /// The entry of the controller's presentation in ``SceneTable/presentations``, or none.
    var presentation: _OptionalIndex = nil
    /// A split view controller's arrangement in ``SceneTable/splits``, or none.
    var split: _OptionalIndex = nil

    /// The entry of `node`, its view and children still to be linked.
    init(_ node: ControllerNode) {
        kind = node.kind
        name = node.name
        additionalSafeAreaInsets = node.additionalSafeAreaInsets
        automaticallyAdjustsScrollViewInsets = node.automaticallyAdjustsScrollViewInsets
        viewRespectsSystemMinimumLayoutMargins = node.viewRespectsSystemMinimumLayoutMargins
        frame = node.frame
        location = node.location
        asChild = ContainerBars.Child(node)
    }
}

/// A presentation (`presentedViewController`) as the resolver reads it.
struct PresentationEntry: Hashable, Sendable {
    /// `modalPresentationStyle`.
    var style: ModalPresentationStyle
    /// The detents.
    var detents: [SheetDetent]
    /// The selected detent, or `nil`.
    var selectedDetent: SheetDetent?
    /// The presented controller's `preferredContentSize`, or `nil`.
    var preferredContentSize: Size?
    /// The presented controller's entry.
    var controller: Int32
}

/// A split view controller as the resolver reads it: what it shows on the scene's screen (or why
/// it cannot be laid out) and the entries of the column controllers shown, in order.
struct SplitEntry: Hashable, Sendable {
    /// The properties.
    var properties: SplitViewControllerProperties
    /// The arrangement, or why there is none.
    var arrangement: Result<SplitViewArrangement, SplitViewLayoutError>
    /// The entry of each shown column's controller, in the order of the arrangement's `shown`.
    var children: [Int32]
}
