import PropertyTesting
@testable import ScrollInsets

/// A random table on a random screen: the input of the table property tests.
struct TableScenario: CustomStringConvertible, Sendable {
    var screenSize: Size
    var windowInsets: EdgeInsets
    var inNavigationController: Bool
    var direction: LayoutDirection
    var behavior: ContentInsetAdjustmentBehavior
    var contentOffset: Point?
    var table: TableViewProperties

    /// The scene: the table is the root view of `feed`, in a navigation controller or not.
    var scene: Scene {
        let scroll = ScrollViewProperties(
            contentOffset: contentOffset, contentInsetAdjustmentBehavior: behavior,
            alwaysBounceVertical: true)
        let feed = ControllerNode(name: "feed", view: .tableView(name: "table", table: table, scroll: scroll))
        let root: ControllerNode =
            inNavigationController
            ? .navigationController(name: "nav", viewControllers: [feed]) : feed
        return Scene(
            screen: Screen(size: screenSize, safeAreaInsets: windowInsets), layoutDirection: direction,
            root: .controller(root))
    }

    /// The path of the table in ``scene``.
    var tablePath: String { inNavigationController ? "nav/feed/table" : "feed/table" }

    /// The table's resolved view.
    func resolvedTable() throws -> ResolvedView {
        try scene.layout().view(path: tablePath)!
    }

    var description: String {
        "screen \(screenSize) insets \(windowInsets) nav \(inNavigationController) \(direction) \(behavior) "
            + "offset \(contentOffset.map { "\($0)" } ?? "default") \(table)"
    }
}

extension Gen where Value == Double {
    /// A multiple of half a point in `range` (zero one time in five when the range holds it).
    ///
    /// Half points keep every sum and difference the layout makes exact, so the properties
    /// can compare positions exactly: with arbitrary doubles, `x + (width − x)` may land one
    /// ulp past `width` and a containment check would report rounding, not a rule.
    static func halfPointLength(in range: ClosedRange<Double>) -> Gen<Double> {
        let zero: Double = range.contains(0) ? 0 : range.lowerBound
        return .frequency([(1, .constant(zero)), (4, .halfPoints(in: range))])
    }
}

extension Gen where Value == TableHeaderFooter {
    /// A header or footer 0…60 pt tall, titled or not, or a titled one of UIKit's height
    /// (automatic; an untitled one is an absent header, which fixtures cannot spell otherwise),
    /// with any background.
    static var tableHeaderFooter: Gen<TableHeaderFooter> {
        let height = Gen<TableDimension>.frequency([
            (3, Gen<Double>.halfPointLength(in: 0...60).map { .points($0) }),
            (1, .constant(.automatic)),
        ])
        return Gen<(TableDimension, Bool, HeaderFooterBackground)>
            .zip(height, .element(of: [false, true]), .element(of: HeaderFooterBackground.allCases))
            .map {
                TableHeaderFooter(height: $0, title: $1 || $0 == .automatic ? "Title: it's #1" : nil, background: $2)
            }
    }
}

extension Gen where Value == TableSection {
    /// A section of 0…6 rows, each of the table's height or 0…150 pt, with optional header and footer.
    static var tableSection: Gen<TableSection> {
        let rows = Gen<[Double?]>.array(of: Gen<Double>.halfPointLength(in: 0...150).optional, count: 0...6)
        return Gen<([Double?], TableHeaderFooter?, TableHeaderFooter?)>
            .zip(
                rows, Gen<TableHeaderFooter>.tableHeaderFooter.optional,
                Gen<TableHeaderFooter>.tableHeaderFooter.optional
            )
            .map { TableSection(rowHeights: $0, header: $1, footer: $2) }
    }
}

extension Gen where Value == SeparatorInset {
    /// Automatic half the time, otherwise explicit insets of −50…400 pt (half points) on each edge.
    static var separatorInset: Gen<SeparatorInset> {
        let value = Gen<Double>.halfPointLength(in: -50...400)
        let custom = Gen<(Double, Double, Double, Double)>.zip(value, value, value, value)
            .map { SeparatorInset.custom(EdgeInsets(top: $0, left: $1, bottom: $2, right: $3)) }
        return .frequency([(1, .constant(.automatic)), (1, custom)])
    }
}

extension Gen where Value == TableViewProperties {
    /// Any table: style, row height, the inset and separator switches, table header and
    /// footer views, and 0…4 sections.
    static var tableViewProperties: Gen<TableViewProperties> {
        let styles = Gen<(TableViewStyle, Double, Bool, SeparatorStyle)>.zip(
            .element(of: TableViewStyle.allCases), .halfPointLength(in: 0...120), .bool,
            .element(of: SeparatorStyle.allCases))
        let separators = Gen<(SeparatorInset, SeparatorInsetReference, Bool)>.zip(
            .separatorInset, .element(of: SeparatorInsetReference.allCases), .bool)
        let content = Gen<(Double, Double, [TableSection])>.zip(
            .halfPointLength(in: 0...100), .halfPointLength(in: 0...100), .array(of: .tableSection, count: 0...4))
        return Gen<
            (
                (TableViewStyle, Double, Bool, SeparatorStyle), (SeparatorInset, SeparatorInsetReference, Bool),
                (Double, Double, [TableSection])
            )
        >
        .zip(styles, separators, content)
        .map { style, separator, content in
            TableViewProperties(
                style: style.0, rowHeight: style.1, insetsContentViewsToSafeArea: !style.2,
                separatorStyle: style.3, separatorInset: separator.0,
                separatorInsetReference: separator.1,
                cellLayoutMarginsFollowReadableWidth: separator.2,
                tableHeaderViewHeight: content.0, tableFooterViewHeight: content.1,
                sections: content.2)
        }
    }
}

extension Gen where Value == TableScenario {
    /// A table on a 200…1,400 pt screen with window insets of 0…60 pt, any behavior,
    /// direction and (a quarter of the time UIKit's default) content offset; every length is
    /// a multiple of half a point.
    static var tableScenario: Gen<TableScenario> {
        let side = Gen<Double>.halfPointLength(in: 200...1_400)
        let inset = Gen<Double>.halfPointLength(in: 0...60)
        let screen = Gen<(Size, EdgeInsets, Bool)>.zip(
            Gen<(Double, Double)>.zip(side, side).map { Size(width: $0, height: $1) },
            Gen<(Double, Double, Double, Double)>.zip(inset, inset, inset, inset)
                .map { EdgeInsets(top: $0, left: $1, bottom: $2, right: $3) },
            .bool)
        let scroll = Gen<(LayoutDirection, ContentInsetAdjustmentBehavior, Point?)>.zip(
            .layoutDirection, .element(of: ContentInsetAdjustmentBehavior.allCases),
            Gen<(Double, Double)>.zip(.halfPointLength(in: -100...100), .halfPointLength(in: -500...2_000))
                .map { Point(x: $0, y: $1) }.optional)
        return Gen<
            ((Size, EdgeInsets, Bool), (LayoutDirection, ContentInsetAdjustmentBehavior, Point?), TableViewProperties)
        >
        .zip(screen, scroll, .tableViewProperties)
        .map { screen, scroll, table in
            TableScenario(
                screenSize: screen.0, windowInsets: screen.1, inNavigationController: !screen.2,
                direction: scroll.0, behavior: scroll.1, contentOffset: scroll.2, table: table)
        }
    }
}
