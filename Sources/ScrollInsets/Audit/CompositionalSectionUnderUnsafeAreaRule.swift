/// `compositional-section-under-unsafe-area` (warning): a compositional layout section whose
/// `contentInsetsReference` is `none` puts items under the side unsafe areas — the sensor
/// housing and the rounded corners of a phone in landscape.
///
/// The configuration's default reference is the safe area (Apple's
/// `UICollectionViewCompositionalLayoutConfiguration.contentInsetsReference` documentation), so
/// `none` is a deliberate choice, often made to run a section edge to edge on iOS 14 after
/// subtracting the safe area by hand on iOS 13. Cells do not inset their content to the safe
/// area (``CollectionViewProperties``), so the content of those items is cut off by the corners.
/// The rule looks at where the items show: `item.x − contentOffset.x` against the collection
/// view's own left and right safe-area insets; an orthogonal section's items at their
/// scroller's resting offset. One finding per section, with the number of items and the first one.
///
/// Example: `section 0 of 'photos/grid' has contentInsetsReference none: 8 items lie under the
/// left or right unsafe area (item 0 shows at x 0, the safe area starts at x 59)`.
enum CompositionalSectionUnderUnsafeAreaRule: ViewAuditRule {
    /// `compositional-section-under-unsafe-area`.
    static let id = AuditRuleID.compositionalSectionUnderUnsafeArea
    /// ``Severity/warning``: the items' content is cut off by the corners.
    static let severity = Severity.warning
    /// What the rule catches.
    static let summary =
        "a compositional section with contentInsetsReference none puts items under the side unsafe area"

    /// At most one finding per section.
    ///
    /// - Complexity: O(*n*) in the number of items.
    static func check(_ view: ResolvedView, in pass: AuditPass, into findings: inout [Finding]) {
        guard let collection = view.collection, let scroll = view.scroll else { return }
        let safe = view.safeAreaInsets
        guard safe.left > 0 || safe.right > 0 else { return }
        let width = view.frame.width
        let offset = scroll.contentOffset.x
        for section in collection.sections
        where section.compositional?.contentInsetsReference == ContentInsetsReference.none {
            var first: (index: Int, shownAt: Double, boundary: Double, edge: Edge)?
            var count = 0
            for (index, item) in section.items.enumerated() {
                let minX = item.minX - offset, maxX = item.maxX - offset
                let underLeft = safe.left > 0 && minX < safe.left - auditTolerance && maxX > auditTolerance
                let underRight =
                    safe.right > 0 && maxX > width - safe.right + auditTolerance && minX < width - auditTolerance
                guard underLeft || underRight else { continue }
                count += 1
                if first == nil {
                    first = underLeft ? (index, minX, safe.left, .left) : (index, maxX, width - safe.right, .right)
                }
            }
            guard let first else { continue }
            let path = view.path
            let explanation: [FindingLine] =
                !pass.explains
                ? []
                : [
                    .reason(
                        """
                        the collection view's safeAreaInsets \(AuditText.insets(safe)), width \(AuditText.pt(width)), \
                        contentOffset.x \(AuditText.pt(offset))
                        """),
                    .reason(
                        """
                        section \(section.section): contentInsets \(AuditText.insets(section.effectiveSectionInset)) from \
                        none: no additional insets
                        """),
                    .reason("item \(first.index): frame \(AuditText.rect(section.items[first.index]))"),
                ]
            findings.append(
                Finding(
                    rule: id, path: path,
                    message: .compositionalSectionUnderUnsafeArea(
                        path: path, section: section.section, items: count,
                        item: first.index, shownAt: first.shownAt,
                        boundary: first.boundary, edge: first.edge),
                    location: view.location, explanation: explanation, viewIndex: view.index))
        }
    }
}

extension Finding.Message {
    /// `section S of 'P' has contentInsetsReference none: N items lie under the left or right
    /// unsafe area (item I shows at x X, the safe area starts at x B)`; "ends" for the right edge.
    static func compositionalSectionUnderUnsafeArea(
        path: String, section: Int, items: Int, item: Int, shownAt: Double,
        boundary: Double, edge: Edge
    ) -> Finding.Message {
        let itemsText = items == 1 ? "1 item lies" : "\(items) items lie"
        let side =
            edge == .left
            ? "shows at x \(AuditText.pt(shownAt)), the safe area starts at x \(AuditText.pt(boundary))"
            : "reaches x \(AuditText.pt(shownAt)), the safe area ends at x \(AuditText.pt(boundary))"
        return Finding.Message(
            """
            section \(section) of '\(path)' has contentInsetsReference none: \(itemsText) under the left or right \
            unsafe area (item \(item) \(side))
            """
        )
    }
}
