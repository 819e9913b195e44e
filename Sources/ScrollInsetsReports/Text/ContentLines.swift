import ScrollInsets

/// The compact lines under a scroll, table or collection view in the text report.
enum ContentLines {
    static func lines(for view: ResolvedView) -> [String] {
        guard let scroll = view.scroll else { return [] }
        var lines = [scrollLine(scroll)]
        if let table = view.table { lines += tableLines(table) }
        if let collection = view.collection { lines += collectionLines(collection) }
        return lines
    }

    /// The scroll view's line: behavior, adjusted inset, offset, content size, and what differs
    /// from the defaults (the content inset, the indicators, the rules' report fields).
    static func scrollLine(_ scroll: ScrollResolution) -> String {
        """
        \(scroll.behavior.rawValue): adjusted \(TextFormatting.insets(scroll.adjustedContentInset))  offset \
        \(TextFormatting.point(scroll.contentOffset))  contentSize \(TextFormatting.size(scroll.contentSize))
        """
            + (scroll.contentInset == .zero ? "" : "  contentInset \(TextFormatting.insets(scroll.contentInset))")
            + indicators(scroll)
            + scroll.reportFields.map { "  " + $0.name + " " + text(of: $0.value) }.joined()
            + (scroll.scrollsAlong.contains(.horizontal) && !scroll.scrollableAxes.contains(.horizontal)
                ? "  scrolls sideways: the adjusted insets make it wider than its frame" : "")
    }

    /// A rule's report field as the compact line shows it (``ScrollReportField``).
    static func text(of value: ScrollReportField.Value) -> String {
        switch value {
        case .number(let number): formatPoints(number)
        case .size(let size): TextFormatting.size(size)
        }
    }

    /// The indicators' insets where they do not follow the adjusted content inset (iOS 13 and
    /// later add the safe area even under `never`; before, nothing under `never`).
    static func indicators(_ scroll: ScrollResolution) -> String {
        let indicators = scroll.indicatorInsets
        guard indicators.vertical != scroll.adjustedContentInset || indicators.horizontal != scroll.adjustedContentInset
        else { return "" }
        if indicators.vertical == indicators.horizontal {
            return "  indicators \(TextFormatting.insets(indicators.vertical))"
        }
        return
            """
              indicators vertical \(TextFormatting.insets(indicators.vertical)) horizontal \
            \(TextFormatting.insets(indicators.horizontal))
            """
    }

    /// Per section: the first and last rows, with cell, content view and separator.
    static func tableLines(_ table: TableLayout) -> [String] {
        var lines: [String] = []
        var bySection: [Int: [TableRowLayout]] = [:]
        for row in table.rows { bySection[row.section, default: []].append(row) }
        for header in table.headers {
            lines.append(
                """
                section \(header.section) \(header.kind.rawValue) \(TextFormatting.rect(header.frame))  contentView \
                \(TextFormatting.rect(header.contentView))  background: \(header.background.rawValue)
                """
            )
        }
        if let first = table.fillerRows.first {
            lines.append(
                """
                \(table.fillerRows.count) filler row\(table.fillerRows.count == 1 ? "" : "s") of \
                \(formatPoints(first.height)) from y \(formatPoints(first.minY))
                """
            )
        }
        for section in bySection.keys.sorted() {
            let rows = bySection[section] ?? []
            guard let first = rows.first, let last = rows.last else { continue }
            lines.append("section \(section): \(rows.count) row\(rows.count == 1 ? "" : "s")")
            lines.append("  " + rowLine(first))
            if rows.count > 1 { lines.append("  " + rowLine(last)) }
        }
        return lines
    }

    static func rowLine(_ row: TableRowLayout) -> String {
        var text =
            "row \(row.row) \(TextFormatting.rect(row.frame))  contentView \(TextFormatting.rect(row.contentView))"
        text += "  margins \(TextFormatting.insets(row.layoutMargins))"
        if let separator = row.separator {
            text += "  separator x \(formatPoints(separator.x)) width \(formatPoints(separator.width))"
        }
        return text
    }

    /// Per flow section: its frame, item count, first and last items; for a list, its header and
    /// footer and the first and last cells with their margins and separators. Per compositional
    /// section: its frame, item count, effective insets and reference, then every item and
    /// supplementary.
    static func collectionLines(_ collection: CollectionLayout) -> [String] {
        var lines: [String] = []
        for section in collection.sections {
            let count = "\(section.items.count) item\(section.items.count == 1 ? "" : "s")"
            if let compositional = section.compositional {
                let reference = compositional.contentInsetsReference
                let orthogonal = compositional.orthogonalScrollingBehavior
                var head =
                    "section \(section.section) \(TextFormatting.rect(section.frame)): \(count), contentInsets "
                    + "\(TextFormatting.insets(section.effectiveSectionInset)) from \(reference.rawValue)"
                if orthogonal.isOrthogonal {
                    head += ", scrolls orthogonally (\(orthogonal.rawValue)), items at rest"
                }
                lines.append(head)
                for supplementary in compositional.supplementaries {
                    lines.append(
                        "  \(supplementary.kind.rawValue) \(TextFormatting.rect(supplementary.frame))"
                            + (supplementary.isPinned ? " (pinned at this offset)" : ""))
                }
                for (index, item) in section.items.enumerated() {
                    lines.append("  item \(index) \(TextFormatting.rect(item))")
                }
                continue
            }
            var text = "section \(section.section) \(TextFormatting.rect(section.frame)): \(count)"
            if let first = section.items.first { text += ", first \(TextFormatting.rect(first))" }
            if section.items.count > 1, let last = section.items.last { text += ", last \(TextFormatting.rect(last))" }
            lines.append(text)
            guard let list = section.list else { continue }
            let cells = list.cells
            if let header = section.header {
                lines.append(
                    "  header \(TextFormatting.rect(header))"
                        + (list.header.map { "  margins \(TextFormatting.insets($0.layoutMargins))" } ?? ""))
            }
            var shown = cells.indices.prefix(1) + (cells.count > 1 ? [cells.count - 1] : [])
            shown = shown.filter { $0 < section.items.count }
            for index in shown { lines.append("  " + listCellLine(index, frame: section.items[index], cells[index])) }
            if let footer = section.footer {
                lines.append(
                    "  footer \(TextFormatting.rect(footer))"
                        + (list.footer.map { "  margins \(TextFormatting.insets($0.layoutMargins))" } ?? ""))
            }
        }
        return lines
    }

    static func listCellLine(_ index: Int, frame: Rect, _ cell: ListCellLayout) -> String {
        var text = "cell \(index) \(TextFormatting.rect(frame))  margins \(TextFormatting.insets(cell.layoutMargins))"
        if let separator = cell.separator {
            text += "  separator x \(formatPoints(separator.x)) width \(formatPoints(separator.width))"
        } else {
            text += "  no separator"
        }
        return text
    }
}
