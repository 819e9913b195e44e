extension PresentationLayout {
    /// A page or form sheet on an iPad.
    static func padSheet(
        _ style: ModalPresentationStyle, detents: [SheetDetent], selectedDetent: SheetDetent?, screen: Screen,
        isLandscape: Bool, variant: RuleVariants.Presentations, formSheets: RuleVariants.FormSheets,
        preferredContentSize: Size?, overRootPresentation: Bool, path: String, notes: [WhyTerm]
    ) throws(ModelError) -> ResolvedPresentation {
        var notes = notes
        let window = Rect(origin: .zero, size: screen.size)
        if style == .formSheet, variant == .compatibilitySheets {
            notes.append(
                .reason(
                    """
                    under UIDesignRequiresCompatibility the new design's insets are off, so the form sheet does not \
                    grow over the root presentation: UIKit 26.1 grows it only with \
                    _effectiveSolariumInsetsAndCornerRadiusEnabled, which follows _UISolariumEnabled() (read from \
                    decompiled UIKit 26.1, a lead; no printout); its size and centring have no branch for the design
                    """))
        }
        if style == .formSheet, formSheets != .classicSize {
            return try floatingFormSheet(
                detents: detents, selectedDetent: selectedDetent, screen: screen, variant: formSheets,
                preferredContentSize: preferredContentSize, overRootPresentation: overRootPresentation,
                underCompatibility: variant == .compatibilitySheets, path: path, notes: notes)
        }
        if style == .formSheet {
            let preferred = try usablePreferredContentSize(preferredContentSize, path: path, notes: &notes)
            let size = preferred ?? formSheetSize
            guard size.width <= window.width, size.height <= window.height else {
                throw .presentationNotModelled(
                    path: path, style: style.rawValue,
                    reason:
                        """
                        the window is smaller than the form sheet's \(formatPoints(size.width)) × \
                        \(formatPoints(size.height))
                        """
                )
            }
            if preferred != nil {
                notes.append(
                    .assumption(
                        """
                        an iPad form sheet before iPadOS 16 is its preferredContentSize, \(formatPoints(size.width)) × \
                        \(formatPoints(size.height)), centred in the window: Apple documents preferredContentSize as a \
                        form sheet's custom content size (UIModalPresentationStyle.formSheet); no source says where it \
                        goes before iPadOS 16
                        """))
            } else {
                notes.append(
                    .assumption(
                        """
                        an iPad form sheet is \(formatPoints(size.width)) × \(formatPoints(size.height)), centred: the \
                        size quoted before iPadOS 16, which made form sheets slightly bigger (Hackworth 2022); Apple \
                        publishes neither
                        """))
            }
            return ResolvedPresentation(
                style: style, detent: nil,
                containerFrame: Rect(
                    x: (window.width - size.width) / 2, y: (window.height - size.height) / 2,
                    width: size.width, height: size.height),
                notes: notes)
        }
        guard variant != .fullScreenOnPhone, !isLandscape else {
            throw .presentationNotModelled(
                path: path, style: style.rawValue,
                reason: "only the iPad page sheet in portrait from iOS 13 is recorded")
        }
        notes.append(
            .reason(
                """
                iPad page sheet: full width below the window's top safe area + 10: (0, 42, 820, 1138) on iPad (A16), \
                iPadOS 26.1 (Vercantez/openuikit, recorded)
                """
            ))
        notes.append(
            .assumption("the page sheet in regular width keeps its frame at every detent"))
        let top = screen.safeAreaInsets.top + 10
        return ResolvedPresentation(
            style: style, detent: selectedDetent ?? smallest(detents, screen: screen),
            containerFrame: Rect(x: 0, y: top, width: window.width, height: window.height - top),
            notes: notes)
    }
}
