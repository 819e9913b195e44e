/// The safe area a presented controller's root view sees, beyond the part of the window's
/// unsafe bands its container covers (``SafeAreaPropagation``, which the walk applies to the
/// root view as to any view of the window).
///
/// No source gives a sheet's `safeAreaInsets`, so each rule here is **assumed** and its term
/// says so (`--explain` shows it):
/// - A container that fills the window (full screen, compact height, iPhone before iOS 13):
///   the window's safe area, by propagation; no term.
/// - A sheet below the top edge: no top inset from the status bar or the sensor housing, which
///   it does not reach (the propagation gives 0; the term marks it assumed).
/// - A sheet that reaches the bottom edge keeps the window's bottom safe area: a custom detent is
///   "a height within the safe area of the sheet" (Apple, `custom(identifier:resolver:)`), so the
///   sheet has a bottom safe area below its detent height.
/// - An iOS 26 sheet floating at a partial height is laid out down to the window's bottom and
///   only shown scaled, so it keeps the device's whole bottom safe area: recorded on the iOS
///   26.1 iPhone 16, `safeAreaInsets.bottom` 34 (Vercantez/openuikit's realappprobe); "the
///   floaty sheet presentation adds the device bottom safe area on top of the custom detent
///   value" (the Bluesky app's `SheetViewController.swift`). Not assumed. Under 150 pt tall it
///   loses `percentCapsular` of that bottom inset (0 at 76 pt and shorter): UIKit 26.1's
///   `-[UISheetPresentationController _additionalSafeAreaInsets]` gives the presented view a
///   bottom of −(bottom safe area) × (1 − `_percentSafeAreaInsetToInclude`), which is
///   1 − `percentCapsular` (read from decompiled UIKit 26.1, a lead; no printout; `FloatingSheet`).
/// - A container clear of every edge (the iPad form sheet): no safe area from the window.
///
/// Terms of zero amount are kept: they carry the assumption to `--explain`.
enum PresentationSafeArea {
    /// The terms the presented root view's safe area gets on top of the propagation's.
    ///
    /// ```swift
    /// // iPhone 16 on iOS 26, medium detent floating: laid out to the bottom, bottom 34 kept
    /// PresentationSafeArea.terms(for: presentation, windowSize: Size(width: 393, height: 852),
    ///                            windowSafeArea: EdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
    /// ```
    static func terms(
        for presentation: ResolvedPresentation, windowSize: Size,
        windowSafeArea: EdgeInsets
    ) -> InsetDerivation {
        var terms = InsetDerivation()
        let container = presentation.containerFrame
        let window = Rect(origin: .zero, size: windowSize)
        guard container != window else { return terms }
        if container.minY > 0 {
            terms.add(
                .presentation, 0, on: .top,
                .assumption(
                    """
                    a \(presentation.style.rawValue) below the top edge gets no top inset from the status bar or the \
                    sensor housing; no source gives a sheet's safe area
                    """))
        }
        let gap = window.maxY - container.maxY
        let capsular = FloatingSheet.percentCapsular(height: container.height)
        if presentation.isFloating, capsular > 0, windowSafeArea.bottom > 0 {
            terms.add(
                .presentation, -windowSafeArea.bottom * capsular, on: .bottom,
                """
                an iOS 26 floating sheet \(formatPoints(container.height)) pt tall, under \
                \(formatPoints(FloatingSheet.capsularBlend.from)), gives up percentCapsular \(formatPoints(capsular)) \
                of the bottom safe area \(formatPoints(windowSafeArea.bottom)) pt (UISheetPresentationController's \
                additional safe-area insets, read from decompiled UIKit 26.1, a lead; no printout)
                """
            )
        } else if presentation.isFloating {
            terms.add(
                .presentation, 0, on: .bottom,
                """
                an iOS 26 floating sheet is laid out down to the window's bottom and shown scaled: it keeps the \
                bottom safe area \(formatPoints(windowSafeArea.bottom)) pt (recorded on the iOS 26.1 iPhone 16, \
                Vercantez/openuikit; Bluesky SheetViewController.swift)
                """
            )
        } else if gap <= 0, windowSafeArea.bottom > 0 {
            terms.add(
                .presentation, 0, on: .bottom,
                .assumption(
                    """
                    a sheet that reaches the bottom keeps the window's bottom safe area (a custom detent is a height \
                    within the sheet's safe area, Apple documentation)
                    """))
        }
        return terms
    }
}
