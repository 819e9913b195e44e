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
public enum HardCodedBarOffsetRule: ViewAuditRule {
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

    /// At most one finding per view and edge (top, bottom). The superview is read only for
    /// a view at a legacy offset.
    static func check(_ view: ResolvedView, in pass: AuditPass, into findings: inout [Finding]) {
        guard view.controller == nil, let superIndex = view.superview,
              !pass.ancestry.hasScrollViewAncestor(view.index) else { return }
        let windowHeight = pass.layout.screen.size.height
        let frame = view.frameInWindow
        let top = topOffsets.first { abs(frame.minY - $0.offset) < auditTolerance }
        let distance = windowHeight - frame.maxY
        let bottom = bottomOffsets.first { abs(distance - $0.offset) < auditTolerance }
        guard top != nil || bottom != nil else { return }
        let layout = pass.layout
        let superFrame = layout.views[superIndex].frameInWindow
        let superInsets = layout.views[superIndex].safeAreaInsets

        // One finding for an edge: its message and the first line of its explanation, given the
        // view's and the superview's paths (made only here).
        func report(on edge: Edge, _ message: (_ path: String, _ superPath: String) -> Finding.Message,
                    _ firstLine: (_ superPath: String) -> String) {
            let (path, superPath) = (view.path, layout.views[superIndex].path)
            findings.append(Finding(
                rule: id, path: path, message: message(path, superPath), location: view.location,
                explanation: pass.explanation { [firstLine(superPath)] + layout.safeAreaLines(ofView: superIndex, on: edge) },
                viewIndex: view.index))
        }

        let safeTop = superFrame.minY + superInsets.top
        if let legacy = top, safeTop > legacy.offset + auditTolerance {
            let covered = min(safeTop - legacy.offset, frame.height)
            report(on: .top, {
                .hardCodedTopOffset(path: $0, offset: legacy.offset, name: legacy.name, superview: $1,
                                    safeTop: safeTop, covered: covered)
            }, { "frame in window \(AuditText.rect(frame)); '\($0)' in window \(AuditText.rect(superFrame))" })
        }

        let safeBottom = windowHeight - (superFrame.maxY - superInsets.bottom)
        if let legacy = bottom, safeBottom > legacy.offset + auditTolerance {
            let covered = min(safeBottom - legacy.offset, frame.height)
            report(on: .bottom, {
                .hardCodedBottomOffset(path: $0, offset: legacy.offset, name: legacy.name, superview: $1,
                                       safeBottom: safeBottom, covered: covered)
            }, { "frame in window \(AuditText.rect(frame)); window height \(AuditText.pt(windowHeight)); '\($0)' in window \(AuditText.rect(superFrame))" })
        }
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
