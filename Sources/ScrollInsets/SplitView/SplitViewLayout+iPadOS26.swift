/// iPadOS 26's columns, recorded by Vercantez/openuikit's split-view probe on an iPad (A16),
/// iPadOS 26.1, 820 × 1180 portrait (`uikit/Tools/oracle2/splitviewprobe/ios26.1-ipad.txt`):
/// the floating sidebar's frame, the triple column's automatic widths, and what `automatic`
/// shows in portrait. Elsewhere (other iPads, landscape, a window of another size) they are
/// assumed, and `--explain` says so.
extension SplitViewLayout {
    /// A triple-column split's automatic primary width on iPadOS 26, recorded as 280 (the
    /// transcript's `primary=280.0`, line 150; 320 in a double column, line 98).
    public static let tripleColumnAutomaticPrimaryWidth = 280.0
    /// A triple-column split's automatic supplementary width on iPadOS 26, recorded as 320 (the
    /// transcript's `supplementary=320.0`, line 150, and the column's frame, line 151).
    public static let automaticSupplementaryColumnWidth = 320.0
    /// iPadOS 26's floating sidebar: its inset from the split view's top, leading and bottom
    /// edges, recorded at (10, 32, 320, 1133) in an 820 × 1180 split view (the transcript's line
    /// 99; the classic style's, line 57); its view is the column's frame (line 101: no off-screen
    /// buffer).
    public static let floatingSidebarInsets: (top: Double, leading: Double, bottom: Double) = (32, 10, 15)
    /// The recording's split view size: the figures above are assumed at any other.
    static let probeSize = Size(width: 820, height: 1180)
    /// The transcript, as `--explain` cites it.
    static let probe = "Vercantez/openuikit splitviewprobe ios26.1-ipad.txt (iPad (A16), iPadOS 26.1, 820 × 1180)"

    /// The primary column's automatic width: 280 in a triple column on iPadOS 26, 320 otherwise.
    static func automaticPrimaryWidth(_ style: SplitViewStyle, variant: RuleVariants.SplitViews) -> Double {
        style == .tripleColumn && variant == .sidebarOverContent
            ? tripleColumnAutomaticPrimaryWidth : automaticPrimaryColumnWidth
    }

    /// What `displayMode: automatic` shows in portrait on iPadOS 26: the sidebar (a triple
    /// column's supplementary) beside the secondary, in all three styles (the transcript's
    /// `mode=2` with `preferred=0`, lines 56, 98 and 150, and the columns shown, lines 103, 157).
    static func automaticPortraitMode(screen: Screen) -> (SplitDisplayMode, [WhyTerm]) {
        var notes: [WhyTerm] = [
            .reason(
                """
                displayMode automatic is oneBesideSecondary in portrait on iPadOS 26, in all three styles \
                (recorded: \(probe), lines 56, 98 and 150)
                """)
        ]
        if screen.size.width != probeSize.width {
            notes.append(
                .assumption(
                    "the portrait mode recorded \(formatPoints(probeSize.width)) pt wide holds at this width"))
        }
        return (.oneBesideSecondary, notes)
    }

    /// Why iPadOS 26's columns are where they are: the floating sidebar, and a triple column's
    /// automatic widths where the split uses them; none before iPadOS 26.
    static func sidebarOverContentNotes(
        _ split: SplitViewControllerProperties, shows columns: [SplitViewColumn], screen: Screen
    ) -> [WhyTerm] {
        guard screen.variants.splitViews == .sidebarOverContent else { return [] }
        let elsewhere = screen.size != probeSize
        let insets = floatingSidebarInsets
        var notes: [WhyTerm] = [
            .reason(
                """
                iPadOS 26: the sidebar floats \(formatPoints(insets.leading)) pt from the leading edge, \
                \(formatPoints(insets.top)) pt from the top and \(formatPoints(insets.bottom)) pt from the bottom, \
                its view the column's frame with no off-screen buffer (recorded: \(probe), lines 57, 99 and 101)
                """)
        ]
        if elsewhere {
            let recorded = "\(formatPoints(probeSize.width)) × \(formatPoints(probeSize.height))"
            notes.append(.assumption("the sidebar recorded at \(recorded) floats alike at this size"))
        }
        let automaticPrimary = split.style == .tripleColumn && split.preferredPrimaryColumnWidth == nil
        let automaticSupplementary =
            columns.contains(.supplementary) && split.preferredSupplementaryColumnWidth == nil
        if automaticPrimary || automaticSupplementary {
            notes.append(
                .reason(
                    """
                    iPadOS 26: a triple column's automatic widths are \
                    \(formatPoints(tripleColumnAutomaticPrimaryWidth)) pt (primary) and \
                    \(formatPoints(automaticSupplementaryColumnWidth)) pt (supplementary) (recorded: \(probe), \
                    lines 150 and 151)
                    """))
            if screen.size.width != probeSize.width {
                notes.append(
                    .assumption(
                        "the widths recorded \(formatPoints(probeSize.width)) pt wide hold at this width"))
            }
        }
        return notes
    }
}
