/// `list-separator-into-unsafe-area` (note, opt-in): a list's separators start inside the cells' safe
/// area on the leading side but run into the unsafe area on the trailing side — what a
/// full-width list (plain, grouped, sidebarPlain) draws in landscape before iOS 26.
///
/// The list counterpart of ``SeparatorIntoUnsafeAreaRule``: a list cell's separator follows
/// its primary content, which starts at the leading layout margin (so it respects the safe
/// area; WWDC 2020 session 10026), and before iOS 26 runs on to the cell's trailing edge, as a
/// table's does (docs/collection-views.md, "List layouts"). Inset-grouped and sidebar lists
/// keep their cells out of the unsafe bands and are never reported. It is UIKit's default,
/// hence a note.
///
/// The rule reads the geometry of the list's cells (``ListSectionLayout/cells``):
/// a separator whose leading end is inside the cell's safe area and whose trailing end passes
/// the cell's trailing safe-area inset. Leading and trailing follow the layout direction.
/// Reported once per list, with the number of cells and the first cell's numbers.
///
/// Example: `the separators of 'sidebar/list' run 44 pt into the trailing unsafe area in 3
/// cells (section 0 item 0: the separator reaches x 812, the cell's safe area ends at x 768)`.
enum ListSeparatorIntoUnsafeAreaRule: ViewAuditRule {
    /// `list-separator-into-unsafe-area`.
    static let id = AuditRuleID.listSeparatorIntoUnsafeArea
    /// ``Severity/note``: this is UIKit's default.
    static let severity = Severity.note
    /// Off unless turned on: it reports what UIKit does by default.
    static let isOptIn = true
    /// What the rule catches.
    static let summary =
        "a list's separators respect the leading safe area but run into the trailing unsafe area"

    /// At most one finding per list.
    static func check(_ view: ResolvedView, in pass: AuditPass, into findings: inout [Finding]) {
        guard let collection = view.collection,
            let finding = finding(
                in: collection, path: { view.path }, direction: pass.layout.layoutDirection,
                location: view.location, viewIndex: view.index, explains: pass.explains)
        else { return }
        findings.append(finding)
    }

    /// The finding for one list's layout, or `nil` (also for layouts that are not lists).
    ///
    /// - Complexity: O(*c*) in the number of cells.
    static func finding(
        in collection: CollectionLayout, path: String, direction: LayoutDirection,
        location: SourceLocation? = nil, viewIndex: Int? = nil
    ) -> Finding? {
        finding(
            in: collection, path: { path }, direction: direction, location: location, viewIndex: viewIndex,
            explains: true)
    }

    static func finding(
        in collection: CollectionLayout, path: () -> String, direction: LayoutDirection,
        location: SourceLocation?, viewIndex: Int?, explains: Bool
    ) -> Finding? {
        let trailing = direction.physicalEdge(for: .trailing)
        var first:
            (
                section: Int, item: Int, frame: Rect, cell: ListCellLayout, depth: Double, reach: Double,
                boundary: Double
            )?
        var affected = 0
        for section in collection.sections {
            guard let cells = section.list?.cells else { continue }
            for (item, (frame, cell)) in zip(section.items, cells).enumerated() {
                guard let separator = cell.separator else { continue }
                let safeLeft = cell.safeAreaInsets.left
                let safeRight = frame.width - cell.safeAreaInsets.right
                let start = separator.x, end = separator.x + separator.width
                if trailing == .right {
                    guard cell.safeAreaInsets.right > 0, start >= safeLeft - auditTolerance,
                        end > safeRight + auditTolerance
                    else { continue }
                    if first == nil { first = (section.section, item, frame, cell, end - safeRight, end, safeRight) }
                } else {
                    guard cell.safeAreaInsets.left > 0, end <= safeRight + auditTolerance,
                        start < safeLeft - auditTolerance
                    else { continue }
                    if first == nil { first = (section.section, item, frame, cell, safeLeft - start, start, safeLeft) }
                }
                affected += 1
            }
        }
        guard let first else { return nil }
        let path = path()
        let explanation: [FindingLine] =
            !explains
            ? []
            : [
                .reason("layout direction \(direction.rawValue): the trailing edge is the \(trailing.rawValue)"),
                .reason(
                    """
                    section \(first.section) item \(first.item): cell frame \(AuditText.rect(first.frame)), \
                    safeAreaInsets \(AuditText.insets(first.cell.safeAreaInsets)), separator x \
                    \(AuditText.pt(first.cell.separator?.x ?? 0)) width \(AuditText.pt(first.cell.separator?.width ?? 0))
                    """),
            ]
        return Finding(
            rule: id, path: path,
            message: .listSeparatorIntoUnsafeArea(
                path: path, depth: first.depth, cells: affected,
                section: first.section, item: first.item,
                reach: first.reach, boundary: first.boundary, trailing: trailing),
            location: location, explanation: explanation, viewIndex: viewIndex)
    }
}

extension Finding.Message {
    /// `the separators of 'P' run D pt into the trailing unsafe area in N cells (section S
    /// item I: the separator reaches x X, the cell's safe area ends at x B)`; in right-to-left
    /// layouts "starts at x B".
    static func listSeparatorIntoUnsafeArea(
        path: String, depth: Double, cells: Int, section: Int, item: Int,
        reach: Double, boundary: Double, trailing: Edge
    ) -> Finding.Message {
        let cellsText = cells == 1 ? "1 cell" : "\(cells) cells"
        let ends = trailing == .right ? "ends" : "starts"
        return Finding.Message(
            """
            the separators of '\(path)' run \(AuditText.pt(depth)) pt into the trailing unsafe area in \(cellsText) \
            (section \(section) item \(item): the separator reaches x \(AuditText.pt(reach)), the cell's safe area \
            \(ends) at x \(AuditText.pt(boundary)))
            """
        )
    }
}
