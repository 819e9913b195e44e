@testable import ScrollInsets
import Testing

/// Hand-built table layouts for the table rules, which must not depend on the table layout
/// engine (a stub on this branch).
enum TableFixtures {
    /// A row of a table `width` wide with cell insets `safe` and a separator from `x`, `length` long.
    static func row(
        _ index: Int, section: Int = 0, width: Double, safe: EdgeInsets,
        separator: SeparatorLayout?
    ) -> TableRowLayout {
        TableRowLayout(
            section: section, row: index, frame: rect(0, Double(index) * 44, width, 44), safeAreaInsets: safe,
            contentView: rect(safe.left, 0, width - safe.left - safe.right, 44),
            layoutMargins: insets(0, 16, 0, 16), separator: separator)
    }

    /// A header or footer of a table `width` wide whose content view is inset by `left` and `right`.
    static func header(
        _ section: Int, _ kind: HeaderFooterKind = .header, width: Double, left: Double, right: Double,
        background: HeaderFooterBackground
    ) -> TableHeaderFooterLayout {
        TableHeaderFooterLayout(
            section: section, kind: kind, frame: rect(0, 0, width, 28),
            backgroundView: rect(0, 0, width, 28),
            contentView: rect(left, 0, width - left - right, 28), background: background)
    }

    /// Lays out a root view holding a table named "table" filling `screen`, with
    /// `separatorInset`, then replaces the table's layout with `table`.
    static func layout(
        _ screen: Screen, direction: LayoutDirection = .leftToRight, separatorInset: SeparatorInset = .automatic,
        table: TableLayout
    ) throws -> Layout {
        let node = ViewNode.tableView(
            name: "table", frame: Rect(origin: .zero, size: screen.size),
            table: TableViewProperties(separatorInset: separatorInset, sections: [TableSection(rowCount: 3)]))
        var layout = try Scene(
            screen: screen, layoutDirection: direction,
            root: .view(ViewNode(name: "root", subviews: [.view(node)]))
        ).layout()
        let index = try #require(layout.views.firstIndex { $0.path == "root/table" })
        layout.replaceTable(ofView: index, with: table)
        return layout
    }
}

/// A hand-built table and the exact findings one rule must report for it.
struct TableAuditCase: CustomTestStringConvertible, Sendable {
    var id: String
    var screen: Screen
    var direction: LayoutDirection
    /// The table's `separatorInset` property (the layout is `table` whatever it says).
    var separatorInset: SeparatorInset
    var table: TableLayout
    var expected: [ExpectedFinding]

    var testDescription: String { id }

    init(
        _ id: String, _ screen: Screen, direction: LayoutDirection = .leftToRight,
        separatorInset: SeparatorInset = .automatic,
        _ table: TableLayout, _ expected: [ExpectedFinding] = []
    ) {
        self.id = id
        self.screen = screen
        self.direction = direction
        self.separatorInset = separatorInset
        self.table = table
        self.expected = expected
    }

    /// Runs `rule` alone over the case's layout.
    func run(_ rule: AuditRuleID) throws -> [Finding] {
        Audit.run(
            [rule],
            on: try TableFixtures.layout(screen, direction: direction, separatorInset: separatorInset, table: table))
    }
}
