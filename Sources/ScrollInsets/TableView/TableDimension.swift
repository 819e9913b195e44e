/// A table or list length that UIKit can choose itself: `UITableView.automaticDimension` or a
/// number of points.
///
/// `sectionHeaderTopPadding` and `fillerRowHeight` of `UITableView` (iOS 15) and
/// `headerTopPadding` of `UICollectionLayoutListConfiguration` (iOS 15, where `nil` means
/// automatic) take one.
///
/// ```swift
/// TableDimension.automatic.points      // nil
/// TableDimension.points(0).points      // 0
/// ```
public enum TableDimension: Hashable, Sendable {
    /// `UITableView.automaticDimension`: UIKit's own value.
    case automatic
    /// A length in points; negative lengths count as zero where they are used.
    case points(Double)

    /// The points given, or `nil` for ``automatic``.
    public var points: Double? {
        if case .points(let value) = self { return value }
        return nil
    }
}
