extension RuleVariants {
    /// The variants of an app that sets `UIDesignRequiresCompatibility` (Info.plist): on a release
    /// that honours the key (``DesignCompatibility/honoured``, iOS 26), each rule UIKit gates on the
    /// new design at its iOS 18 case; on any other release, these variants unchanged (before 26 the
    /// key does not exist; from 27 UIKit ignores it).
    ///
    /// Apple's page for the key: the app is shown "as it looks when built against previous versions of
    /// the SDKs". In UIKit 26.1's decompiled code (docs/releases.md, "UIDesignRequiresCompatibility")
    /// the new design's switch is `_UISolariumEnabled()`, which SwiftUICore's `Solarium` enablement
    /// turns off for an app built with the 26 SDK that sets the key. Per rule:
    /// - ``separatorTrailing`` → ``SeparatorTrailing/cellEdge``: `-[UITableViewCell
    ///   _rightMarginWidth]` takes the cell's trailing margin only when `_UISolariumEnabled()`.
    /// - ``presentations`` → ``Presentations/compatibilitySheets`` and ``formSheets`` →
    ///   ``FormSheets/defaultFormSheetSize``: the floating sheet's transform and the form sheet's
    ///   growth are gated on the sheet's Solarium insets; the form sheet's size and the medium detent
    ///   are not.
    /// - ``bars`` → ``Bars/classic``: the bars of iOS 18, as ``ReleaseMetrics`` draws them.
    /// - **Assumed** (the code that makes the iOS 26 number was not reached; UIKit 26.1 gates its
    ///   sibling table metrics on the new design, so these are taken to follow it):
    ///   ``cellMargins`` → ``CellMargins/tableMargins``, ``headerHeightWithoutView`` →
    ///   ``HeaderHeightWithoutView/kept``, ``listSectionSpacing`` →
    ///   ``ListSectionSpacingRule/halfAboveFirstSection``, ``searchBars`` → ``SearchBars/placements``,
    ///   ``splitViews`` → ``SplitViews/tiledColumns``, ``topEdgeEffect`` → ``TopEdgeEffect/none``.
    /// - Kept: ``sectionHeightDefaults`` (`-[UITableConstants_IOS defaultSectionHeaderHeightForTableViewStyle:screen:]`
    ///   has no design branch), the system keyboard's heights (drawn by the system, not the app:
    ///   assumed), layout regions, `keyboardLayoutGuide`, large-title modes, hosting controllers and
    ///   the window's status bar (APIs and system behaviour, not the design).
    ///
    /// ```swift
    /// UIKitRelease(26).variants.requiringDesignCompatibility().separatorTrailing  // .cellEdge
    /// UIKitRelease(27).variants.requiringDesignCompatibility().separatorTrailing  // .trailingMargin
    /// ```
    ///
    /// - Complexity: O(1).
    public func requiringDesignCompatibility() -> RuleVariants {
        guard designCompatibility == .honoured else { return self }
        var variants = self
        variants.designCompatibility = .inEffect
        variants.bars = .classic
        variants.separatorTrailing = .cellEdge
        variants.presentations = .compatibilitySheets
        variants.formSheets = .defaultFormSheetSize
        variants.cellMargins = .tableMargins
        variants.headerHeightWithoutView = .kept
        variants.listSectionSpacing = .halfAboveFirstSection
        variants.searchBars = .placements
        variants.splitViews = .tiledColumns
        variants.topEdgeEffect = .none
        return variants
    }

    /// What `--explain` says of a table's cells under `UIDesignRequiresCompatibility`
    /// (``DesignCompatibility/inEffect``): the separator's end, read; the margins, the inset-grouped
    /// card and a header height given without a view, assumed.
    static let tableCompatibilityTerms: [WhyTerm] = [
        .reason(
            """
            UIDesignRequiresCompatibility on iOS 26: the automatic separator runs to the cell's trailing edge, as \
            before 26 (UIKit 26.1's -[UITableViewCell _rightMarginWidth] takes the trailing margin only when \
            _UISolariumEnabled(), which the key turns off; read from decompiled UIKit 26.1, a lead)
            """),
        .assumption(
            """
            under UIDesignRequiresCompatibility on iOS 26, the cells' margins, an inset-grouped card and a header \
            height given without a view as on 18 (the 26.1 code that makes the 26 figures was not reached)
            """),
    ]

    /// What `--explain` says of a list's cells under `UIDesignRequiresCompatibility`.
    static let listCompatibilityTerms: [WhyTerm] = [
        .assumption(
            """
            under UIDesignRequiresCompatibility on iOS 26, the cells' margins, the separators' trailing end and the \
            space above sections as on 18 (UIKit 26.1 gates a table cell's separator end on _UISolariumEnabled(); \
            the list's code was not reached)
            """)
    ]
}

extension UIKitRelease {
    /// Whether an app that sets `UIDesignRequiresCompatibility` (`requested`) runs with it on this
    /// release: only where the release honours the key (iOS 26,
    /// ``RuleVariants/DesignCompatibility/honoured``).
    func honoursDesignCompatibility(_ requested: Bool) -> Bool {
        requested && variants.designCompatibility == .honoured
    }

    /// The rules this release selects for an app that runs with `UIDesignRequiresCompatibility`
    /// (``RuleVariants/requiringDesignCompatibility()``) or without it.
    func variants(designRequiresCompatibility: Bool) -> RuleVariants {
        designRequiresCompatibility ? variants.requiringDesignCompatibility() : variants
    }
}
