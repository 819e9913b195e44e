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
enum ControlInUnsafeAreaRule: ViewAuditRule {
    /// `control-in-unsafe-area`.
    static let id = AuditRuleID.controlInUnsafeArea
    /// ``Severity/error``: the control may be unreachable.
    static let severity = Severity.error
    /// What the rule catches.
    static let summary =
        "an interactive view overlaps the window's unsafe area (sensor housing, rounded corners, home indicator)"

    /// At most one finding per interactive view, naming every edge it overlaps.
    static func check(_ view: ResolvedView, in pass: AuditPass, into findings: inout [Finding]) {
        guard view.interactive else { return }
        let frame = view.frameInWindow
        var overlaps: [(edge: Edge, depth: Double, inset: Double)] = []
        for edge in Edge.allCases {
            guard let band = pass.unsafeBand(on: edge), band.overlaps(frame),
                !pass.ancestry.hasScrollViewAncestor(view.index, scrollingAlong: edge.axis)
            else { continue }
            let depth =
                edge.axis == .vertical
                ? min(frame.maxY, band.maxY) - max(frame.minY, band.minY)
                : min(frame.maxX, band.maxX) - max(frame.minX, band.minX)
            overlaps.append((edge, depth, pass.layout.screen.safeAreaInsets[edge]))
        }
        guard !overlaps.isEmpty else { return }
        let path = view.path
        findings.append(
            Finding(
                rule: id, path: path,
                message: .controlInUnsafeArea(path: path, overlaps: overlaps),
                location: view.location,
                explanation: pass.explanation {
                    let window = pass.windowBounds
                    var lines: [FindingLine] = [
                        .reason(
                            """
                            frame in window \(AuditText.rect(frame)); window \(AuditText.rect(window)), safe area \
                            \(AuditText.rect(window.inset(by: pass.layout.screen.safeAreaInsets)))
                            """)
                    ]
                    for overlap in overlaps { lines += pass.layout.windowSafeAreaLines(on: overlap.edge) }
                    return lines
                },
                viewIndex: view.index, edges: overlaps.map(\.edge)))
    }
}

extension Finding.Message {
    /// `interactive view 'P' lies D pt inside the EDGE unsafe area (inset I) [and …] of the
    /// window; keep controls inside the safe area`.
    static func controlInUnsafeArea(
        path: String, overlaps: [(edge: Edge, depth: Double, inset: Double)]
    ) -> Finding.Message {
        let parts = overlaps.map {
            "\(AuditText.pt($0.depth)) pt inside the \($0.edge.rawValue) unsafe area (inset \(AuditText.pt($0.inset)))"
        }
        return Finding.Message(
            "interactive view '\(path)' lies \(AuditText.list(parts)) of the window; keep controls inside the safe area"
        )
    }
}
