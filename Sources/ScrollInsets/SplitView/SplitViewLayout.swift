/// How a `UISplitViewController` arranges its columns: collapsed or expanded, the display
/// mode `automatic` resolves to, and each column's frame (docs/split-views.md has every rule
/// with its source).
///
/// - A compact width collapses the split view (Apple, WWDC20 "Build for iPad" 3:11–3:57:
///   "iPad apps in slide over and iPhones in portrait" are compact; "large iPhones in
///   landscape" and iPad full screen are regular). Collapsed, it shows its `compact` column
///   when given; without one, the primary column's navigation stack with the secondary
///   (column styles: supplementary, then secondary) pushed on it: `UINavigationController`'s
///   `collapseSecondaryViewController(_:for:)` "responds by pushing the secondary view
///   controller onto its navigation stack" (Apple, `splitViewController(_:collapseSecondary:onto:)`),
///   and a column style proposes the secondary as the top column
///   (`splitViewController(_:topColumnForCollapsingToProposedTopColumn:)`, which apps override
///   to show the primary instead). A classic primary that is not a navigation controller
///   discards the secondary ("most view controllers do nothing by default").
/// - `automatic`: side by side in landscape, the secondary alone in portrait (Apple's
///   UISplitViewController class reference: "By default, the split view controller displays
///   both of its view controllers when in a landscape orientation. However, in a portrait
///   orientation, the split view controller displays only the detail view controller").
/// - Column styles wrap each column's controller in a navigation controller (WWDC20 "Build for
///   iPad" 6:17: "each column now has a navigation controller that's automatically created for
///   you"; Apple: "If you set a child view controller that's not a navigation controller, the
///   split view controller creates a navigation controller for it").
public enum SplitViewLayout {
    /// The primary column's width when `preferredPrimaryColumnWidth` is automatic, and its cap:
    /// `maximumPrimaryColumnWidth`'s automatic value (useyourloaf, "Changing the width of the
    /// master view"); recorded at 320 in a double-column split (richardtop/CalendarKit #320).
    public static let automaticPrimaryColumnWidth = 320.0
    /// The part of a column style's primary view that lies off screen on the leading side, which
    /// its leading safe area covers (LeoNatan/LNPopupController #390, iOS 14: "the x origin of the
    /// container view frame is -100"; CalendarKit #320: "420 points instead of 320 with a leading
    /// margin which is 100 points larger"; iOS 16: "a 100-pt offscreen buffer which can be
    /// retrieved by calling view's safeAreaInsets.left").
    public static let primaryOffscreenBuffer = 100.0
    /// The divider between tiled columns before iPadOS 26, in points: one, on 1× and 2× iPads alike.
    /// Recorded as 1 pt on a 1-pixel-per-point iPad (the detail view at x 321 beside a 320-pt
    /// master on a 1024-pt iPad: Stack Overflow question 7500912, iOS 5, September 2011) and on the
    /// 2× iPads of iOS 9 (the detail's size printed as "CGSize (703.0, 768.0) || CGSize (447.0,
    /// 1024.0)" beside a 320-pt master "on any iPad": openradar 22885931, iOS 9.0, mirrored at
    /// lionheart/openradar-mirror #8374); Xcode 8's iPad 9.7-inch canvas (2×, iOS 10) stores a
    /// detail root view 703 pt wide beside a 320-pt master (wzso/TwitterInstant@e10c3964,
    /// `Main.storyboard`). iOS 11–18 are assumed alike.
    public static let dividerPoints = 1.0
    /// The divider between tiled columns from iPadOS 26, in pixels: one, 0.5 pt on a 2× iPad (the
    /// secondary at x 320.5 beside a 320-pt supplementary, iPad (A16), iPadOS 26.1:
    /// Vercantez/openuikit's splitviewprobe transcript, line 153).
    public static let dividerPixels = 1.0

