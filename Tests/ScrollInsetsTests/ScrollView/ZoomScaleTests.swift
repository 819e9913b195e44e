import Testing
@testable import ScrollInsets
@testable import ScrollInsetsFormats

/// `zoomScale`, `minimumZoomScale`, `maximumZoomScale` (docs/scroll-views.md, "Zoom"): each defaults
/// to 1 (Apple's documentation of each); a scale "should be between the minimumZoomScale and the
/// maximumZoomScale" (Apple's `setZoomScale(_:animated:)`), so the scale in force is the given one
/// clamped into the two; `contentSize` is the zoomed view's size times the scale.
@Suite struct ZoomScaleTests {
    func zoom(_ given: Double, minimum: Double, maximum: Double, content: Size?) -> ZoomScale.Result {
        var properties = ScrollViewProperties()
        properties.zoomScale = given
        properties.minimumZoomScale = minimum
        properties.maximumZoomScale = maximum
        return ZoomScale.resolve(properties, contentSize: content)
    }

    @Test func uikitsDefaultsZoomNothing() {
        let properties = ScrollViewProperties()
        #expect(properties.zoomScale == 1)
        #expect(properties.minimumZoomScale == 1)
        #expect(properties.maximumZoomScale == 1)
        let result = ZoomScale.resolve(properties, contentSize: Size(width: 400, height: 300))
        #expect(result.scale == 1)
        #expect(!result.zooms)
        #expect(result.contentSize == Size(width: 400, height: 300))
        #expect(result.reportFields == [])
    }

    @Test func aScaleAboveTheMaximumIsClampedToIt() {
        // 3 clamped into [0.5, 2] is 2; 400 × 300 at 2 is 800 × 600.
        let result = zoom(3, minimum: 0.5, maximum: 2, content: Size(width: 400, height: 300))
        #expect(result.scale == 2)
        #expect(result.zooms)
        #expect(result.contentSize == Size(width: 800, height: 600))
        #expect(result.reportFields.map(\.name) == ["zoomScale", "minimumZoomScale", "maximumZoomScale"])
        #expect(result.reportFields.map(\.value) == [.number(2), .number(0.5), .number(2)])
        #expect(
            result.reportFields[0].terms.map(\.sentence) == [
                """
                zoomScale 3 clamped into [0.5, 2]: 2 (Apple's setZoomScale(_:animated:) documentation: the scale \
                should be between minimumZoomScale and maximumZoomScale)
                """,
                "maximumZoomScale above minimumZoomScale: the user can zoom (Apple's maximumZoomScale documentation)",
                "contentSize 400×300 × 2 = 800×600: the zoomed view's size times the scale",
                "assumed: the app's viewForZooming(in:) returns the view the contentSize is of",
            ])
    }

    @Test func aScaleBelowTheMinimumIsClampedToIt() {
        // 0.25 clamped into [0.5, 4] is 0.5; 400 × 300 at 0.5 is 200 × 150, smaller than most frames:
        // UIKit does not centre it (the app's contentInset would).
        let result = zoom(0.25, minimum: 0.5, maximum: 4, content: Size(width: 400, height: 300))
        #expect(result.scale == 0.5)
        #expect(result.contentSize == Size(width: 200, height: 150))
    }

    @Test func crossedLimitsLeaveTheMinimumAndSaySo() {
        // minimum 2 above maximum 1: zooming is not enabled; 1.5 clamped by the minimum last is 2.
        let result = zoom(1.5, minimum: 2, maximum: 1, content: nil)
        #expect(result.scale == 2)
        #expect(!result.zooms)
        #expect(result.contentSize == nil)
        #expect(result.reportFields[0].terms.first?.isAssumption == true)
    }

    @Test func theFixtureKeysZoomAScrollViewsContent() throws {
        // A root scroll view on iPhone X in portrait (375 × 812, safe area top 44, bottom 34): content
        // 375 × 500 at scale 2 is 750 × 1000, wider and taller than the frame, so `.automatic` adjusts
        // both axes: top 44 and bottom 34 (left and right 0 in portrait).
        let decoded = FixtureDecoder.decode(
            Array(
                """
                device: iPhone X
                root:
                  scrollView:
                    name: photo
                    contentSize: [375, 500]
                    zoomScale: 2
                    minimumZoomScale: 1
                    maximumZoomScale: 3

                """.utf8))
        #expect(decoded.diagnostics.isEmpty)
        let layout = try #require(try decoded.scenes.first?.scene().layout())
        let scroll = try #require(layout.view(path: "photo")?.scroll)
        #expect(scroll.zoom.scale == 2)
        #expect(scroll.contentSize == Size(width: 750, height: 1000))
        #expect(scroll.scrollableAxes == [.horizontal, .vertical])
        #expect(scroll.adjustedContentInset == EdgeInsets(top: 44, left: 0, bottom: 34, right: 0))
        #expect(scroll.reportFields.map(\.name) == ["zoomScale", "minimumZoomScale", "maximumZoomScale"])
        var why = Explanation()
        scroll.explain(into: &why)
        #expect(why[scroll.reportFields[0].key].count == 1)
    }
}
