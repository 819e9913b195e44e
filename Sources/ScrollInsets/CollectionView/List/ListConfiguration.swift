/// The properties of `UICollectionLayoutListConfiguration` (iOS 14) that decide where a list's
/// cells, headers, footers and separators go, with UIKit's defaults.
///
/// A collection view whose layout is a list (`layout: {list: …}` in a fixture) is laid out by
/// `ListLayoutEngine` instead of the flow layout. See docs/collection-views.md, "List layouts".
///
/// ```swift
/// let settings = ListConfiguration(appearance: .insetGrouped, headerMode: .supplementary)
/// ```
public struct ListConfiguration: Hashable, Sendable {
    /// `appearance`.
    public var appearance: ListAppearance
    /// `headerMode` (default ``ListHeaderMode/none``: "headers and footers in lists in
    /// UICollectionView have to be explicitly enabled", WWDC 2020 session 10026).
    public var headerMode: ListHeaderMode
    /// `footerMode` (default ``ListFooterMode/none``).
    public var footerMode: ListFooterMode
    /// `headerTopPadding` (iOS 15; `nil` in UIKit, automatic here): the space above each header.
    public var headerTopPadding: TableDimension
    /// `showsSeparators` (default `true`).
    public var showsSeparators: Bool
    /// The height self-sizing cells (and headers and footers without a height of their own) are
    /// laid out at: the model does not measure content.
    public var itemHeight: Double

    /// Creates a list configuration with UIKit's defaults.
    public init(
        appearance: ListAppearance = .plain, headerMode: ListHeaderMode = .none,
        footerMode: ListFooterMode = .none, headerTopPadding: TableDimension = .automatic,
        showsSeparators: Bool = true, itemHeight: Double = 44
    ) {
        self.appearance = appearance
        self.headerMode = headerMode
        self.footerMode = footerMode
        self.headerTopPadding = headerTopPadding
        self.showsSeparators = showsSeparators
        self.itemHeight = itemHeight
    }
}

/// `UICollectionLayoutListConfiguration.Appearance`.
public enum ListAppearance: String, Hashable, Sendable, CaseIterable {
    /// Full-width rows, like a plain table.
    case plain
    /// Full-width rows in groups, like a grouped table.
    case grouped
    /// Each section a rounded card inset from the sides, like an inset-grouped table.
    case insetGrouped
    /// The sidebar of a split view: rows inset from the sides.
    case sidebar
    /// The plain sidebar: full-width rows.
    case sidebarPlain

    /// Whether cells stand in from the sides (an inset-grouped card or a sidebar's rows).
    public var insetsSections: Bool { self == .insetGrouped || self == .sidebar }
    /// Whether the appearance pads its headers as a plain table does.
    var isPlainStyle: Bool { self == .plain || self == .sidebarPlain }
}

/// `UICollectionLayoutListConfiguration.HeaderMode`.
public enum ListHeaderMode: String, Hashable, Sendable, CaseIterable {
    /// No headers (the default).
    case none
    /// A boundary supplementary header above each section.
    case supplementary
    /// The first item of each section is styled as its header.
    case firstItemInSection
}

/// `UICollectionLayoutListConfiguration.FooterMode`.
public enum ListFooterMode: String, Hashable, Sendable, CaseIterable {
    /// No footers (the default).
    case none
    /// A boundary supplementary footer below each section.
    case supplementary
}
