/// The scene's own properties of a laid-out view, read from its entry in the scene's table
/// (``SceneTable``): what ``ResolvedView`` and the audit rules read.
extension LayoutStorage {
    /// The table entry of the view at `index`.
    @inline(__always)
    func entry(ofView index: Int) -> ViewEntry { table.views[Int(entries[index])] }

    /// The view's `name` in the scene.
    func name(ofView index: Int) -> String? { table.views[Int(entries[index])].name }

    /// The view's table-view properties, if it is a table view.
    func tableProperties(ofView index: Int) -> TableViewProperties? { table.views[Int(entries[index])].table?.value }

    /// Whether the scene marks the view as the first responder.
    func isFirstResponder(ofView index: Int) -> Bool { table.views[Int(entries[index])].firstResponder }

    /// Where the view starts in its fixture.
    func location(ofView index: Int) -> SourceLocation? { table.views[Int(entries[index])].location }

    /// The view's scroll-view properties, or `nil` for the defaults (``ScrollViewProperties``).
    func scrollViewProperties(ofView index: Int) -> ScrollViewProperties? {
        table.views[Int(entries[index])].scroll?.value
    }

    /// Whether the scene marks the view as a background meant to reach the edges.
    func isDecorative(ofView index: Int) -> Bool { table.views[Int(entries[index])].decorative }

    /// Whether the view has subviews or child controllers in its scene.
    func hasSubviews(ofView index: Int) -> Bool { table.views[Int(entries[index])].childCount > 0 }

    /// Whether the scene marks the view's frame as a guess.
    func isFrameAssumed(ofView index: Int) -> Bool { table.views[Int(entries[index])].frameAssumed }

    /// The view's pin, if it is pinned.
    func pin(ofView index: Int) -> Pin? { table.views[Int(entries[index])].pin?.value }
}
