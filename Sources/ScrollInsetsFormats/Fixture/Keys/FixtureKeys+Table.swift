import ScrollInsets

extension FixtureKeys {
    /// The keys a table view adds to a scroll view's. `sections` is read by the decoder in its
    /// own place (its rows count as views).
    static let tableView = FixtureKeyTable<TableViewProperties>(
        "tableView", "What a `tableView` adds to the scroll-view keys.", prototype: TableViewProperties(),
        [
            .value("style", \.style, { $0.style = $1 }, .enumeration(TableViewStyle.self), "the table's style"),
            .value(
                "rowHeight", \.rowHeight, { $0.rowHeight = $1 }, .nonNegativeNumber,
                "the height of a row that does not give its own"),
            .value(
                "insetsContentViewsToSafeArea", \.insetsContentViewsToSafeArea,
                { $0.insetsContentViewsToSafeArea = $1 }, .bool,
                "whether cells, headers and footers keep their content in the safe area"),
            .value(
                "separatorStyle", \.separatorStyle, { $0.separatorStyle = $1 }, .enumeration(SeparatorStyle.self),
                "whether rows have separators"),
            .custom(
                "separatorInset", type: .either([.word, .insets]), default: { separatorInsetText($0.separatorInset) },
                allowed: ["automatic"], "the separators' insets: `automatic` or insets",
                decode: { reader, body, table in
                    if let inset = SceneDecoding.separatorInset(body, reader: &reader) { table.separatorInset = inset }
                },
                encode: { table, defaults in
                    table.separatorInset == defaults.separatorInset
                        ? nil : .inline(separatorInsetText(table.separatorInset))
                }),
            .value(
                "separatorInsetReference", \.separatorInsetReference, { $0.separatorInsetReference = $1 },
                .enumeration(SeparatorInsetReference.self),
                "what the separator inset is measured from"),
            .optional(
                "cellLayoutMarginsFollowReadableWidth", \.cellLayoutMarginsFollowReadableWidth,
                { $0.cellLayoutMarginsFollowReadableWidth = $1 }, .bool,
                """
                whether the cells' margins follow the readable content guide; absent, the release's default (true \
                before iOS 12)
                """
            ),
            .value(
                "sectionHeaderTopPadding", \.sectionHeaderTopPadding, { $0.sectionHeaderTopPadding = $1 }, .dimension,
                "the space above each section header (iOS 15): `automatic` or points"),
            .value(
                "fillerRowHeight", \.fillerRowHeight, { $0.fillerRowHeight = $1 }, .dimension,
                """
                the height of a plain table's empty rows below its last row (iOS 15): `automatic` or points; 0 draws \
                none
                """
            ),
            .value(
                "sectionHeaderHeight", \.sectionHeaderHeight, { $0.sectionHeaderHeight = $1 }, .dimension,
                """
                **extension**: the header height of untitled sections that give none (a grouped table's spacing): \
                `automatic` or points
                """
            ),
            .value(
                "sectionFooterHeight", \.sectionFooterHeight, { $0.sectionFooterHeight = $1 }, .dimension,
                """
                **extension**: the footer height of untitled sections that give none (a grouped table's spacing): \
                `automatic` or points
                """
            ),
            headerViewField(
                "tableHeaderView", \.tableHeaderViewHeight, "the table's header view, above the first section"),
            headerViewField(
                "tableFooterView", \.tableFooterViewHeight, "the table's footer view, below the last section"),
            .custom(
                "sections", type: .sequence(of: .mapping(keySet: "tableSection")), inOrder: false,
                "the sections, in order"),
        ])

    /// `separatorInset` as fixture text.
    static func separatorInsetText(_ inset: SeparatorInset) -> String {
        switch inset {
        case .automatic: "automatic"
        case .custom(let insets): FixtureText.insets(insets)
        }
    }

    /// `tableHeaderView: {height: 60}`: a mapping of ``tableHeaderView`` keys holding a height.
    private static func headerViewField(
        _ name: String, _ path: WritableKeyPath<TableViewProperties, Double> & Sendable,
        _ summary: String
    ) -> FixtureField<TableViewProperties> {
        .custom(
            name, type: .mapping(keySet: "tableHeaderView"), summary,
            decode: { reader, body, table in
                guard let mapping = reader.mapping(name, in: body, allowed: tableHeaderView.names) else { return }
                tableHeaderView.decode(&reader, mapping, into: &table[keyPath: path])
            },
            encode: { table, defaults in
                table[keyPath: path] == defaults[keyPath: path]
                    ? nil
                    : .inline(FixtureText.flowMapping(tableHeaderView.flowEntries(table[keyPath: path], defaults: 0)))
            })
    }

    /// The keys of `tableHeaderView` and `tableFooterView`.
    static let tableHeaderView = FixtureKeyTable<Double>(
        "tableHeaderView", "A table's `tableHeaderView` or `tableFooterView`.", prototype: 0,
        [
            .value("height", \.self, { $0.self = $1 }, .nonNegativeNumber, required: true, "the view's height")
        ])

    /// The keys of a table section (an item of a table's `sections`), read by the decoder.
    static let tableSection = FixtureKeyTable<Void>(
        "tableSection", "An item of a table's `sections`.", prototype: (),
        [
            .custom(
                "rows", type: .either([.count, .sequence(of: .mapping(keySet: "tableRow"))]),
                "the rows: a count of rows of the table's `rowHeight`, or one mapping per row"),
            .custom("header", type: .mapping(keySet: "headerFooter"), "the section's header"),
            .custom("footer", type: .mapping(keySet: "headerFooter"), "the section's footer"),
        ])

    /// The keys of a row in a section's list of `rows`.
    static let tableRow = FixtureKeyTable<Double?>(
        "tableRow", "An item of a section's list of `rows`.", prototype: nil,
        [
            .optional(
                "height", \.self, { $0.self = $1 }, .nonNegativeNumber,
                "the row's height; absent, the table's `rowHeight`")
        ])

    /// The keys of a section's `header` and `footer`.
    static let headerFooter = FixtureKeyTable<TableHeaderFooter>(
        "headerFooter", "A section's `header` or `footer`: a `height`, a `title`, or both.",
        prototype: TableHeaderFooter(height: .automatic),
        [
            .value(
                "height", \.height, { $0.height = $1 }, .dimension,
                """
                the height the app gives; **extension**: `automatic` (the default when a `title` is given) for \
                UIKit's; 0 hides it in a plain table only
                """
            ),
            .optional(
                "title", \.title, { $0.title = $1 }, .string,
                """
                **extension**: the title (`titleForHeaderInSection`), taken as one line; without a height, UIKit's \
                height for a title
                """
            ),
            .value(
                "background", \.background, { $0.background = $1 }, .enumeration(HeaderFooterBackground.self),
                """
                where its background is set; `contentView` makes a background that does not reach under the unsafe \
                area
                """
            ),
            .value(
                "view", \.hasView, { $0.hasView = $1 }, .bool,
                """
                **extension**: whether the app gives a view (`viewForHeaderInSection`) or a title; `false` with a \
                `height` and no `title`: the delegate gives only the height (spacing, no view; an inset-grouped \
                table ignores such a header height on iOS 26)
                """
            ),
        ])
}
