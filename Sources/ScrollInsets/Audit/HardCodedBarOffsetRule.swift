/// `hard-coded-bar-offset` (warning): a view placed at a pre-iPhone X bar offset where the
/// safe area begins further in, so part of it lies under the status bar, the sensor housing,
/// a bar or the home indicator.
///
/// Before iOS 11, layouts hard-coded the bar heights of home-button iPhones: the status bar
/// (20 pt), the status bar and a navigation bar (20 + 44 = 64 pt), a tab bar (49 pt) or a
/// toolbar (44 pt). On iPhone X the status bar is 44 pt and the home indicator takes 34 pt,
/// so those offsets put content under the sensor housing or the home indicator (seed
/// articles, 2017; Apple's "Positioning content relative to the safe area").
///
/// iOS 26 changed the bars again (navigation bar 54, toolbar 52 on iPhones), so the offsets
/// are those of the layout's release as well as iOS 18's, from ``ReleaseMetrics``
/// (`ReleaseBarHeights`): on iOS 11–18 top 20 and 64, bottom 49 and 44; on iOS 26 and 27
/// also top 74 (20 + 54) and bottom 52.
///
/// Precisely, in window coordinates, for a view the scene places itself (not a controller's
/// root view, not a container's view, not inside a scroll view, and not the window's root):
/// - top: the view's top is at one of the top offsets and the safe area of its superview
///   starts lower, at `superview.frameInWindow.minY + superview.safeAreaInsets.top`;
/// - bottom: the view's bottom is one of the bottom offsets above the window's bottom and the
///   safe area of its superview ends further up, at
///   `superview.frameInWindow.maxY - superview.safeAreaInsets.bottom`.
///
/// A scroll, table or collection view whose `adjustedContentInset` on that edge spans the part
/// outside the safe area is not reported: its content starts inside the safe area (Apple's
/// `UIScrollView.adjustedContentInset` documentation), as in `pinned-to-superview-edge`.
///
/// A legacy offset where the safe area begins earlier (64 pt on iPhone X in landscape, where
/// the navigation bar ends at 32) leaves only a gap and is not reported. The covered amount
/// is capped at the view's height.
///
/// Example: `'root/header' starts at y 20, the status bar height of home-button iPhones, but
/// the safe area of 'root' starts at y 44 here: its top 24 pt are outside the safe area; pin
/// it to the safe area instead of a fixed offset`.
enum HardCodedBarOffsetRule: ViewAuditRule {
    /// `hard-coded-bar-offset`.
    static let id = AuditRuleID.hardCodedBarOffset
    /// ``Severity/warning``.
    static let severity = Severity.warning
    /// What the rule catches.
    static let summary =
        """
        a view sits at a home-button iPhone bar offset (top 20 or 64, bottom 49 or 44 above the window's bottom; on \
        iOS 26 also 74 and 52) where the safe area begins further in
        """

    /// The legacy offsets from the top of the window, with what they were: the status bar of
    /// home-button iPhones, and the status bar with the navigation bar on iOS 18 and, where it
    /// differs, on the layout's release (74 = 20 + 54 on iOS 26).
    static func topOffsets(_ bars: ReleaseBarHeights) -> [(offset: Double, name: String)] {
        let status = bars.classic.statusBarHeight
        var offsets: [(offset: Double, name: String)] = [(status, "the status bar height of home-button iPhones")]
        let classic = bars.classic.navigationBarHeight, current = bars.current.navigationBarHeight
        let changed = classic != current
        offsets.append(
            (
                status + classic,
                "the status bar and navigation bar height of home-button iPhones"
                    + (changed ? bars.classicQualifier : "") + " (\(AuditText.pt(status)) + \(AuditText.pt(classic)))"
            ))
        if changed {
            offsets.append(
                (
                    status + current,
                    """
                    the status bar and navigation bar height of home-button iPhones on iOS \(bars.release) \
                    (\(AuditText.pt(status)) + \(AuditText.pt(current)))
                    """
                ))
        }
        return offsets
    }

    /// The legacy offsets from the bottom of the window, with what they were: the tab bar and
    /// the toolbar of home-button iPhones on iOS 18 and, where they differ, on the layout's
    /// release (the 52-pt toolbar of iOS 26).
    static func bottomOffsets(_ bars: ReleaseBarHeights) -> [(offset: Double, name: String)] {
        var offsets: [(offset: Double, name: String)] = []
        for (bar, height) in [
            ("tab bar", \OrientationMetrics.tabBarHeight), ("toolbar", \OrientationMetrics.toolbarHeight),
        ] {
            let classic = bars.classic[keyPath: height], current = bars.current[keyPath: height]
            let changed = classic != current
            offsets.append(
                (classic, "the \(bar) height of home-button iPhones" + (changed ? bars.classicQualifier : "")))
            if changed { offsets.append((current, "the \(bar) height of iPhones on iOS \(bars.release)")) }
        }
        return offsets
    }

