import ScrollInsets
import XMLSubset

/// The inset-relevant properties of views and controllers in Interface Builder's spelling.
///
/// IB writes a property only when it differs from UIKit's default, so an absent attribute is
/// the default of the model's initializer. Insets are `<inset key=… minX= minY= maxX= maxY=/>`
/// (left, top, right, bottom), margins `<edgeInsets key="layoutMargins">` or
/// `<directionalEdgeInsets key="directionalLayoutMargins">`.
enum IBProperties {
    static func number(_ element: XMLElement?, _ name: String) -> Double {
        element?[name].flatMap(Double.init) ?? 0
    }

    /// A table height attribute: its points when 0 or more, automatic when `-1` or absent.
    static func dimension(_ element: XMLElement, _ name: String) -> TableDimension {
        guard let value = element[name].flatMap(Double.init), value >= 0, value.isFinite else { return .automatic }
        return .points(value)
    }

    /// `<inset key=…>` as `(top, left, bottom, right)`.
    static func inset(_ element: XMLElement, key: String) -> EdgeInsets? {
        element.child(named: "inset", key: key).map {
            EdgeInsets(
                top: number($0, "minY"), left: number($0, "minX"), bottom: number($0, "maxY"), right: number($0, "maxX")
            )
        }
    }

    static func size(_ element: XMLElement?, key: String) -> Size? {
        element?.child(named: "size", key: key).map { Size(width: number($0, "width"), height: number($0, "height")) }
    }

    /// Sets a view's margins, their flags and its scroll, table and collection properties.
    static func apply(_ element: XMLElement, to node: inout ViewNode) {
        if let margins = element.child(named: "edgeInsets", key: "layoutMargins") {
            node.layoutMargins = .physical(
                EdgeInsets(
                    top: number(margins, "top"), left: number(margins, "left"),
                    bottom: number(margins, "bottom"), right: number(margins, "right")))
        } else if let margins = element.child(named: "directionalEdgeInsets", key: "directionalLayoutMargins") {
            node.layoutMargins = .directional(
                DirectionalEdgeInsets(
                    top: number(margins, "top"), leading: number(margins, "leading"),
                    bottom: number(margins, "bottom"), trailing: number(margins, "trailing")))
        }
        if element["insetsLayoutMarginsFromSafeArea"] == "NO" { node.insetsLayoutMarginsFromSafeArea = false }
        if element["preservesSuperviewLayoutMargins"] == "YES" { node.preservesSuperviewLayoutMargins = true }
        node.interactive =
            ["button", "switch", "textField", "segmentedControl", "slider", "stepper", "searchBar"].contains(
                element.name)
            || (element["userInteractionEnabled"] != "NO" && element.name == "control")
        guard node.kind.isScrollView else { return }
        var scroll = node.scroll
        if let behavior = element["contentInsetAdjustmentBehavior"].flatMap(
            ContentInsetAdjustmentBehavior.init(rawValue:))
        {
            scroll.contentInsetAdjustmentBehavior = behavior
        }
        if let indicators = inset(element, key: "scrollIndicatorInsets") { scroll.scrollIndicatorInsets = indicators }
        if let bounce = element["alwaysBounceVertical"] { scroll.alwaysBounceVertical = bounce == "YES" }
        if let bounce = element["alwaysBounceHorizontal"] { scroll.alwaysBounceHorizontal = bounce == "YES" }
        // A storyboard never holds the content's size: a table or collection view gets its rows
        // from a data source, a scroll view from content its constraints size at run time. Only a
        // static table's sections are in the document.
        scroll.contentSizeUnknown = !(node.kind == .tableView && element["dataMode"] == "static")
        node.scroll = scroll
        switch node.kind {
        case .tableView: node.table = table(element)
        case .collectionView: node.collection = collection(element)
        default: break
        }
    }

    /// `style`, `separatorStyle`, `separatorInset`, `contentViewInsetsToSafeArea` (IB's spelling
    /// of `insetsContentViewsToSafeArea`), `rowHeight` (`-1` = automatic: the model's 44, an
    /// assumption), `sectionHeaderHeight` and `sectionFooterHeight` (`-1` or absent = automatic;
    /// Xcode writes a number on most tables, which UIKit then uses for every section), the
    /// heights of `tableHeaderView` and `tableFooterView` and, for static tables, the sections
    /// with their `headerTitle` and `footerTitle` and their cells' heights.
    static func table(_ element: XMLElement) -> TableViewProperties {
        var table = TableViewProperties()
        table.style = element["style"].flatMap(TableViewStyle.init(rawValue:)) ?? .plain
        if element["separatorStyle"] == "none" { table.separatorStyle = .none }
        if let separator = inset(element, key: "separatorInset") { table.separatorInset = .custom(separator) }
        if element["contentViewInsetsToSafeArea"] == "NO" { table.insetsContentViewsToSafeArea = false }
        let rowHeight = number(element, "rowHeight")
        if rowHeight > 0 { table.rowHeight = rowHeight }
        table.sectionHeaderHeight = dimension(element, "sectionHeaderHeight")
        table.sectionFooterHeight = dimension(element, "sectionFooterHeight")
        // A table header or footer view keeps its stored height (IB sizes it by hand).
        if let header = element.children.first(where: { $0["key"] == "tableHeaderView" }) {
            table.tableHeaderViewHeight = IBViewTree.storedFrame(of: header, in: nil).height
        }
        if let footer = element.children.first(where: { $0["key"] == "tableFooterView" }) {
            table.tableFooterViewHeight = IBViewTree.storedFrame(of: footer, in: nil).height
        }
        if element["dataMode"] == "static", let sections = element.child(named: "sections") {
            table.sections = sections.children(named: "tableViewSection").map { section in
                let cells = section.child(named: "cells")?.children(named: "tableViewCell") ?? []
                return TableSection(
                    rowHeights: cells.map { cell in
                        let height = number(cell, "rowHeight")
                        return height > 0 ? height : nil
                    }, header: section["headerTitle"].map { TableHeaderFooter(title: $0) },
                    footer: section["footerTitle"].map { TableHeaderFooter(title: $0) })
            }
        }
        return table
    }

