/// Where a presented controller's view goes: the container UIKit lays it out in, in window
/// coordinates, for a style, the sheet's detents, the screen and the release's
/// ``RuleVariants/Presentations`` variant (docs/presentations.md).
///
/// The rules and their sources:
/// - `fullScreen`, `overFullScreen`: the window (AD `UIModalPresentationStyle`).
/// - `automatic` is `pageSheet` from iOS 13 on (AD; netguru and Hackworth, "View Controller
///   Presentation Changes in iOS 13"); before iOS 13 there is no `automatic` (full screen was
///   the default) and page and form sheets fill an iPhone's window (the compact-width
///   adaptation, Hackworth 2019 quoting `UIViewController.h`).
/// - iPhone, compact height (landscape): the window, top gap 0, `.medium()` inactive (AD
///   `UISheetPresentationController.Detent.medium()`; Vercantez/openuikit, recorded).
/// - iPhone portrait, page or form sheet, iOS 26: the large detent's top is max(30, the
///   window's top safe area) (recorded on 26.1 by openuikit's probes: (0, 30, 375, 637) on
///   the iPhone SE at a top of 0 and 20, (0, 59, 393, 793) on the iPhone 16). iOS 13–18: 10
///   below that, max(30, top) + 10: 40 under a home-button phone's 20-pt status bar (recorded:
///   (0 40; 375 627) on an iPhone 8, iOS 15.0, crifan/ios_re_dynamic_debug; the sheet from pixel
///   row 120 of 2208 on an iPhone 8 Plus, iOS 14, mttcrsp/fosdem's snapshot), 874 − 62 − 10 on a
///   402 × 874 phone (RctlUIKit); **assumed** on the other notched phones and under a hidden
///   status bar; a window of no device keeps its top safe area + 10 (**assumed**: Xcode's
///   freeform canvas stores a sheet 10 pt below a top of 0).
/// - `.medium()`: "approximately half the height of the screen" (AD); a fraction of
///   `maximumDetentValue` (the large height less the bottom safe area) chosen by whether the
///   container is taller than 568 pt (UIKit 26.1's medium resolver, `UISheetDetentBlockMedium`,
///   read in the decompiled code): 0.56 above, on the pixel grid (fits the three 26.1
///   recordings), 0.63 at 568 or less (**assumed**: no recording), plus the bottom safe area.
///   Before 26 the same resolver is read in UIKit 18.0 and 18.2, its fractions not printed:
///   26.1's (**assumed**); 15–17 as 18 (**assumed**).
/// - A custom height: "a height within the safe area of the sheet" (AD
///   `custom(identifier:resolver:)`): the container is that height plus the window's bottom
///   safe area; at `maximumDetentValue` or more, the large detent's frame (recorded on 26.1).
///   On 26 a custom height of 150 or less floats without the bottom safe area below it
///   (`FloatingSheet`, read in UIKit 26.1's code).
/// - Detents need iOS 15 (`UISheetPresentationController`); iOS 13–14 sheets rest at the
///   large height only.
/// - iOS 26: a sheet at a partial height floats: laid out at the window's width and shown
///   scaled, 8 pt in from the left, right and bottom (recorded on the 26.1 iPhone 16: detent
///   343 → (8, 482.349, 377, 361.651)), pulled in to 28 pt as it shortens from 150 to 76 pt
///   (`FloatingSheet`, read in UIKit 26.1's code).
/// - iPad portrait, page sheet (iOS 13 and later): the window below the top safe area + 10,
///   full width (iPad (A16) on iPadOS 26.1: (0, 42, 820, 1138), openuikit, MEASURED);
///   **assumed** at every detent. Landscape iPads and iPad page sheets before iOS 13 are not
///   sourced: laying out throws.
/// - iPad form sheet (``RuleVariants/FormSheets``): before iPadOS 16, **assumed** `formSheetSize`,
///   centred in the window (the classic size). iPadOS 16–18 (form sheets became "slightly bigger"
///   in iPadOS 16 beta 4, Hackworth 2022; the sizes read from a decompiled UIKitCore 18.0, a lead;
///   `SheetPresentationMetrics`): UIKit's default form-sheet size for the screen's longest side
///   (580 × 640 on 820 × 1180), centred within margins of the larger vertical safe-area inset + 2 ×
///   `topOffset` and 25 at the sides (**assumed** as 26.1's); detents keep its bottom edge
///   (**assumed**): (120, 270, 580, 640) on iPad (A16) portrait. iOS 26 (read from a decompiled
///   UIKitCore 26.1): the same, then, over the window's root presentation, grown `topOffset` (10)
///   upward: (120, 260, 580, 650), as openuikit's probe assertion records; recorded on the iPad
///   Pro 11-inch on iPadOS 26.5: (127, 275, 580, 650). A presented controller's
///   `preferredContentSize` with both sides above 0 replaces the default size on every variant
///   (`formSheetSizeForViewController:windowSize:screenSize:`, read in 18.0 and 26.1; before 16,
///   **assumed** centred in the window), clamped by the margins; one wider than the side margins
///   allow attaches the sheet to an edge, which throws. Other presentations ignore it.
/// - iOS 26 under `UIDesignRequiresCompatibility` (``RuleVariants/Presentations/compatibilitySheets``): no
///   sheet floats; the phone's large detent 10 below max(30, top) as before 26 and a custom detent
///   above the bottom safe area at any height (both **assumed**), the medium detent 26's; the iPad
///   form sheet as on iPadOS 16–18 (``RuleVariants/FormSheets/defaultFormSheetSize``: UIKit 26.1's
///   size, centred, not grown; the growth is gated on the new design).
/// - `popover`: not modelled; laying out throws.
public enum PresentationLayout {
    /// The iPad form sheet's size: chosen, the size widely quoted for `formSheet` before
    /// iPadOS 16 (no Apple page gives it), so every frame that uses it says it is assumed.
    static let formSheetSize = Size(width: 540, height: 620)

