/// The rule for a scroll view's zoom (docs/scroll-views.md, "Zoom"): the scale in force and what it
/// does to `contentSize`.
///
/// - `zoomScale`, `minimumZoomScale` and `maximumZoomScale` default to 1 (Apple's documentation of
///   each); zooming is enabled only when the maximum is greater than the minimum (Apple's
///   `maximumZoomScale` documentation), and a new scale "should be between the minimumZoomScale and
///   the maximumZoomScale" (Apple's `setZoomScale(_:animated:)` documentation): the scale in force is
///   the given one clamped into `[minimumZoomScale, maximumZoomScale]`. When the two limits cross,
///   the minimum is taken to win (an assumption: no source says).
/// - The scroll view's `contentSize` is then the size of the view it zooms times the scale (at 1
///   it equals the view's frame: the answer of Stack Overflow question 5026650). The fixture's
///   `contentSize` is read as that view's size at scale 1, and the view as the one the app's
///   `viewForZooming(in:)` returns (an assumption: the fixture has no delegate; without one UIKit
///   does not zoom at all).
/// - A content zoomed out smaller than the frame is not centred by UIKit: it sits at the top-leading
///   corner of the content area, and centring it is the app's own `contentInset` (give it in the
///   fixture); the model adds none.
///
/// No release changed the rule (iOS 2 for the limits, iOS 3 for `zoomScale`), so it has no variant.
public enum ZoomScale {
    /// The scale in force, the limits, and the content size they make.
    public struct Result: Hashable, Sendable {
        /// `zoomScale` as given.
        public var given: Double = 1
        /// `minimumZoomScale`.
        public var minimum: Double = 1
        /// `maximumZoomScale`.
        public var maximum: Double = 1
        /// The scale in force: ``given`` clamped into [``minimum``, ``maximum``].
        public var scale: Double = 1
        /// The content size before the scale (the zoomed view's size), or `nil` when none is given.
        public var unzoomedContentSize: Size?

        /// Creates the result of UIKit's defaults: scale 1, nothing zoomed.
        public init() {}

        /// Whether the user can zoom: the maximum is greater than the minimum.
        public var zooms: Bool { maximum > minimum }

        /// Whether the three properties are UIKit's defaults (the reports then show nothing of them).
        public var isDefault: Bool { given == 1 && minimum == 1 && maximum == 1 }

        /// `contentSize` at the scale in force.
        public var contentSize: Size? {
            unzoomedContentSize.map { Size(width: $0.width * scale, height: $0.height * scale) }
        }

        /// The fields the reports show, with their terms; none for UIKit's defaults.
        public var reportFields: [ScrollReportField] {
            guard !isDefault else { return [] }
            return [
                ScrollReportField("zoomScale", .number(scale), terms: scaleTerms),
                ScrollReportField("minimumZoomScale", .number(minimum)),
                ScrollReportField("maximumZoomScale", .number(maximum)),
            ]
        }

        /// Why ``scale`` has its value, and what it did to the content size.
        var scaleTerms: [WhyTerm] {
            var terms: [WhyTerm] = []
            if minimum > maximum {
                terms.append(
                    .assumption(
                        """
                        minimumZoomScale \(formatPoints(minimum)) is above maximumZoomScale \(formatPoints(maximum)): \
                        the minimum wins
                        """))
            }
            if scale != given {
                terms.append(
                    .reason(
                        """
                        zoomScale \(formatPoints(given)) clamped into [\(formatPoints(minimum)), \
                        \(formatPoints(maximum))]: \(formatPoints(scale)) (Apple's setZoomScale(_:animated:) \
                        documentation: the scale should be between minimumZoomScale and maximumZoomScale)
                        """))
            }
            let enabled =
                zooms ? "above minimumZoomScale: the user can zoom" : "not above minimumZoomScale: the user cannot zoom"
            terms.append(.reason("maximumZoomScale " + enabled + " (Apple's maximumZoomScale documentation)"))
            if let unzoomed = unzoomedContentSize, let zoomed = contentSize, scale != 1 {
                terms.append(
                    .reason(
                        """
                        contentSize \(formatPoints(unzoomed.width))×\(formatPoints(unzoomed.height)) × \
                        \(formatPoints(scale)) = \(formatPoints(zoomed.width))×\(formatPoints(zoomed.height)): the \
                        zoomed view's size times the scale
                        """))
            }
            if scale != 1 {
                terms.append(.assumption("the app's viewForZooming(in:) returns the view the contentSize is of"))
            }
            return terms
        }
    }

    /// The zoom of a scroll view whose content, at scale 1, is `contentSize`.
    ///
    /// - Complexity: O(1).
    public static func resolve(_ properties: ScrollViewProperties, contentSize: Size?) -> Result {
        var result = Result()
        result.given = properties.zoomScale
        result.minimum = properties.minimumZoomScale
        result.maximum = properties.maximumZoomScale
        result.scale = Swift.max(result.minimum, Swift.min(result.given, result.maximum))
        result.unzoomedContentSize = contentSize
        return result
    }
}
