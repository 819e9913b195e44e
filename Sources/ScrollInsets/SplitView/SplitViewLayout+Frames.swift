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

    /// The columns of `arrangement` in a split view of `size`: the shown ones in order, then the
    /// hidden ones.
    ///
    /// Expanded, the sidebars (primary, supplementary) stand on the leading edge, the primary
    /// ``automaticPrimaryColumnWidth`` wide unless `preferredPrimaryColumnWidth` is smaller (the
    /// automatic maximum caps it); beside the secondary, ``divider`` separates tiled columns; over
    /// it, the secondary fills the split view. A column style's primary view starts
    /// ``primaryOffscreenBuffer`` before the column and takes it as leading safe area. On iPadOS 26
    /// the column beside the sidebar extends under it and takes the sidebar's width as leading
    /// safe area (WWDC25 "Make your UIKit app more flexible" 11:00: "The sidebar adds a
    /// non-symmetrical safe area inset to the adjacent column … The background can freely extend
    /// … underneath the sidebar"; the inset's amount, the sidebar's width, is assumed).
    public static func frames(
        _ arrangement: SplitViewArrangement, of split: SplitViewControllerProperties, size: Size,
        direction: LayoutDirection, release: UIKitRelease
    ) -> [ColumnFrame] {
        let full = Rect(x: 0, y: 0, width: size.width, height: size.height)
        func mirrored(_ rect: Rect) -> Rect {
            direction == .leftToRight
                ? rect : Rect(x: size.width - rect.maxX, y: rect.minY, width: rect.width, height: rect.height)
        }
        var result: [ColumnFrame] = []
        let primaryWidth = min(
            split.preferredPrimaryColumnWidth ?? automaticPrimaryColumnWidth, automaticPrimaryColumnWidth, size.width)
        let supplementaryWidth = min(split.preferredSupplementaryColumnWidth ?? 0, size.width)
        func width(_ column: SplitViewColumn) -> Double {
            column == .primary ? primaryWidth : supplementaryWidth
        }
        if arrangement.collapsed {
            for shown in arrangement.shown {
                result.append(ColumnFrame(column: shown.column, frame: full, visible: true, viewFrame: full))
            }
        } else {
            let mode = arrangement.displayMode ?? .secondaryOnly
            let beside = mode == .oneBesideSecondary || mode == .twoBesideSecondary
            let floating = release.variants.splitViews == .sidebarOverContent && split.style.isColumnStyle
            var x = 0.0
            for shown in arrangement.shown {
                let column = shown.column
                let isSecondary = column == .secondary
                let columnWidth = isSecondary ? (beside ? max(0, size.width - x) : size.width) : width(column)
                let columnX = isSecondary && !beside ? 0 : x
                var frame = Rect(x: columnX, y: 0, width: columnWidth, height: size.height)
                var viewFrame = frame
                var leading: (Double, WhyTerm)? = nil
                if column == .primary && split.style.isColumnStyle {
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
                let besideSidebar =
                    beside && floating && x > 0 && x == primaryWidth
                    && arrangement.shown.first?.column == .primary
                if besideSidebar {
                    viewFrame = Rect(x: 0, y: 0, width: frame.maxX, height: size.height)
                    leading = (
                        primaryWidth,
                        .assumption(
                            """
                            iPadOS 26: the column beside the sidebar extends under it and takes the sidebar's width \
                            (\(formatPoints(primaryWidth)) pt) as leading safe area (WWDC25 session 282 says the \
                            sidebar adds a non-symmetrical inset; its amount is not published)
                            """)
                    )
                }
                if beside && !isSecondary {
                    x += columnWidth + (floating && column == .primary ? 0 : divider)
                } else if !isSecondary {
                    x += columnWidth
                }
                frame = mirrored(frame)
                result.append(
                    ColumnFrame(
                        column: column, frame: frame, visible: true, viewFrame: mirrored(viewFrame),
                        leadingInset: leading))
            }
        }
        for column in arrangement.hidden {
            let frame =
                switch column {
                case .compact, .secondary: full
                case .primary: Rect(x: 0, y: 0, width: primaryWidth, height: size.height)
                case .supplementary: Rect(x: 0, y: 0, width: supplementaryWidth, height: size.height)
                }
            result.append(
                ColumnFrame(column: column, frame: mirrored(frame), visible: false, viewFrame: mirrored(frame)))
        }
        return result
    }
}
