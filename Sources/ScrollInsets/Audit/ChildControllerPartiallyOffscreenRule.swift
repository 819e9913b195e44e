/// `child-controller-partially-offscreen` (warning): a child view controller placed in a
/// view's `subviews` (not shown by a navigation or tab bar controller) has its view partly
/// outside its superview's bounds, where UIKit may not update its safe area.
///
/// A view controller's root view keeps "frozen" safe-area insets, and one that is offset
/// when it is added keeps zero insets until it moves fully inside (seed article, 2017;
/// matrixprojects.net "safe-area-insets"). The model computes the documented insets; this
/// rule says that the device may disagree.
///
/// Reported when the controller's view overlaps its superview's bounds but is not contained
/// in them; a view entirely outside (an off-screen page) is not reported. The finding is on
/// the controller's path.
///
/// Example: `child view controller 'root/player' extends 88 pt beyond the bottom of 'root';
/// UIKit may not update the safe area of a child view controller's view that is partly
/// outside its superview, so its insets may stay zero or stale`.
enum ChildControllerPartiallyOffscreenRule: LayoutAuditRule {
    /// `child-controller-partially-offscreen`.
    static let id = AuditRuleID.childControllerPartiallyOffscreen
    /// ``Severity/warning``.
    static let severity = Severity.warning
    /// What the rule catches.
    static let summary =
        "a child view controller's view lies partly outside its superview, where UIKit may not update its safe area"

    /// One finding per child view controller.
    ///
    /// - Complexity: O(*c*) in the number of controllers.
    static func findings(in layout: Layout, explains: Bool) -> [Finding] {
        var findings: [Finding] = []
        for controller in layout.controllers where controller.containerKind == nil {
            let viewIndex = controller.view
            guard let superIndex = layout.views[viewIndex].superview else { continue }
            let bounds = layout.views[superIndex].bounds
            let frame = layout.views[viewIndex].frame
            guard bounds.overlaps(frame), !bounds.contains(frame) else { continue }
            let beyond = Edge.allCases.compactMap { edge -> (Edge, Double)? in
                let distance = -bounds.distance(to: frame, on: edge)
                return distance > auditTolerance ? (edge, distance) : nil
            }
            let superview = layout.views[superIndex].path
            findings.append(
                Finding(
                    rule: id, path: controller.path,
                    message: .childControllerPartiallyOffscreen(
                        path: controller.path, superview: superview, beyond: beyond),
                    location: controller.location,
                    explanation: !explains
                        ? []
                        : [
                            .reason(
                                """
                                view frame \(AuditText.rect(frame)) in '\(superview)', whose bounds are \
                                \(AuditText.rect(bounds))
                                """),
                            .reason(
                                """
                                safeAreaInsets the model computes for '\(layout.views[viewIndex].path)': \
                                \(AuditText.insets(layout.views[viewIndex].safeAreaInsets))
                                """),
                        ],
                    viewIndex: viewIndex))
        }
        return findings
    }
}

extension Finding.Message {
    /// `child view controller 'P' extends N pt beyond the EDGE [and …] of 'S'; UIKit may not
    /// update the safe area of a child view controller's view that is partly outside its
    /// superview, so its insets may stay zero or stale`.
    static func childControllerPartiallyOffscreen(
        path: String, superview: String,
        beyond: [(edge: Edge, distance: Double)]
    ) -> Finding.Message {
        let parts = beyond.map { "\(AuditText.pt($0.distance)) pt beyond the \($0.edge.rawValue)" }
        return Finding.Message(
            """
            child view controller '\(path)' extends \(AuditText.list(parts)) of '\(superview)'; UIKit may not update \
            the safe area of a child view controller's view that is partly outside its superview, so its insets may \
            stay zero or stale
            """
        )
    }
}
