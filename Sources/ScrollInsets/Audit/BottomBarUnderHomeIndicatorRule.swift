/// `bottom-bar-under-home-indicator` (warning): a custom bar of a pre-iPhone X height
/// (44 or 49 pt) spans the window's width at its very bottom, where the window has a bottom
/// safe-area inset, so the bar's content shares its space with the home indicator.
///
/// UIKit's own bars grow by the bottom inset (a tab bar on iPhone X is 49 + 34 = 83 pt and
/// lays its items out above the home indicator). Custom tab bars and input bars kept at the
/// old height put their items under the indicator (material-components-ios#1977,
/// eggswift/ESTabBarController#94, badoo/Chatto#451). For input accessory views Apple's
/// answer (rdar://34411433) is the same: give the bar a background that reaches the bottom
/// and lay its content out in its safe area.
///
/// The heights are the toolbar and tab bar of home-button iPhones on iOS 18 (44, 49) and, where
/// they differ, on the layout's release (the 52-pt toolbar of iOS 26 and 27), from
/// ``ReleaseMetrics`` (`ReleaseBarHeights`).
///
/// Precisely: a view the scene places itself (not a scroll view, not inside one, not a
/// controller's root view), of one of those heights, spanning the window's width
/// (`minX <= 0`, `maxX >= width`), whose bottom is at the window's bottom, on a window with a
/// bottom inset. Interactive subviews of such a bar are also caught by
/// `control-in-unsafe-area`.
///
/// Example: `'root/inputBar' is a 44 pt bar at the bottom of the window, the toolbar and
/// input bar height of home-button iPhones, and its bottom 34 pt are the home indicator's;
/// make it 78 pt tall and lay its content out in its safe area`.
enum BottomBarUnderHomeIndicatorRule: ViewAuditRule {
    /// `bottom-bar-under-home-indicator`.
    static let id = AuditRuleID.bottomBarUnderHomeIndicator
    /// ``Severity/warning``.
    static let severity = Severity.warning
    /// What the rule catches.
    static let summary =
        """
        a custom bar of a home-button iPhone bar height (44 or 49 pt; 52 on iOS 26) at the window's bottom shares its \
        space with the home indicator
        """

    /// The bar heights custom bars copy, with what they were: the toolbar (and input bar) and
    /// the tab bar of home-button iPhones on iOS 18 and, where they differ, on the layout's
    /// release (the 52-pt toolbar of iOS 26).
    static func heights(_ bars: ReleaseBarHeights) -> [(height: Double, name: String)] {
        var heights: [(height: Double, name: String)] = []
        for (bar, height) in [
            ("toolbar and input bar", \OrientationMetrics.toolbarHeight), ("tab bar", \OrientationMetrics.tabBarHeight),
        ] {
            let classic = bars.classic[keyPath: height], current = bars.current[keyPath: height]
            let changed = classic != current
            heights.append(
                (classic, "the \(bar) height of home-button iPhones" + (changed ? bars.classicQualifier : "")))
            if changed {
                heights.append(
                    (current, "the \(bar == "tab bar" ? bar : "toolbar") height of iPhones on iOS \(bars.release)"))
            }
        }
        return heights
    }

    /// At most one finding per view: one per bar.
    static func check(_ view: ResolvedView, in pass: AuditPass, into findings: inout [Finding]) {
        let inset = pass.layout.screen.safeAreaInsets.bottom
        guard inset > 0, view.controller == nil, !view.isScrollView else { return }
        let layout = pass.layout
        let size = layout.screen.size
        let frame = view.frameInWindow
        guard
            let classic = pass.barHeights.bottomBarHeights.first(where: {
                abs(frame.height - $0.height) < auditTolerance
            }),
            frame.minX <= auditTolerance, frame.maxX >= size.width - auditTolerance,
            abs(frame.maxY - size.height) < auditTolerance,
            !pass.ancestry.hasScrollViewAncestor(view.index)
        else { return }
        let path = view.path
        findings.append(
            Finding(
                rule: id, path: path,
                message: .bottomBarUnderHomeIndicator(
                    path: path, height: classic.height, name: classic.name, inset: inset),
                location: view.location,
                explanation: pass.explanation {
                    [.reason("frame in window \(AuditText.rect(frame)); window \(AuditText.rect(pass.windowBounds))")]
                        + layout.windowSafeAreaLines(on: .bottom)
                },
                viewIndex: view.index))
    }
}

extension Finding.Message {
    /// `'P' is a H pt bar at the bottom of the window, NAME, and its bottom I pt are the home
    /// indicator's; make it H+I pt tall and lay its content out in its safe area`.
    static func bottomBarUnderHomeIndicator(
        path: String, height: Double, name: String, inset: Double
    ) -> Finding.Message {
        Finding.Message(
            """
            '\(path)' is a \(AuditText.pt(height)) pt bar at the bottom of the window, \(name), and its bottom \
            \(AuditText.pt(inset)) pt are the home indicator's; make it \(AuditText.pt(height + inset)) pt tall and \
            lay its content out in its safe area
            """
        )
    }
}
