/// `content-in-division-region` (warning): an interactive view crosses an active division region,
/// the fold of a partly open display (iOS 27.1, the iPhone Duo's inner display with `fold: partial`).
///
/// Apple documents a division region as "an area where content splits into separate regions,
/// such as at the fold of a hinge. Arrange your content on both sides of this area"
/// (`UIViewReservedRegion`); the HIG asks apps to "treat the band a partly-open display folds
/// through as a reserved region that content avoids covering" (quoted in Ark0N/Codeman #407).
/// readest #6307 records the mistake: "when the device is half-open, centered elements straddle
/// the crease". An inactive region (`fold: flat`) is not reported: "flat, content may cross it".
///
/// A view inside a scroll view that scrolls across the fold is not reported: at rest is only one
/// of its positions.
///
/// Example: `interactive view 'sheet/confirm' crosses the active division region (the fold) at
/// x 475.5; place it on one side of the fold`.
enum ContentInDivisionRegionRule: ViewAuditRule {
    /// `content-in-division-region`.
    static let id = AuditRuleID.contentInDivisionRegion
    /// ``Severity/warning``.
    static let severity = Severity.warning
    /// What the rule catches.
    static let summary =
        "an interactive view crosses the active division region of a partly folded display (the fold)"

    /// At most one finding per interactive view, for the first active division region it crosses.
    ///
    /// - Complexity: O(*r*) per view in the number of reserved regions (at most one).
    static func check(_ view: ResolvedView, in pass: AuditPass, into findings: inout [Finding]) {
        guard view.interactive else { return }
        let frame = view.frameInWindow
        guard
            let region = pass.layout.reservedRegions.first(where: {
                $0.kind == .division && $0.isActive && $0.isCrossed(by: frame)
            })
        else { return }
        let across: Axis = region.frame.width <= region.frame.height ? .horizontal : .vertical
        guard !pass.ancestry.hasScrollViewAncestor(view.index, scrollingAlong: across) else { return }
        let path = view.path
        findings.append(
            Finding(
                rule: id, path: path,
                message: .contentInDivisionRegion(path: path, region: region),
                location: view.location,
                explanation: pass.explanation {
                    [
                        .reason(
                            """
                            frame in window \(AuditText.rect(frame)); division region \(AuditText.rect(region.frame))
                            """)
                    ] + region.reason.map(FindingLine.term)
                },
                viewIndex: view.index))
    }
}

extension Finding.Message {
    /// `interactive view 'P' crosses the active division region (the fold) at x X; place it on
    /// one side of the fold`.
    static func contentInDivisionRegion(path: String, region: ReservedRegion) -> Finding.Message {
        let at =
            region.frame.width <= region.frame.height
            ? "x \(AuditText.pt(region.frame.minX + region.frame.width / 2))"
            : "y \(AuditText.pt(region.frame.minY + region.frame.height / 2))"
        return Finding.Message(
            """
            interactive view '\(path)' crosses the active division region (the fold) at \(at); place it on one side \
            of the fold
            """
        )
    }
}
