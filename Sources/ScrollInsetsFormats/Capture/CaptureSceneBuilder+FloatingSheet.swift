import ScrollInsets

/// An iOS 26 floating sheet in a capture (docs/captures.md, "Floating sheets"). UIKit lays a phone's sheet at a
/// partial height out at the window's width, down to the window's bottom, and shows it scaled, 8 pt in from the left,
/// right and bottom at 150 pt tall and taller, pulled in toward 28 pt below (`FloatingSheet`, docs/presentations.md):
/// its `UIDropShadowView` prints `transform = [s, 0, 0, s, 0, ty]` and, as its frame, the scaled card. The card gives
/// the laid-out height (printed height / s), hence the detent: that height up to 150 pt, above it that height less
/// the window's bottom safe area (the model's custom detent rule).
extension CaptureSceneBuilder {
    /// How far the card's printed numbers may be from its shape: three numbers printed to 0.01 pt (a probe's two
    /// decimals; `recursiveDescription`'s six significant digits are finer) each off by up to 0.005.
    static let cardTolerance = 0.02

    /// The significant digits `recursiveDescription` prints a number with (`%g`): the detent is rounded as the
    /// printed height is, no further.
    static let printedDigits = 6

    /// The top `UIDropShadowView` that prints a transform: a floating sheet when the release floats sheets (iOS 26),
    /// the device is a phone, the transform a uniform scale and the card centred, as far from the bottom as from the
    /// sides, at UIKit's scale for its height; otherwise an error at its place.
    mutating func floatingSheet(
        _ shadow: CapturedView, transform: CapturedView.Printed<[Double]>, card: Rect, window: Size,
        family: DeviceFamily
    ) -> SheetReading {
        guard let screen, screen.variants.presentations == .floatingSheets else {
            let release = screen.map { " on iOS \($0.release)" } ?? ""
            return refuse(
                "the UIDropShadowView prints a transform\(release): sheets float, drawn scaled, from iOS 26 only "
                    + "(a sheet at a partial height); give the release the capture was printed on with --ios, or "
                    + "write its presentedViewController and detent by hand (docs/presentations.md)",
                at: transform.location)
        }
        guard family == .phone else {
            return refuse(
                "the UIDropShadowView prints a transform on an iPad: only an iPhone's floating sheet is read from a "
                    + "scaled card; write its presentedViewController and detent by hand (docs/presentations.md)",
                at: transform.location)
        }
        let matrix = transform.value
        let scale = matrix[0]
        guard matrix[1] == 0, matrix[2] == 0, abs(matrix[3] - scale) <= 1e-6, scale > 0, scale < 1 else {
            return refuse(
                "the UIDropShadowView's transform [\(matrix.map(describe).joined(separator: ", "))] is not a "
                    + "uniform scale down: a floating sheet is drawn scaled by one factor under 1 across and down, "
                    + "with no rotation ([s, 0, 0, s, 0, ty])",
                at: transform.location)
        }
        let tolerance = Self.cardTolerance
        let side = card.minX
        let bottom = window.height - card.maxY
        if abs(side - (window.width - card.width) / 2) > tolerance || abs(card.width - scale * window.width) > tolerance
            || abs(bottom - side) > tolerance
        {
            return refuse(
                "the scaled UIDropShadowView's frame \(describe(card)) in a \(CaptureImporter.describe(window)) "
                    + "window is no floating sheet at scale \(describe(scale)): a floating card is centred across, "
                    + "\(describe(scale)) of the window's width (\(describe(Self.rounded(scale * window.width)))) "
                    + "and as far from the bottom (here \(describe(Self.rounded(bottom)))) as from the sides "
                    + "(\(describe(side)))",
                at: shadow.frame.location)
        }
        // The card's height before the scale gives UIKit's inset for it: 8 pt at 150 pt and taller, pulled in toward
        // 28 pt below (FloatingSheet, docs/presentations.md); the printed width must be the window's less twice that.
        let laidOut = card.height / scale
        let gap = FloatingSheet.inset(height: laidOut)
        if abs(card.width - (window.width - 2 * gap)) > tolerance {
            return refuse(
                "the UIDropShadowView is drawn at scale \(describe(scale)), \(describe(side)) pt in from the sides "
                    + "and bottom, laid out \(describe(Self.rounded(laidOut))) pt tall (its printed height / the "
                    + "scale), where UIKit insets a floating sheet \(describe(Self.rounded(gap))) pt (8 at 150 pt tall "
                    + "and taller, pulled in toward 28 below), at (W - \(describe(Self.rounded(2 * gap)))) / W = "
                    + "\(describe(Self.rounded((window.width - 2 * gap) / window.width))): no floating sheet UIKit "
                    + "draws (docs/presentations.md)",
                at: transform.location)
        }
        // A custom detent of 150 pt or less is laid out at its own height; a taller one with the bottom safe area
        // below it (FloatingSheet.largestDetentWithoutSafeArea).
        let safeBottom = screen.safeAreaInsets.bottom
        let largest = FloatingSheet.largestDetentWithoutSafeArea
        let withoutSafeArea = laidOut <= largest + tolerance
        let detent = Self.rounded(withoutSafeArea ? laidOut : laidOut - safeBottom)
        guard withoutSafeArea || detent > largest else {
            return refuse(
                "the scaled card is laid out \(describe(Self.rounded(laidOut))) pt tall (its printed height / the "
                    + "scale): no detent gives it, as a custom detent up to \(describe(largest)) is laid out at its "
                    + "own height and a taller one with the bottom safe area \(describe(safeBottom)) below it "
                    + "(docs/presentations.md)", at: shadow.frame.location)
        }
        let floats =
            detent > 0
            && (try? PresentationLayout.resolve(
                style: .pageSheet, detents: [.height(detent)], selectedDetent: nil, screen: screen,
                variant: .floatingSheets, formSheets: screen.variants.formSheets, path: ""))?.isFloating == true
        guard floats else {
            let reason =
                window.width > window.height
                ? "a phone's sheet in a landscape window (compact height) fills the window and does not float"
                : "its detent, \(describe(detent)) (that height less the bottom safe area "
                    + "\(describe(safeBottom))), is at least maximumDetentValue, which UIKit shows at the large "
                    + "detent, attached and not scaled"
            return refuse(
                "the scaled card is laid out \(describe(Self.rounded(laidOut))) pt tall (its printed height / the "
                    + "scale): \(reason) (docs/presentations.md)", at: shadow.frame.location)
        }
        let container = Rect(x: 0, y: window.height - laidOut, width: window.width, height: laidOut)
        return .sheet(
            Sheet(
                shadow: shadow, container: container, style: .pageSheet, detent: .height(detent), shown: card,
                scale: scale))
    }

