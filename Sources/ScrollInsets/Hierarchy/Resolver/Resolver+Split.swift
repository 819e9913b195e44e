extension Resolver {
    /// Lays out a split view controller's columns in its view and queues the controller shown
    /// in each (``SplitViewLayout``): a column's controller view takes the column's view frame,
    /// and the column's leading inset (the primary's off-screen buffer, the iPadOS 26 sidebar)
    /// as a term of its safe area.
    mutating func resolveSplit(
        _ split: Int, controller index: Int, view viewIndex: Int, slot: ControllerSlot
    ) throws(ModelError) {
        let entry = table.splits[split]
        let arrangement: SplitViewArrangement
        switch entry.arrangement {
        case .success(let value):
            arrangement = value
        case .failure(let error):
            throw .splitViewNotModelled(
                path: slot.path, reason: error.reason,
                location: error.key.flatMap { entry.properties.locations[$0] } ?? controllers[index].location)
        }
        let view = referenceView(viewIndex)
        let columns = SplitViewLayout.frames(
            arrangement, of: entry.properties, size: view.size, scale: scene.screen.device?.scale,
            direction: scene.layoutDirection,
            variant: variants.splitViews)
        let origin = records[viewIndex].originInWindow
        let leadingEdge: Edge = scene.layoutDirection == .leftToRight ? .left : .right
        let resolved = ResolvedSplit(
            style: entry.properties.style, displayMode: arrangement.displayMode, collapsed: arrangement.collapsed,
            columns: columns.map {
                ResolvedSplitColumn(
                    column: $0.column, frame: $0.frame.offsetBy(dx: origin.x, dy: origin.y), visible: $0.visible)
            },
            notes: arrangement.notes)
        // Queued last first, so that the columns resolve in order.
        for (offset, shown) in arrangement.shown.enumerated().reversed() {
            let column = columns[offset]
            var terms = InsetDerivation()
            if let (amount, why) = column.leadingInset {
                // Beside the sidebar, the column's leading inset covers the window's, which
                // the column's view also reaches: the term is what the sidebar adds beyond it.
                let added = shown.column == .primary ? amount : max(0, amount - view.safeAreaInsets[leadingEdge])
                if added > 0 { terms.add(.splitViewColumn, added, on: leadingEdge, why.sentence) }
            }
            queue(
                Int(entry.children[offset]),
                ControllerSlot(
                    superview: _OptionalIndex(viewIndex), frame: column.viewFrame,
                    path: NodePath.controller(
                        name: shown.node.name, kind: shown.node.kind.name, index: shown.index, under: slot.path),
                    parent: index, container: index, barTerms: terms, inSheet: slot.inSheet,
                    splitColumn: (index, offset)))
        }
        controllers[index].split = resolved
    }
}

extension SplitViewLayoutError {
    /// The fixture key an error points at, when one key is to blame.
    var key: String? {
        switch self {
        case .needsTripleColumn, .displaceNotModelled: "displayMode"
        case .automaticTripleColumnDisplayMode: "style"
        case .automaticSupplementaryWidth: "preferredSupplementaryColumnWidth"
        case .missingColumn, .sizeClassUnknown: nil
        }
    }
}
