/// Lays out a `UICollectionViewFlowLayout`: its sections, headers, items and footers, in
/// content coordinates, and its `contentSize`.
///
/// A section, along the scrolling axis (Apple: `sectionInset`, `headerReferenceSize`,
/// `minimumLineSpacing`): the header, the leading section inset, the lines of items separated
/// by `minimumLineSpacing`, the trailing section inset, the footer. Headers and footers take
/// only their length along the scrolling axis from their reference size and span the content
/// across it ("the width of the header would be set to the width of the collection view";
/// "the margin insets do not affect the size of the header and footer views in the non
/// scrolling direction"); a zero length means no header. An empty section keeps its insets,
/// header and footer. Items fill lines as ``FlowLineMetrics`` describes.
///
/// Across the scrolling axis the content is the collection view's bounds less the adjusted
/// content insets on both edges (the flow layout's warning names "the width of the
/// UICollectionView minus the section insets ... minus the content insets"), floored at zero.
///
/// Item, header and footer frames are put on the screen's pixel grid (``PixelGrid``): their
/// origins are rounded to the nearest pixel, their sizes kept.
///
/// In a right-to-left layout a vertical flow fills each line from the right: items are
/// mirrored within the band their section insets leave, which stay on their physical edges
/// (`UICollectionViewLayout.developmentLayoutDirection` is left-to-right for the flow layout,
/// and its `flipsHorizontallyInOppositeLayoutDirection` keeps the base `false`, so the
/// coordinate system and `contentOffset` are not flipped). A horizontal flow is laid out the
/// same in both directions; see docs/collection-views.md for what is not modelled.
enum CollectionViewLayoutEngine {
    /// The full layout in `context`; its `contentSize` feeds back into the scroll view's
    /// scrollable axes.
    ///
    /// - Complexity: O(*n*) in the number of sections and items.
    static func layout(of collection: CollectionViewProperties, in context: ScrollContentContext) -> CollectionLayout {
        if let compositional = collection.compositional {
            return CompositionalLayoutEngine.layout(
                of: compositional, sections: collection.sections,
                sizes: collection.sectionSizes, in: context)
        }
        let flow = collection.layout
        let axes = FlowAxes(scroll: flow.scrollDirection)
        let adjusted = context.adjustedContentInset
        let across = Swift.max(
            0,
            context.size.length(along: axes.line)
                - adjusted[axes.lineStart] - adjusted[axes.lineEnd])
        let explanation = SectionInsetExplanation(flow, in: context)
        let inset = explanation.insets
        let mirrors = axes.scroll == .vertical && context.layoutDirection == .rightToLeft

        let itemAlong = flow.itemSize.length(along: axes.scroll)
        let itemAcross = flow.itemSize.length(along: axes.line)
        let headerLength = flow.headerReferenceSize.length(along: axes.scroll)
        let footerLength = flow.footerReferenceSize.length(along: axes.scroll)
        let bandStart = inset[axes.lineStart]
        let bandEnd = across - inset[axes.lineEnd]
        let metrics = FlowLineMetrics(
            itemLength: itemAcross, minimumSpacing: flow.minimumInteritemSpacing,
            available: bandEnd - bandStart)

        var sections: [CollectionSectionLayout] = []
        var warnings: [CollectionLayoutWarning] = []
        if axes.scroll == .horizontal, context.layoutDirection == .rightToLeft {
            warnings.append(.horizontalRightToLeftNotModelled)
        }
        var cursor = 0.0
        for (index, count) in collection.sections.enumerated() {
            let start = cursor
            var header: Rect?
            if headerLength > 0 {
                header = context.pixelGrid.aligned(
                    axes.rect(along: cursor, length: headerLength, across: 0, width: across))
                cursor += headerLength
            }
            cursor += inset[axes.scrollStart]
            var items: [Rect] = []
            items.reserveCapacity(Swift.max(0, count))
            for item in 0..<Swift.max(0, count) {
                let line = item / metrics.itemsPerLine
                var offset = bandStart + metrics.offset(ofColumn: item % metrics.itemsPerLine)
                if mirrors { offset = bandStart + bandEnd - offset - itemAcross }
                let along = cursor + Double(line) * (itemAlong + flow.minimumLineSpacing)
                items.append(
                    context.pixelGrid.aligned(
                        axes.rect(along: along, length: itemAlong, across: offset, width: itemAcross)))
            }
            let lines = metrics.lineCount(itemCount: count)
            if lines > 0 {
                cursor += Double(lines) * itemAlong + Double(lines - 1) * flow.minimumLineSpacing
            }
            cursor += inset[axes.scrollEnd]
            var footer: Rect?
            if footerLength > 0 {
                footer = context.pixelGrid.aligned(
                    axes.rect(along: cursor, length: footerLength, across: 0, width: across))
                cursor += footerLength
            }
            cursor = Swift.max(cursor, start)  // insets more negative than the section is long
            if count > 0 && metrics.alignment == .overflowing {
                warnings.append(
                    .itemExceedsLine(
                        section: index, axis: axes.line, itemLength: itemAcross,
                        available: metrics.available))
            }
            let layout = CollectionSectionLayout(
                section: index, frame: axes.rect(along: start, length: cursor - start, across: 0, width: across),
                items: items, header: header, footer: footer, effectiveSectionInset: inset,
                family: .flow(FlowSectionLayout(lines: count > 0 ? metrics : nil, explanation: explanation)))
            sections.append(layout)
        }
        let contentSize =
            axes.scroll == .vertical
            ? Size(width: across, height: cursor)
            : Size(width: cursor, height: across)
        return CollectionLayout(contentSize: contentSize, sections: sections, warnings: warnings)
    }
}

/// The two axes of a flow: the scrolling axis, along which lines follow each other, and the
/// line axis across it, along which the items of one line sit.
struct FlowAxes {
    /// The scrolling axis (`scrollDirection`).
    var scroll: Axis
    /// The axis of a line: horizontal in a vertical flow.
    var line: Axis { scroll == .vertical ? .horizontal : .vertical }
    /// The edge where the content starts along the scrolling axis (top of a vertical flow).
    var scrollStart: Edge { scroll.start }
    /// The edge where the content ends along the scrolling axis.
    var scrollEnd: Edge { scroll.end }
    /// The edge where a line starts (left of a vertical flow).
    var lineStart: Edge { line.start }
    /// The edge where a line ends.
    var lineEnd: Edge { line.end }

    /// The rectangle at `along` on the scrolling axis (`length` long) and `across` on the
    /// line axis (`width` wide).
    func rect(along: Double, length: Double, across: Double, width: Double) -> Rect {
        scroll == .vertical
            ? Rect(x: across, y: along, width: width, height: length)
            : Rect(x: along, y: across, width: length, height: width)
    }
}
