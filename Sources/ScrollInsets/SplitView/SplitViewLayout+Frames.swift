extension SplitViewLayout {
    /// One column of an arrangement laid out in the split view's bounds.
    public struct ColumnFrame: Hashable, Sendable {
        /// The column.
        public var column: SplitViewColumn
        /// The area the column shows on screen, in the split view's coordinates; for a hidden
        /// column, where it shows when revealed.
        public var frame: Rect
        /// Whether it is on screen.
        public var visible: Bool
        /// The frame of the column controller's view, in the split view's coordinates: wider
        /// than ``frame`` for a column style's primary (its off-screen buffer) and, on iPadOS 26,
        /// for the column beside the sidebar (it extends under it).
        public var viewFrame: Rect
        /// What the column adds to its view's safe area on the leading edge, with why; `nil`
        /// where it adds nothing.
        public var leadingInset: (amount: Double, why: WhyTerm)?

        /// Equal when every field is, the leading inset by its amount and its term.
        public static func == (lhs: Self, rhs: Self) -> Bool {
            lhs.column == rhs.column && lhs.frame == rhs.frame && lhs.visible == rhs.visible
                && lhs.viewFrame == rhs.viewFrame && lhs.leadingInset?.amount == rhs.leadingInset?.amount
                && lhs.leadingInset?.why == rhs.leadingInset?.why
        }

        /// Hashes the column and its frames (equal values have equal hashes).
        public func hash(into hasher: inout Hasher) {
            hasher.combine(column)
            hasher.combine(frame)
            hasher.combine(viewFrame)
        }
    }

    /// The columns of `arrangement` in a split view of `size` on a screen of `scale` pixels per
    /// point (`nil` for a custom window, whose iPadOS 26 divider is taken as 1 pt): the shown ones in order,
    /// then the hidden ones.
    ///
    /// Expanded, the sidebars (primary, supplementary) stand on the leading edge, the primary
    /// ``automaticPrimaryColumnWidth`` wide (a triple column's
    /// ``tripleColumnAutomaticPrimaryWidth`` on iPadOS 26) unless `preferredPrimaryColumnWidth` is
    /// smaller (the automatic maximum caps it); beside the secondary, a divider separates tiled
    /// columns (``dividerPoints`` before iPadOS 26, ``dividerPixels`` from it); over it, the
    /// secondary fills the split view. Before iPadOS 26 a column style's primary view starts
    /// ``primaryOffscreenBuffer`` before the column and takes it as leading safe area. On iPadOS 26
    /// the primary floats inside the split view
    /// (``floatingSidebarInsets``, its view the column's frame, in every style), and the column
    /// beside it extends under it and takes the sidebar's trailing edge as leading safe area
    /// (WWDC25 "Make your UIKit app more flexible" 11:00: "The sidebar adds a non-symmetrical
    /// safe area inset to the adjacent column … The background can freely extend … underneath the
    /// sidebar"; the inset's amount is assumed).
    public static func frames(
        _ arrangement: SplitViewArrangement, of split: SplitViewControllerProperties, size: Size,
        scale: Double?, direction: LayoutDirection, variant: RuleVariants.SplitViews
    ) -> [ColumnFrame] {
        let full = Rect(x: 0, y: 0, width: size.width, height: size.height)
        func mirrored(_ rect: Rect) -> Rect {
            direction == .leftToRight
                ? rect : Rect(x: size.width - rect.maxX, y: rect.minY, width: rect.width, height: rect.height)
        }
        var result: [ColumnFrame] = []
        let automaticPrimary = automaticPrimaryWidth(split.style, variant: variant)
        let primaryWidth = min(
            split.preferredPrimaryColumnWidth ?? automaticPrimary, automaticPrimaryColumnWidth, size.width)
        let floating = variant == .sidebarOverContent
        let supplementaryWidth = min(
            split.preferredSupplementaryColumnWidth ?? (floating ? automaticSupplementaryColumnWidth : 0), size.width)
        let pixel = 1 / (scale.flatMap { $0 > 0 ? $0 : nil } ?? 1)
        let divider = floating ? dividerPixels * pixel : dividerPoints
        let insets = floatingSidebarInsets
        // Where the primary shows, shown or revealed.
        let primaryFrame =
            floating
            ? Rect(
                x: min(insets.leading, size.width), y: min(insets.top, size.height), width: primaryWidth,
                height: max(0, size.height - insets.top - insets.bottom))
            : Rect(x: 0, y: 0, width: primaryWidth, height: size.height)
        if arrangement.collapsed {
            for shown in arrangement.shown {
                result.append(ColumnFrame(column: shown.column, frame: full, visible: true, viewFrame: full))
            }
        } else {
            let mode = arrangement.displayMode ?? .secondaryOnly
            let beside = mode == .oneBesideSecondary || mode == .twoBesideSecondary
            var x = 0.0
            var afterFloatingSidebar = false
            for shown in arrangement.shown {
                let column = shown.column
                let isSecondary = column == .secondary
                let columnWidth =
                    isSecondary
                    ? (beside ? max(0, size.width - x) : size.width)
                    : column == .primary ? primaryWidth : supplementaryWidth
                var frame = Rect(x: isSecondary && !beside ? 0 : x, y: 0, width: columnWidth, height: size.height)
                var viewFrame = frame
                var leading: (Double, WhyTerm)? = nil
                if column == .primary && floating {
                    frame = primaryFrame
                    viewFrame = frame
                } else if column == .primary && split.style.isColumnStyle {
                    viewFrame.origin.x -= primaryOffscreenBuffer
                    viewFrame.size.width += primaryOffscreenBuffer
                    leading = (
                        primaryOffscreenBuffer,
                        .reason(
                            """
                            the primary column's view starts \(formatPoints(primaryOffscreenBuffer)) pt off screen and \
                            takes it as leading safe area (LNPopupController #390, iOS 14; CalendarKit #320)
                            """)
                    )
                }
                if beside && afterFloatingSidebar {
                    viewFrame = Rect(x: 0, y: 0, width: frame.maxX, height: size.height)
                    leading = (
                        x,
                        .assumption(
                            """
                            iPadOS 26: the column beside the sidebar extends under it and takes the sidebar's \
                            trailing edge (\(formatPoints(x)) pt) as leading safe area (WWDC25 session 282 says the \
                            sidebar adds a non-symmetrical inset; its amount is not published)
                            """)
                    )
                }
                afterFloatingSidebar = column == .primary && floating
                if !isSecondary {
                    x = afterFloatingSidebar ? frame.maxX : x + columnWidth + (beside ? divider : 0)
                }
                result.append(
                    ColumnFrame(
                        column: column, frame: mirrored(frame), visible: true, viewFrame: mirrored(viewFrame),
                        leadingInset: leading))
            }
        }
        // Collapsed, every column is as wide as the split view (iPhone SE, iOS 26.1: `primary=375.0
        // supplementary=375.0` with the split collapsed, openuikit's ios26.1-se.txt, line 118).
        for column in arrangement.hidden {
            let frame =
                switch column {
                case _ where arrangement.collapsed: full
                case .compact, .secondary: full
                case .primary: primaryFrame
                case .supplementary: Rect(x: 0, y: 0, width: supplementaryWidth, height: size.height)
                }
            result.append(
                ColumnFrame(column: column, frame: mirrored(frame), visible: false, viewFrame: mirrored(frame)))
        }
        return result
    }
}
