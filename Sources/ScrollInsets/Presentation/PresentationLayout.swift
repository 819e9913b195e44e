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
/// - `.medium()`: "approximately half the height of the screen" (AD); on 26, 0.56 of
///   `maximumDetentValue` (the large height less the bottom safe area) on the pixel grid, a
///   fraction that fits the three 26.1 recordings (**assumed** as a rule); before, exactly
///   half (**assumed**).
/// - A custom height: "a height within the safe area of the sheet" (AD
///   `custom(identifier:resolver:)`): the container is that height plus the window's bottom
///   safe area; at `maximumDetentValue` or more, the large detent's frame (recorded on 26.1).
/// - Detents need iOS 15 (`UISheetPresentationController`); iOS 13–14 sheets rest at the
///   large height only.
/// - iOS 26: a sheet at a partial height floats: laid out at the window's width and shown
///   scaled by (W − 16) / W, 8 pt (`floatingSheetInset`) in from the left, right and bottom
///   (recorded on the 26.1 iPhone 16: detent 343 → (8, 482.349, 377, 361.651)).
/// - iPad portrait, page sheet (iOS 13 and later): the window below the top safe area + 10,
///   full width (iPad (A16) on iPadOS 26.1: (0, 42, 820, 1138), openuikit, MEASURED);
///   **assumed** at every detent. Landscape iPads and iPad page sheets before iOS 13 are not
///   sourced: laying out throws.
/// - iPad form sheet: **assumed** `formSheetSize`, centred in the window (the classic size;
///   iPadOS 16 made form sheets "slightly bigger", Hackworth 2022, by an unpublished amount).
///   iOS 26: 580 × 650 (`liquidGlassFormSheetSize`, recorded on iPad (A16), iPadOS 26.1), detents
///   growing up from the large frame's bottom edge (recorded), the large frame centred (**assumed**:
///   recorded 5 pt higher on iPad (A16)).
/// - `popover`: not modelled; laying out throws.
public enum PresentationLayout {
    /// The inset of an iOS 26 floating sheet from the screen's left, right and bottom edges:
    /// 8, recorded on the iOS 26.1 iPhone 16 (openuikit's realappprobe).
    package static let floatingSheetInset = 8.0

    /// The iPad form sheet's size: chosen, the size widely quoted for `formSheet` before
    /// iPadOS 16 (no Apple page gives it), so every frame that uses it says it is assumed.
    static let formSheetSize = Size(width: 540, height: 620)

    /// The iPad form sheet's size on iOS 26 at its large detent: 580 × 650, recorded on iPad
    /// (A16), iPadOS 26.1 (Vercantez/openuikit's ipadprobe: `[120, 260, 580, 650]`,
    /// `maximumDetentValue` 650); assumed on other iPads.
    static let liquidGlassFormSheetSize = Size(width: 580, height: 650)

