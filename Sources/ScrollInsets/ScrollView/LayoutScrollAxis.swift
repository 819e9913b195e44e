/// The axis a collection view's compositional layout marks as scrolling: UIKit counts that axis as
/// scrollable for `contentInsetAdjustmentBehavior` `automatic` and `scrollableAxes` whatever the
/// content's size, as it does a table view's vertical axis (set by the resolver).
///
/// Recorded on iOS 26.1 (iPhone 16): a `UICollectionViewController`, the window's root with no
/// navigation controller, whose inset-grouped list (`UICollectionViewCompositionalLayout.list`) is
/// shorter than its view, is adjusted for the safe area on the top and bottom: openuikit's
/// listheaderprobe prints `adjustedContentInset` (59, 0, 34, 0) with a `contentSize` of 393 x 412.17 in
/// 852, its listseparatorprobe `contentOffset` (0, -59) with the last cell ending at 472.67; the same
/// controller with a flow layout, and a bare flow-layout collection view, print `alwaysBounceVertical`
/// false (collectionblockingprobe, collectioncontrollerprobe), so the controller is not the cause
/// (docs/scroll-views.md). Other releases with compositional layouts (13 and later), compositional
/// layouts other than lists and the horizontal scroll direction are assumed: no printout covers them.
/// Flow layouts get no mark (not modelled: no printout of a short one outside a container).
struct LayoutScrollAxis: Hashable, Sendable {
    /// The layout that marks the axis.
    enum Layout: String, Hashable, Sendable {
        /// A list layout (`UICollectionLayoutListConfiguration`), which scrolls vertically.
        case list
        /// A `UICollectionViewCompositionalLayout`, along its configuration's `scrollDirection`.
        case compositional
    }

    /// The scrolling axis.
    var axis: Axis
    /// Which layout marks it.
    var layout: Layout

    /// The mark a collection view with `properties` gets: its list layout's vertical axis, or its
    /// compositional layout's scroll direction; none for a flow layout.
    init?(of properties: CollectionViewProperties) {
        if properties.list != nil {
            self.init(axis: .vertical, layout: .list)
        } else if let compositional = properties.compositional {
            self.init(axis: compositional.scrollDirection, layout: .compositional)
        } else {
            return nil
        }
    }

    init(axis: Axis, layout: Layout) {
        self.axis = axis
        self.layout = layout
    }

    /// The words added to an axis decision: who marked the axis, and what was recorded.
    var note: String {
        """
        the \(layout.rawValue) layout scrolls along it, and UIKit counts that axis as scrolling whatever the \
        content's size (recorded on iOS 26.1 for a vertical list, github.com/Vercantez/openuikit)
        """
    }

    /// What the rule takes beyond the recording, as the assumption term beside an edge it adjusts.
    var assumption: String {
        layout == .list && axis == .vertical
            ? "a list's vertical axis counts as scrolling on the other releases too"
            : "a \(layout.rawValue) layout's \(axis.rawValue) axis counts as scrolling as a list's does"
    }
}
