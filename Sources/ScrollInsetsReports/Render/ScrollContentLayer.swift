import ScrollInsets

/// What a scroll view shows at its `contentOffset`: the content rectangle, and for a table its
/// cells (cell frame, content view, separator), section headers and footers, table header and
/// footer views; for a collection view its sections, items, headers and footers, and a list's
/// separators.
///
/// Everything is in content coordinates in the model and is moved here to window coordinates
/// by the scroll view's content origin (`frameInWindow.origin − contentOffset`), then clipped
/// to the scroll view's visible rectangle. Cells and items wholly outside that rectangle are
/// left out, so a table of a thousand rows draws only the few on screen.
package enum ScrollContentLayer {
    /// The group `scroll-content-INDEX`, clipped to the scroll view.
    package static func content(of view: ResolvedView, _ context: RenderContext) -> SVGElement {
        let origin = SceneGeometry.contentOrigin(of: view)
        let visible = context.geometry.visibleRect[view.index] ?? view.frameInWindow
        func place(_ rect: Rect) -> Rect { rect.offsetBy(dx: origin.x, dy: origin.y) }
        var children: [SVGElement] = []
        if let scroll = view.scroll {
            children.append(
                context.rect(
                    id: "content-\(view.index)", class: "content", path: view.path,
                    place(Rect(origin: .zero, size: scroll.contentSize))))
        }
        if let table = view.table {
            children += tableShapes(table, view: view, place: place, visible: visible, context)
        }
        if let collection = view.collection {
            children += collectionShapes(collection, view: view, place: place, visible: visible, context)
        }
        return SVGElement(
            "g",
            [
                ("id", context.id("scroll-content-\(view.index)")), ("class", "scroll-content"),
                ("data-path", view.path),
            ] + context.clip(by: view.index), children: children)
    }

    /// Cells (with content view and separator), then section headers and footers (where they
    /// show: pinned under the top inset for a plain table's floating header), then the table
    /// header and footer views.
    package static func tableShapes(
        _ table: TableLayout, view: ResolvedView, place: (Rect) -> Rect, visible: Rect,
        _ context: RenderContext
    ) -> [SVGElement] {
        var shapes: [SVGElement] = []
        let path = view.path
        for row in table.rows {
            let cell = place(row.frame)
            guard visible.overlaps(cell) else { continue }
            let key = "\(view.index)-\(row.section)-\(row.row)"
            let indexPath = [("data-index-path", "\(row.section).\(row.row)")]
            shapes.append(context.rect(id: "cell-\(key)", class: "cell", path: path, cell, extra: indexPath))
            shapes.append(
                context.rect(
                    id: "cell-content-\(key)", class: "cell-content", path: path,
                    row.contentView.offsetBy(dx: cell.minX, dy: cell.minY), extra: indexPath))
            if let separator = row.separator {
                let y = SVGElement.number(cell.maxY)
                shapes.append(
                    context.shape(
                        "line", id: "separator-\(key)", class: "separator", path: path,
                        indexPath + [
                            ("x1", SVGElement.number(cell.minX + separator.x)), ("y1", y),
                            ("x2", SVGElement.number(cell.minX + separator.x + separator.width)), ("y2", y),
                        ]))
            }
        }
        for header in table.headers {
            let frame = place(header.pinnedFrame ?? header.frame)
            guard visible.overlaps(frame) else { continue }
            let key = "\(view.index)-\(header.section)-\(header.kind.rawValue)"
            let extra = [("data-section", String(header.section)), ("data-background", header.background.rawValue)]
            shapes.append(context.rect(id: "header-\(key)", class: "header", path: path, frame, extra: extra))
            shapes.append(
                context.rect(
                    id: "header-content-\(key)", class: "header-content", path: path,
                    header.contentView.offsetBy(dx: frame.minX, dy: frame.minY)))
        }
        for (name, rect) in [("table-header", table.tableHeaderView), ("table-footer", table.tableFooterView)] {
            guard let rect, visible.overlaps(place(rect)) else { continue }
            shapes.append(context.rect(id: "\(name)-\(view.index)", class: "header", path: path, place(rect)))
        }
        return shapes
    }

    /// Each section's outline, then its header and footer, its items and, for a list, each
    /// cell's separator.
    package static func collectionShapes(
        _ collection: CollectionLayout, view: ResolvedView, place: (Rect) -> Rect,
        visible: Rect, _ context: RenderContext
    ) -> [SVGElement] {
        var shapes: [SVGElement] = []
        let path = view.path
        for section in collection.sections {
            let frame = place(section.frame)
            guard visible.overlaps(frame) else { continue }
            let key = "\(view.index)-\(section.section)"
            let sectionData = [("data-section", String(section.section))]
            shapes.append(context.rect(id: "section-\(key)", class: "section", path: path, frame, extra: sectionData))
            for (name, rect) in [("section-header", section.header), ("section-footer", section.footer)] {
                guard let rect, visible.overlaps(place(rect)) else { continue }
                shapes.append(
                    context.rect(id: "\(name)-\(key)", class: "header", path: path, place(rect), extra: sectionData))
            }
            for (item, rect) in section.items.enumerated() {
                let placed = place(rect)
                guard visible.overlaps(placed) else { continue }
                let indexPath = [("data-index-path", "\(section.section).\(item)")]
                shapes.append(
                    context.rect(id: "item-\(key)-\(item)", class: "item", path: path, placed, extra: indexPath))
                // A list cell's separator, as a table row's.
                if let cells = section.list?.cells, item < cells.count, let separator = cells[item].separator {
                    let y = SVGElement.number(placed.maxY)
                    shapes.append(
                        context.shape(
                            "line", id: "separator-\(key)-\(item)", class: "separator", path: path,
                            indexPath + [
                                ("x1", SVGElement.number(placed.minX + separator.x)), ("y1", y),
                                ("x2", SVGElement.number(placed.minX + separator.x + separator.width)), ("y2", y),
                            ]))
                }
            }
        }
        return shapes
    }
}
