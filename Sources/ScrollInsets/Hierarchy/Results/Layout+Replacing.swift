extension Layout {
    /// Replaces the table layout of the scroll view at `index`: for hand-built cases (audit
    /// rules tested apart from the table layout engine). A view that does not scroll is left as it is.
    mutating func replaceTable(ofView index: Int, with table: TableLayout?) {
        storage = storage.updatingScrollContent(ofView: index) { $0.table = table }
    }

    /// Replaces the collection layout of the scroll view at `index`, as ``replaceTable(ofView:with:)``.
    mutating func replaceCollection(ofView index: Int, with collection: CollectionLayout?) {
        storage = storage.updatingScrollContent(ofView: index) { $0.collection = collection }
    }
}
