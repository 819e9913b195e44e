import Testing
@testable import ScrollInsets
@testable import ScrollInsetsFormats

/// The key tables as plain values: defaults read from the models' initializers, words from
/// their enumerations, and the names the decoder allows.
@Suite struct FixtureKeysTests {
    static func key(_ set: String, _ name: String) -> FixtureKey? {
        FixtureKeys.set(named: set)?.keys.first { $0.name == name }
    }

    @Test func defaultsAreTheModelsInitializers() {
        #expect(Self.key("tableView", "rowHeight")?.defaultValue == "44")
        #expect(Self.key("tableView", "separatorInset")?.defaultValue == "automatic")
        #expect(Self.key("flowLayout", "itemSize")?.defaultValue == "[50, 50]")
        #expect(Self.key("scrollView", "contentInset")?.defaultValue == "[0, 0, 0, 0]")
        #expect(Self.key("scrollView", "contentOffset")?.defaultValue == nil)
        #expect(Self.key("controller", "edgesForExtendedLayout")?.defaultValue == "all")
        #expect(Self.key("navigationController", "toolbar")?.defaultValue == "{hidden: true}")
        #expect(Self.key("window", "idiom")?.defaultValue == "phone")
        #expect(Self.key("scene", "orientation")?.defaultValue == "portrait")
    }

    @Test func requiredKeysHaveNoDefault() {
        let size = Self.key("window", "size")
        #expect(size?.isRequired == true)
        #expect(size?.defaultValue == nil)
        #expect(Self.key("tableHeaderView", "height")?.isRequired == true)
        #expect(Self.key("headerFooter", "height")?.isRequired == false)
        #expect(Self.key("headerFooter", "height")?.defaultValue == "automatic")
        #expect(Self.key("tableRow", "height")?.isRequired == false)
    }

    @Test func wordsAreTheEnumerationsRawValues() {
        let behavior = Self.key("scrollView", "contentInsetAdjustmentBehavior")
        #expect(behavior?.type == .word)
        #expect(behavior?.allowedValues == ["automatic", "scrollableAxes", "never", "always"])
        #expect(Self.key("headerFooter", "background")?.allowedValues == ["backgroundView", "contentView", "none"])
        #expect(Self.key("scene", "statusBar")?.allowedValues == ["visible", "hidden"])
    }

    @Test func theAllowedKeysOfAViewKindJoinItsTables() {
        #expect(FixtureKeys.allowedKeys(.view) == FixtureKeys.view.names)
        #expect(
            FixtureKeys.allowedKeys(.tableView) == FixtureKeys.view.names + FixtureKeys.scrollView.names
                + FixtureKeys.tableView.names)
        #expect(FixtureKeys.allowedKeys(.scrollView).prefix(2) == ["name", "frame"])
    }

    @Test func aTableDecodesFromTheDefaultsOfItsKind() throws {
        let result = FixtureDecoder.decode(
            Array(
                """
                device: iPhone X
                root: {tableView: {rowHeight: 60, contentInset: [1, 2, 3, 4]}}
                """.utf8))
        #expect(result.diagnostics.isEmpty)
        guard case .view(let table)? = result.scenes.first?.root else {
            Issue.record("no table view: \(result.diagnostics)")
            return
        }
        #expect(table.table?.rowHeight == 60)
        #expect(table.table?.style == .plain)
        #expect(table.scroll.contentInset == EdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        #expect(table.scroll.alwaysBounceVertical == true)
    }

    @Test func aHeaderHeightWithoutAViewDecodesAndEncodesBack() throws {
        let result = FixtureDecoder.decode(
            Array(
                """
                device: iPhone X
                root: {tableView: {style: insetGrouped, sections: [{header: {height: 30, view: false}, rows: 1}]}}
                """.utf8))
        #expect(result.diagnostics.isEmpty)
        guard case .view(let table)? = result.scenes.first?.root else {
            Issue.record("no table view: \(result.diagnostics)")
            return
        }
        let header = try #require(table.table?.sections.first?.header)
        #expect(header == TableHeaderFooter(height: 30, hasView: false))
        #expect(Self.key("headerFooter", "view")?.defaultValue == "true")
        let entries = FixtureKeys.headerFooter.encode(header, defaults: FixtureKeys.headerFooter.prototype)
        #expect(entries.map(\.key) == ["height", "view"])
        #expect(entries.map { if case .inline(let text) = $0.value { text } else { "" } } == ["30", "false"])
    }

    @Test func aTableEncodesOnlyWhatDiffersFromTheDefaults() {
        var table = TableViewProperties()
        table.rowHeight = 60
        table.separatorInset = .custom(EdgeInsets(top: 0, left: 15, bottom: 0, right: 0))
        let entries = FixtureKeys.tableView.encode(table, defaults: FixtureKeys.tableView.prototype)
        #expect(entries.map(\.key) == ["rowHeight", "separatorInset"])
        #expect(entries.map { if case .inline(let text) = $0.value { text } else { "" } } == ["60", "[0, 15, 0, 0]"])
    }
}

/// The key sets of each node kind, as tools read them, are the keys the decoder allows.
@Suite struct FixtureNodeKindKeySetsTests {
    @Test func theKeySetsOfAViewKindAreItsAllowedKeys() {
        for kind in ViewKind.allCases {
            let names = FixtureKeys.keySetNames(ofNodeKind: kind.rawValue).flatMap {
                FixtureKeys.set(named: $0)?.keys.map(\.name) ?? []
            }
            #expect(names == FixtureKeys.allowedKeys(kind), "\(kind)")
        }
    }

    @Test func aControllerKindTakesTheControllerKeysThenItsOwn() {
        #expect(FixtureKeys.keySetNames(ofNodeKind: "navigationController") == ["controller", "navigationController"])
        #expect(FixtureKeys.keySetNames(ofNodeKind: "tableView") == ["view", "scrollView", "tableView"])
        #expect(FixtureKeys.keySetNames(ofNodeKind: "button") == [])
    }
}