    /// Resolves a presentation's container.
    ///
    /// ```swift
    /// // iPhone SE, iOS 26, page sheet at the large detent: (0, 30, 375, 637)
    /// try PresentationLayout.resolve(style: .pageSheet, detents: [.large], selectedDetent: nil,
    ///                                screen: screen, variant: .floatingSheets,
    ///                                formSheets: .grownOverRootPresentation, path: "home")
    /// ```
    ///
    /// `formSheets` is the release's ``RuleVariants/FormSheets`` variant (an iPad form sheet's size
    /// and place). `preferredContentSize` is the presented controller's: an iPad form sheet takes
    /// it as its size when both sides are above 0; elsewhere it is ignored, with a note, as UIKit
    /// ignores it. `overRootPresentation` says whether the presenting controller is in the window's
    /// root view controller hierarchy (UIKit's root presentation, which fills the window) rather
    /// than in a presented controller; an iPad form sheet on iOS 26 grows 10 pt upward over it.
    ///
    /// - Throws: ``ModelError/presentationNotModelled(path:style:reason:)`` where no source gives
    ///   the container; ``ModelError/selectedDetentNotInDetents(path:detent:)``.
    public static func resolve(
        style: ModalPresentationStyle, detents: [SheetDetent], selectedDetent: SheetDetent?,
        screen: Screen, variant: RuleVariants.Presentations, formSheets: RuleVariants.FormSheets,
        preferredContentSize: Size? = nil, overRootPresentation: Bool = true, path: String
    ) throws(ModelError) -> ResolvedPresentation {
        let window = Rect(origin: .zero, size: screen.size)
        let safe = screen.safeAreaInsets
        var notes: [WhyTerm] = []
        let hasSheets = variant != .fullScreenOnPhone
        let resolvedStyle = style == .automatic ? (hasSheets ? ModalPresentationStyle.pageSheet : .fullScreen) : style
        if style == .automatic {
            notes.append(
                .reason(
                    hasSheets
                        ? """
                        automatic is pageSheet for a view controller from iOS 13 (Apple documentation; netguru, \
                        Hackworth)
                        """
                        : "before iOS 13 there is no automatic: the default is fullScreen (Apple documentation)"))
        }
        func full(_ reason: String) -> ResolvedPresentation {
            notes.append(.reason(reason))
            return ResolvedPresentation(style: resolvedStyle, detent: nil, containerFrame: window, notes: notes)
        }
        let isPad = (screen.device?.family ?? .phone) == .pad
        if let preferredContentSize, resolvedStyle != .popover, resolvedStyle != .formSheet || !isPad {
            notes.append(ignoredPreferredContentSize(preferredContentSize))
        }
        switch resolvedStyle {
        case .fullScreen, .automatic:
            return full("fullScreen fills the window (Apple documentation, UIModalPresentationStyle)")
        case .overFullScreen:
            return full("overFullScreen fills the window over the presenter, which stays (Apple documentation)")
        case .popover:
            throw .presentationNotModelled(
                path: path, style: style.rawValue,
                reason: "no source gives a popover's frame; use pageSheet, formSheet, fullScreen or overFullScreen")
        case .pageSheet, .formSheet:
            break
        }
        if let selectedDetent, !detents.contains(selectedDetent) {
            throw .selectedDetentNotInDetents(path: path, detent: selectedDetent.name)
        }
        let isLandscape = screen.size.width > screen.size.height
        if isPad {
            return try padSheet(
                resolvedStyle, detents: detents, selectedDetent: selectedDetent, screen: screen,
                isLandscape: isLandscape, variant: variant, formSheets: formSheets,
                preferredContentSize: preferredContentSize, overRootPresentation: overRootPresentation, path: path,
                notes: notes)
        }
        if !hasSheets {
            return full(
                """
                before iOS 13 page and form sheets adapt to full screen on iPhone (compact width; Hackworth 2019, \
                quoting UIViewController.h)
                """
            )
        }
        if isLandscape {
            return full(
                """
                compact height: the sheet fills the window, top gap 0, and .medium() is inactive (Apple \
                documentation; Vercantez/openuikit, recorded)
                """
            )
        }
        let floats = variant == .floatingSheets
        // iOS 26 under UIDesignRequiresCompatibility: UIKit 26.1's sheet code with the new
        // design's insets off; its medium resolver has no design branch.
        let compatible = variant == .compatibilitySheets
        // iOS 26.1 (openuikit's sheet and detent probes, recorded): the large detent starts at
        // max(30, safe-area top): (0, 30, 375, 637) on the iPhone SE at a top of 0 and of 20,
        // (0, 59, 393, 793) on the iPhone 16. Before 26: 10 lower on a phone, 40 under a 20-pt status
        // bar (an iPhone 8 on iOS 15.0 and an iPhone 8 Plus on iOS 14, recorded), the top safe area + 10
        // on a 402 × 874 phone (RctlUIKit); a window of no device keeps its top safe area + 10 (no
        // floor), as Xcode's freeform canvas stores a sheet 10 pt below a top of 0 (assumed).
        let floor = floats || screen.device != nil ? 30.0 : 0
        let top = max(floor, safe.top) + (floats ? 0 : 10)
        let large = window.height - top
        // UISheetPresentationController's `maximumDetentValue`: the large height less the bottom
        // safe area (759 = 852 − 59 − 34 on the iPhone 16, 637 on the SE, recorded on 26.1; 749 on the
        // iPhone 14 Pro and 627 on the SE (3rd generation), iOS 16.1, boscojwho/SheetInteraction).
        let maximum = large - safe.bottom
        if floats {
            notes.append(
                .reason(
                    """
                    a sheet's large detent starts at max(30, the window's top safe area \(formatPoints(safe.top))): \
                    (0, 30, 375, 637) on the iPhone SE, (0, 59, 393, 793) on the iPhone 16, iOS 26.1 \
                    (Vercantez/openuikit's sheet and detent probes, recorded)
                    """
                ))
        } else {
            notes.append(
                .reason(
                    """
                    a sheet's large detent starts 10 pt below max(30, the window's top safe area \
                    \(formatPoints(safe.top))) on a phone: (0, 40, 375, 627) on an iPhone 8, iOS 15.0 \
                    (crifan/ios_re_dynamic_debug), (0, 40, 414, 696) on an iPhone 8 Plus, iOS 14 \
                    (mttcrsp/fosdem); 874 − 62 − 10 on a 402 × 874 phone (RctlUIKit)
                    """))
            if screen.device == nil {
                notes.append(
                    .assumption(
                        "a window of no device: its top safe area + 10, with no floor (Xcode's freeform canvas)"))
            } else if safe.top == 59 {
                notes.append(
                    .reason(
                        """
                        the same under a 59-pt top safe area: maximumDetentValue 749 = 852 − (59 + 10) − 34, written \
                        down from UIKit on the iPhone 14 Pro, iOS 16.1 (boscojwho/SheetInteraction)
                        """))
                notes.append(.assumption("that iOS 16.1 figure alike on the other releases from 15 to 18"))
            } else if safe.top != 20 {
                notes.append(.assumption("the same under a \(formatPoints(safe.top))-pt top safe area"))
            }
            if compatible {
                notes.append(
                    .assumption(
                        """
                        under UIDesignRequiresCompatibility on iOS 26, as before 26: UIKit 26.1 grows a sheet's \
                        full-height frame topOffset 10 upward over the root presentation only with the new design's \
                        insets on (_UISolariumEnabled()), taken to be the 10 pt a phone's sheet rose by on 26 (read from \
                        decompiled UIKit 26.1, a lead); the sheet does not float
                        """))
            }
        }
        // `.medium()`: a fraction of the maximum by whether the container is taller than 568, on the
        // pixel grid: 425 of 759 on the iPhone 16, 356.5 of 637 on the SE, 364 of 650 in an iPad form
        // sheet (recorded on 26.1); UIKit 18.0's and 18.2's resolver has the same form (its fractions
        // assumed as 26.1's). Plus the bottom safe area: the sheet reaches the window's bottom.
        let medium =
            MediumDetent.value(maximum: maximum, containerHeight: window.height, scale: screen.device?.scale)
            + safe.bottom
        var detent = selectedDetent ?? smallest(detents, screen: screen, medium: medium)
        guard variant != .cardSheets || detent == .large else {
            throw .presentationNotModelled(
                path: path, style: resolvedStyle.rawValue, reason: "detents need iOS 15; give detents [large]")
        }
        let height: Double
        switch detent {
        case .large:
            height = large
        case .medium:
            height = medium
            notes.append(MediumDetent.note(maximum: maximum, containerHeight: window.height, addsSafeArea: true))
            if !floats && !compatible {
                notes.append(MediumDetent.fractionsBefore26)
                notes.append(
                    .reason("the same form in UIKit 18.2's iPhone build (UISheetDetentBlockMedium, read decompiled)"))
                notes.append(.assumption("iOS 15–17 as 18 (their resolver not read)"))
            }
        case .height(let value) where value >= maximum:
            // "A custom value above the maximum collapses to exactly the .large frame"
            // (openuikit's detent probe, iOS 26.1).
            height = large
            detent = .large
            notes.append(
                .reason(
                    """
                    a custom detent of \(formatPoints(value)) is at least maximumDetentValue \
                    \(formatPoints(maximum)): the sheet takes the large detent's frame (Vercantez/openuikit's detent \
                    probe, recorded on iOS 26.1)
                    """))
            if !floats {
                notes.append(
                    .assumption(compatible ? "the same under UIDesignRequiresCompatibility" : "the same before iOS 26"))
            }
        case .height(let value) where floats && value <= FloatingSheet.largestDetentWithoutSafeArea:
            height = value
            notes.append(
                .reason(
                    """
                    a custom detent of \(formatPoints(value)) is at most \
                    \(formatPoints(FloatingSheet.largestDetentWithoutSafeArea)): iOS 26 lays the floating sheet out at \
                    that height, without the bottom safe area below it (read from decompiled UIKit 26.1, \
                    SheetLayoutInfo's detent offsets, a lead; checked against the 8-pt cards recorded above 150 and \
                    the paste of a 67.33-pt card in Savva-Shuliatev/DynamicBottomSheet)
                    """
                ))
        case .height(let value):
            height = value + safe.bottom
            notes.append(
                .reason(
                    """
                    a custom detent is a height within the sheet's safe area (Apple documentation): \
                    \(formatPoints(value)) + the bottom safe area \(formatPoints(safe.bottom))
                    """
                ))
            if compatible && value <= FloatingSheet.largestDetentWithoutSafeArea {
                notes.append(
                    .assumption(
                        """
                        under UIDesignRequiresCompatibility a sheet doesn't float, so iOS 26's rule for detents of \
                        \(formatPoints(FloatingSheet.largestDetentWithoutSafeArea)) or less (laid out without the \
                        bottom safe area) is taken not to apply
                        """))
            }
        }
        let container = Rect(x: 0, y: window.height - height, width: window.width, height: height)
        // Card sheets (iOS 13–14) have no UISheetPresentationController and so no maximum.
        let maximumDetentValue = variant == .cardSheets ? nil : maximum
        guard floats, detent != .large else {
            return ResolvedPresentation(
                style: resolvedStyle, detent: detent, containerFrame: container, notes: notes,
                maximumDetentValue: maximumDetentValue)
        }
        // iOS 26.1: a sheet at a partial height is laid out at the window's width and shown
        // scaled, `FloatingSheet.inset(height:)` in from the sides and the bottom: 8 at 150 pt and
        // taller (recorded on the iPhone 16: detent 343 → bounds 393 × 377, frame (8, 482.349,
        // 377, 361.651)), 28 at 76 and shorter (read in UIKit 26.1's code).
        let shown = FloatingSheet.shownFrame(container: container, window: window)
        notes.append(FloatingSheet.note(container: container, shown: shown, window: window))
        return ResolvedPresentation(
            style: resolvedStyle, detent: detent, containerFrame: container, notes: notes,
            isFloating: true, shownFrame: shown, maximumDetentValue: maximumDetentValue)
    }

    /// The smallest of `detents` (UIKit selects it when no identifier is set); large when empty.
    /// `medium` is the medium detent's height where the caller knows it (a phone's sheet, an iPad
    /// form sheet), half the screen otherwise; a custom detent ranks with the bottom safe area below
    /// it unless `customAddsBottomSafeArea` is false (a form sheet keeps none).
    static func smallest(
        _ detents: [SheetDetent], screen: Screen, medium: Double? = nil, customAddsBottomSafeArea: Bool = true
    ) -> SheetDetent {
        func rank(_ detent: SheetDetent) -> Double {
            switch detent {
            case .medium: return medium ?? screen.size.height / 2
            case .large: return .infinity
            case .height(let value): return value + (customAddsBottomSafeArea ? screen.safeAreaInsets.bottom : 0)
            }
        }
        return detents.min { rank($0) < rank($1) } ?? .large
    }
}
