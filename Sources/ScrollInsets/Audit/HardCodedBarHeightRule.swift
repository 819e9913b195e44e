/// `hard-coded-bar-height` (warning): a custom navigation bar, or a hand-made top
/// `contentInset`, sized for the navigation bar of another release: iOS 18's 44 pt on a
/// release whose bar is 54 pt (iPhones on iOS 26 and 27), or the reverse.
///
/// iOS 26 made the iPhone navigation bar 54 pt tall (44 before; recorded on iOS 26.1,
/// openuikit's scroll-edge tests; GKNavigationBarSwift #47 "no longer 44, now 54"). Apps that
/// hide the system bar and draw their own, or that set `contentInset.top` by hand under the
/// system bar (`kNavBarHeight = 44`, `64`, `88`), keep the old number; content then starts
/// 10 pt under the bar, or the custom bar is 10 pt shorter than the system's. Code written for
/// 54 and run on iOS 18 (or under `UIDesignRequiresCompatibility`) is off the other way.
///
/// The rule applies only where the screen's navigation bar on the layout's release is one of
/// the two heights (iPhones; not iPads, whose bar stays 50, nor compact landscape, 32), and
/// looks for the other one (the *wrong* height), in two shapes:
/// - **a bar view**: a view the scene places itself (not a scroll view, not inside one, not a
///   controller's root view), the wrong height tall, spanning the window's width, whose top is
///   at the window's top safe-area inset (or where the release places the navigation bar, the
///   status bar's bottom on Dynamic Island phones under iOS 16–18), with no navigation bar of
///   a container over it;
/// - **a top inset**: a scroll view (a controller's own view too) under a navigation bar of its container, of the
///   release's
///   standard height (not a large title), whose top edge the adjustment behavior does not
///   adjust, with `contentInset.top` equal to the wrong height, alone or after a status bar
///   (home-button iPhones' 20, iPhone X's 44, or this screen's status bar or top inset: 64, 88,
///   103 …), and different from the scroll view's top safe-area inset, the value it needs.
///
/// Example: `'root/navBar' is 44 pt tall at the top of the safe area, the navigation bar height
/// of iOS 18 and earlier, but on iOS 26 the navigation bar is 54 pt here; make it 54 pt tall`.
enum HardCodedBarHeightRule: ViewAuditRule {
    /// `hard-coded-bar-height`.
    static let id = AuditRuleID.hardCodedBarHeight
    /// ``Severity/warning``.
    static let severity = Severity.warning
    /// What the rule catches.
    static let summary =
        """
        a custom navigation bar or a hand-made top contentInset is sized for another release's navigation bar (44 pt \
        through iOS 18, 54 pt on iPhones from iOS 26)
        """

    /// The release's navigation bar here and the other release's height, with the other's
    /// name; `nil` where the bar is neither (iPads, compact landscape) or under iOS 10's rules.
    static func mismatch(
        in layout: Layout, _ bars: ReleaseBarHeights
    )
        -> (right: Double, wrong: Double, wrongName: String)?
    {
        guard layout.variants.barInsets == .safeAreaInsets else { return nil }
        let right = layout.screen.metrics.navigationBarHeight
        let classic = bars.classic.navigationBarHeight, glass = bars.liquidGlass.navigationBarHeight
        guard classic != glass else { return nil }
        if right == glass { return (right, classic, classicName) }
        if right == classic { return (right, glass, liquidGlassName) }
        return nil
    }

    /// The names of the two heights, built once (``mismatch(in:_:)`` is asked for every view).
    static let classicName = "the navigation bar height of iOS \(UIKitRelease.lastClassicBars) and earlier"
    static let liquidGlassName = "the navigation bar height of iPhones on iOS \(UIKitRelease.firstLiquidGlass)"

    /// At most one finding per view.
    static func check(_ view: ResolvedView, in pass: AuditPass, into findings: inout [Finding]) {
        guard let height = mismatch(in: pass.layout, pass.barHeights) else { return }
        if view.isScrollView {
            // A controller's own scroll view (a table view controller's) is the usual case.
            checkInset(view, height, in: pass, into: &findings)
        } else if view.controller == nil {
            checkBar(view, height, in: pass, into: &findings)
        }
    }

    /// The bar-view shape.
    static func checkBar(
        _ view: ResolvedView, _ height: (right: Double, wrong: Double, wrongName: String),
        in pass: AuditPass, into findings: inout [Finding]
    ) {
        let layout = pass.layout
        let frame = view.frameInWindow
        let screen = layout.screen
        let safeTop = screen.safeAreaInsets.top
        guard abs(frame.height - height.wrong) < auditTolerance,
            view.superview != nil, frame.minX <= auditTolerance, frame.maxX >= screen.size.width - auditTolerance,
            // At the safe area's top, where the system bar starts, or where the status bar
            // ends (hand-made bars are placed at `statusBarFrame.maxY`).
            abs(frame.minY - safeTop) < auditTolerance
                || abs(frame.minY - (safeTop - screen.metrics.navigationBarRaise)) < auditTolerance
                || (screen.statusBarHeight > 0 && abs(frame.minY - screen.statusBarHeight) < auditTolerance),
            !pass.ancestry.hasScrollViewAncestor(view.index),
            navigationBars(over: view, in: pass).allSatisfy({ !$0.overlaps(frame) })
        else { return }
        let path = view.path
        findings.append(
            Finding(
                rule: id, path: path,
                message: .hardCodedBarHeight(
                    path: path, height: height.wrong, name: height.wrongName,
                    release: screen.release, right: height.right),
                location: view.location,
                explanation: pass.explanation {
                    [
                        .reason(
                            """
                            frame in window \(AuditText.rect(frame)); navigation bar on iOS \(screen.release) here: \
                            \(AuditText.pt(height.right)) pt
                            """)
                    ]
                        + layout.windowSafeAreaLines(on: .top)
                },
                viewIndex: view.index))
    }