    /// What the import read of a floating sheet, noted at its shadow view.
    func floatingNote(_ sheet: Sheet, scale: Double) -> FixtureDiagnostic {
        let laidOut = sheet.container.height
        let detent = if case .height(let height) = sheet.detent { height } else { laidOut }
        return FixtureDiagnostic(
            .note,
            "the UIDropShadowView drawn at scale \(describe(scale)) is an iOS 26 floating pageSheet: laid out "
                + "\(describe(sheet.container.width)) x \(describe(Self.rounded(laidOut))) (its printed height / the "
                + "scale) at the window's bottom, a custom detent of \(describe(detent)) "
                + (laidOut <= FloatingSheet.largestDetentWithoutSafeArea + Self.cardTolerance
                    ? "(that height: a detent up to \(describe(FloatingSheet.largestDetentWithoutSafeArea)) is laid "
                        + "out at its own height)"
                    : "(that height less the bottom safe area \(describe(screen?.safeAreaInsets.bottom ?? 0)))")
                + "; its printed frame is recorded as the presentation's shownFrame", at: sheet.shadow.location)
    }

    /// `value` to ``printedDigits`` significant digits, as `%g` prints it (below 1, to as many decimals).
    static func rounded(_ value: Double) -> Double {
        var magnitude = abs(value)
        var whole = 0
        while magnitude >= 1, whole < printedDigits {
            magnitude /= 10
            whole += 1
        }
        var unit = 1.0
        for _ in whole..<printedDigits { unit *= 10 }
        return (value * unit).rounded() / unit
    }

    private mutating func refuse(_ message: String, at location: SourceLocation) -> SheetReading {
        notes.append(.error(message, at: location))
        return .refused
    }

    private func describe(_ rect: Rect) -> String {
        "(\(describe(rect.minX)) \(describe(rect.minY)); \(describe(rect.width)) \(describe(rect.height)))"
    }

    private func describe(_ number: Double) -> String { FixtureText.number(number) }
}
