import ScrollInsets
import YAMLSubset

extension SceneDecoding {
    /// A `splitViewController`'s own keys, read into `split`; the column controllers' nodes are
    /// returned, in the order ``splitColumns(_:split:)`` names their columns.
    mutating func beginSplit(
        _ body: FixtureMapping, at location: SourceLocation
    ) -> (SplitViewControllerProperties, [YAMLNode]) {
        var split = FixtureKeys.splitViewController.prototype
        for key in [
            "style", "displayMode", "splitBehavior", "preferredPrimaryColumnWidth", "preferredSupplementaryColumnWidth",
        ] {
            FixtureKeys.splitViewController.decode(key, &reader, body, into: &split)
            if let node = body[key] { split.locations[key] = node.location }
        }
        return (split, splitColumnItems(body, split: split, at: location))
    }

    /// The columns a split view controller's body gives, in the order of its items: the classic
    /// `viewControllers` are primary and secondary; a column style's keys in UIKit's order.
    static func splitColumns(_ body: FixtureMapping, split: SplitViewControllerProperties) -> [SplitViewColumn] {
        if split.style == .unspecified { return [.primary, .secondary] }
        return SplitViewColumn.allCases.filter { body[$0.rawValue] != nil }
    }

    /// The column controllers' nodes, after checking that the keys fit the style: the classic
    /// style takes exactly two `viewControllers`, a column style its columns' keys (`primary` and
    /// `secondary` required, `supplementary` with `tripleColumn` only).
    mutating func splitColumnItems(
        _ body: FixtureMapping, split: SplitViewControllerProperties, at location: SourceLocation
    ) -> [YAMLNode] {
        let columnKeys = SplitViewColumn.allCases.compactMap { column in body[column.rawValue].map { (column, $0) } }
        if split.style == .unspecified {
            if let (column, node) = columnKeys.first {
                reader.report(
                    .splitViewColumns(
                        """
                        '\(column.rawValue)' needs 'style: doubleColumn' or 'tripleColumn'; the classic style takes \
                        'viewControllers: [primary, secondary]'
                        """), at: node.location)
                return []
            }
            let items = reader.sequence("viewControllers", in: body, acceptingEmptyValue: true) ?? []
            guard items.count == 2 else {
                reader.report(
                    .splitViewColumns(
                        """
                        the classic style's 'viewControllers' is [primary, secondary]; found \(items.count) \
                        controllers
                        """
                    ), at: body["viewControllers"]?.location ?? location)
                return []
            }
            return items
        }
        if let node = body["viewControllers"] {
            reader.report(
                .splitViewColumns(
                    """
                    'viewControllers' is the classic style's; a \(split.style.rawValue) split takes 'primary' and \
                    'secondary'
                    """
                ), at: node.location)
        }
        if split.style == .doubleColumn, let node = body["supplementary"] {
            reader.report(.splitViewColumns("'supplementary' needs 'style: tripleColumn'"), at: node.location)
        }
        let required: [SplitViewColumn] =
            split.style == .tripleColumn ? [.primary, .supplementary, .secondary] : [.primary, .secondary]
        for column in required where body[column.rawValue] == nil {
            reader.report(
                .splitViewColumns("a \(split.style.rawValue) split view controller needs '\(column.rawValue)'"),
                at: location)
        }
        return columnKeys.map(\.1)
    }
}