    /// What the split view controller shows on `screen`.
    ///
    /// - Throws: ``SplitViewLayoutError`` for what no source gives or the controller lacks.
    /// - Complexity: O(*n*) in the controllers of its columns' stacks.
    public static func arrangement(
        _ split: SplitViewControllerProperties, screen: Screen
    ) throws(SplitViewLayoutError) -> SplitViewArrangement {
        let ordered = split.orderedColumns
        func index(_ column: SplitViewColumn) -> Int { ordered.firstIndex { $0.column == column } ?? 0 }
        guard let primary = split.columns[.primary] else { throw .missingColumn(.primary, split.style) }
        guard let secondary = split.columns[.secondary] else { throw .missingColumn(.secondary, split.style) }
        if split.style == .tripleColumn && split.columns[.supplementary] == nil {
            throw .missingColumn(.supplementary, split.style)
        }
        guard let regular = screen.isHorizontallyRegular else {
            throw .sizeClassUnknown(width: screen.size.width)
        }
        if !regular {
            return collapsed(split, primary: primary, secondary: secondary, index: index)
        }
        let (mode, modeNotes) = try displayMode(split, screen: screen)
        let columns: [SplitViewColumn] =
            switch (split.style == .tripleColumn, mode.sidebarCount) {
            case (_, 0): [.secondary]
            case (false, _): [.primary, .secondary]
            case (true, 1): [.supplementary, .secondary]
            case (true, _): [.primary, .supplementary, .secondary]
            }
        if columns.contains(.supplementary) && split.preferredSupplementaryColumnWidth == nil
            && screen.variants.splitViews != .sidebarOverContent
        {
            throw .automaticSupplementaryWidth
        }
        var notes = modeNotes + sidebarOverContentNotes(split, shows: columns, screen: screen)
        if screen.variants.designCompatibility == .inEffect {
            notes.append(
                .assumption(
                    """
                    under UIDesignRequiresCompatibility on iPadOS 26, the columns tile as before 26 (the floating \
                    sidebar is the new design's; UIKit 26.1's split view code was not read)
                    """))
        }
        let shown = columns.map { column in
            SplitViewArrangement.Shown(
                column: column, node: wrapped(split.columns[column]!, style: split.style), index: index(column))
        }
        let hidden = ordered.map(\.column).filter { !columns.contains($0) }
        return SplitViewArrangement(collapsed: false, displayMode: mode, shown: shown, hidden: hidden, notes: notes)
    }

    /// A column style's column controller in the navigation controller UIKit makes for it; a
    /// navigation controller, and every classic column, as it is.
    static func wrapped(_ node: ControllerNode, style: SplitViewStyle) -> ControllerNode {
        guard style.isColumnStyle, node.kind.controllerClass != .navigationController else { return node }
        return .navigationController(viewControllers: [node])
    }

    /// The collapsed arrangement: the compact column, or the columns' stacks in one.
    static func collapsed(
        _ split: SplitViewControllerProperties, primary: ControllerNode, secondary: ControllerNode,
        index: (SplitViewColumn) -> Int
    ) -> SplitViewArrangement {
        let compactWidth = "a compact width collapses the split view (WWDC20 \"Build for iPad\" 3:11)"
        let hidden = split.orderedColumns.map(\.column)
        if let compact = split.columns[.compact] {
            return SplitViewArrangement(
                collapsed: true, displayMode: nil,
                shown: [.init(column: .compact, node: compact, index: index(.compact))],
                hidden: hidden.filter { $0 != .compact },
                notes: [.reason(compactWidth + "; it shows the compact column (setViewController(_:for: .compact))")])
        }
        var stack: [ControllerNode] = []
        var base: NavigationControllerProperties? = nil
        var name: String? = nil
        let stacked =
            split.style.isColumnStyle
            ? [primary, split.columns[.supplementary], secondary].compactMap { $0 } : [primary, secondary]
        if !split.style.isColumnStyle, primary.kind.controllerClass != .navigationController {
            return SplitViewArrangement(
                collapsed: true, displayMode: nil,
                shown: [.init(column: .primary, node: primary, index: index(.primary))],
                hidden: hidden.filter { $0 != .primary },
                notes: [
                    .reason(
                        compactWidth
                            + """
                            ; a classic primary that is not a navigation controller does nothing with the secondary, \
                            which is discarded (Apple, splitViewController(_:collapseSecondary:onto:))
                            """)
                ])
        }
        // The primary's navigation controller (the one UIKit made for a column style's
        // primary, when it is not one) keeps its bars and name; the others give their stacks.
        if case .navigationController(let navigation) = primary.kind {
            base = navigation
            name = primary.name
        }
        for node in stacked {
            if case .navigationController(let navigation) = node.kind {
                stack += navigation.viewControllers
            } else {
                stack.append(node)
            }
        }
        var navigation = base ?? NavigationControllerProperties()
        navigation.viewControllers = stack
        var node = ControllerNode(kind: .navigationController(navigation), name: name, location: primary.location)
        node.edgesForExtendedLayout = primary.edgesForExtendedLayout
        let pushed = split.style == .tripleColumn ? "the supplementary and the secondary" : "the secondary"
        return SplitViewArrangement(
            collapsed: true, displayMode: nil, shown: [.init(column: .primary, node: node, index: index(.primary))],
            hidden: hidden.filter { $0 != .primary },
            notes: [
                .reason(
                    compactWidth
                        + """
                        ; without a compact column it shows the primary column's navigation stack with \(pushed) \
                        pushed on it (UINavigationController's collapseSecondaryViewController(_:for:) pushes the \
                        secondary; column styles propose the secondary as the top column: \
                        splitViewController(_:topColumnForCollapsingToProposedTopColumn:))
                        """)
            ])
    }