    /// A flow layout's `scrollDirection`, `itemSize`, spacings, `sectionInset`,
    /// `sectionInsetReference` (`safeArea`, `layoutMargins`; absent = `fromContentInset`) and
    /// supplementary sizes. Custom layouts keep the model's default flow layout.
    static func collection(_ element: XMLElement) -> CollectionViewProperties {
        var layout = FlowLayout()
        if let flow = element.child(named: "collectionViewFlowLayout", key: "collectionViewLayout") {
            if flow["scrollDirection"] == "horizontal" { layout.scrollDirection = .horizontal }
            if let itemSize = size(flow, key: "itemSize") { layout.itemSize = itemSize }
            if let spacing = flow["minimumLineSpacing"].flatMap(Double.init) { layout.minimumLineSpacing = spacing }
            if let spacing = flow["minimumInteritemSpacing"].flatMap(Double.init) {
                layout.minimumInteritemSpacing = spacing
            }
            if let sectionInset = inset(flow, key: "sectionInset") { layout.sectionInset = sectionInset }
            switch flow["sectionInsetReference"] {
            case "safeArea": layout.sectionInsetReference = .fromSafeArea
            case "layoutMargins": layout.sectionInsetReference = .fromLayoutMargins
            default: break
            }
            if let header = size(flow, key: "headerReferenceSize") { layout.headerReferenceSize = header }
            if let footer = size(flow, key: "footerReferenceSize") { layout.footerReferenceSize = footer }
        }
        var properties = CollectionViewProperties(layout: layout)
        // A cell among the subviews is the stand-in of a cell xib (IBControllerGraph+StandIns.swift):
        // its one item. IB itself keeps cells in `<cells>`, never in `<subviews>`.
        if element.children(named: "subviews").contains(where: {
            $0.children.contains { $0.name == "collectionViewCell" }
        }) {
            properties.sections = [1]
        }
        return properties
    }

    /// `automaticallyAdjustsScrollViewInsets`, `extendedLayoutIncludesOpaqueBars`,
    /// `<extendedEdge key="edgesForExtendedLayout">` (absent = every edge; listed edges only;
    /// empty = none) and the navigation item's `largeTitleDisplayMode`.
    static func apply(controller element: XMLElement, to node: inout ControllerNode) {
        apply(navigationItemOf: element, to: &node)
        if element["automaticallyAdjustsScrollViewInsets"] == "NO" { node.automaticallyAdjustsScrollViewInsets = false }
        if element["extendedLayoutIncludesOpaqueBars"] == "YES" { node.extendedLayoutIncludesOpaqueBars = true }
        if let edges = element.child(named: "extendedEdge", key: "edgesForExtendedLayout") {
            var set: Set<Edge> = []
            if edges["top"] == "YES" { set.insert(.top) }
            if edges["left"] == "YES" { set.insert(.left) }
            if edges["bottom"] == "YES" { set.insert(.bottom) }
            if edges["right"] == "YES" { set.insert(.right) }
            node.edgesForExtendedLayout = set
        }
    }

    /// `<navigationItem key="navigationItem" largeTitleDisplayMode="never">` (written only when not
    /// `automatic`; a value the model does not know is left at `automatic`).
    static func apply(navigationItemOf element: XMLElement, to node: inout ControllerNode) {
        guard let item = element.child(named: "navigationItem", key: "navigationItem"),
            let mode = item["largeTitleDisplayMode"].flatMap(LargeTitleDisplayMode.init(rawValue:))
        else { return }
        node.navigationItem = NavigationItem(largeTitleDisplayMode: mode, location: SourceLocation(item.location))
    }

    /// A bar's `translucent` and, for a navigation bar, `largeTitles`.
    static func bar(_ element: XMLElement?, hidden: Bool) -> BarProperties {
        BarProperties(
            hidden: hidden, translucent: element?["translucent"] != "NO",
            prefersLargeTitles: element?["largeTitles"] == "YES")
    }
}
