import PropertyTesting
import Testing
@testable import ScrollInsets

/// Rules that hold for every table on every screen: random styles, heights, separator
/// settings, behaviors, offsets and directions (see `Gen.tableScenario`).
@Suite struct TableLayoutPropertyTests {
    /// The cells, headers and footers of a layout as (frame, safe area, content view, background view).
    static func pieces(
        of layout: TableLayout
    ) -> [(frame: Rect, safeArea: EdgeInsets, contentView: Rect, background: Rect)] {
        layout.rows.map { ($0.frame, $0.safeAreaInsets, $0.contentView, $0.backgroundView) }
            + layout.headers.map { ($0.pinnedFrame ?? $0.frame, $0.safeAreaInsets, $0.contentView, $0.backgroundView) }
    }

    static func layout(of scenario: TableScenario) throws -> TableLayout {
        try scenario.resolvedTable().table!
    }

    @Test func contentViewsStayInsideTheirCells() throws {
        try forAll(.tableScenario, describe: { $0.description }) { scenario in
            try Self.pieces(of: Self.layout(of: scenario)).allSatisfy { $0.frame.bounds.contains($0.contentView) }
        }
    }

    /// Whether `rect` and `other` share an area of positive size. A content view squeezed to
    /// zero width by a cell narrower than its insets (docs/table-views.md, section 4) holds
    /// nothing, so it reaches into no band; `Rect.overlaps` answers `true` for such an empty
    /// rectangle inside a band, which is what seed 9173 tripped on.
    static func sharesArea(_ rect: Rect, _ other: Rect) -> Bool {
        max(rect.minX, other.minX) < min(rect.maxX, other.maxX)
            && max(rect.minY, other.minY) < min(rect.maxY, other.maxY)
    }

    /// Whether a piece's content view stays out of the left and right unsafe bands of its cell.
    static func contentViewAvoidsTheSideBands(
        _ piece: (frame: Rect, safeArea: EdgeInsets, contentView: Rect, background: Rect)
    ) -> Bool {
        let bounds = piece.frame.bounds
        let left = Rect(x: 0, y: 0, width: piece.safeArea.left, height: bounds.height)
        let right = Rect(
            x: bounds.width - piece.safeArea.right, y: 0, width: piece.safeArea.right, height: bounds.height)
        return !sharesArea(piece.contentView, left) && !sharesArea(piece.contentView, right)
    }

    @Test func insetContentViewsNeverOverlapTheLeftOrRightUnsafeBand() throws {
        try forAll(.tableScenario, describe: { $0.description }) { scenario in
            guard scenario.table.insetsContentViewsToSafeArea else { return true }
            return try Self.pieces(of: Self.layout(of: scenario)).allSatisfy(Self.contentViewAvoidsTheSideBands)
        }
    }

    /// The case `SCROLLINSETS_SEED=9173` shrank to (issue 19): an inset-grouped table 200 pt
    /// wide with side insets 57.5 / 55.5, scrolled to x −71.5, whose one section holds only a
    /// 0.5 pt footer. The footer (55 pt wide, inset 73.5 pt by the section insets) lies wholly
    /// inside the right band; its right inset is the band, 55.5 pt, not limited to its width
    /// (docs/safe-area.md, rule 2), so its content view is squeezed to zero width at x 0
    /// (docs/table-views.md, section 4). An empty content view overlaps nothing.
    @Test func aFooterWhollyInsideTheRightBandHasAnEmptyContentView() throws {
        let table = TableViewProperties(
            style: .insetGrouped, rowHeight: 0, insetsContentViewsToSafeArea: true, separatorStyle: .singleLine,
            separatorInset: .automatic, separatorInsetReference: .fromCellEdges,
            cellLayoutMarginsFollowReadableWidth: false, tableHeaderViewHeight: 0, tableFooterViewHeight: 0,
            sections: [
                TableSection(
                    rowHeights: [], header: nil,
                    footer: TableHeaderFooter(height: 0.5, background: .backgroundView))
            ])
        let scenario = TableScenario(
            screenSize: Size(width: 200, height: 200),
            windowInsets: EdgeInsets(top: 0, left: 57.5, bottom: 0, right: 55.5),
            inNavigationController: true, direction: .leftToRight, behavior: .automatic,
            contentOffset: Point(x: -71.5, y: 0), table: table)
        let layout = try Self.layout(of: scenario)
        let footer = try #require(layout.headers.first)
        #expect(layout.headers.count == 1)
        #expect(footer.kind == .footer)
        // Below the 35-pt spacing of the untitled first section.
        #expect(footer.frame == Rect(x: 73.5, y: 35, width: 55, height: 0.5))
        #expect(footer.safeAreaInsets == EdgeInsets(top: 0, left: 0, bottom: 0, right: 55.5))
        #expect(footer.contentView == Rect(x: 0, y: 0, width: 0, height: 0.5))
        #expect(footer.backgroundView == Rect(x: 0, y: 0, width: 55, height: 0.5))
        let piece = try #require(Self.pieces(of: layout).first)
        #expect(Self.contentViewAvoidsTheSideBands(piece))
        // What the property's old check said: the empty content view "overlaps" the right band,
        // which starts 0.5 pt before the footer's left edge.
        #expect(footer.contentView.overlaps(Rect(x: -0.5, y: 0, width: 55.5, height: 0.5)))
    }

