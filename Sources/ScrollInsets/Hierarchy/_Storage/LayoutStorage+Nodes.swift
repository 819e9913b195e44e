/// The scene's own properties of a laid-out view, read in place from its node (no reference
/// count, no copy of the node): what ``ResolvedView`` and the audit rules read instead of the
/// node's storage, so that no pointer leaves this folder.
extension LayoutStorage {
    /// The view's `name` in the scene.
    func name(ofView index: Int) -> String? { nodes[index].fields.pointee.name }

    /// The view's table-view properties, if it is a table view.
    func tableProperties(ofView index: Int) -> TableViewProperties? { nodes[index].fields.pointee.table?.value }

    /// Whether the scene marks the view as the first responder.
    func isFirstResponder(ofView index: Int) -> Bool { nodes[index].fields.pointee.firstResponder }

    /// Where the view starts in its fixture.
    func location(ofView index: Int) -> SourceLocation? { nodes[index].fields.pointee.location }

    /// The view's scroll-view properties, or `nil` for the defaults (``ScrollViewProperties``).
    func scrollViewProperties(ofView index: Int) -> ScrollViewProperties? { nodes[index].fields.pointee.scroll?.value }

    /// The view's pin, if it is pinned.
    func pin(ofView index: Int) -> Pin? { nodes[index].fields.pointee.pin?.value }
}

extension _UnretainedViewNode {
    /// What the layout-margins rule reads of the view (``ViewInsetRules``), as values.
    @inline(__always)
    var marginSettings: ViewInsetRules.MarginSettings {
        let fields = fields
        return ViewInsetRules.MarginSettings(
            own: fields.pointee.layoutMargins,
            preservesSuperviewLayoutMargins: fields.pointee.preservesSuperviewLayoutMargins,
            insetsFromSafeArea: fields.pointee.insetsLayoutMarginsFromSafeArea)
    }
}
