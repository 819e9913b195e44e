/// `header-background-on-content-view` (warning): a table's section header or footer puts
/// its colour on its `contentView` while the content view is inset (narrower than the
/// header), so the colour stops short of the table's edges.
///
/// With `insetsContentViewsToSafeArea` (the default), the content views of cells, headers
/// and footers are inset to the safe area on the leading and trailing sides, while
/// `backgroundView` spans the full width (Apple's `insetsContentViewsToSafeArea`
/// documentation; WWDC 2017 session 201). On iPhone X in landscape a colour on the content
/// view leaves 44 pt uncoloured bands at both sides; set it on `backgroundView`.
///
/// Reported once per table, naming the first such header or footer and how many there are.
///
/// Example: `'root/table' colours the contentView of the section 0 header, which is inset
/// 44 pt from the left and 44 pt from the right of the 812 pt wide header, so the colour
/// stops short of the edges; set it on backgroundView`.
enum HeaderBackgroundOnContentViewRule: ViewAuditRule {
    /// `header-background-on-content-view`.
    static let id = AuditRuleID.headerBackgroundOnContentView
    /// ``Severity/warning``.
    static let severity = Severity.warning
    /// What the rule catches.
    static let summary =
        """
        a table header or footer colours its contentView, which is inset to the safe area, so the colour stops short \
        of the edges
        """

    /// At most one finding per table view.
    static func check(_ view: ResolvedView, in pass: AuditPass, into findings: inout [Finding]) {
        guard let table = view.table,
            let finding = finding(
                in: table, path: { view.path }, location: view.location,
                viewIndex: view.index, explains: pass.explains)
        else { return }
        findings.append(finding)
    }

    /// The finding for one table's layout, or `nil`; needs no layout engine, so a hand-built
    /// ``TableLayout`` can be checked.
    ///
    /// - Complexity: O(*h*) in the number of headers and footers.
    static func finding(
        in table: TableLayout, path: String, location: SourceLocation? = nil,
        viewIndex: Int? = nil
    ) -> Finding? {
        finding(in: table, path: { path }, location: location, viewIndex: viewIndex, explains: true)
    }

    /// ``finding(in:path:location:viewIndex:)``, with the path made only for a finding and the
    /// explanation only where `explains`.
    static func finding(
        in table: TableLayout, path: () -> String, location: SourceLocation?, viewIndex: Int?,
        explains: Bool
    ) -> Finding? {
        func isOffending(_ header: TableHeaderFooterLayout) -> Bool {
            header.background == .contentView && header.contentView.width < header.backgroundView.width - auditTolerance
        }
        guard let first = table.headers.first(where: isOffending) else { return nil }
        let offending = table.headers.filter(isOffending)
        let left = first.contentView.minX - first.backgroundView.minX
        let right = first.backgroundView.maxX - first.contentView.maxX
        let explanation: [FindingLine] =
            !explains
            ? []
            : offending.map {
                .reason(
                    """
                    section \($0.section) \($0.kind.rawValue): backgroundView \(AuditText.rect($0.backgroundView)), \
                    contentView \(AuditText.rect($0.contentView))
                    """)
            }
        let path = path()
        return Finding(
            rule: id, path: path,
            message: .headerBackgroundOnContentView(
                path: path, section: first.section, kind: first.kind,
                count: offending.count, left: left, right: right,
                width: first.backgroundView.width),
            location: location, explanation: explanation, viewIndex: viewIndex)
    }
}

extension Finding.Message {
    /// `'P' colours the contentView of the section S KIND [and N more headers or footers],
    /// which is inset L pt from the left and R pt from the right of the W pt wide KIND, so the
    /// colour stops short of the edges; set it on backgroundView`.
    static func headerBackgroundOnContentView(
        path: String, section: Int, kind: HeaderFooterKind, count: Int,
        left: Double, right: Double, width: Double
    ) -> Finding.Message {
        let more =
            count > 1 ? " (and \(count - 1) more header\(count > 2 ? "s" : "") or footer\(count > 2 ? "s" : ""))" : ""
        var sides: [String] = []
        if abs(left) > auditTolerance { sides.append("\(AuditText.pt(left)) pt from the left") }
        if abs(right) > auditTolerance { sides.append("\(AuditText.pt(right)) pt from the right") }
        return Finding.Message(
            """
            '\(path)' colours the contentView of the section \(section) \(kind.rawValue)\(more), which is inset \
            \(AuditText.list(sides)) of the \(AuditText.pt(width)) pt wide \(kind.rawValue), so the colour stops \
            short of the edges; set it on backgroundView
            """
        )
    }
}
