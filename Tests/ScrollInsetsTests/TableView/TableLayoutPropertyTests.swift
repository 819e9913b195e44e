import PropertyTesting
import Testing
@testable import ScrollInsets

/// Rules that hold for every table on every screen: random styles, heights, separator
/// settings, behaviors, offsets and directions (see `Gen.tableScenario`).
@Suite struct TableLayoutPropertyTests {
    /// The cells, headers and footers of a layout as (frame, safe area, content view, background view).
    static func pieces(of layout: TableLayout) -> [(frame: Rect, safeArea: EdgeInsets, contentView: Rect, background: Rect)] {
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

    @Test func insetContentViewsNeverOverlapTheLeftOrRightUnsafeBand() throws {
        try forAll(.tableScenario, describe: { $0.description }) { scenario in
            guard scenario.table.insetsContentViewsToSafeArea else { return true }
            return try Self.pieces(of: Self.layout(of: scenario)).allSatisfy { piece in
                let bounds = piece.frame.bounds
                let left = Rect(x: 0, y: 0, width: piece.safeArea.left, height: bounds.height)
                let right = Rect(x: bounds.width - piece.safeArea.right, y: 0, width: piece.safeArea.right, height: bounds.height)
                return !piece.contentView.overlaps(left) && !piece.contentView.overlaps(right)
            }
        }
    }

    @Test func backgroundViewsAreTheCellBounds() throws {
        try forAll(.tableScenario, describe: { $0.description }) { scenario in
            try Self.pieces(of: Self.layout(of: scenario)).allSatisfy { $0.background == $0.frame.bounds }
        }
    }

    @Test func separatorsStayInsideTheirCells() throws {
        try forAll(.tableScenario, describe: { $0.description }) { scenario in
            try Self.layout(of: scenario).rows.allSatisfy { row in
                guard let separator = row.separator else { return scenario.table.separatorStyle == .none }
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
            let expected = TableViewLayoutEngine.contentSize(of: scenario.table, width: view.frame.width)
            let lastMaxY = ([layout.tableFooterView].compactMap { $0 } + layout.rows.map(\.frame)
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
                let siblings = layout.headers.filter { $0.section == header.section }.map(\.frame)
                    + (rowsBySection[header.section] ?? []).map(\.frame)
                let top = siblings.map(\.minY).min()!, bottom = siblings.map(\.maxY).max()!
                return header.kind == .header
                    ? pinned.minY >= header.frame.minY && pinned.maxY <= max(bottom, header.frame.maxY)
                    : pinned.minY <= header.frame.minY && pinned.minY >= top
            }
        }
    }
}
