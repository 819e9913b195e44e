import ScrollInsets
import XMLSubset

/// The views of one imported scene (every controller's root view and its subviews), their
/// constraints and the layout guides the constraints name.
struct IBViewTree {
    /// What a constraint item other than a view can be.
    enum Guide: Hashable {
        /// `<viewLayoutGuide key="safeArea">` of a view.
        case safeArea(view: Int)
        /// `<viewControllerLayoutGuide type="top">`: its bottom is the root view's safe-area top.
        case topLayoutGuide(rootView: Int)
        /// `<viewControllerLayoutGuide type="bottom">`: its top is the safe-area bottom.
        case bottomLayoutGuide(rootView: Int)
        /// Another guide (`frameLayoutGuide`, `contentLayoutGuide`, `keyboard`): not modelled.
        case unmodelled(view: Int, key: String)
    }

    var views: [IBView] = []
    var constraints: [IBConstraint] = []
    var viewIndex: [String: Int] = [:]
    var guides: [String: Guide] = [:]
    /// View index → the indices in ``constraints`` of the constraints that name it as an item.
    var constraintsByView: [Int: [Int]] = [:]
    /// Whether the document uses Auto Layout (`useAutolayout="YES"`).
    var usesAutolayout: Bool

    init(usesAutolayout: Bool) {
        self.usesAutolayout = usesAutolayout
    }

    /// Adds a controller's root view and every subview under it; returns the root's index.
    ///
    /// - Complexity: O(*n*) in the elements under `element`, without recursion.
    mutating func addRootView(_ element: XMLElement, controller: String, layoutGuides: [XMLElement]) -> Int {
        let root = add(element, parent: nil)
        views[root].rootOfController = controller
        for guide in layoutGuides {
            guard let id = guide["id"] else { continue }
            guides[id] =
                guide["type"] == "bottom" ? .bottomLayoutGuide(rootView: root) : .topLayoutGuide(rootView: root)
        }
        var pending = [root]
        while let index = pending.popLast() {
            let element = views[index].element
            // A visual-effect view's subviews live in its `<view key="contentView">`, a subview
            // of it in UIKit (Apple's UIVisualEffectView documentation: add subviews to contentView).
            // A cell's subviews live in its `contentView` (`<tableViewCellContentView
            // key="contentView">`, `<view key="contentView">` in a collection cell): Apple's
            // UITableViewCell and UICollectionViewCell documentation, "add your custom subviews
            // to the contentView".
            if element.name == "visualEffectView" || Self.cellElementNames.contains(element.name),
                let content = element.children.first(where: { $0["key"] == "contentView" })
            {
                let childIndex = add(content, parent: index)
                views[index].subviews.append(childIndex)
                pending.append(childIndex)
            }
            for subviews in element.children(named: "subviews") {
                let excluded = Self.excluded(in: element, mask: "subviews")
                for child in subviews.children where !excluded.contains(child["id"] ?? "") {
                    let childIndex = add(child, parent: index)
                    views[index].subviews.append(childIndex)
                    pending.append(childIndex)
                }
            }
        }
        return root
    }

    /// The elements of cells, whose `contentView` holds their subviews.
    static let cellElementNames: Set<String> = ["tableViewCell", "collectionViewCell", "collectionReusableView"]

    private mutating func add(_ element: XMLElement, parent: Int?) -> Int {
        var frame = Self.storedFrame(of: element, in: parent.map { views[$0].storedFrame.size })
        // A content view Xcode wrote without a frame (before Xcode 8) fills its cell.
        if element["key"] == "contentView", element.child(named: "rect", key: "frame") == nil,
            element.child(named: "frame", key: "frameInset") == nil, let parent
        {
            frame = Rect(x: 0, y: 0, width: views[parent].storedFrame.width, height: views[parent].storedFrame.height)
        }
        var view = IBView(
            element: element, id: element["id"], parent: parent, kind: IBView.kind(of: element.name),
            storedFrame: frame)
        view.mask = element.child(named: "autoresizingMask", key: "autoresizingMask").map(IBAutoresizingMask.init)
        let index = views.count
        if let id = view.id { viewIndex[id] = index }
        for guide in element.children(named: "viewLayoutGuide") {
            guard let id = guide["id"], let key = guide["key"] else { continue }
            if key == "safeArea" {
                view.safeAreaGuideID = id
                guides[id] = .safeArea(view: index)
            } else {
                guides[id] = .unmodelled(view: index, key: key)
            }
        }
        if element.name == "containerView" {
            view.embeddedControllerID =
                element.child(named: "connections")?.children(named: "segue")
                .first { $0["kind"] == "embed" }?["destination"]
        }
        let excluded = Self.excluded(in: element, mask: "constraints")
        for list in element.children(named: "constraints") {
            for constraint in list.children(named: "constraint") where !excluded.contains(constraint["id"] ?? "") {
                if let parsed = IBConstraint(constraint, owner: view.id ?? "") { constraints.append(parsed) }
            }
        }
        views.append(view)
        return index
    }

