/// Lays out a flow layout's sections and items. (Filled by the collection-view work.)
enum CollectionViewLayoutEngine {
    /// The full layout in `context`; its `contentSize` feeds back into the scroll view's
    /// scrollable axes.
    static func layout(of collection: CollectionViewProperties, in context: ScrollContentContext) -> CollectionLayout {
        CollectionLayout(contentSize: .zero)
    }
}
