extension PresentationLayout {
    /// An iPad form sheet on iOS 26, read from a decompiled UIKitCore 26.1 (a lead, no printout;
    /// docs/presentations.md): UIKit lays a form sheet out as a floating `SheetLayoutInfo`
    /// (`_UIFormSheetPresentationController` hands `frameOfPresentedViewInContainerView` to
    /// `UISheetPresentationController`):
    /// - its preferred size is ``SheetPresentationMetrics/defaultFormSheetSize(forScreenSize:)``;
    /// - its stack alignment frame centres that size in the window, clamped within margins of the
    ///   larger of the top and bottom safe-area insets + 2 × ``SheetPresentationMetrics/topOffset``
    ///   above and below and the side safe area + ``SheetPresentationMetrics/minimumSidePadding``
    ///   at the sides, as tall as those margins leave at most;
    /// - with the new design on, when its parent sheet is functionally full screen (the window's
    ///   root presentation, `_UIRootPresentationController`, is a `UISheetPresentationController`),
    ///   its full-height frame grows `topOffset` upward: `maximumDetentValue` is that height;
    /// - a detent keeps the full-height frame's bottom edge and takes its own height.
    ///
    /// On iPad (A16) portrait (820 × 1180, safe area 32 top, 25 bottom): 580 × 640 centred at
    /// y 270, grown to (120, 260, 580, 650), which Vercantez/openuikit's ipadprobe assertion
    /// records, with custom 343 → (120, 567, 580, 343) and `.medium()` 364 tall.
    ///
    /// `newDesign` is `false` under `UIDesignRequiresCompatibility`: the size and the centring have
    /// no branch for the design, the growth does (`_effectiveSolariumInsetsAndCornerRadiusEnabled`,
    /// which follows `_UISolariumEnabled()`): (120, 270, 580, 640) on iPad (A16).
    static func liquidGlassFormSheet(
        detents: [SheetDetent], selectedDetent: SheetDetent?, screen: Screen, overRootPresentation: Bool,
        newDesign: Bool = true, path: String, notes: [WhyTerm]
    ) throws(ModelError) -> ResolvedPresentation {
        var notes = notes
        let size = screen.size
        let safe = screen.safeAreaInsets
        let preferred = SheetPresentationMetrics.defaultFormSheetSize(forScreenSize: size)
        let topOffset = SheetPresentationMetrics.topOffset
        let vertical = max(safe.top, safe.bottom) + 2 * topOffset
        let left = safe.left + SheetPresentationMetrics.minimumSidePadding
        let right = safe.right + SheetPresentationMetrics.minimumSidePadding
        let availableWidth = size.width - left - right
        let availableHeight = size.height - 2 * vertical
        guard preferred.width <= availableWidth, availableHeight > 0 else {
            throw .presentationNotModelled(
                path: path, style: ModalPresentationStyle.formSheet.rawValue,
                reason:
                    """
                    the window leaves less than the form sheet's \(formatPoints(preferred.width)) × \
                    \(formatPoints(preferred.height)) within its margins: UIKit attaches it to an edge
                    """
            )
        }
        let height = min(preferred.height, availableHeight)
        func centred(_ length: Double, in extent: Double, before: Double, after: Double) -> Double {
            min(max(extent / 2, before + length / 2), extent - after - length / 2) - length / 2
        }
        let x = centred(preferred.width, in: size.width, before: left, after: right)
        var top = centred(height, in: size.height, before: vertical, after: vertical)
        let bottom = top + height
        notes.append(
            .reason(
                """
                an iPad form sheet on iOS 26 is \(formatPoints(preferred.width)) × \
                \(formatPoints(preferred.height)) for a screen whose longest side is \
                \(formatPoints(max(size.width, size.height))) (defaultFormSheetSizeForScreenSize:), centred within \
                margins of \(formatPoints(vertical)) above and below (the larger safe-area inset + 2 × topOffset 10) \
                and \(formatPoints(SheetPresentationMetrics.minimumSidePadding)) at the sides (read from a decompiled \
                UIKitCore 26.1: a lead, no printout)
                """
            ))
        if availableHeight < preferred.height {
            notes.append(.reason("the margins leave \(formatPoints(availableHeight)): the form sheet is that tall"))
        }
        notes.append(
            .assumption(
                """
                the vertical margins are symmetric (allowsAsymmetricVerticalMargins off; its default not read)
                """))
        if !newDesign {
            notes.append(
                .reason(
                    """
                    under UIDesignRequiresCompatibility the new design's insets are off, so the form sheet does not \
                    grow over the root presentation: UIKit 26.1 grows it only with \
                    _effectiveSolariumInsetsAndCornerRadiusEnabled, which follows _UISolariumEnabled() (read from \
                    decompiled UIKit 26.1, a lead; no printout)
                    """
                ))
        } else if overRootPresentation {
            top -= topOffset
            notes.append(
                .reason(
                    """
                    presented over the window's root presentation (functionally full screen), the form sheet \
                    grows topOffset 10 upward to \(formatPoints(bottom - top)) tall: (120, 260, 580, 650) on \
                    iPad (A16) in portrait, as Vercantez/openuikit's probe assertion records
                    """
                ))
        } else {
            notes.append(
                .assumption(
                    """
                    presented from within another presentation, whose sheet is not functionally full screen: \
                    no growth (the parent sheet's state not traced)
                    """))
        }
        let maximum = bottom - top
        var detent = selectedDetent ?? smallest(detents, screen: screen)
        var shown = maximum
        switch detent {
        case .large:
            break
        case .medium:
            // 364 of 650 recorded: 0.56 of the maximum (the window is taller than 568), on the
            // pixel grid, with no bottom safe area (the card's own safe area is zero).
            shown = PixelGrid(scale: screen.device?.scale).aligned(
                maximum * MediumDetent.fraction(containerHeight: screen.size.height))
            notes.append(MediumDetent.note(maximum: maximum, containerHeight: screen.size.height, addsSafeArea: false))
        case .height(let value) where value >= maximum:
            detent = .large
            notes.append(
                .reason(
                    """
                    a custom detent of \(formatPoints(value)) is at least maximumDetentValue \
                    \(formatPoints(maximum)): the form sheet takes its large frame (recorded on iPadOS 26.1, \
                    Vercantez/openuikit)
                    """
                ))
        case .height(let value):
            shown = max(0, value)
            notes.append(
                .reason(
                    """
                    a custom detent of \(formatPoints(value)) is the form sheet's height; its bottom edge stays where \
                    the large frame's is (recorded on iPadOS 26.1: 343 → (120, 567, 580, 343), Vercantez/openuikit)
                    """
                ))
        }
        return ResolvedPresentation(
            style: .formSheet, detent: detent,
            containerFrame: Rect(x: x, y: bottom - shown, width: preferred.width, height: shown),
            notes: notes)
    }
}
