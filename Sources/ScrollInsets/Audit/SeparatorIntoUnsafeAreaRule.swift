/// `separator-into-unsafe-area` (note): a table's explicit `separatorInset` starts its
/// separators inside the cells' safe area on the leading side but runs them into the unsafe
/// area on the trailing side.
///
/// The automatic separator starts at the leading layout margin (so it respects the safe
/// area) and runs to the trailing edge of the cell, into the unsafe area (Apple's
/// `separatorInset` and `separatorInsetReference` documentation; WWDC 2018 session 235).
/// That is UIKit's design, so the rule says nothing about a table whose `separatorInset` is
/// `automatic`: it reports an explicit inset that was chosen to respect the leading safe
/// area and forgot the trailing one — it matters when custom drawing is aligned with the
/// separator, or when the app expects everything inside the safe area.
///
/// The rule reads the geometry of a table with an explicit inset: a separator whose leading
/// end is inside the cell's safe area and whose trailing end passes the cell's trailing
/// safe-area inset. Leading and trailing follow the layout direction. Reported once per table,
/// with the number of rows and the first row's numbers.
///
/// Example: `the separators of 'root/table' run 44 pt into the trailing unsafe area in 20
/// rows (section 0 row 0: the separator reaches x 812, the cell's safe area ends at x 768)`.
enum SeparatorIntoUnsafeAreaRule: ViewAuditRule {
    /// `separator-into-unsafe-area`.
    static let id = AuditRuleID.separatorIntoUnsafeArea
    /// ``Severity/note``: this is UIKit's default.
    static let severity = Severity.note
    /// What the rule catches.
    static let summary =
        """
        a table's explicit separatorInset respects the leading safe area but runs its separators into the trailing \
        unsafe area
        """

    /// At most one finding per table view with an explicit `separatorInset`.
    static func check(_ view: ResolvedView, in pass: AuditPass, into findings: inout [Finding]) {
        guard view.tableProperties?.separatorInset != .automatic, let table = view.table,
            let finding = finding(
                in: table, path: { view.path }, direction: pass.layout.layoutDirection,
                location: view.location, viewIndex: view.index,
                explains: pass.explains)
        else { return }
        findings.append(finding)
    }

    /// The finding for one table's layout, or `nil`; needs no layout engine, so a hand-built
    /// ``TableLayout`` can be checked.
    ///
    /// - Complexity: O(*r*) in the number of rows.
    static func finding(
        in table: TableLayout, path: String, direction: LayoutDirection,
        location: SourceLocation? = nil, viewIndex: Int? = nil
    ) -> Finding? {
        finding(
            in: table, path: { path }, direction: direction, location: location, viewIndex: viewIndex, explains: true)
    }

    /// ``finding(in:path:direction:location:viewIndex:)``, with the path made only for a finding
    /// and the explanation only where `explains`.
    static func finding(
        in table: TableLayout, path: () -> String, direction: LayoutDirection,
        location: SourceLocation?, viewIndex: Int?, explains: Bool
    ) -> Finding? {
        let trailing = direction.physicalEdge(for: .trailing)
        // The first affected row is the one the finding describes; the others are counted.
        var first: (row: TableRowLayout, depth: Double, reach: Double, boundary: Double)?
        var affected = 0
        for row in table.rows {
            guard let separator = row.separator else { continue }
            let width = row.frame.width
            let safeLeft = row.safeAreaInsets.left
            let safeRight = width - row.safeAreaInsets.right
            let start = separator.x
            let end = separator.x + separator.width
            if trailing == .right {
                guard row.safeAreaInsets.right > 0, start >= safeLeft - auditTolerance,
                    end > safeRight + auditTolerance
                else { continue }
                if first == nil { first = (row, end - safeRight, end, safeRight) }
            } else {
                guard row.safeAreaInsets.left > 0, end <= safeRight + auditTolerance,
                    start < safeLeft - auditTolerance
                else { continue }
                if first == nil { first = (row, safeLeft - start, start, safeLeft) }
            }
            affected += 1
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
                    section \(first.row.section) row \(first.row.row): cell frame \(AuditText.rect(first.row.frame)), \
                    safeAreaInsets \(AuditText.insets(first.row.safeAreaInsets)), separator x \
                    \(AuditText.pt(first.row.separator?.x ?? 0)) width \(AuditText.pt(first.row.separator?.width ?? 0))
                    """),
            ]
        return Finding(
            rule: id, path: path,
            message: .separatorIntoUnsafeArea(
                path: path, depth: first.depth, rows: affected,
                section: first.row.section, row: first.row.row,
                reach: first.reach, boundary: first.boundary,
                trailing: trailing),
            location: location, explanation: explanation, viewIndex: viewIndex)
    }
}

extension Finding.Message {
    /// `the separators of 'P' run D pt into the trailing unsafe area in N rows (section S
    /// row R: the separator reaches x X, the cell's safe area ends at x B)`; in right-to-left
    /// layouts "starts at x B".
    static func separatorIntoUnsafeArea(
        path: String, depth: Double, rows: Int, section: Int, row: Int, reach: Double,
        boundary: Double, trailing: Edge
    ) -> Finding.Message {
        let rowsText = rows == 1 ? "1 row" : "\(rows) rows"
        let ends = trailing == .right ? "ends" : "starts"
        return Finding.Message(
            """
            the separators of '\(path)' run \(AuditText.pt(depth)) pt into the trailing unsafe area in \(rowsText) \
            (section \(section) row \(row): the separator reaches x \(AuditText.pt(reach)), the cell's safe area \
            \(ends) at x \(AuditText.pt(boundary)))
            """
        )
    }
}
