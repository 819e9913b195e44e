import Testing
@testable import ScrollInsets

@Suite struct TableSeparatorsTests {
    /// An 812 pt cell on iPhone X landscape: content view inset 44 pt, margins 16 pt.
    static let insetContentView = Rect(x: 44, y: 0, width: 724, height: 44)
    static let margins = EdgeInsets(top: 11, left: 16, bottom: 11, right: 16)
    static let plainMetrics = metrics(readableWidthExtra: 0)

    static func metrics(readableWidthExtra: Double) -> TableStyleMetrics {
        let context = ScrollContentContext(
            size: Size(width: 812, height: 375), safeAreaInsets: .zero,
            safeAreaInsetsForSubviews: .zero, layoutMargins: .zero, contentInset: .zero,
            adjustedContentInset: .zero, contentOffset: .zero, layoutDirection: .leftToRight)
        var metrics = TableStyleMetrics(
            table: TableViewProperties(), context: context, variants: UIKitRelease(14).variants)
        metrics.readableWidthExtra = readableWidthExtra
        return metrics
    }

    struct Case: CustomTestStringConvertible, Sendable {
        var id: String
        var style: SeparatorStyle = .singleLine
        var inset: SeparatorInset = .automatic
        var reference: SeparatorInsetReference = .fromCellEdges
        var direction: LayoutDirection = .leftToRight
        var expected: SeparatorLayout?
        var testDescription: String { id }
    }

    static let cases: [Case] = [
        Case(
            id: "automatic: leading margin to trailing edge",
            expected: SeparatorLayout(x: 60, width: 752)),
        Case(
            id: "automatic, right-to-left: right margin to the left edge", direction: .rightToLeft,
            expected: SeparatorLayout(x: 0, width: 752)),
        Case(id: "separatorStyle none", style: .none, expected: nil),
        Case(
            id: "zero from cell edges: full width", inset: .custom(.zero),
            expected: SeparatorLayout(x: 0, width: 812)),
        Case(
            id: "zero from cell edges, right-to-left: full width", inset: .custom(.zero), direction: .rightToLeft,
            expected: SeparatorLayout(x: 0, width: 812)),
        Case(
            id: "from cell edges: 50 and 30", inset: .custom(EdgeInsets(top: 0, left: 50, bottom: 0, right: 30)),
            expected: SeparatorLayout(x: 50, width: 732)),
        Case(
            id: "from cell edges, right-to-left: flipped",
            inset: .custom(EdgeInsets(top: 0, left: 50, bottom: 0, right: 30)),
            direction: .rightToLeft, expected: SeparatorLayout(x: 30, width: 732)),
        Case(
            id: "negative insets count as zero", inset: .custom(EdgeInsets(top: 0, left: -20, bottom: 0, right: -5)),
            expected: SeparatorLayout(x: 0, width: 812)),
        Case(
            id: "top and bottom are ignored", inset: .custom(EdgeInsets(top: 40, left: 0, bottom: 40, right: 0)),
            expected: SeparatorLayout(x: 0, width: 812)),
        Case(
            id: "from automatic insets: zero is the automatic line", inset: .custom(.zero),
            reference: .fromAutomaticInsets,
            expected: SeparatorLayout(x: 60, width: 752)),
        Case(
            id: "from automatic insets: 20 and 10 added",
            inset: .custom(EdgeInsets(top: 0, left: 20, bottom: 0, right: 10)),
            reference: .fromAutomaticInsets, expected: SeparatorLayout(x: 80, width: 722)),
        Case(
            id: "from automatic insets, right-to-left",
            inset: .custom(EdgeInsets(top: 0, left: 20, bottom: 0, right: 10)),
            reference: .fromAutomaticInsets, direction: .rightToLeft, expected: SeparatorLayout(x: 10, width: 722)),
        Case(
            id: "from automatic insets, negative counts as zero",
            inset: .custom(EdgeInsets(top: 0, left: -100, bottom: 0, right: 0)),
            reference: .fromAutomaticInsets, expected: SeparatorLayout(x: 60, width: 752)),
        Case(
            id: "insets wider than the cell: a zero-width line at the far edge",
            inset: .custom(EdgeInsets(top: 0, left: 900, bottom: 0, right: 100)),
            expected: SeparatorLayout(x: 812, width: 0)),
        Case(
            id: "automatic insets ignore the reference", reference: .fromAutomaticInsets,
            expected: SeparatorLayout(x: 60, width: 752)),
    ]

    @Test("Separator for an 812 pt cell with its content view inset 44 pt", arguments: cases)
    func separator(_ testCase: Case) {
        let table = TableViewProperties(
            separatorStyle: testCase.style, separatorInset: testCase.inset,
            separatorInsetReference: testCase.reference)
        let separator = TableSeparators.separator(
            of: table, cellWidth: 812, contentView: Self.insetContentView,
            layoutMargins: Self.margins, metrics: Self.plainMetrics,
            direction: testCase.direction)
        #expect(separator == testCase.expected)
    }

    @Test(
        "Readable width: the automatic line stops at the trailing readable margin", arguments: LayoutDirection.allCases)
    func readableWidth(_ direction: LayoutDirection) {
        // A 1024 pt cell with 20 + 156 pt margins on each side: content 672 pt wide.
        let margins = EdgeInsets(top: 11, left: 176, bottom: 11, right: 176)
        let separator = TableSeparators.separator(
            of: TableViewProperties(), cellWidth: 1024,
            contentView: Rect(x: 0, y: 0, width: 1024, height: 44),
            layoutMargins: margins, metrics: Self.metrics(readableWidthExtra: 156),
            direction: direction)
        #expect(separator == SeparatorLayout(x: 176, width: 672))
    }

    struct SceneCase: CustomTestStringConvertible, Sendable {
        var id: String
        var direction: LayoutDirection
        var insetsContentViews: Bool
        var testDescription: String { id }
    }

    static let sceneCases: [SceneCase] = LayoutDirection.allCases.flatMap { direction in
        [true, false].map {
            SceneCase(id: "\(direction), insetsContentViews \($0)", direction: direction, insetsContentViews: $0)
        }
    }

    @Test(
        "In a scene, the automatic line starts at or after the leading safe inset and ends at the trailing edge",
        arguments: sceneCases)
    func automaticInScene(_ testCase: SceneCase) throws {
        let table = TableViewProperties(
            insetsContentViewsToSafeArea: testCase.insetsContentViews,
            sections: [TableSection(rowCount: 4)])
        let layout = try #require(try TableScenes.navigationTable(table, direction: testCase.direction).table)
        for row in layout.rows {
            let separator = try #require(row.separator)
            switch testCase.direction {
            case .leftToRight:
                #expect(separator.x >= 44)
                #expect(separator.x + separator.width == 812)
            case .rightToLeft:
                #expect(separator.x == 0)
                #expect(separator.x + separator.width <= 812 - 44)
            }
        }
    }

    @Test("In a scene, a zero inset from the cell edges spans the cell", arguments: LayoutDirection.allCases)
    func zeroInScene(_ direction: LayoutDirection) throws {
        let table = TableViewProperties(separatorInset: .custom(.zero), sections: [TableSection(rowCount: 2)])
        let layout = try #require(try TableScenes.navigationTable(table, direction: direction).table)
        #expect(layout.rows.map(\.separator) == Array(repeating: SeparatorLayout(x: 0, width: 812), count: 2))
    }
}
