extension Layout {
    /// The path of every view, in ``views`` order, each built from its superview's.
    ///
    /// Reading ``ResolvedView/path`` walks up the superviews each time, which over every view
    /// of a deep hierarchy is quadratic in the depth; a report that prints every path asks for
    /// them all at once.
    ///
    /// ```swift
    /// let paths = layout.viewPaths()
    /// paths[table.index]   // "nav/feed/table"
    /// ```
    ///
    /// - Complexity: O(*n*) in the number of views, plus the length of the paths.
    public func viewPaths() -> [String] {
        storage.allPaths()
    }
}

extension LayoutStorage {
    /// Every view's path, each from its superview's (which the resolver stores first).
    func allPaths() -> [String] {
        var paths: [String] = []
        paths.reserveCapacity(records.count)
        for index in records.indices {
            let record = records[index]
            let component = component(ofView: index)
            if let controller = record.controller.index {
                paths.append(NodePath.child(component, of: controllers[controller].path))
            } else if let superview = record.superview.index, superview < index {
                paths.append(NodePath.child(component, of: paths[superview]))
            } else if record.superview.index != nil {
                paths.append(path(ofView: index))  // not stored first: walk up
            } else {
                paths.append(component)
            }
        }
        return paths
    }
}
