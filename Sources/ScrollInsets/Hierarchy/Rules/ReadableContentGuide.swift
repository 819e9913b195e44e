/// The rule of `UIView.readableContentGuide`: the band of a view that a column of text should
/// use, as a function of the view's bounds, its effective layout margins and the platform.
///
/// Apple's `readableContentGuide` documentation gives three rules: the guide "never extends
/// beyond the view's layout margin guide"; it "is vertically centered inside the layout margin
/// guide"; its width "is equal to or less than the readable width defined for the current dynamic
/// text size". The recorded iPad numbers below show it centred across the margin guide too (176
/// points on each side). The readable width itself is not documented; the recorded values are:
///
/// - iOS and iPadOS at the default text size (Large): 672 pt. Recorded on an iPad Air 2 in
///   landscape, 1024 wide with 20 pt margins: "an area that is 672 points wide and inset 176
///   points from the edges of the view" (useyourloaf.com, "Readable Content Guides", iOS 9).
///   The documentation ties the width to the text size and names no idiom, and the guide is
///   reported narrowing text on an iPhone 6 Plus in landscape (the Twitter app, in the question
///   "iOS 9 – Xcode: Follows Readable Width programmatically"), so a phone uses the same 672:
///   every phone in portrait has margins narrower than that (the guide is the margin guide),
///   and only wide phones in landscape narrow it. Other text sizes: no recorded widths.
/// - Mac Catalyst (iOS 26.1, default body font): the guide is the margin guide unless the
///   bounds are wider than 1008 pt and the margin guide wider than 920 pt; then it is a 920 pt
///   band centred in the bounds (1009 wide → x 44.5; 1024 → x 52). Measured by an off-screen
///   probe against the real UIKit, recorded in Vercantez/openuikit's layout-guide tests.
///
/// The guide spans the margin guide vertically: the documentation constrains its width only.
///
/// ```swift
/// // iPad landscape, 1024 wide, margins 20: width min(984, 672) = 672, x = 20 + (984 − 672) / 2 = 176
/// ReadableContentGuide.resolve(bounds: Size(width: 1024, height: 768),
///                              layoutMargins: EdgeInsets(top: 20, left: 20, bottom: 20, right: 20),
///                              platform: .pad).layoutFrame
/// // (176, 20, 672, 728)
/// ```
public enum ReadableContentGuide {
    /// The platforms whose readable width differs.
    public enum Platform: String, Hashable, Sendable, CaseIterable {
        /// `UIUserInterfaceIdiom.phone` on iOS: the text-size readable width (672 at the default size).
        case phone
        /// `UIUserInterfaceIdiom.pad` on iPadOS: the text-size readable width (672 at the default size).
        case pad
        /// Mac Catalyst: a 920 pt band centred in bounds wider than 1008 pt.
        case macCatalyst

        /// The platform of a device family on iOS or iPadOS.
        public init(_ family: DeviceFamily) {
            switch family {
            case .phone: self = .phone
            case .pad: self = .pad
            }
        }
    }

    /// The readable width on iOS and iPadOS at the default text size, in points.
    static let defaultReadableWidth = 672.0
    /// The Mac Catalyst cap on the guide's width, in points.
    static let catalystReadableWidth = 920.0
    /// The Mac Catalyst bounds width at or below which the guide is the margin guide, in points.
    static let catalystBoundsThreshold = 1008.0

    /// The guide of one view: its frame in the view's bounds, the insets from the bounds to it,
    /// and one sentence with the numbers.
    public struct Resolution: Hashable, Sendable {
        /// `readableContentGuide.layoutFrame`, in the view's bounds coordinates.
        public var layoutFrame: Rect
        /// The distance from each edge of the bounds to the guide.
        public var insets: EdgeInsets
        /// Why the guide has this width: a sentence with the numbers (every case has a source).
        public var reason: WhyTerm
    }

    /// The readable content guide of a view.
    ///
    /// - Parameters:
    ///   - bounds: The view's bounds size.
    ///   - layoutMargins: The view's effective (physical) layout margins.
    ///   - platform: Where the app runs.
    /// - Returns: The guide's frame, its insets from the bounds, and the reason.
    /// - Complexity: O(1).
    public static func resolve(bounds: Size, layoutMargins: EdgeInsets, platform: Platform) -> Resolution {
        let marginGuide = Rect(x: 0, y: 0, width: bounds.width, height: bounds.height).inset(by: layoutMargins)
        var frame = marginGuide
        let reason: String
        switch platform {
        case .phone, .pad:
            let readable = defaultReadableWidth
            if marginGuide.width > readable {
                frame = Rect(
                    x: marginGuide.minX + (marginGuide.width - readable) / 2, y: marginGuide.minY,
                    width: readable, height: marginGuide.height)
                reason =
                    "the margin guide is \(formatPoints(marginGuide.width)) pt wide, more than the readable "
                    + "width \(formatPoints(readable)) pt at the default text size, so the guide is "
                    + "\(formatPoints(readable)) pt centred in it"
            } else {
                reason =
                    "the margin guide is \(formatPoints(marginGuide.width)) pt wide, not more than the readable "
                    + "width \(formatPoints(readable)) pt at the default text size, so the guide is the margin guide"
            }
        case .macCatalyst:
            let cap = catalystReadableWidth
            if bounds.width > catalystBoundsThreshold && marginGuide.width > cap {
                let centred = (bounds.width - cap) / 2
                let minX = Swift.max(centred, marginGuide.minX)
                let maxX = Swift.min(centred + cap, marginGuide.maxX)
                frame = Rect(x: minX, y: marginGuide.minY, width: maxX - minX, height: marginGuide.height)
                reason =
                    "Mac Catalyst: the bounds are \(formatPoints(bounds.width)) pt wide (more than "
                        + """
                        \(formatPoints(catalystBoundsThreshold))) and the margin guide \
                        \(formatPoints(marginGuide.width)) pt \

                        """
                    + "(more than \(formatPoints(cap))), so the guide is a \(formatPoints(cap)) pt band centred in the "
                    + "bounds, kept inside the margin guide"
            } else {
                reason =
                    "Mac Catalyst: bounds \(formatPoints(bounds.width)) pt, margin guide "
                        + """
                        \(formatPoints(marginGuide.width)) pt; the \(formatPoints(cap)) pt cap applies only to bounds \
                        wider \

                        """
                        + """
                        than \(formatPoints(catalystBoundsThreshold)) with a margin guide wider than the cap, so the \
                        guide \

                        """
                    + "is the margin guide"
            }
        }
        let insets = EdgeInsets(
            top: frame.minY, left: frame.minX,
            bottom: bounds.height - frame.maxY, right: bounds.width - frame.maxX)
        return Resolution(layoutFrame: frame, insets: insets, reason: .reason(reason))
    }
}
