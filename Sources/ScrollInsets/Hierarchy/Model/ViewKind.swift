/// The kinds of view the model knows, by their fixture and UIKit names.
public enum ViewKind: String, Hashable, Sendable, CaseIterable {
    /// `UIView`.
    case view
    /// `UIScrollView`.
    case scrollView
    /// `UITableView`.
    case tableView
    /// `UICollectionView` with a flow layout.
    case collectionView

    /// Whether views of this kind scroll (and so have an `adjustedContentInset`).
    public var isScrollView: Bool { self != .view }
}
