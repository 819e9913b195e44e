/// A `UISplitViewController`'s style, preferences and columns (docs/split-views.md).
///
/// ```swift
/// var split = SplitViewControllerProperties(style: .doubleColumn)
/// split.columns[.primary] = sidebar
/// split.columns[.secondary] = detail
/// ```
public struct SplitViewControllerProperties: Hashable, Sendable {
    /// `style`: `unspecified` is the classic API (`viewControllers: [primary, secondary]`);
    /// `doubleColumn` and `tripleColumn` are iOS 14's column styles.
    public var style: SplitViewStyle
    /// `preferredDisplayMode` (default `automatic`).
    public var preferredDisplayMode: SplitDisplayMode
    /// `preferredSplitBehavior` (default `automatic`).
    public var preferredSplitBehavior: SplitBehavior
    /// `preferredPrimaryColumnWidth` in points, or `nil` for `automaticDimension`.
    public var preferredPrimaryColumnWidth: Double?
    /// `preferredSupplementaryColumnWidth` in points (triple column), or `nil` for `automaticDimension`.
    public var preferredSupplementaryColumnWidth: Double?
    /// The controller of each column given (`setViewController(_:for:)`; the classic API's
    /// `viewControllers` fill `primary` and `secondary`).
    public var columns: [SplitViewColumn: ControllerNode]
    /// Where the fixture gives the preferences, for errors.
    public var locations: [String: SourceLocation] = [:]

    /// Creates a split view controller's properties with UIKit's defaults.
    public init(
        style: SplitViewStyle = .unspecified, preferredDisplayMode: SplitDisplayMode = .automatic,
        preferredSplitBehavior: SplitBehavior = .automatic, preferredPrimaryColumnWidth: Double? = nil,
        preferredSupplementaryColumnWidth: Double? = nil, columns: [SplitViewColumn: ControllerNode] = [:]
    ) {
        self.style = style
        self.preferredDisplayMode = preferredDisplayMode
        self.preferredSplitBehavior = preferredSplitBehavior
        self.preferredPrimaryColumnWidth = preferredPrimaryColumnWidth
        self.preferredSupplementaryColumnWidth = preferredSupplementaryColumnWidth
        self.columns = columns
    }

    /// The columns given, in UIKit's order (primary, supplementary, secondary, compact), each
    /// with its index in that order: the index an unnamed column controller's path shows.
    public var orderedColumns: [(column: SplitViewColumn, node: ControllerNode)] {
        SplitViewColumn.allCases.compactMap { column in columns[column].map { (column, $0) } }
    }
}

/// `UISplitViewController.Style`.
public enum SplitViewStyle: String, Hashable, Sendable, CaseIterable {
    /// The classic master/detail API (`viewControllers`), iOS 8–13's behaviour.
    case unspecified
    /// Two columns, primary and secondary (iOS 14).
    case doubleColumn
    /// Three columns, primary, supplementary and secondary (iOS 14).
    case tripleColumn

    /// Whether the style is one of iOS 14's column styles.
    public var isColumnStyle: Bool { self != .unspecified }
}

/// `UISplitViewController.DisplayMode`.
public enum SplitDisplayMode: String, Hashable, Sendable, CaseIterable {
    case automatic, secondaryOnly, oneBesideSecondary, oneOverSecondary, twoBesideSecondary, twoOverSecondary
    case twoDisplaceSecondary

    /// How many sidebars (primary and supplementary columns) the mode shows.
    var sidebarCount: Int {
        switch self {
        case .automatic, .secondaryOnly: 0
        case .oneBesideSecondary, .oneOverSecondary: 1
        case .twoBesideSecondary, .twoOverSecondary, .twoDisplaceSecondary: 2
        }
    }
}

/// `UISplitViewController.SplitBehavior`.
public enum SplitBehavior: String, Hashable, Sendable, CaseIterable {
    case automatic, tile, overlay, displace
}

/// `UISplitViewController.Column` (the inspector column of iOS 26 is not modelled).
public enum SplitViewColumn: String, Hashable, Sendable, CaseIterable, Comparable {
    case primary, supplementary, secondary, compact

    /// Columns in UIKit's order, leading to trailing: primary, supplementary, secondary, then compact.
    public static func < (lhs: Self, rhs: Self) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}