    /// The ids `<variation key="default">` excludes from `mask` (`constraints` or `subviews`).
    static func excluded(in element: XMLElement, mask: String) -> Set<String> {
        guard let variation = element.children(named: "variation").first(where: { $0["key"] == "default" }) else {
            return []
        }
        var ids: Set<String> = []
        for list in variation.children(named: "mask") where list["key"] == mask {
            for exclude in list.children(named: "exclude") { if let id = exclude["reference"] { ids.insert(id) } }
        }
        return ids
    }

    /// `<rect key="frame">`, or the Xcode 8 beta `<frame key="frameInset">` (missing values 0;
    /// `maxX`/`maxY` measured from the superview's far edge).
    static func storedFrame(of element: XMLElement, in superview: Size?) -> Rect {
        func number(_ element: XMLElement, _ name: String) -> Double { element[name].flatMap(Double.init) ?? 0 }
        if let rect = element.child(named: "rect", key: "frame") {
            return Rect(
                x: number(rect, "x"), y: number(rect, "y"), width: number(rect, "width"), height: number(rect, "height")
            )
        }
        if let inset = element.child(named: "frame", key: "frameInset") {
            let container = superview ?? Size(width: 0, height: 0)
            let x = number(inset, "minX"), y = number(inset, "minY")
            let width = inset["width"] != nil ? number(inset, "width") : container.width - x - number(inset, "maxX")
            let height = inset["height"] != nil ? number(inset, "height") : container.height - y - number(inset, "maxY")
            return Rect(x: x, y: y, width: max(width, 0), height: max(height, 0))
        }
        return Rect(x: 0, y: 0, width: 0, height: 0)
    }

    /// Indexes the constraints by the views they name, once every view is added.
    mutating func indexConstraints() {
        constraintsByView = [:]
        for (index, constraint) in constraints.enumerated() {
            if let first = viewIndex[constraint.firstItem] { constraintsByView[first, default: []].append(index) }
            if let second = constraint.secondItem.flatMap({ viewIndex[$0] }), viewIndex[constraint.firstItem] != second
            {
                constraintsByView[second, default: []].append(index)
            }
        }
    }

    /// A view is placed by constraints, in an Auto Layout document, when a constraint between it
    /// and something that is not its descendant names it, whatever its
    /// `translatesAutoresizingMaskIntoConstraints` says (Xcode 5 still wrote masks on such views).
    ///
    /// - Complexity: O(*c* · *d*): constraints times the tree's depth.
    mutating func markConstraintDriven() {
        var constrained: Set<Int> = []
        if usesAutolayout {
            for constraint in constraints {
                let first = viewIndex[constraint.firstItem]
                let second = constraint.secondItem.flatMap { viewIndex[$0] }
                if let first, constraint.secondItem.map({ !isDescendant($0, of: first) }) ?? true {
                    constrained.insert(first)
                }
                if let second, !isDescendant(constraint.firstItem, of: second) { constrained.insert(second) }
            }
        }
        for index in views.indices where views[index].rootOfController == nil {
            // A view with `translatesAutoresizingMaskIntoConstraints="NO"` and no constraint gets
            // IB's prototyping constraints at build time, which fix its stored frame: like a fixed mask.
            views[index].isConstraintDriven = constrained.contains(index)
        }
    }

    /// Whether the item `id` (a view or a guide) is `ancestor` or lies under it.
    func isDescendant(_ id: String, of ancestor: Int) -> Bool {
        var current: Int?
        if let view = viewIndex[id] {
            current = view
        } else if let guide = guides[id] {
            switch guide {
            case .safeArea(let view), .unmodelled(let view, _): current = view
            case .topLayoutGuide, .bottomLayoutGuide: return false
            }
        }
        while let index = current {
            if index == ancestor { return true }
            current = views[index].parent
        }
        return false
    }

    /// The names of the view's ancestors' scroll views: whether it lies in a scroll view's content.
    func isInScrollContent(_ index: Int) -> Bool {
        var current = views[index].parent
        while let parent = current {
            if views[parent].kind.isScrollView { return true }
            current = views[parent].parent
        }
        return false
    }
}
