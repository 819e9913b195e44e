/// `control-in-unsafe-area` (error): a view marked `interactive` overlaps the window's
/// unsafe area — a page control under the home indicator, a button under the sensor housing
/// in landscape.
///
/// The window's unsafe area is the screen less its safe area: the bands between each screen
/// edge and the window's `safeAreaInsets`. A control there is covered by the sensor housing
/// or rounded corners, or competes with the home indicator's system gesture. Apple's Human
/// Interface Guidelines and "Designing for iPhone X" (2017) ask for controls to stay inside
/// the safe area and away from the home indicator (W17; seed articles).
///
/// An edge is not checked where an enclosing scroll view scrolls along that edge's axis:
/// there the control's window position at rest is only one of its positions.
///
/// Example: `interactive view 'root/pager' lies 20 pt inside the bottom unsafe area (inset 34)
/// of the window; keep controls inside the safe area`.
public enum ControlInUnsafeAreaRule: AuditRule {
    /// `control-in-unsafe-area`.
    public static let id = AuditRuleID.controlInUnsafeArea
    /// ``Severity/error``: the control may be unreachable.
    public static let severity = Severity.error
    /// What the rule catches.
    public static let summary = "an interactive view overlaps the window's unsafe area (sensor housing, rounded corners, home indicator)"

    /// One finding per interactive view, naming every edge it overlaps.
    ///
    /// - Complexity: O(*n* · *d*) in the number of views and the depth of the hierarchy.
    public static func findings(in layout: Layout) -> [Finding] {
        var findings: [Finding] = []
        for view in layout.views where view.interactive && !view.isContainerView {
            let frame = view.frameInWindow
            var overlaps: [(edge: Edge, depth: Double)] = []
            for edge in Edge.allCases {
                guard let band = layout.unsafeBand(on: edge), band.overlaps(frame),
                      !layout.hasScrollViewAncestor(view, scrollingAlong: edge.axis) else { continue }
                let depth = edge.axis == .vertical
                    ? min(frame.maxY, band.maxY) - max(frame.minY, band.minY)
                    : min(frame.maxX, band.maxX) - max(frame.minX, band.minX)
                overlaps.append((edge, depth))
            }
            guard !overlaps.isEmpty else { continue }
            var explanation = ["frame in window \(AuditText.rect(frame)); window \(AuditText.rect(layout.windowBounds)), safe area \(AuditText.rect(layout.windowBounds.inset(by: layout.screen.safeAreaInsets)))"]
            for overlap in overlaps { explanation += layout.windowSafeAreaLines(on: overlap.edge) }
            findings.append(Finding(
                rule: id, path: view.path,
                message: .controlInUnsafeArea(path: view.path, overlaps: overlaps.map {
                    ($0.edge, $0.depth, layout.screen.safeAreaInsets[$0.edge])
                }),
                location: view.location, explanation: explanation, viewIndex: view.index))
        }
        return findings
    }
}

extension Finding.Message {
    /// `interactive view 'P' lies D pt inside the EDGE unsafe area (inset I) [and …] of the
    /// window; keep controls inside the safe area`.
    static func controlInUnsafeArea(path: String, overlaps: [(edge: Edge, depth: Double, inset: Double)]) -> Finding.Message {
        let parts = overlaps.map {
            "\(AuditText.pt($0.depth)) pt inside the \($0.edge) unsafe area (inset \(AuditText.pt($0.inset)))"
        }
        return Finding.Message("interactive view '\(path)' lies \(AuditText.list(parts)) of the window; keep controls inside the safe area")
    }
}
