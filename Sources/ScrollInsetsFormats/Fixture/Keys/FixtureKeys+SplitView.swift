import ScrollInsets

extension FixtureKeys {
    /// The own keys of a `splitViewController` (`UISplitViewController`, docs/split-views.md).
    static let splitViewController = FixtureKeyTable<SplitViewControllerProperties>(
        "splitViewController", "A `splitViewController`'s own keys (docs/split-views.md).",
        prototype: SplitViewControllerProperties(),
        [
            .value(
                "style", \.style, { $0.style = $1 }, .enumeration(SplitViewStyle.self),
                """
                `unspecified` (the classic API: `viewControllers: [primary, secondary]`), or iOS 14's `doubleColumn` \
                and `tripleColumn` (`primary`, `supplementary`, `secondary`, `compact`)
                """),
            .value(
                "displayMode", \.preferredDisplayMode, { $0.preferredDisplayMode = $1 },
                .enumeration(SplitDisplayMode.self),
                """
                `preferredDisplayMode`: `automatic` shows the sidebar beside the secondary in landscape and the \
                secondary alone in portrait, the sidebar (a tripleColumn's supplementary) beside it in portrait on \
                iPadOS 26; `twoDisplaceSecondary` and a tripleColumn's `automatic` elsewhere are refused
                """),
            .value(
                "splitBehavior", \.preferredSplitBehavior, { $0.preferredSplitBehavior = $1 },
                .enumeration(SplitBehavior.self),
                "`preferredSplitBehavior`: `tile`, `overlay` or `displace` reinterpret the display mode"),
            .value(
                "preferredPrimaryColumnWidth", \.primaryWidthDimension,
                { $0.preferredPrimaryColumnWidth = $1.points }, .dimension,
                """
                `automatic` (320; a tripleColumn's 280 on iPadOS 26) or points, capped at the automatic maximum of \
                320
                """),
            .value(
                "preferredSupplementaryColumnWidth", \.supplementaryWidthDimension,
                { $0.preferredSupplementaryColumnWidth = $1.points }, .dimension,
                """
                points (`tripleColumn`); `automatic` is 320 on iPadOS 26 and refused where the column shows before it \
                (no source gives it)
                """),
            .custom("primary", type: .node, "the primary column's controller node (column styles)"),
            .custom("supplementary", type: .node, "the supplementary column's controller node (`tripleColumn`)"),
            .custom("secondary", type: .node, "the secondary column's controller node (column styles)"),
            .custom("compact", type: .node, "the controller shown when the split view collapses (column styles)"),
            .custom(
                "viewControllers", type: .sequence(of: .node), "the classic style's `[primary, secondary]`"),
        ])
}

extension SplitViewControllerProperties {
    /// `preferredPrimaryColumnWidth` as the fixture spells it.
    var primaryWidthDimension: TableDimension { preferredPrimaryColumnWidth.map(TableDimension.points) ?? .automatic }
    /// `preferredSupplementaryColumnWidth` as the fixture spells it.
    var supplementaryWidthDimension: TableDimension {
        preferredSupplementaryColumnWidth.map(TableDimension.points) ?? .automatic
    }
}
