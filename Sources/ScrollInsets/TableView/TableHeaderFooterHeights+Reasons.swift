extension TableHeaderFooterHeights.Height {
    /// Why a header or footer has the height UIKit chose, with the source, or `nil` for a
    /// height the app gave and for a plain table's absent header or footer.
    ///
    /// - Parameters:
    ///   - kind: Header or footer.
    ///   - section: The section's index.
    ///   - variant: The release's ``RuleVariants/SectionHeightDefaults``: which numbers are
    ///     recorded, read in UIKit's code, or assumed.
    /// - Returns: The term: a sourced sentence, or an assumption.
    public func reason(
        _ kind: HeaderFooterKind, section: Int,
        variant: RuleVariants.SectionHeightDefaults
    ) -> WhyTerm? {
        let subject = "section \(section) \(kind.rawValue) \(formatPoints(points)) pt"
        var zero =
            replacedZero
            ? "a height of 0 does not remove a grouped table's \(kind.rawValue): UIKit puts its default in its place "
                + "(give CGFloat.leastNormalMagnitude to hide it; sunnyxx.com 2015); "
            : ""
        if let ignored = ignoredHeightWithoutView {
            zero +=
                """
                iOS 26 ignores the delegate's height of \(formatPoints(ignored)) for an untitled inset-grouped header \
                with no view (recorded on iOS 26.1: rows at 35 in the first section, github.com/Vercantez/openuikit \
                focus-fidelity-tables); \

                """
        }
        let code = "UIKit's own constant (read in its iOS 18 and 26.1 code)"
        let rule: String, source: Source
        switch self.rule {
        case .given, .none:
            return nil
        case .tableProperty:
            return .reason(
                """
                \(subject): \(zero)the table's \(kind == .header ? "sectionHeaderHeight" : "sectionFooterHeight") as \
                set
                """)
        case .firstSectionSpacing:
            rule = "35 pt above a grouped table's first section when it has no header"
            source = .sourced(
                variant == .recorded ? code + "; seen on iOS 26.1 (github.com/Vercantez/openuikit)" : code)
        case .firstSectionBelowTableHeaderView:
            rule = "no spacing above a grouped table's first section below its table header view"
            source = .assumed(
                "the 35-pt gap goes with a table header view, the classic fix (sunnyxx.com 2015); "
                    + "UIKit's code computes it in a function not read")
        case .sectionSpacing where kind == .footer:
            rule = "17.5 pt below a grouped table's section without a footer of its own"
            source = .sourced(
                variant == .recorded
                    ? """
                    recorded on iOS 26.1 (github.com/Vercantez/openuikit, iPhone SE: rectForFooter 17.5 with no \
                    view); \

                    """
                        + code
                    : code)
        case .sectionSpacing:
            rule = "17.5 pt above a grouped table's section without a header of its own"
            source = .sourced(code)
        case .plainTitle where kind == .footer:
            rule = "a plain table's titled footer is as tall as its titled header, 28 pt"
            source = .sourced("UIKit's code (iOS 18 and 26.1); not recorded")
        case .plainTitle:
            rule = "a plain table's titled header is 28 pt"
            source = .sourced(
                variant == .recorded
                    ? "recorded on iOS 26.1 (github.com/Vercantez/openuikit, iPhone 16); " + code
                    : code)
        case .firstTitledHeader:
            rule = "a grouped table's first titled header: 35 pt above the title's line (\(line))"
            source = .recordedOn26
        case .firstTitledHeaderUnderLargeTitle:
            rule =
                "a grouped table's first titled header under a large title: 12 pt, the title's line (\(line)), 5.5 pt"
            source = .recordedOn26
        case .titledHeaderAfterFooterView:
            rule =
                """
                a grouped table's titled header after a footer with a view or title: 25 pt above the title's line \
                (\(line))
                """
            source = .recordedOn26
        case .titledHeaderAfterSpacing:
            rule = "a grouped table's titled header after an untitled footer: 12 pt, the title's line (\(line)), 5.5 pt"
            source = .recordedOn26
        case .titledFooter:
            rule = "a grouped table's titled footer of one line is 30 pt"
            source = .assumed(
                "recorded as 8 + the line + 6 = 30 on Mac Catalyst 26.1 (github.com/Vercantez/openuikit); "
                    + "taken for iOS, and the title as one line")
        }
        var effective = source
        if titleOverTableProperty {
            let property = kind == .header ? "sectionHeaderHeight" : "sectionFooterHeight"
            effective = .assumed(
                "a title wins over the table's \(property), which UIKit's code reads for sections without one")
        }
        switch effective {
        case .sourced(let text) where variant != .assumed:
            return .reason("\(subject): \(zero)\(rule) (\(text))")
        case .sourced:
            return .assumption("\(subject): \(zero)\(rule) (no source before iOS 18; iOS 18's and 26's number)")
        case .recordedOn26 where variant == .recorded:
            return .reason(
                """
                \(subject): \(zero)\(rule) (recorded on iOS 26.1, github.com/Vercantez/openuikit: 55.5, 45.5 and 38 \
                pt \

                """
                    + "on 2x, 55.333 on 3x)")
        case .recordedOn26:
            return .assumption("\(subject): \(zero)\(rule) (recorded on iOS 26.1 only; taken for this release)")
        case .assumed(let text):
            return .assumption("\(subject): \(zero)\(rule) (\(text))")
        }
    }

    /// The title line in the reason: the 17-pt system font's line height on the pixel grid.
    private var line: String { "the 17-pt system font's line height, 20.287 pt, rounded up to the pixel" }

    /// Where a rule's number comes from.
    private enum Source {
        case sourced(String)
        case recordedOn26
        case assumed(String)
    }
}

extension TableLayout {
    /// Why each header and footer whose height UIKit chose has it, section by section, then
    /// the padding below the last section: the terms `--explain` prints, an assumption where
    /// no source states the height.
    ///
    /// - Complexity: O(*n*) in the number of sections.
    public func headerFooterHeightReasons() -> [WhyTerm] {
        var reasons: [WhyTerm] = []
        for (index, section) in headerFooterHeights.enumerated() {
            if let reason = section.header.reason(.header, section: index, variant: sectionHeightDefaults) {
                reasons.append(reason)
            }
            if let reason = section.footer.reason(.footer, section: index, variant: sectionHeightDefaults) {
                reasons.append(reason)
            }
        }
        if let term = bottomPadding?.term {
            reasons.append(term)
        }
        return reasons
    }
}
