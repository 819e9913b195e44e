@testable import ScrollInsets
import Testing

/// A height of 0 in a grouped-style table is replaced by the empty-section spacing (17.5 pt, 35
/// above the first section, or the table's sectionHeaderHeight / sectionFooterHeight): UIKit's
/// code of iOS 18.0/18.2/26.1; sunnyxx 2015 ("returning 0 has no effect"). The tables are laid out
/// by the engine, which computes ``TableLayout/headerFooterHeights``.
@Suite struct GroupedZeroHeightHeaderRuleTests {
    static let rule = AuditRuleID.groupedZeroHeightHeader
    static let zero = TableHeaderFooter(height: 0)

    /// A controller "settings" whose root view is the table "table", on an iPhone 16 in portrait, iOS 26.
    static func scene(_ table: TableViewProperties) throws -> Scene {
        Scene(
            screen: try Screens.device("iPhone 16", ios: 26),
            root: .controller(ControllerNode(name: "settings", view: .tableView(name: "table", table: table))))
    }

    static func findings(_ table: TableViewProperties) throws -> [Finding] {
        Audit.run([rule], on: try scene(table).layout())
    }

    @Test(
        "A grouped table with a 0-pt footer in section 0 and a 0-pt header in section 1: one warning, the footer first")
    func headerAndFooter() throws {
        let table = TableViewProperties(
            style: .grouped,
            sections: [
                TableSection(rowCount: 2, footer: Self.zero), TableSection(rowCount: 1, header: Self.zero),
            ])
        let findings = try Self.findings(table)
        #expect(
            findings.map(ExpectedFinding.init) == [
                ExpectedFinding(
                    Self.rule, "settings/table",
                    """
                    'settings/table' asks for a 0-pt header in 1 section and a 0-pt footer in 1 section, but a \
                    grouped table puts its default in their place (section 0 footer: 17.5 pt); return \
                    CGFloat.leastNormalMagnitude to hide them
                    """
                )
            ])
        #expect(
            findings.first?.explanationText == [
                "section 0 footer: 0 pt asked, 17.5 pt laid out (a grouped table's spacing below a section)",
                "section 1 header: 0 pt asked, 17.5 pt laid out (a grouped table's spacing above a section)",
            ])
    }

    @Test("Headers of 0 in two sections: counted, the first one's numbers")
    func twoHeaders() throws {
        let table = TableViewProperties(
            style: .grouped,
            sections: [
                TableSection(rowCount: 1, header: TableHeaderFooter(height: 28)),
                TableSection(rowCount: 1, header: Self.zero), TableSection(rowCount: 1, header: Self.zero),
            ])
        #expect(
            try Self.findings(table).map(ExpectedFinding.init) == [
                ExpectedFinding(
                    Self.rule, "settings/table",
                    """
                    'settings/table' asks for a 0-pt header in 2 sections, but a grouped table puts its default in \
                    its place (section 1 header: 17.5 pt); return CGFloat.leastNormalMagnitude to hide it
                    """
                )
            ])
    }

    @Test("insetGrouped is reported too: 35 pt above the first section")
    func insetGrouped() throws {
        let table = TableViewProperties(style: .insetGrouped, sections: [TableSection(rowCount: 1, header: Self.zero)])
        let findings = try Self.findings(table)
        #expect(
            findings.map(ExpectedFinding.init) == [
                ExpectedFinding(
                    Self.rule, "settings/table",
                    """
                    'settings/table' asks for a 0-pt header in 1 section, but a grouped table puts its default in its \
                    place (section 0 header: 35 pt); return CGFloat.leastNormalMagnitude to hide it
                    """
                )
            ])
        #expect(
            findings.first?.explanationText == [
                "section 0 header: 0 pt asked, 35 pt laid out (a grouped table's spacing above its first section)"
            ])
    }

    @Test("The table's sectionHeaderHeight takes the 0's place when set in points")
    func tableProperty() throws {
        let table = TableViewProperties(
            style: .grouped, sectionHeaderHeight: .points(10),
            sections: [TableSection(rowCount: 1), TableSection(rowCount: 1, header: Self.zero)])
        let findings = try Self.findings(table)
        #expect(
            findings.map(ExpectedFinding.init) == [
                ExpectedFinding(
                    Self.rule, "settings/table",
                    """
                    'settings/table' asks for a 0-pt header in 1 section, but a grouped table puts its default in its \
                    place (section 1 header: 10 pt); return CGFloat.leastNormalMagnitude to hide it
                    """
                )
            ])
        #expect(
            findings.first?.explanationText == [
                "section 1 header: 0 pt asked, 10 pt laid out (the table's sectionHeaderHeight)"
            ])
    }

    @Test("Quiet: a plain table hides a 0-pt header and footer")
    func plainTable() throws {
        let table = TableViewProperties(
            style: .plain,
            sections: [
                TableSection(rowCount: 2, footer: Self.zero), TableSection(rowCount: 1, header: Self.zero),
            ])
        #expect(try Self.findings(table).isEmpty)
    }

    @Test(
        "Quiet: a tiny positive height (0.001) is the app's, not replaced",
        arguments: [TableViewStyle.grouped, .insetGrouped])
    func tinyHeight(_ style: TableViewStyle) throws {
        let tiny = TableHeaderFooter(height: 0.001)
        let table = TableViewProperties(
            style: style,
            sections: [
                TableSection(rowCount: 2, footer: tiny), TableSection(rowCount: 1, header: tiny),
            ])
        #expect(try Self.findings(table).isEmpty)
    }

    @Test("Quiet: a 0 replaced by a sectionHeaderHeight of 0, or below a table header view, leaves no space")
    func replacedByZero() throws {
        var table = TableViewProperties(
            style: .grouped, sectionHeaderHeight: .points(0),
            sections: [TableSection(rowCount: 1), TableSection(rowCount: 1, header: Self.zero)])
        let layout = try Self.scene(table).layout()
        #expect(
            layout.view(path: "settings/table")?.table?.headerFooterHeights.map(\.header.replacedZero) == [false, true])
        #expect(Audit.run([Self.rule], on: layout).isEmpty)
        table.sectionHeaderHeight = .automatic
        table.tableHeaderViewHeight = 50
        table.sections = [TableSection(rowCount: 1, header: Self.zero)]
        #expect(try Self.findings(table).isEmpty)
    }

    @Test("Quiet: a grouped table without headers or footers of 0")
    func noZeroHeights() throws {
        let table = TableViewProperties(
            style: .grouped, sections: [TableSection(rowCount: 2), TableSection(rowCount: 1)])
        #expect(try Self.findings(table).isEmpty)
    }

    @Test("Without --explain the finding carries no explanation")
    func noExplanationUnlessAsked() throws {
        let table = TableViewProperties(style: .grouped, sections: [TableSection(rowCount: 1, header: Self.zero)])
        let findings = Audit.run([Self.rule], on: try Self.scene(table).layout(), explaining: false)
        #expect(findings.count == 1)
        #expect(findings.first?.explanationText == [])
    }
}
