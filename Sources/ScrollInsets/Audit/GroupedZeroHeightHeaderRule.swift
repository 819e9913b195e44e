/// `grouped-zero-height-header` (warning): a grouped or inset-grouped table is given a section
/// header or footer height of exactly 0 (`tableView(_:heightForHeaderInSection:)` or
/// `tableView(_:heightForFooterInSection:)` returning 0) to hide it, and UIKit puts its default
/// spacing in its place, so the space is still there.
///
/// In the grouped styles UIKit replaces a header or footer height of 0 with the height of an
/// empty section's header or footer: 17.5 pt, 35 pt above the first section, or the table's
/// `sectionHeaderHeight` / `sectionFooterHeight` where set (``TableHeaderFooterHeights``;
/// UIKit's code of iOS 18.0, 18.2 and 26.1, read in decompiled public firmware dumps). sunnyxx's
/// 2015 post "ios-hide-grouped-tableview-header" (blog.sunnyxx.com/2015/04/15/ios-hide-grouped-tableview-header/)
/// says the same from the app's side: returning 0 has no effect, while a height smaller than half
/// a pixel is not drawn, so `CGFLOAT_MIN` (or 0.1) hides it. The fix: return
/// `CGFloat.leastNormalMagnitude` (or `.leastNonzeroMagnitude`), or give untitled sections no
/// header and set the table's `sectionHeaderHeight` to 0.
///
/// The rule reads ``TableLayout/headerFooterHeights``: a header or footer whose height of 0 was
/// replaced (``TableHeaderFooterHeights/Height/replacedZero``) by a height above 0. A
/// replacement of 0 (the table's `sectionHeaderHeight` set to 0, the first section below a table
/// header view) leaves no space and is not reported; a plain table shows nothing for a height of
/// 0 and never is. Reported once per table, with how many headers and footers are affected and
/// the first one's numbers, in section order (a section's header before its footer).
///
/// Example: `'settings/table' asks for a 0-pt header in 2 sections, but a grouped table puts its
/// default in its place (section 1 header: 17.5 pt); return CGFloat.leastNormalMagnitude to hide it`.
enum GroupedZeroHeightHeaderRule: ViewAuditRule {
    /// `grouped-zero-height-header`.
    static let id = AuditRuleID.groupedZeroHeightHeader
    /// ``Severity/warning``.
    static let severity = Severity.warning
    /// What the rule catches.
    static let summary =
        """
        a grouped table's header or footer height of 0, which UIKit replaces with its default spacing instead of \
        hiding it
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

    /// The finding for one table's layout, or `nil`.
    ///
    /// - Complexity: O(*n*) in the number of sections.
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
        func isOffending(_ height: TableHeaderFooterHeights.Height) -> Bool {
            height.replacedZero && height.points > auditTolerance
        }
        var offending: [(section: Int, kind: HeaderFooterKind, height: TableHeaderFooterHeights.Height)] = []
        for (section, heights) in table.headerFooterHeights.enumerated() {
            if isOffending(heights.header) { offending.append((section, .header, heights.header)) }
            if isOffending(heights.footer) { offending.append((section, .footer, heights.footer)) }
        }
        guard let first = offending.first else { return nil }
        let explanation: [FindingLine] =
            !explains
            ? []
            : offending.map {
                .reason(
                    """
                    section \($0.section) \($0.kind.rawValue): 0 pt asked, \(AuditText.pt($0.height.points)) pt laid out \
                    (\(replacement($0.height.rule, $0.kind)))
                    """)
            }
        let path = path()
        return Finding(
            rule: id, path: path,
            message: .groupedZeroHeightHeader(
                path: path, headers: offending.count(where: { $0.kind == .header }),
                footers: offending.count(where: { $0.kind == .footer }),
                section: first.section, kind: first.kind, points: first.height.points),
            location: location, explanation: explanation, viewIndex: viewIndex)
    }

    /// What UIKit put in place of the 0, for the explanation.
    private static func replacement(_ rule: TableHeaderFooterHeights.Rule, _ kind: HeaderFooterKind) -> String {
        switch rule {
        case .tableProperty: "the table's \(kind == .header ? "sectionHeaderHeight" : "sectionFooterHeight")"
        case .firstSectionSpacing: "a grouped table's spacing above its first section"
        case .sectionSpacing where kind == .footer: "a grouped table's spacing below a section"
        case .sectionSpacing: "a grouped table's spacing above a section"
        default: "a grouped table's empty-section \(kind.rawValue)"
        }
    }
}

extension Finding.Message {
    /// `'P' asks for a 0-pt header in N sections [and a 0-pt footer in M sections], but a
    /// grouped table puts its default in its place (section S KIND: H pt); return
    /// CGFloat.leastNormalMagnitude to hide it` ("their place", "them" for headers and footers).
    static func groupedZeroHeightHeader(
        path: String, headers: Int, footers: Int, section: Int,
        kind: HeaderFooterKind, points: Double
    ) -> Finding.Message {
        func part(_ kind: String, _ count: Int) -> String {
            "a 0-pt \(kind) in \(count) section\(count == 1 ? "" : "s")"
        }
        var parts: [String] = []
        if headers > 0 { parts.append(part("header", headers)) }
        if footers > 0 { parts.append(part("footer", footers)) }
        let both = parts.count > 1
        return Finding.Message(
            """
            '\(path)' asks for \(parts.joined(separator: " and ")), but a grouped table puts its default in \
            \(both ? "their" : "its") place (section \(section) \(kind.rawValue): \(AuditText.pt(points)) pt); return \
            CGFloat.leastNormalMagnitude to hide \(both ? "them" : "it")
            """
        )
    }
}
