/// How an iOS 26 sheet at a partial height floats: laid out at the window's width down to the
/// window's bottom, and shown under a scale transform that leaves an equal gap on the left, the
/// right and the bottom (docs/presentations.md, "A floating sheet's inset").
///
/// Read from a decompiled UIKitCore 26.1 (a lead; the printouts below check it), the Hex-Rays
/// restore of build 23B85 (EthanArbuckle/iPhone18-3_26.1_23B85_Restore; its Swift chunk
/// `UIKitCore_62.mm` as held by the fork samhenrigold/iPhone18-3_26.1_23B85_Restore@90aa0cf):
/// - `SheetLayoutInfo`'s transform (`sub_18910FC44`) shrinks the sheet by a fraction of the
///   container's width: 16 / W at a partial height, blended to 56 / W by `percentCapsular`; it
///   scales by 1 − shrink and moves the sheet by shrink × (H − W) / 2, so the bottom gap equals the
///   side gap, shrink × W / 2: an inset of 8 + 20 × `percentCapsular` points.
/// - `percentCapsular` (`sub_189107218`) is clamp((150 − H) / 74), H the height of the sheet's
///   untransformed frame (`sub_189107CF8`, `_untransformedFrame`: from the sheet's offset down to
///   the container's bottom, the container the model gives): 0 at 150 pt and taller, 1 at 76 pt
///   and shorter.
/// - The detent's offset (`sub_189103BFC`) adds the bottom safe area below a detent only when the
///   detent's value is above 150 pt, while `includesSafeAreaInsetWhenInset` is on (its default,
///   set in `SheetLayoutInfo`'s initializer `sub_18910EB9C`): a custom detent of 150 or less is
///   laid out at its own height.
///
/// Checked against: the recorded 8-pt cards (the iPhone 16's custom detent 343, 377 tall:
/// percentCapsular 0), and two leads that are not recordings: the unpinned paste of a
/// `UIDropShadowView` 67.33 pt tall on a 440 × 956 phone, 28 pt in and scaled 384 / 440 with
/// ty −23.715 (Savva-Shuliatev/DynamicBottomSheet), and a resampled image of a card 69 pt tall,
/// 27.0 pt in, on a 402-pt phone (software-mansion/react-native-screens@3126b874).
package enum FloatingSheet {
    /// The inset at a partial height of 150 pt or more: 8, recorded on the iOS 26.1 iPhone 16
    /// (openuikit's realappprobe) and read in UIKit 26.1's code (16 / W).
    static let inset = 8.0
    /// The inset of a capsule-short sheet, 76 pt tall or less: 28, read in UIKit 26.1's code
    /// (56 / W).
    static let capsularInset = 28.0
    /// The height from which a sheet starts to pull in (`percentCapsular` 0), and the height at
    /// which it is fully capsular (`percentCapsular` 1), read in UIKit 26.1's code.
    static let capsularBlend = (from: 150.0, to: 76.0)
    /// The largest custom detent laid out without the bottom safe area below it (the detent's value
    /// is compared with 150 in UIKit 26.1's code).
    package static let largestDetentWithoutSafeArea = 150.0

    /// UIKit's `percentCapsular` for a sheet laid out `height` points tall.
    static func percentCapsular(height: Double) -> Double {
        min(1, max(0, (capsularBlend.from - height) / (capsularBlend.from - capsularBlend.to)))
    }

    /// The gap on the left, the right and the bottom of a sheet laid out `height` points tall.
    package static func inset(height: Double) -> Double {
        inset + (capsularInset - inset) * percentCapsular(height: height)
    }

    /// Where the card laid out in `container` (full width, down to the bottom of `window`) is
    /// shown: scaled by (W − 2 × inset) / W, `inset` in from the left, the right and the bottom.
    static func shownFrame(container: Rect, window: Rect) -> Rect {
        let gap = inset(height: container.height)
        let scale = (window.width - 2 * gap) / window.width
        let height = container.height * scale
        return Rect(x: gap, y: window.height - gap - height, width: window.width - 2 * gap, height: height)
    }

    /// The `--explain` reason for a floating sheet laid out in `container` and shown in `shown`.
    static func note(container: Rect, shown: Rect, window: Rect) -> WhyTerm {
        let gap = inset(height: container.height)
        let percent = percentCapsular(height: container.height)
        let placed = """
            iOS 26 floats a sheet at a partial height: laid out \(formatPoints(window.width)) × \
            \(formatPoints(container.height)) and shown scaled by \(formatPoints(window.width - 2 * gap)) / \
            \(formatPoints(window.width)), \(formatPoints(gap)) pt in from the left, right and bottom, at \
            (\([shown.minX, shown.minY, shown.width, shown.height].map(formatPoints).joined(separator: ", ")))
            """
        guard percent > 0 else { return .reason(placed + " (recorded on the iOS 26.1 iPhone 16, Vercantez/openuikit)") }
        return .reason(
            placed
                + """
                : under \(formatPoints(capsularBlend.from)) pt tall the sheet pulls in, percentCapsular = \
                (\(formatPoints(capsularBlend.from)) − \(formatPoints(container.height))) / \
                \(formatPoints(capsularBlend.from - capsularBlend.to)) clamped to 1 = \(formatPoints(percent)), \
                inset 8 + 20 × that (read from decompiled UIKit 26.1, SheetLayoutInfo's transform, a lead; checked \
                against the recorded 8-pt cards, the paste of a 67.33-pt card 28 pt in \
                (Savva-Shuliatev/DynamicBottomSheet) and an image of a 69-pt card 27 pt in \
                (software-mansion/react-native-screens))
                """)
    }
}
