/// Lays out a `UICollectionViewCompositionalLayout`: its sections, their groups, items and
/// boundary supplementary items, in content coordinates, and its `contentSize`.
///
/// Along the scrolling axis, a section is: its headers that extend the boundary, its leading
/// `contentInsets`, its groups (repeated until the section's items are placed, separated by
/// `interGroupSpacing`; one row of groups side by side when it scrolls orthogonally), its
/// trailing `contentInsets`, its footers. Sections follow each other separated by the
/// configuration's `interSectionSpacing`. Across the scrolling axis the content is the
/// collection view's bounds less the adjusted content insets, as for the flow layout, and a
/// section's groups start at its effective inset (``ContentInsetsResolution``).
///
/// Groups resolve their fractional dimensions against the section's layout container: the
/// content across the scrolling axis less the section's effective insets, and along it the
/// visible content less the section's insets on that axis (assumed). Cells are placed by
/// ``CompositionalGroupLayout``; every frame is put on the screen's pixel grid (``PixelGrid``).
///
/// In a right-to-left layout a vertical layout is mirrored within the content's width:
/// leading insets and the first item sit on the right (the compositional layout's API is
/// directional throughout: `NSDirectionalEdgeInsets`, leading and trailing).
///
/// A boundary supplementary item whose height is estimated (`{estimated: N}`: self-sizing) is
/// laid out at the height its section gives for its kind (``CollectionSectionSizes``: the
/// fixture's `header: {height: H}` and `footer: {height: H}`), which stands for the content the
/// model cannot measure; at its estimate where the section gives none. An absolute or fractional
/// height is the layout's own and is kept.
///
/// See docs/collection-views.md, "Compositional layouts", for the sources and assumptions.
enum CompositionalLayoutEngine {
    /// The full layout of `compositional` with `counts` items per section in `context`.
    ///
    /// - Complexity: O(*n*) in the number of sections and items (a group's cells are computed
    ///   once per section, at most ``CompositionalGroupLayout/maximumCells`` of them).
    static func layout(
        of compositional: CompositionalLayout, sections counts: [Int],
        sizes: [CollectionSectionSizes] = [], in context: ScrollContentContext
    ) -> CollectionLayout {
        let scroll = compositional.scrollDirection
        let across: Axis = scroll == .vertical ? .horizontal : .vertical
        let adjusted = context.adjustedContentInset
        let contentAcross = Swift.max(
            0, context.size.length(along: across) - adjusted[across.start] - adjusted[across.end])
        let visibleAlong = Swift.max(
            0, context.size.length(along: scroll) - adjusted[scroll.start] - adjusted[scroll.end])
        let readable = ReadableContentGuide.resolve(
            bounds: context.size, layoutMargins: context.layoutMargins,
            platform: context.readablePlatform
        ).insets
        let rightToLeft = context.layoutDirection == .rightToLeft
        let mirrors = rightToLeft && scroll == .vertical
        let startEdge: Edge = scroll == .vertical ? (rightToLeft ? .right : .left) : .top
        let endEdge = startEdge.opposite
        let grid = context.pixelGrid
        let offsetAlong = scroll == .vertical ? context.contentOffset.y : context.contentOffset.x
        let visibleStart = offsetAlong + adjusted[scroll.start]
        let visibleEnd = offsetAlong + context.size.length(along: scroll) - adjusted[scroll.end]

        /// A rectangle from positions along and across the scrolling axis, in leading space.
        func rect(along: Double, across position: Double, size: Size) -> Rect {
            var frame =
                scroll == .vertical
                ? Rect(x: position, y: along, width: size.width, height: size.height)
                : Rect(x: along, y: position, width: size.width, height: size.height)
            if mirrors { frame = frame.mirrored(inWidth: contentAcross) }
            return grid.aligned(frame)
        }

        var sections: [CollectionSectionLayout] = []
        var warnings: [CollectionLayoutWarning] = []
        if scroll == .horizontal, rightToLeft { warnings.append(.horizontalRightToLeftNotModelled) }
        var cursor = 0.0
        for (index, rawCount) in counts.enumerated() {
            let count = Swift.max(0, rawCount)
            if index > 0 { cursor += compositional.interSectionSpacing }
            let description = compositional.section(at: index)
            let reference = ContentInsetsResolution.reference(
                section: description.contentInsetsReference,
                configuration: compositional.contentInsetsReference)
            let given = description.contentInsets.resolved(in: context.layoutDirection)
            let explanation = ContentInsetsExplanation(
                subject: "contentInsets", contentInsets: given, reference: reference,
                scrollDirection: scroll, context: context, readableInsets: readable)
            let inset = explanation.insets
            let containerAcross = Swift.max(0, contentAcross - inset[startEdge] - inset[endEdge])
            let containerAlong = Swift.max(0, visibleAlong - inset[scroll.start] - inset[scroll.end])
            let container =
                scroll == .vertical
                ? Size(width: containerAcross, height: containerAlong)
                : Size(width: containerAlong, height: containerAcross)

            // Supplementaries: their own reference, with the section's insets when they follow them.
            let supplementaryReference = ContentInsetsResolution.reference(
                section: description.supplementaryContentInsetsReference,
                configuration: compositional.contentInsetsReference)
            let supplementaryInset = ContentInsetsExplanation(
                subject: "supplementary insets",
                contentInsets: description.supplementariesFollowContentInsets ? given : .zero,
                reference: supplementaryReference, scrollDirection: scroll, context: context, readableInsets: readable
            ).insets
            let supplementaryAcross = Swift.max(
                0, contentAcross - supplementaryInset[startEdge] - supplementaryInset[endEdge])
            let supplementaryContainer =
                scroll == .vertical
                ? Size(width: supplementaryAcross, height: containerAlong)
                : Size(width: containerAlong, height: supplementaryAcross)
            let sectionSizes = index < sizes.count ? sizes[index] : CollectionSectionSizes()
            func supplementarySize(_ item: BoundarySupplementaryItem) -> Size {
                let measured =
                    item.height.isEstimated
                    ? (item.kind == .header ? sectionSizes.headerHeight : sectionSizes.footerHeight) : nil
                return Size(
                    width: item.width.length(in: supplementaryContainer),
                    height: measured.map { Swift.max(0, $0) } ?? item.height.length(in: supplementaryContainer))
            }

            let start = cursor
            var placed: [Int: (along: Double, size: Size)] = [:]
            let boundaryItems = description.boundarySupplementaryItems
            for (number, item) in boundaryItems.enumerated() where item.kind == .header && item.extendsBoundary {
                let size = supplementarySize(item)
                placed[number] = (cursor, size)
                cursor += size.length(along: scroll)
            }
            cursor += inset[scroll.start]
            let groupsStart = cursor

            // The group's cells, computed once and repeated.
            let group = description.group
            let groupSize = Size(width: group.width.length(in: container), height: group.height.length(in: container))
            let (cells, truncated, overflow) = CompositionalGroupLayout.cells(of: group, size: groupSize)
            if truncated && count > cells.count {
                warnings.append(.groupCellLimit(section: index, maximum: CompositionalGroupLayout.maximumCells))
            }
            if let overflow, count > 0 {
                warnings.append(
                    .groupSpacingOverflow(
                        section: index, count: overflow.count, spacing: overflow.spacing,
                        length: overflow.length))
            }
            let groupCount = cells.isEmpty ? 0 : (count + cells.count - 1) / cells.count
            let groupAlong = groupSize.length(along: scroll)
            let groupAcross = groupSize.length(along: across)
            let orthogonal = description.orthogonalScrollingBehavior.isOrthogonal
            let centring =
                description.orthogonalScrollingBehavior == .groupPagingCentered
                ? Swift.max(0, (containerAcross - groupAcross) / 2) : 0
            var items: [Rect] = []
            items.reserveCapacity(Swift.min(count, groupCount * cells.count))
            for groupIndex in 0..<groupCount {
                let along: Double, position: Double
                if orthogonal {
                    along = groupsStart
                    position =
                        inset[startEdge] + centring + Double(groupIndex) * (groupAcross + description.interGroupSpacing)
                } else {
                    along = groupsStart + Double(groupIndex) * (groupAlong + description.interGroupSpacing)
                    position = inset[startEdge]
                }
                for cell in cells where items.count < count {
                    let origin = scroll == .vertical ? (x: position, y: along) : (x: along, y: position)
                    var frame = cell.offsetBy(dx: origin.x, dy: origin.y)
                    if mirrors { frame = frame.mirrored(inWidth: contentAcross) }
                    items.append(grid.aligned(frame))
                }
            }
            if groupCount > 0 {
                cursor +=
                    orthogonal
                    ? groupAlong
                    : Double(groupCount) * groupAlong + Double(groupCount - 1) * description.interGroupSpacing
            }
            let groupsEnd = cursor
            cursor += inset[scroll.end]
            for (number, item) in boundaryItems.enumerated() where item.kind == .footer && item.extendsBoundary {
                let size = supplementarySize(item)
                placed[number] = (cursor, size)
                cursor += size.length(along: scroll)
            }
            cursor = Swift.max(cursor, start)
            for (number, item) in boundaryItems.enumerated() where !item.extendsBoundary {
                let size = supplementarySize(item)
                placed[number] = (item.kind == .header ? groupsStart : groupsEnd - size.length(along: scroll), size)
            }

            // Supplementaries in declaration order, pinned ones at the current offset.
            var supplementaries: [CollectionSupplementaryLayout] = []
            for (number, item) in boundaryItems.enumerated() {
                guard let placed = placed[number] else { continue }
                let length = placed.size.length(along: scroll)
                var along = placed.along
                if item.pinToVisibleBounds {
                    if item.kind == .header {
                        along = Swift.max(placed.along, Swift.min(visibleStart, cursor - length))
                    } else {
                        along = Swift.min(placed.along, Swift.max(visibleEnd - length, start))
                    }
                }
                let frame = rect(along: along, across: supplementaryInset[startEdge], size: placed.size)
                supplementaries.append(
                    CollectionSupplementaryLayout(
                        kind: item.kind, frame: frame,
                        isPinned: along != placed.along))
            }

            var assumptions: [CompositionalAssumption] = []
            if reference != .none { assumptions.append(.referenceAcrossScrollingAxisOnly) }
            if orthogonal { assumptions.append(.orthogonalScrollerInsets) }
            if description.boundarySupplementaryItems.contains(where: \.pinToVisibleBounds) {
                assumptions.append(.pinnedToAdjustedVisibleBounds)
            }
            if !description.boundarySupplementaryItems.isEmpty {
                assumptions.append(.supplementariesOutsideContentInsets)
            }
            let alongDimension = scroll == .vertical ? group.height : group.width
            if case .fractionalHeight = alongDimension, scroll == .vertical {
                assumptions.append(.fractionAlongScrollingAxis)
            }
            if case .fractionalWidth = alongDimension, scroll == .horizontal {
                assumptions.append(.fractionAlongScrollingAxis)
            }

            let frame =
                scroll == .vertical
                ? Rect(x: 0, y: start, width: contentAcross, height: cursor - start)
                : Rect(x: start, y: 0, width: cursor - start, height: contentAcross)
            let section = CollectionSectionLayout(
                section: index, frame: frame, items: items,
                header: supplementaries.first { $0.kind == .header }?.frame,
                footer: supplementaries.first { $0.kind == .footer }?.frame,
                effectiveSectionInset: inset,
                family: .compositional(
                    CompositionalSectionLayout(
                        contentInsetsReference: reference,
                        orthogonalScrollingBehavior: description.orthogonalScrollingBehavior,
                        supplementaries: supplementaries, assumptions: assumptions, explanation: explanation)))
            sections.append(section)
        }
        let contentSize =
            scroll == .vertical
            ? Size(width: contentAcross, height: cursor)
            : Size(width: cursor, height: contentAcross)
        return CollectionLayout(contentSize: contentSize, sections: sections, warnings: warnings)
    }
}
