/// The height of `UISheetPresentationController.Detent.medium()` from iOS 15
/// (docs/presentations.md, "Containers", "The medium detent").
///
/// UIKit 26.1's medium resolver (`_UISheetDetentBlockMedium_block_invoke_2`, which
/// `UISheetPresentationControllerDetent.mediumDetent` uses, in a Hex-Rays restore of UIKitCore
/// 26.1 build 23B85 (EthanArbuckle/iPhone18-3_26.1_23B85_Restore@6d54c26 holds the detent class;
/// the index gives no path for the block), read as a lead) returns no value in compact height (the
/// detent is inactive) and otherwise
/// `maximumDetentValue` times an entry of a two-entry table, picked by whether the container's
/// bounds are taller than 568 pt. The restore does not print the table; jackeltoncarbone/Jwift's
/// `Apple/Sheets.md` (at 03e25b4) reads it from the binary as 0.56 above 568 and 0.63 at 568 or
/// less. The 0.56 is checked by three recordings on iOS 26.1 (openuikit): 425 of 759 on the
/// iPhone 16, 356.5 of 637 on the iPhone SE, 364 of 650 in an iPad form sheet, each on the pixel
/// grid (the sheet's frame is rounded to the display scale). The 0.63 has no recording.
///
/// Before 26 the resolver has the same form in UIKit 18.0
/// (EthanArbuckle/iPad_10.2_18.0_22A3354_Restore@72b0cf9) and in the iPhone build of 18.2
/// (EthanArbuckle/iPhone17-1_18.2_22C152_Restore@f2374d1), `UISheetDetentBlockMedium.m`, whose
/// table is not printed either: the model takes 26.1's fractions there (**assumed**), and takes
/// 15–17 as 18 (**assumed**: not read).
enum MediumDetent {
    /// The container height at or below which the other fraction applies.
    static let shortContainer = 568.0

    /// The fraction of `maximumDetentValue` for a container `containerHeight` points tall.
    static func fraction(containerHeight: Double) -> Double {
        containerHeight > shortContainer ? 0.56 : 0.63
    }

    /// The detent's value: `maximum` (`maximumDetentValue`) times the fraction for a container
    /// `containerHeight` points tall, on the pixel grid of `scale` (none: unrounded).
    static func value(maximum: Double, containerHeight: Double, scale: Double?) -> Double {
        PixelGrid(scale: scale).aligned(maximum * fraction(containerHeight: containerHeight))
    }

    /// The assumption a release before 26 adds: UIKit 18's resolver is read, its table is not.
    static let fractionsBefore26 = WhyTerm.assumption(
        """
        UIKit 18.0's medium resolver has the same form (maximumDetentValue times a fraction picked by the \
        container's height > 568); its fractions are not printed: 26.1's
        """)

    /// The `--explain` note for a medium detent; `addsSafeArea` for a phone's sheet, which
    /// reaches the bottom safe area (not an iPad form sheet, whose safe area is zero).
    static func note(maximum: Double, containerHeight: Double, addsSafeArea: Bool) -> WhyTerm {
        let fraction = fraction(containerHeight: containerHeight)
        let text = """
            .medium() is \(formatPoints(fraction)) of maximumDetentValue \(formatPoints(maximum)), on the pixel \
            grid\(addsSafeArea ? ", plus the bottom safe area" : ""): UIKit 26.1's medium resolver takes a fraction \
            of the maximum by whether the container (\(formatPoints(containerHeight)) pt) is taller than \
            \(formatPoints(shortContainer)) (read from decompiled UIKit 26.1, a lead; the fractions read from the \
            binary by jackeltoncarbone/Jwift)
            """
        guard containerHeight > shortContainer else {
            return .assumption(text + "; 0.63 has no recording")
        }
        return .reason(
            text
                + """
                ; checked against the recorded 425 of 759 (iPhone 16), 356.5 of 637 (iPhone SE) and 364 of 650 \
                (iPad form sheet) on iOS 26.1 (Vercantez/openuikit)
                """)
    }
}
