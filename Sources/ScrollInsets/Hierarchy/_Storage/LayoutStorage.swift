/// The views and controllers of a laid-out scene, shared by every ``ResolvedView`` handle of
/// one ``Layout``.
///
/// The resolver fills flat arrays of numbers (``ViewRecord``); what is costly to build and
/// rarely read is computed here when it is read: paths walk up the superviews, and the
/// derivations run the resolver's own rules again (``ViewInsetRules``) with a recorder that
/// keeps the terms.
final class LayoutStorage: Hashable, Sendable {
    let records: [ViewRecord]
    /// What the resolver read of the scene (``SceneTable``): a view's scene properties are
    /// read from its entry.
    let table: SceneTable
    /// The entry in ``table`` of each view.
    let entries: [Int32]
    let scrolls: [ScrollContent]
    let controllers: [ResolvedController]
    let boundaries: [ControllerBoundary]
    let screen: Screen
    let direction: LayoutDirection
    /// The release's rule variants: under layout guides no view has a safe area, so there is
    /// nothing to derive.
    let variants: RuleVariants

    init(
        records: [ViewRecord], table: SceneTable, entries: [Int32],
        scrolls: [ScrollContent], controllers: [ResolvedController], boundaries: [ControllerBoundary],
        screen: Screen, direction: LayoutDirection, variants: RuleVariants
    ) {
        self.records = records
        self.table = table
        self.entries = entries
        self.scrolls = scrolls
        self.controllers = controllers
        self.boundaries = boundaries
        self.screen = screen
        self.direction = direction
        self.variants = variants
    }

    /// A copy with the scroll content of the view at `index` changed by `change`.
    func updatingScrollContent(ofView index: Int, _ change: (inout ScrollContent) -> Void) -> LayoutStorage {
        var scrolls = scrolls
        if let scroll = records[index].scroll.index { change(&scrolls[scroll]) }
        return LayoutStorage(
            records: records, table: table, entries: entries, scrolls: scrolls,
            controllers: controllers, boundaries: boundaries, screen: screen, direction: direction,
            variants: variants)
    }

    static func == (a: LayoutStorage, b: LayoutStorage) -> Bool {
        a === b
            || (a.records == b.records && a.records.indices.allSatisfy({ a.entry(ofView: $0) == b.entry(ofView: $0) })
                && a.scrolls == b.scrolls
                && a.controllers == b.controllers && a.boundaries == b.boundaries && a.screen == b.screen
                && a.direction == b.direction && a.variants == b.variants)
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(records)
        hasher.combine(controllers)
        hasher.combine(screen.designRequiresCompatibility)
    }

    // MARK: - Reading a view

    /// The superview's index, or `nil`.
    func superview(of index: Int) -> Int? {
        let superview = records[index].superview
        return superview.index
    }

    /// The safe area the view at `index` passes to its subviews.
    func safeAreaInsetsForSubviews(ofView index: Int) -> EdgeInsets {
        records[index].scroll.index.map { scrolls[$0].safeAreaInsetsForSubviews } ?? records[index].safeAreaInsets
    }

    /// The bounds of the view at `index`: origin at its `contentOffset`, size of its frame.
    func bounds(ofView index: Int) -> Rect {
        Rect(origin: boundsOrigin(ofView: index), size: records[index].frame.size)
    }

    /// `bounds.origin` of the view at `index`: a scroll view's `contentOffset`, zero otherwise.
    func boundsOrigin(ofView index: Int) -> Point {
        records[index].boundsOrigin(in: scrolls)
    }

    /// The scroll content of the view at `index`, if it scrolls.
    func scrollContent(ofView index: Int) -> ScrollContent? {
        records[index].scroll.index.map { scrolls[$0] }
    }

    /// The scroll resolution of the view at `index`, if it scrolls: read in place, without
    /// copying its table or collection layout out with it (the audit's rules ask every view).
    func scrollResolution(ofView index: Int) -> ScrollResolution? {
        records[index].scroll.index.map { scrolls[$0].resolution }
    }

    /// The table layout of the view at `index`, if it is a table view.
    func tableLayout(ofView index: Int) -> TableLayout? {
        records[index].scroll.index.flatMap { scrolls[$0].table }
    }

    /// The collection layout of the view at `index`, if it is a collection view.
    func collectionLayout(ofView index: Int) -> CollectionLayout? {
        records[index].scroll.index.flatMap { scrolls[$0].collection }
    }

    /// The boundary of the controller whose root view the view at `index` is, if any.
    func boundary(ofView index: Int) -> ControllerBoundary? {
        let controller = records[index].controller
        return controller.index.map { boundaries[$0] }
    }

    // MARK: - Paths

    /// The path component of the view at `index`: `view` for a container's own view, its
    /// name, or `KIND[INDEX]`.
    func component(ofView index: Int) -> String {
        let record = records[index]
        if record.isContainerView { return NodePath.containerView }
        return NodePath.component(
            name: name(ofView: index), kind: record.kind.rawValue, index: Int(record.siblingIndex))
    }

    /// The path of the view at `index`: up the superviews to the controller whose root view
    /// is on the way (its path is the prefix) or to the window.
    ///
    /// - Complexity: O(*d*) in the depth of the view.
    func path(ofView index: Int) -> String {
        var components: [String] = []
        var current = index
        while true {
            components.append(component(ofView: current))
            let record = records[current]
            if let controller = record.controller.index {
                components.append(controllers[controller].path)
                break
            }
            guard let superview = record.superview.index else { break }
            current = superview
        }
        return components.reversed().joined(separator: NodePath.separator)
    }

    // MARK: - Derivations

    /// The terms the view at `index` itself adds to its safe area, from the same rule that
    /// computed its insets.
    func safeAreaLocalTerms(ofView index: Int) -> InsetDerivation {
        var terms = InsetDerivation()
        guard variants.barInsets == .safeAreaInsets else { return terms }
        let superview = superview(of: index)
        _ = ViewInsetRules.safeArea(
            passedDown: superview.map(safeAreaInsetsForSubviews(ofView:)) ?? screen.safeAreaInsets,
            superviewBounds: superview.map(bounds(ofView:)) ?? Rect(origin: .zero, size: screen.size),
            frame: records[index].frame, boundary: boundary(ofView: index),
            superview: { superview.map { .view(path: self.path(ofView: $0)) } ?? .window }, recording: &terms)
        return terms
    }

    /// Why each margin of the view at `index` has its value, from the rule that computed it.
    func layoutMarginsDerivation(ofView index: Int) -> InsetDerivation {
        var terms = InsetDerivation()
        let superview = superview(of: index)
        _ = ViewInsetRules.margins(
            of: entry(ofView: index).marginSettings, rootOf: boundary(ofView: index),
            safeArea: records[index].safeAreaInsets,
            superview: superview.map { (records[$0].layoutMargins, bounds(ofView: $0)) }, frame: records[index].frame,
            systemMinimum: screen.metrics.systemMinimumLayoutMargins, direction: direction,
            name: { superview.map { .view(path: self.path(ofView: $0)) } ?? .window }, recording: &terms)
        return terms
    }
}
