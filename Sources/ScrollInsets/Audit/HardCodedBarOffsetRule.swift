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
/// Precisely, in window coordinates, for a view the scene places itself (not a controller's
/// root view, not a container's view, not inside a scroll view, and not the window's root):
/// - top: the view's top is at y 20 or 64 and the safe area of its superview starts lower,
///   at `superview.frameInWindow.minY + superview.safeAreaInsets.top`;
/// - bottom: the view's bottom is 49 or 44 pt above the window's bottom and the safe area of
///   its superview ends further up, at `superview.frameInWindow.maxY - superview.safeAreaInsets.bottom`.
///
/// A legacy offset where the safe area begins earlier (64 pt on iPhone X in landscape, where
/// the navigation bar ends at 32) leaves only a gap and is not reported. The covered amount
/// is capped at the view's height.
///
/// Example: `'root/header' starts at y 20, the status bar height of home-button iPhones, but
/// the safe area of 'root' starts at y 44 here: its top 24 pt are outside the safe area; pin
/// it to the safe area instead of a fixed offset`.
public enum HardCodedBarOffsetRule: AuditRule {
    /// `hard-coded-bar-offset`.
    public static let id = AuditRuleID.hardCodedBarOffset
    /// ``Severity/warning``.
    public static let severity = Severity.warning
    /// What the rule catches.
    public static let summary = "a view sits at a pre-iPhone X bar offset (top 20 or 64, bottom 49 or 44 above the window's bottom) where the safe area begins further in"

    /// The legacy offsets from the top of the window, with what they were.
    static let topOffsets: [(offset: Double, name: String)] = [
        (20, "the status bar height of home-button iPhones"),
        (64, "the status bar and navigation bar height of home-button iPhones (20 + 44)"),
    ]
    /// The legacy offsets from the bottom of the window, with what they were.
    static let bottomOffsets: [(offset: Double, name: String)] = [
        (49, "the tab bar height of home-button iPhones"),
        (44, "the toolbar height of home-button iPhones"),
    ]

    /// At most one finding per view and edge (top, bottom).
    ///
    /// - Complexity: O(*n*) in the number of views.
    public static func findings(in layout: Layout) -> [Finding] {
        let ancestry = ViewAncestry(layout)
        var findings: [Finding] = []
        let windowHeight = layout.screen.size.height
        for view in layout.views where layout.isPlacedByScene(view) {
            guard let superIndex = view.superview, !ancestry.hasScrollViewAncestor(view) else { continue }
            let superview = layout.views[superIndex]
            let frame = view.frameInWindow

            let safeTop = superview.frameInWindow.minY + superview.safeAreaInsets.top
            if let legacy = topOffsets.first(where: { abs(frame.minY - $0.offset) < auditTolerance }),
               safeTop > legacy.offset + auditTolerance {
                let covered = min(safeTop - legacy.offset, frame.height)
                findings.append(Finding(
                    rule: id, path: view.path,
                    message: .hardCodedTopOffset(path: view.path, offset: legacy.offset, name: legacy.name,
                                                 superview: superview.path, safeTop: safeTop, covered: covered),
                    location: view.location,
                    explanation: ["frame in window \(AuditText.rect(frame)); '\(superview.path)' in window \(AuditText.rect(superview.frameInWindow))"]
                        + layout.safeAreaLines(ofView: superIndex, on: .top),
                    viewIndex: view.index))
            }

            let distance = windowHeight - frame.maxY
            let safeBottom = windowHeight - (superview.frameInWindow.maxY - superview.safeAreaInsets.bottom)
            if let legacy = bottomOffsets.first(where: { abs(distance - $0.offset) < auditTolerance }),
               safeBottom > legacy.offset + auditTolerance {
                let covered = min(safeBottom - legacy.offset, frame.height)
                findings.append(Finding(
                    rule: id, path: view.path,
                    message: .hardCodedBottomOffset(path: view.path, offset: legacy.offset, name: legacy.name,
                                                    superview: superview.path, safeBottom: safeBottom, covered: covered),
                    location: view.location,
                    explanation: ["frame in window \(AuditText.rect(frame)); window height \(AuditText.pt(windowHeight)); '\(superview.path)' in window \(AuditText.rect(superview.frameInWindow))"]
                        + layout.safeAreaLines(ofView: superIndex, on: .bottom),
                    viewIndex: view.index))
            }
        }
        return findings
    }
}

extension Finding.Message {
    /// `'P' starts at y O, NAME, but the safe area of 'S' starts at y T here: its top C pt
    /// are outside the safe area; pin it to the safe area instead of a fixed offset`.
    static func hardCodedTopOffset(path: String, offset: Double, name: String, superview: String, safeTop: Double,
                                   covered: Double) -> Finding.Message {
        Finding.Message("'\(path)' starts at y \(AuditText.pt(offset)), \(name), but the safe area of '\(superview)' starts at y \(AuditText.pt(safeTop)) here: its top \(AuditText.pt(covered)) pt are outside the safe area; pin it to the safe area instead of a fixed offset")
    }

    /// `'P' ends O pt above the bottom of the window, NAME, but the safe area of 'S' ends B pt
    /// above it here: its bottom C pt are outside the safe area; pin it to the safe area
    /// instead of a fixed offset`.
    static func hardCodedBottomOffset(path: String, offset: Double, name: String, superview: String, safeBottom: Double,
                                      covered: Double) -> Finding.Message {
        Finding.Message("'\(path)' ends \(AuditText.pt(offset)) pt above the bottom of the window, \(name), but the safe area of '\(superview)' ends \(AuditText.pt(safeBottom)) pt above it here: its bottom \(AuditText.pt(covered)) pt are outside the safe area; pin it to the safe area instead of a fixed offset")
    }
}