    /// The top-inset shape.
    static func checkInset(
        _ view: ResolvedView, _ height: (right: Double, wrong: Double, wrongName: String),
        in pass: AuditPass, into findings: inout [Finding]
    ) {
        guard let scroll = view.scroll, !scroll.adjustedEdges.contains(.top) else { return }
        let inset = scroll.contentInset.top
        let needed = view.safeAreaInsets.top
        guard abs(inset - needed) > auditTolerance else { return }
        let layout = pass.layout
        let screen = layout.screen
        let statusBars = [
            0, pass.barHeights.classic.statusBarHeight, Self.faceIDStatusBar,
            screen.statusBarHeight, screen.safeAreaInsets.top,
        ]
        guard let statusBar = statusBars.first(where: { abs(inset - ($0 + height.wrong)) < auditTolerance }) else {
            return
        }
        let frame = view.frameInWindow
        guard
            navigationBars(over: view, in: pass).contains(where: {
                $0.overlaps(frame) && abs($0.height - height.right) < auditTolerance
            })
        else { return }
        let path = view.path
        findings.append(
            Finding(
                rule: id, path: path,
                message: .hardCodedBarHeightInset(
                    path: path, inset: inset, statusBar: statusBar, height: height.wrong,
                    name: height.wrongName, release: screen.release, right: height.right,
                    needed: needed, behavior: scroll.behavior),
                location: view.location,
                explanation: pass.explanation {
                    [
                        .reason(
                            """
                            contentInset.top \(AuditText.pt(inset)); behavior '\(scroll.behavior.rawValue)' does not \
                            adjust the top; navigation bar on iOS \(screen.release) here: \(AuditText.pt(height.right)) pt
                            """)
                    ]
                        + layout.safeAreaLines(ofView: view.index, on: .top)
                },
                viewIndex: view.index))
    }

    /// The status bar of the first Face ID iPhone (iPhone X, 44 pt), whose 44 + 44 = 88 apps
    /// hard-coded; from the catalog.
    static let faceIDStatusBar: Double =
        DeviceCatalog.all
        .first { $0.family == .phone && $0.insetClass == .notch44 }?
        .metrics(for: .portrait)?.statusBarHeight ?? 0

    /// The frames in window coordinates of the navigation bars that containers show over the
    /// view's controller (the view's own, when it is a controller's root view).
    static func navigationBars(over view: ResolvedView, in pass: AuditPass) -> [Rect] {
        guard
            let root = view.controller != nil ? view.index : pass.ancestry.enclosingControllerRootView(of: view.index),
            let controller = pass.layout.views[root].controller
        else { return [] }
        return PinnedUnderBarRule.bars(over: pass.layout.controllers[controller], in: pass.layout)
            .filter { $0.bar.kind == .navigationBar }.map(\.frameInWindow)
    }
}

extension Finding.Message {
    /// `'P' is H pt tall at the top of the safe area, NAME, but on iOS R the navigation bar is
    /// N pt here; make it N pt tall`.
    static func hardCodedBarHeight(
        path: String, height: Double, name: String, release: UIKitRelease,
        right: Double
    ) -> Finding.Message {
        Finding.Message(
            """
            '\(path)' is \(AuditText.pt(height)) pt tall at the top of the safe area, \(name), but on iOS \(release) \
            the navigation bar is \(AuditText.pt(right)) pt here; make it \(AuditText.pt(right)) pt tall
            """
        )
    }

    /// `'P' has contentInset.top I (S + H), NAME, but on iOS R the navigation bar is N pt
    /// here and behavior 'B' does not adjust the top: its top safe-area inset is T; set
    /// contentInset.top to T or let the behavior add the safe area`.
    static func hardCodedBarHeightInset(
        path: String, inset: Double, statusBar: Double, height: Double, name: String,
        release: UIKitRelease, right: Double, needed: Double,
        behavior: ContentInsetAdjustmentBehavior
    ) -> Finding.Message {
        let sum = statusBar == 0 ? "" : " (\(AuditText.pt(statusBar)) + \(AuditText.pt(height)))"
        return Finding.Message(
            """
            '\(path)' has contentInset.top \(AuditText.pt(inset))\(sum), sized for \(name) (\(AuditText.pt(height)) \
            pt), but on iOS \(release) the navigation bar is \(AuditText.pt(right)) pt here and behavior \
            '\(behavior.rawValue)' does not adjust the top: its top safe-area inset is \(AuditText.pt(needed)); set \
            contentInset.top to \(AuditText.pt(needed)) or let the behavior add the safe area
            """
        )
    }
}