    /// The display mode: the preferred one, or `automatic`'s choice for the orientation,
    /// interpreted for the preferred split behavior.
    static func displayMode(
        _ split: SplitViewControllerProperties, screen: Screen
    ) throws(SplitViewLayoutError) -> (SplitDisplayMode, [WhyTerm]) {
        var notes: [WhyTerm] = []
        var mode = split.preferredDisplayMode
        let landscape = screen.size.width > screen.size.height
        if mode == .automatic && !landscape && screen.variants.splitViews == .sidebarOverContent {
            (mode, notes) = automaticPortraitMode(screen: screen)
        } else if mode == .automatic {
            guard split.style != .tripleColumn else { throw .automaticTripleColumnDisplayMode }
            mode = landscape ? .oneBesideSecondary : .secondaryOnly
            notes.append(
                .reason(
                    """
                    displayMode automatic is \(mode.rawValue) in \(landscape ? "landscape" : "portrait") (Apple's \
                    UISplitViewController reference: both view controllers in landscape, only the detail in portrait)
                    """))
            if screen.variants.splitViews == .sidebarOverContent {
                notes.append(
                    .assumption(
                        "iPadOS 26 resolves automatic in landscape as earlier releases do (recorded in portrait only)"))
            }
        }
        if split.style != .tripleColumn && mode.sidebarCount == 2 { throw .needsTripleColumn(mode) }
        let interpreted = interpret(mode, for: split.preferredSplitBehavior)
        if interpreted != mode {
            notes.append(
                .reason(
                    """
                    splitBehavior \(split.preferredSplitBehavior.rawValue) interprets \(mode.rawValue) as \
                    \(interpreted.rawValue) (Apple, preferredDisplayMode and SplitBehavior)
                    """))
            mode = interpreted
        }
        if mode == .twoDisplaceSecondary { throw .displaceNotModelled }
        return (mode, notes)
    }

    /// `mode` as `behavior` allows it: tile shows the sidebars beside the secondary, overlay
    /// over it, displace beside (one) or displacing (two); `automatic` keeps the mode (an app
    /// that prefers `oneBesideSecondary` gets two columns side by side: WWDC20 "Build for iPad" 6:17).
    static func interpret(_ mode: SplitDisplayMode, for behavior: SplitBehavior) -> SplitDisplayMode {
        switch (behavior, mode.sidebarCount) {
        case (.automatic, _), (_, 0): mode
        case (.tile, 1), (.displace, 1): .oneBesideSecondary
        case (.tile, _): .twoBesideSecondary
        case (.overlay, 1): .oneOverSecondary
        case (.overlay, _): .twoOverSecondary
        case (.displace, _): .twoDisplaceSecondary
        }
    }
}

/// Why a split view controller cannot be laid out: a column it lacks, or a figure no source gives.
public enum SplitViewLayoutError: Error, Hashable, Sendable {
    case missingColumn(SplitViewColumn, SplitViewStyle)
    case sizeClassUnknown(width: Double)
    case automaticTripleColumnDisplayMode
    case automaticSupplementaryWidth
    case needsTripleColumn(SplitDisplayMode)
    case displaceNotModelled

    /// The problem as one lowercase line, with the key to give instead.
    public var reason: String {
        switch self {
        case let .missingColumn(column, style):
            return
                style == .unspecified
                ? "the classic style needs 'viewControllers: [primary, secondary]'"
                : "a \(style.rawValue) split view controller needs a '\(column.rawValue)' column"
        case let .sizeClassUnknown(width):
            return
                """
                no source gives the size class of a \(formatPoints(width))-pt iPad window (compact up to \
                \(formatPoints(Screen.compactPadWindowWidth)), regular from \(formatPoints(Screen.regularPadWindowWidth)))
                """
        case .automaticTripleColumnDisplayMode:
            return
                """
                no source gives what 'displayMode: automatic' shows in a tripleColumn split view in landscape or \
                before iPadOS 26; give 'displayMode'
                """
        case .automaticSupplementaryWidth:
            return
                "no source gives the supplementary column's automatic width; give 'preferredSupplementaryColumnWidth'"
        case let .needsTripleColumn(mode):
            return "displayMode '\(mode.rawValue)' shows two sidebars; it needs 'style: tripleColumn'"
        case .displaceNotModelled:
            return "displayMode 'twoDisplaceSecondary' is not modelled: no source gives the displaced secondary's frame"
        }
    }
}