    /// The property's area test, pinned on its edges: touching, empty and nested rectangles.
    @Test func sharesAreaNeedsAPositiveIntersection() {
        let band = Rect(x: -0.5, y: 0, width: 55.5, height: 10)
        #expect(!Self.sharesArea(Rect(x: 0, y: 0, width: 0, height: 10), band))
        #expect(!Self.sharesArea(Rect(x: 0, y: 0, width: 10, height: 0), band))
        #expect(!Self.sharesArea(Rect(x: 55, y: 0, width: 10, height: 10), band))
        #expect(Self.sharesArea(Rect(x: 54.5, y: 0, width: 10, height: 10), band))
        #expect(Self.sharesArea(Rect(x: 1, y: 1, width: 1, height: 1), band))
    }

    @Test func backgroundViewsAreTheCellBounds() throws {
        try forAll(.tableScenario, describe: { $0.description }) { scenario in
            try Self.pieces(of: Self.layout(of: scenario)).allSatisfy { $0.background == $0.frame.bounds }
        }
    }

    @Test func separatorsStayInsideTheirCells() throws {
        try forAll(.tableScenario, describe: { $0.description }) { scenario in
            try Self.layout(of: scenario).rows.allSatisfy { row in
                // An inset-grouped card's last row has none (its edge ends the group).
                let endsCard =
                    scenario.table.style == .insetGrouped && scenario.table.separatorInset == .automatic
                    && row.row == scenario.table.sections[row.section].rowHeights.count - 1
                guard let separator = row.separator else { return scenario.table.separatorStyle == .none || endsCard }
                return scenario.table.separatorStyle == .singleLine && separator.x >= 0 && separator.width >= 0
                    && separator.x + separator.width <= row.frame.width
            }
        }
    }

    @Test func layoutMarginsNeverReachIntoTheCellsUnsafeBands() throws {
        try forAll(.tableScenario, describe: { $0.description }) { scenario in
            try Self.layout(of: scenario).rows.allSatisfy { row in
                row.contentView.minX + row.layoutMargins.left >= row.safeAreaInsets.left
                    && row.contentView.maxX - row.layoutMargins.right <= row.frame.width - row.safeAreaInsets.right
            }
        }
    }

    @Test func contentSizeIsTheSumOfTheHeightsAndMatchesTheScrollView() throws {
        try forAll(.tableScenario, describe: { $0.description }) { scenario in
            let view = try scenario.resolvedTable()
            let layout = view.table!
            let expected = TableViewLayoutEngine.contentSize(
                of: scenario.table, width: view.frame.width,
                variants: scenario.scene.screen.release.variants)
            let lastMaxY =
                ([layout.tableFooterView].compactMap { $0 } + layout.rows.map(\.frame)
                + layout.headers.map(\.frame) + [layout.tableHeaderView].compactMap { $0 }).map(\.maxY).max() ?? 0
            return layout.contentSize == expected && view.scroll?.contentSize == expected
                && layout.contentSize.width == view.frame.width && lastMaxY <= layout.contentSize.height
        }
    }

    @Test func onlyPlainHeadersFloatAndTheyStayWithinTheirSection() throws {
        try forAll(.tableScenario, describe: { $0.description }) { scenario in
            let layout = try Self.layout(of: scenario)
            let rowsBySection = Dictionary(grouping: layout.rows, by: \.section)
            return layout.headers.allSatisfy { header in
                guard let pinned = header.pinnedFrame else { return scenario.table.style != .plain }
                guard scenario.table.style == .plain, pinned.size == header.frame.size, pinned.minX == header.frame.minX
                else { return false }
                let siblings =
                    layout.headers.filter { $0.section == header.section }.map(\.frame)
                    + (rowsBySection[header.section] ?? []).map(\.frame)
                // The section starts at the padding above its header (sectionHeaderTopPadding).
                let hasHeader = layout.headers.contains { $0.section == header.section && $0.kind == .header }
                let padding =
                    hasHeader
                    ? TableHeaderPadding.padding(
                        scenario.table.sectionHeaderTopPadding, plain: true,
                        variant: scenario.scene.screen.release.variants.sectionHeaderPadding
                    ).points : 0
                let top = siblings.map(\.minY).min()! - padding, bottom = siblings.map(\.maxY).max()!
                return header.kind == .header
                    ? pinned.minY >= header.frame.minY && pinned.maxY <= max(bottom, header.frame.maxY)
                    : pinned.minY <= header.frame.minY && pinned.minY >= top
            }
        }
    }
}