    /// Resolves a presentation's container.
    ///
    /// ```swift
    /// // iPhone SE, iOS 26, page sheet at the large detent: (0, 30, 375, 637)
    /// try PresentationLayout.resolve(style: .pageSheet, detents: [.large], selectedDetent: nil,
    ///                                screen: screen, variant: .floatingSheets, path: "home")
    /// ```
    ///
    /// - Throws: ``ModelError/presentationNotModelled(path:style:reason:)`` where no source gives
    ///   the container; ``ModelError/selectedDetentNotInDetents(path:detent:)``.
    public static func resolve(
        style: ModalPresentationStyle, detents: [SheetDetent], selectedDetent: SheetDetent?,
        screen: Screen, variant: RuleVariants.Presentations,
        path: String
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
        if (screen.device?.family ?? .phone) == .pad {
            return try padSheet(
                resolvedStyle, detents: detents, selectedDetent: selectedDetent, screen: screen,
                isLandscape: isLandscape, variant: variant, path: path, notes: notes)
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
        // safe area (759 = 852 − 59 − 34 on the iPhone 16, 637 on the SE, recorded).
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
            } else if safe.top != 20 {
                notes.append(.assumption("the same under a \(formatPoints(safe.top))-pt top safe area"))
            }
        }
        var detent = selectedDetent ?? smallest(detents, screen: screen)
        guard variant != .cardSheets || detent == .large else {
            throw .presentationNotModelled(
                path: path, style: resolvedStyle.rawValue, reason: "detents need iOS 15; give detents [large]")
        }
        let height: Double
        switch detent {
        case .large:
            height = large
        case .medium where floats:
            // 425 of 759 on the iPhone 16, 356.5 of 637 on the SE, 364 of 650 in an iPad form
            // sheet (recorded on 26.1): 0.56 of the maximum, on the pixel grid.
            let grid = PixelGrid(scale: screen.device?.scale)
            height = grid.aligned(maximum * 0.56) + safe.bottom
            notes.append(
                .assumption(
                    """
                    .medium() is 0.56 of maximumDetentValue \(formatPoints(maximum)), on the pixel grid, plus the \
                    bottom safe area: the fraction fits the recorded 425 of 759 (iPhone 16), 356.5 of 637 (iPhone SE) \
                    and 364 of 650 (iPad form sheet) on iOS 26.1 (Vercantez/openuikit); no source states it
                    """))
        case .medium:
            height = window.height / 2
            notes.append(
                .assumption(
                    ".medium() is approximately half the height of the screen (Apple documentation); exactly half"))
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
            if !floats { notes.append(.assumption("the same before iOS 26")) }
        case .height(let value):
            height = value + safe.bottom
            notes.append(
                .reason(
                    """
                    a custom detent is a height within the sheet's safe area (Apple documentation): \
                    \(formatPoints(value)) + the bottom safe area \(formatPoints(safe.bottom))
                    """
                ))
        }
        let container = Rect(x: 0, y: window.height - height, width: window.width, height: height)
        guard floats, detent != .large else {
            return ResolvedPresentation(style: resolvedStyle, detent: detent, containerFrame: container, notes: notes)
        }
        // iOS 26.1, iPhone 16 (openuikit's realappprobe, recorded): a sheet at a partial height
        // lays its content out at the window's width and is shown scaled by (W − 16) / W, 8 pt
        // in from the sides and the bottom: detent 343 → bounds 393 × 377, frame
        // (8, 482.349, 377, 361.651).
        let inset = floatingSheetInset
        let scale = (window.width - 2 * inset) / window.width
        let shown = Rect(
            x: inset, y: window.height - inset - height * scale, width: window.width - 2 * inset, height: height * scale
        )
        notes.append(
            .reason(
                """
                iOS 26 floats a sheet at a partial height: laid out \(formatPoints(window.width)) × \
                \(formatPoints(height)) and shown scaled by \(formatPoints(window.width - 2 * inset)) / \
                \(formatPoints(window.width)), \(formatPoints(inset)) pt in from the left, right and bottom, at \
                (\([shown.minX, shown.minY, shown.width, shown.height].map(formatPoints).joined(separator: ", "))) \
                (recorded on the iOS 26.1 iPhone 16, Vercantez/openuikit)
                """
            ))
        return ResolvedPresentation(
            style: resolvedStyle, detent: detent, containerFrame: container, notes: notes,
            isFloating: true, shownFrame: shown)
    }

    /// A page or form sheet on an iPad.
    static func padSheet(
        _ style: ModalPresentationStyle, detents: [SheetDetent], selectedDetent: SheetDetent?, screen: Screen,
        isLandscape: Bool, variant: RuleVariants.Presentations, path: String,
        notes: [WhyTerm]
    ) throws(ModelError) -> ResolvedPresentation {
        var notes = notes
        let window = Rect(origin: .zero, size: screen.size)
        if style == .formSheet, variant == .floatingSheets {
            return try liquidGlassFormSheet(
                detents: detents, selectedDetent: selectedDetent, screen: screen, path: path, notes: notes)
        }
        if style == .formSheet {
            let size = formSheetSize
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
            notes.append(
                .assumption(
                    """
                    an iPad form sheet is \(formatPoints(size.width)) × \(formatPoints(size.height)), centred: the \
                    size quoted before iPadOS 16, which made form sheets slightly bigger (Hackworth 2022); Apple \
                    publishes neither
                    """))
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

    /// An iPad form sheet on iOS 26: a `liquidGlassFormSheetSize` card whose detents keep its
    /// bottom edge and grow it upwards (recorded on iPad (A16), iPadOS 26.1: default and
    /// `.large()` (120, 260, 580, 650), custom 343 (120, 567, 580, 343), `.medium()` 364 tall,
    /// `maximumDetentValue` 650, the card's safe area zero; Vercantez/openuikit's ipadprobe). Its
    /// large frame is centred, an **assumption**: the recording's y 260 is 5 pt above the centre
    /// (265), and no rule from the window's safe area (32 top, 25 bottom) gives 260.
    static func liquidGlassFormSheet(
        detents: [SheetDetent], selectedDetent: SheetDetent?, screen: Screen, path: String,
        notes: [WhyTerm]
    ) throws(ModelError) -> ResolvedPresentation {
        var notes = notes
        let window = Rect(origin: .zero, size: screen.size)
        let size = liquidGlassFormSheetSize
        guard size.width <= window.width, size.height <= window.height else {
            throw .presentationNotModelled(
                path: path, style: ModalPresentationStyle.formSheet.rawValue,
                reason:
                    """
                    the window is smaller than the form sheet's \(formatPoints(size.width)) × \
                    \(formatPoints(size.height))
                    """
            )
        }
        notes.append(
            .reason(
                """
                an iPad form sheet on iOS 26 is \(formatPoints(size.width)) × \(formatPoints(size.height)) at its \
                large detent (recorded on iPad (A16), iPadOS 26.1, Vercantez/openuikit)
                """
            ))
        notes.append(.assumption("the same on other iPads"))
        notes.append(
            .assumption(
                """
                its large frame is centred in the window (the recorded iPad (A16) frame is 5 pt higher, y 260 for \
                a centre of 265: no rule found)
                """))
        let maximum = size.height
        var detent = selectedDetent ?? smallest(detents, screen: screen)
        var height = maximum
        switch detent {
        case .large:
            break
        case .medium:
            // 364 of 650 recorded: 0.56 of the maximum, on the pixel grid, with no bottom safe
            // area (the card's own safe area is zero).
            height = PixelGrid(scale: screen.device?.scale).aligned(maximum * 0.56)
            notes.append(
                .assumption(
                    """
                    .medium() is 0.56 of maximumDetentValue \(formatPoints(maximum)), on the pixel grid: the \
                    fraction fits the recorded 364 of 650 (iPad form sheet), 425 of 759 (iPhone 16) and 356.5 of 637 \
                    (iPhone SE) on iOS 26.1 (Vercantez/openuikit); no source states it
                    """))
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
            height = max(0, value)
            notes.append(
                .reason(
                    """
                    a custom detent of \(formatPoints(value)) is the form sheet's height; its bottom edge stays where \
                    the large frame's is (recorded on iPadOS 26.1: 343 → (120, 567, 580, 343), Vercantez/openuikit)
                    """
                ))
        }
        let bottom = (window.height - size.height) / 2 + size.height
        return ResolvedPresentation(
            style: .formSheet, detent: detent,
            containerFrame: Rect(
                x: (window.width - size.width) / 2, y: bottom - height, width: size.width, height: height),
            notes: notes)
    }

    /// The smallest of `detents` (UIKit selects it when no identifier is set); large when empty.
    static func smallest(_ detents: [SheetDetent], screen: Screen) -> SheetDetent {
        func rank(_ detent: SheetDetent) -> Double {
            switch detent {
            case .medium: return screen.size.height / 2
            case .large: return .infinity
            case .height(let value): return value + screen.safeAreaInsets.bottom
            }
        }
        return detents.min { rank($0) < rank($1) } ?? .large
    }
}
