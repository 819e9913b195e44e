extension PresentationLayout {
    /// An iPad form sheet from iPadOS 16, laid out as a floating sheet (docs/presentations.md).
    /// UIKit lays a form sheet out as a floating sheet (`_UIFormSheetPresentationController` hands
    /// `frameOfPresentedViewInContainerView` to `UISheetPresentationController`), read from a
    /// decompiled UIKitCore 18.0 (`_UISheetLayoutInfo`; a lead, no printout) and 26.1
    /// (`SheetLayoutInfo`; a lead checked by one recording, below):
    /// - its preferred size is the presented controller's `preferredContentSize` when both its sides
    ///   are above 0, ``SheetPresentationMetrics/defaultFormSheetSize(forScreenSize:)`` otherwise
    ///   (`formSheetSizeForViewController:windowSize:screenSize:`); a preferred width wider than the
    ///   window less the side margins attaches the sheet to an edge (`_isEdgeAttached`), which the
    ///   model refuses;
    /// - its stack alignment frame centres that size in the window, clamped within margins of the
    ///   larger of the top and bottom safe-area insets + 2 × ``SheetPresentationMetrics/topOffset``
    ///   above and below and the side safe area + ``SheetPresentationMetrics/minimumSidePadding``
    ///   at the sides, as tall as those margins leave at most (the margins read in 26.1 only;
    ///   **assumed** alike on 16–18);
    /// - on iOS 26 (``RuleVariants/FormSheets/grownOverRootPresentation``), with the new design on,
    ///   when its parent sheet is functionally full screen (the window's root presentation,
    ///   `_UIRootPresentationController`, is a `UISheetPresentationController`), its full-height
    ///   frame grows `topOffset` upward; on 16–18 the full-height frame is the stack alignment
    ///   frame itself. `maximumDetentValue` is that frame's height;
    /// - a detent takes its own height, at most `maximumDetentValue`, and keeps the full-height
    ///   frame's bottom edge (recorded on 26.1; **assumed** on 16–18).
    ///
    /// On iPad (A16) portrait (820 × 1180): 580 × 640 centred at (120, 270) on iPadOS 18 (safe area
    /// 24 top, 20 bottom); on 26 (32, 25) grown to (120, 260, 580, 650), which Vercantez/openuikit's
    /// ipadprobe assertion records, with custom 343 → (120, 567, 580, 343) and `.medium()` 364 tall;
    /// the iPad Pro 11-inch's (127, 275, 580, 650) is recorded on iPadOS 26.5 (cabalmail/cabal-infra).
    static func floatingFormSheet(
        detents: [SheetDetent], selectedDetent: SheetDetent?, screen: Screen, variant: RuleVariants.FormSheets,
        preferredContentSize: Size?, overRootPresentation: Bool, underCompatibility: Bool = false, path: String,
        notes: [WhyTerm]
    ) throws(ModelError) -> ResolvedPresentation {
        let grows = variant == .grownOverRootPresentation
        // Not grown either way, but read in 26.1 under `UIDesignRequiresCompatibility` and in
        // 18.0 before 26: the notes say which.
        let before26 = !grows && !underCompatibility
        var notes = notes
        let size = screen.size
        let safe = screen.safeAreaInsets
        let contentSize = try usablePreferredContentSize(preferredContentSize, path: path, notes: &notes)
        let preferred = contentSize ?? SheetPresentationMetrics.defaultFormSheetSize(forScreenSize: size)
        let topOffset = SheetPresentationMetrics.topOffset
        let vertical = max(safe.top, safe.bottom) + 2 * topOffset
        let left = safe.left + SheetPresentationMetrics.minimumSidePadding
        let right = safe.right + SheetPresentationMetrics.minimumSidePadding
        let availableWidth = size.width - left - right
        let availableHeight = size.height - 2 * vertical
        if let contentSize, contentSize.width > availableWidth {
            throw .presentationNotModelled(
                path: path, style: ModalPresentationStyle.formSheet.rawValue,
                reason:
                    """
                    preferredContentSize's width \(formatPoints(contentSize.width)) is wider than the \
                    \(formatPoints(availableWidth)) the window leaves within the side margins (the safe area + \
                    \(formatPoints(SheetPresentationMetrics.minimumSidePadding)) at each side): UIKit attaches the form \
                    sheet to an edge (_isEdgeAttached); give a width of at most \(formatPoints(availableWidth))
                    """
            )
        }
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
        let sizeSource =
            contentSize != nil
            ? """
            its preferredContentSize, \(sizeText(preferred)) (formSheetSizeForViewController:windowSize:screenSize: \
            takes it when both sides are above 0)
            """
            : """
            \(sizeText(preferred)) for a screen whose longest side is \(formatPoints(max(size.width, size.height))) \
            (defaultFormSheetSizeForScreenSize:)
            """
        notes.append(
            .reason(
                """
                an iPad form sheet on \(before26 ? "iPadOS 16–18" : "iOS 26") is \(sizeSource), centred within \
                margins of \(formatPoints(vertical)) above and below (the larger safe-area inset + 2 × topOffset 10) \
                and \(formatPoints(SheetPresentationMetrics.minimumSidePadding)) at the sides (read from a decompiled \
                UIKitCore \(before26 ? "18.0: a lead, no printout" : grows ? "26.1: a lead, recorded on one iPad" : "26.1: a lead"))
                """
            ))
        if before26, contentSize != nil {
            notes.append(
                .assumption(
                    """
                    the same on iPadOS 16 and 17 as read in 18.0; the margins as UIKit 26.1's (18.0's margin \
                    function not read)
                    """))
        } else if before26 {
            notes.append(
                .assumption(
                    """
                    the same size on iPadOS 16 and 17: form sheets became slightly bigger in iPadOS 16 beta 4 \
                    (Hackworth 2022), by an amount no page gives; the margins as UIKit 26.1's (18.0's margin \
                    function not read)
                    """))
        }
        if availableHeight < preferred.height {
            notes.append(.reason("the margins leave \(formatPoints(availableHeight)): the form sheet is that tall"))
        }
        notes.append(
            .assumption(
                """
                the vertical margins are symmetric (allowsAsymmetricVerticalMargins off; its default not read)
                """))
        if !grows {
            // Under the key, padSheet has said why it does not grow.
            if before26 {
                notes.append(
                    .reason(
                        """
                        on iPadOS 18.0 the form sheet's full-height frame is its centred frame: no growth \
                        (_fullHeightUntransformedFrame, read from a decompiled UIKitCore 18.0)
                        """))
            }
        } else if overRootPresentation {
            top -= topOffset
            notes.append(
                .reason(
                    """
                    presented over the window's root presentation (functionally full screen), the form sheet \
                    grows topOffset 10 upward to \(formatPoints(bottom - top)) tall: (120, 260, 580, 650) on \
                    iPad (A16) in portrait, as Vercantez/openuikit's probe assertion records; (127, 275, 580, 650) \
                    on the iPad Pro 11-inch in portrait, measured on iPadOS 26.5 (cabalmail/cabal-infra)
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
        // 364 of 650 recorded on 26.1: 0.56 of the maximum (the window is taller than 568), on the
        // pixel grid, with no bottom safe area (the card's own safe area is zero).
        let medium = MediumDetent.value(maximum: maximum, containerHeight: size.height, scale: screen.device?.scale)
        var detent =
            selectedDetent ?? smallest(detents, screen: screen, medium: medium, customAddsBottomSafeArea: false)
        var shown = maximum
        if before26 && detent != .large {
            notes.append(
                .assumption(
                    """
                    maximumDetentValue is the full-height frame's height, \(formatPoints(maximum)), as in UIKit 26.1 \
                    (18.0 reads _fullHeightPresentedViewFrame, whose body is not in the restore)
                    """))
        }
        switch detent {
        case .large:
            break
        case .medium:
            shown = medium
            notes.append(MediumDetent.note(maximum: maximum, containerHeight: screen.size.height, addsSafeArea: false))
            if before26 { notes.append(MediumDetent.fractionsBefore26) }
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
            if before26 {
                notes.append(
                    .reason(
                        """
                        UIKit 18.0 caps a detent at maximumDetentValue (_UISheetLayoutInfo _activeDetents, read \
                        from a decompiled UIKitCore 18.0)
                        """))
            }
        case .height(let value):
            shown = max(0, value)
            notes.append(
                .reason(
                    """
                    a custom detent of \(formatPoints(value)) is the form sheet's height; its bottom edge stays where \
                    the large frame's is (recorded on iPadOS 26.1: 343 → (120, 567, 580, 343), Vercantez/openuikit)
                    """
                ))
            if before26 {
                notes.append(.assumption("the same on iPadOS 16–18"))
            } else if !grows {
                notes.append(.assumption("the same under UIDesignRequiresCompatibility, which the recording was not"))
            }
        }
        return ResolvedPresentation(
            style: .formSheet, detent: detent,
            containerFrame: Rect(x: x, y: bottom - shown, width: preferred.width, height: shown),
            notes: notes, maximumDetentValue: maximum)
    }
}
