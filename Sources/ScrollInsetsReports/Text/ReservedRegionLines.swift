import ScrollInsets

/// The text report's lines for the window's reserved regions (iOS 27.1; docs/reserved-regions.md):
/// one line per region, with its reason under `--explain`.
///
/// ```
/// reserved region division (475.5, 0, 0, 669)  margins (0, 0, 0, 0)  active
/// ```
enum ReservedRegionLines {
    /// The lines of `layout`'s regions; none before iOS 27.1 or where there are none.
    static func scene(_ layout: Layout, explain: Bool) -> [String] {
        layout.reservedRegions.flatMap { region -> [String] in
            let line =
                "reserved region \(region.kind.rawValue) \(TextFormatting.rect(region.frame))"
                + "  margins \(TextFormatting.insets(region.margins))  \(region.isActive ? "active" : "inactive")"
            return explain ? [line] + ExplainLines.lines(for: region.explanation).map { "  " + $0 } : [line]
        }
    }
}
