import ScrollInsets
import XMLSubset

/// Every document is a scene: a xib whose File's Owner has no `view` outlet is made into one,
/// from its first top-level view (docs/storyboards.md, "Cell and view xibs").
///
/// - A **cell** (`<tableViewCell>`, `<collectionViewCell>`) is laid out where an app shows it: in a
///   plain table (a collection view with a flow layout of the cell's size) as wide as the cell,
///   filling the height of the canvas, in the root view of a controller on the canvas device; the
///   cell is the table's first row, at the top of its content.
/// - A **view** (any other view element) is the root view of a controller, like a File's Owner
///   `view`.
///
/// The elements the importer adds (the controller, its root view, the table) are made here, have
/// no `id` and sit at the `<objects>` element's position: they are never compared with stored
/// frames, and the report gives no IB `id` for them.
extension IBControllerGraph {
    /// The first top-level view of a xib's `<objects>`: an element with a stored frame that is
    /// not a placeholder.
    static func firstTopLevelView(in objects: XMLElement) -> XMLElement? {
        topLevelViews(in: objects).first
    }

    /// A xib's top-level views: the elements of `<objects>` with a stored frame that are not
    /// placeholders, in document order.
    static func topLevelViews(in objects: XMLElement) -> [XMLElement] {
        objects.children.filter { element in
            element.name != "placeholder" && element["id"] != nil
                && (element.child(named: "rect", key: "frame") != nil
                    || element.child(named: "frame", key: "frameInset") != nil)
        }
    }

    /// Adds the controller that stands in for a xib's top-level `view`, on a canvas of `canvas`
    /// points.
    mutating func addStandIn(for view: XMLElement, objects: XMLElement, canvas: Size) {
        let at = objects.location
        let name = view["userLabel"] ?? view["customClass"] ?? view["reuseIdentifier"] ?? view["id"] ?? view.name
        let controller = Self.element(ControllerClass.viewController.spelling, ["userLabel": name], at: at)
        let id = "standIn:" + (view["id"] ?? "")
        let rootView: XMLElement
        switch view.name {
        case "tableViewCell", "collectionViewCell":
            rootView = Self.cellStandIn(view, canvas: canvas, at: at)
        default:
            rootView = view
        }
        add(id: id, element: controller, rootView: rootView, sceneLocation: SourceLocation(view.location))
        sceneCount = 1
    }

    /// The root view (canvas size) holding a plain table, or a collection view, as wide as `cell`
    /// and as tall as the canvas, whose first row or item is `cell`, placed at the top of the
    /// content as its subview.
    static func cellStandIn(_ cell: XMLElement, canvas: Size, at location: XMLLocation) -> XMLElement {
        var stored = IBViewTree.storedFrame(of: cell, in: nil)
        // A width or height that is not a finite positive number (hostile input): the canvas's
        // width, UIKit's default row height (44).
        if !(stored.width.isFinite && stored.width > 0) { stored.size.width = canvas.width }
        if !(stored.height.isFinite && stored.height > 0) { stored.size.height = 44 }
        func number(_ value: Double) -> String { "\(value)" }
        // The cell at the top of the content, its stored size kept.
        var placed = cell
        placed.children.removeAll {
            $0.name == "rect" && $0["key"] == "frame" || $0.name == "frame" && $0["key"] == "frameInset"
        }
        placed.children.insert(
            rect(Rect(x: 0, y: 0, width: stored.width, height: stored.height), at: cell.location), at: 0)
        let frame = rect(Rect(x: 0, y: 0, width: stored.width, height: canvas.height), at: location)
        // The height follows the screen; the width stays the cell's.
        let mask = element(
            "autoresizingMask", ["key": "autoresizingMask", "flexibleMaxX": "YES", "heightSizable": "YES"], at: location
        )
        let scrollView: XMLElement
        if cell.name == "tableViewCell" {
            let section = element(
                "tableViewSection", [:], children: [element("cells", [:], children: [cell], at: location)], at: location
            )
            scrollView = element(
                "tableView",
                [
                    "userLabel": "table", "style": "plain", "dataMode": "static",
                    "rowHeight": number(stored.height),
                ],
                children: [
                    frame, mask, element("sections", [:], children: [section], at: location),
                    element("subviews", [:], children: [placed], at: location),
                ], at: location)
        } else {
            let layout = element(
                "collectionViewFlowLayout",
                [
                    "key": "collectionViewLayout", "minimumLineSpacing": "0",
                    "minimumInteritemSpacing": "0",
                ],
                children: [
                    element(
                        "size", ["key": "itemSize", "width": number(stored.width), "height": number(stored.height)],
                        at: location)
                ],
                at: location)
            scrollView = element(
                "collectionView", ["userLabel": "collection"],
                children: [frame, mask, layout, element("subviews", [:], children: [placed], at: location)],
                at: location)
        }
        let root = element(
            "view", ["key": "view"],
            children: [
                rect(Rect(x: 0, y: 0, width: canvas.width, height: canvas.height), at: location),
                element(
                    "autoresizingMask", ["key": "autoresizingMask", "widthSizable": "YES", "heightSizable": "YES"],
                    at: location),
                element("subviews", [:], children: [scrollView], at: location),
            ],
            at: location)
        return root
    }

    static func element(
        _ name: String, _ attributes: KeyValuePairs<String, String>, children: [XMLElement] = [],
        at location: XMLLocation
    ) -> XMLElement {
        XMLElement(
            name: name, attributes: attributes.map { XMLElement.Attribute(name: $0.key, value: $0.value) },
            children: children, location: location)
    }

    static func rect(_ rect: Rect, at location: XMLLocation) -> XMLElement {
        element(
            "rect",
            [
                "key": "frame", "x": "\(rect.minX)", "y": "\(rect.minY)", "width": "\(rect.width)",
                "height": "\(rect.height)",
            ],
            at: location)
    }
}
