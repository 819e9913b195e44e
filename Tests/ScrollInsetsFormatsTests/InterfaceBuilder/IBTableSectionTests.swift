import Testing
import XMLSubset
@testable import ScrollInsets
@testable import ScrollInsetsFormats

/// A table's section heights and a static table's section titles, as Xcode writes them
/// (`sectionHeaderHeight="18"` on a grouped table; `<tableViewSection headerTitle="Settings">`:
/// openfoodfacts-ios `Settings.storyboard`), become the model's `sectionHeaderHeight`,
/// `sectionFooterHeight` and titled headers and footers.
@Suite struct IBTableSectionTests {
    static func table(_ xml: String) throws -> TableViewProperties {
        IBProperties.table(try XMLReader().read(xml))
    }

    @Test func sectionHeightsAndTitles() throws {
        let table = try Self.table(
            """
            <tableView style="grouped" dataMode="static" rowHeight="44" sectionHeaderHeight="18" sectionFooterHeight="-1" id="t">
                <sections>
                    <tableViewSection headerTitle="Settings" id="s1">
                        <cells><tableViewCell id="c1"/><tableViewCell rowHeight="60" id="c2"/></cells>
                    </tableViewSection>
                    <tableViewSection footerTitle="Version 2" id="s2">
                        <cells><tableViewCell id="c3"/></cells>
                    </tableViewSection>
                </sections>
            </tableView>
            """)
        #expect(table.style == .grouped)
        #expect(table.sectionHeaderHeight == .points(18))
        #expect(table.sectionFooterHeight == .automatic)
        #expect(table.sections.map(\.rowHeights) == [[nil, 60], [nil]])
        #expect(table.sections.map(\.header) == [TableHeaderFooter(title: "Settings"), nil])
        #expect(table.sections.map(\.footer) == [nil, TableHeaderFooter(title: "Version 2")])
    }

    @Test func absentHeightsAreAutomatic() throws {
        let table = try Self.table(#"<tableView style="plain" id="t"/>"#)
        #expect(table.sectionHeaderHeight == .automatic)
        #expect(table.sectionFooterHeight == .automatic)
    }
}