    /// At most one finding per view and edge (top, bottom). The superview is read only for
    /// a view at a legacy offset.
    static func check(_ view: ResolvedView, in pass: AuditPass, into findings: inout [Finding]) {
        guard view.controller == nil, let superIndex = view.superview,
            !pass.ancestry.hasScrollViewAncestor(view.index)
        else { return }
        let windowHeight = pass.layout.screen.size.height
        let frame = view.frameInWindow
        let top = pass.barHeights.topOffsets.first { abs(frame.minY - $0.offset) < auditTolerance }
        let distance = windowHeight - frame.maxY
        let bottom = pass.barHeights.bottomOffsets.first { abs(distance - $0.offset) < auditTolerance }
        guard top != nil || bottom != nil else { return }
        let layout = pass.layout
        let superFrame = layout.views[superIndex].frameInWindow
        let superInsets = layout.views[superIndex].safeAreaInsets

        // One finding for an edge: its message and the first line of its explanation, given the
        // view's and the superview's paths (made only here).
        func report(
            on edge: Edge, _ message: (_ path: String, _ superPath: String) -> Finding.Message,
            _ firstLine: (_ superPath: String) -> String
        ) {
            let (path, superPath) = (view.path, layout.views[superIndex].path)
            findings.append(
                Finding(
                    rule: id, path: path, message: message(path, superPath), location: view.location,
                    explanation: pass.explanation {
                        [.reason(firstLine(superPath))] + layout.safeAreaLines(ofView: superIndex, on: edge)
                    },
                    viewIndex: view.index))
        }

        // A scroll view whose adjusted content inset spans the part outside the safe area starts its
        // content below it: only its background lies there.
        func insetCovers(_ outside: Double, on edge: Edge) -> Bool {
            guard let scroll = view.scroll else { return false }
            return scroll.adjustedContentInset[edge] >= outside - auditTolerance
        }

        let safeTop = superFrame.minY + superInsets.top
        if let legacy = top, safeTop > legacy.offset + auditTolerance, !insetCovers(safeTop - legacy.offset, on: .top) {
            let covered = min(safeTop - legacy.offset, frame.height)
            report(
                on: .top,
                {
                    .hardCodedTopOffset(
                        path: $0, offset: legacy.offset, name: legacy.name, superview: $1,
                        safeTop: safeTop, covered: covered)
                }, { "frame in window \(AuditText.rect(frame)); '\($0)' in window \(AuditText.rect(superFrame))" })
        }

        let safeBottom = windowHeight - (superFrame.maxY - superInsets.bottom)
        if let legacy = bottom, safeBottom > legacy.offset + auditTolerance,
            !insetCovers(safeBottom - legacy.offset, on: .bottom)
        {
            let covered = min(safeBottom - legacy.offset, frame.height)
            report(
                on: .bottom,
                {
                    .hardCodedBottomOffset(
                        path: $0, offset: legacy.offset, name: legacy.name, superview: $1,
                        safeBottom: safeBottom, covered: covered)
                },
                {
                    """
                    frame in window \(AuditText.rect(frame)); window height \(AuditText.pt(windowHeight)); '\($0)' in \
                    window \(AuditText.rect(superFrame))
                    """
                })
        }
    }
}

extension Finding.Message {
    /// `'P' starts at y O, NAME, but the safe area of 'S' starts at y T here: its top C pt
    /// are outside the safe area; pin it to the safe area instead of a fixed offset`.
    static func hardCodedTopOffset(
        path: String, offset: Double, name: String, superview: String, safeTop: Double,
        covered: Double
    ) -> Finding.Message {
        Finding.Message(
            """
            '\(path)' starts at y \(AuditText.pt(offset)), \(name), but the safe area of '\(superview)' starts at y \
            \(AuditText.pt(safeTop)) here: its top \(AuditText.pt(covered)) pt are outside the safe area; pin it to \
            the safe area instead of a fixed offset
            """
        )
    }

    /// `'P' ends O pt above the bottom of the window, NAME, but the safe area of 'S' ends B pt
    /// above it here: its bottom C pt are outside the safe area; pin it to the safe area
    /// instead of a fixed offset`.
    static func hardCodedBottomOffset(
        path: String, offset: Double, name: String, superview: String, safeBottom: Double,
        covered: Double
    ) -> Finding.Message {
        Finding.Message(
            """
            '\(path)' ends \(AuditText.pt(offset)) pt above the bottom of the window, \(name), but the safe area of \
            '\(superview)' ends \(AuditText.pt(safeBottom)) pt above it here: its bottom \(AuditText.pt(covered)) pt \
            are outside the safe area; pin it to the safe area instead of a fixed offset
            """
        )
    }
}
