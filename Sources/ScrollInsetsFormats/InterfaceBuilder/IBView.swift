import ScrollInsets
import XMLSubset

/// A view read from an Interface Builder document: the element, its place in the tree and
/// the values layout needs. Views are kept in one array (``IBViewTree``) and refer to each
/// other by index.
struct IBView {
    var element: XMLElement
    var id: String?
    var parent: Int?
    var subviews: [Int] = []
    var kind: ViewKind
    /// The frame as stored, in the superview's coordinates on the canvas.
    var storedFrame: Rect
    /// The autoresizing mask, when written.
    var mask: IBAutoresizingMask?
    /// Whether constraints, not the mask, place the view.
    var isConstraintDriven = false
    /// The id of its `<viewLayoutGuide key="safeArea">`.
    var safeAreaGuideID: String?
    /// The controller a container view embeds (`kind="embed"` segue).
    var embeddedControllerID: String?
    /// The controller whose root view this is.
    var rootOfController: String?
    var location: SourceLocation { SourceLocation(element.location) }

    /// Element names of views whose size without constraints is their content's (UIKit's
    /// `intrinsicContentSize`); for these the stored size stands in for it.
    static let intrinsicKinds: Set<String> = [
        "label", "button", "imageView", "switch", "textField", "segmentedControl", "slider", "stepper",
        "activityIndicatorView", "pageControl", "progressView", "searchBar", "datePicker",
    ]

    var hasIntrinsicSize: Bool { subviews.isEmpty && Self.intrinsicKinds.contains(element.name) }

    /// The model's kind for an element name: text views are scroll views.
    static func kind(of name: String) -> ViewKind {
        switch name {
        case "tableView": return .tableView
        case "collectionView": return .collectionView
        case "scrollView", "textView": return .scrollView
        default: return .view
        }
    }
}

/// `<autoresizingMask key="autoresizingMask" …/>`: which of a view's margins and size follow
/// its superview's size.
struct IBAutoresizingMask: Hashable, Sendable {
    var flexibleMinX = false, widthSizable = false, flexibleMaxX = false
    var flexibleMinY = false, heightSizable = false, flexibleMaxY = false

    init(_ element: XMLElement) {
        flexibleMinX = element["flexibleMinX"] == "YES"
        widthSizable = element["widthSizable"] == "YES"
        flexibleMaxX = element["flexibleMaxX"] == "YES"
        flexibleMinY = element["flexibleMinY"] == "YES"
        heightSizable = element["heightSizable"] == "YES"
        flexibleMaxY = element["flexibleMaxY"] == "YES"
    }

    /// The frame after the superview goes from `old` to `new` size.
    ///
    /// Apple's `UIView.autoresizingMask` documentation: "When more than one option along an
    /// axis is set, the default behavior is to distribute the size difference proportionally
    /// among the flexible portions." The portions are the margin before, the size and the margin
    /// after; with every flexible portion at zero the difference is shared equally (an
    /// assumption: the documentation does not say).
    func frame(_ frame: Rect, from old: Size, to new: Size) -> Rect {
        let x = Self.axis(
            origin: frame.minX, length: frame.width, container: old.width, to: new.width,
            flexible: (flexibleMinX, widthSizable, flexibleMaxX))
        let y = Self.axis(
            origin: frame.minY, length: frame.height, container: old.height, to: new.height,
            flexible: (flexibleMinY, heightSizable, flexibleMaxY))
        return Rect(x: x.origin, y: y.origin, width: x.length, height: y.length)
    }

    static func axis(
        origin: Double, length: Double, container: Double, to newContainer: Double,
        flexible: (Bool, Bool, Bool)
    ) -> (origin: Double, length: Double) {
        let delta = newContainer - container
        let portions = [origin, length, container - origin - length]
        let flags = [flexible.0, flexible.1, flexible.2]
        let flexibleCount = flags.filter { $0 }.count
        guard flexibleCount > 0, delta != 0 else { return (origin, length) }
        let total = zip(portions, flags).reduce(0.0) { $0 + ($1.1 ? max($1.0, 0) : 0) }
        func share(_ index: Int) -> Double {
            guard flags[index] else { return 0 }
            return total > 0 ? delta * max(portions[index], 0) / total : delta / Double(flexibleCount)
        }
        return (origin + share(0), length + share(1))
    }
}
