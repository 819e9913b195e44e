import Testing
@testable import ScrollInsets
@testable import ScrollInsetsFormats

/// `isScrollEnabled` (docs/scroll-views.md, "Scrolling disabled"): "When scrolling is disabled,
/// the scroll view doesn't accept touch events" (Apple's `isScrollEnabled` documentation), so the
/// user scrolls along no axis; nothing in the documentation touches the insets.
@Suite struct ScrollEnabledTests {
    /// A 375 × 812 scroll view on iPhone X in portrait with content 375 × 2000 (longer than the
    /// frame) and `alwaysBounceHorizontal`.
    func resolve(enabled: Bool) -> ScrollResolution {
        var properties = ScrollViewProperties(contentSize: Size(width: 375, height: 2000), alwaysBounceHorizontal: true)
        properties.isScrollEnabled = enabled
        return ScrollAdjustment.resolve(
            properties, frameSize: Size(width: 375, height: 812),
            safeArea: EdgeInsets(top: 44, left: 0, bottom: 34, right: 0),
            contentSize: Size(width: 375, height: 2000), contentScrollView: nil)
    }

    @Test func scrollingEnabledIsUIKitsDefault() {
        #expect(ScrollViewProperties().isScrollEnabled)
        #expect(resolve(enabled: true).scrollsAlong == [.horizontal, .vertical])
    }

    @Test func disabledScrollsAlongNoAxisAndKeepsTheInsets() {
        let disabled = resolve(enabled: false), enabled = resolve(enabled: true)
        #expect(disabled.scrollsAlong == [])
        #expect(!disabled.isScrollEnabled)
        // `.automatic` on a scroll view that is no controller's content scroll view adjusts the
        // scrollable axes: the vertical content is longer than the frame, so top 44 and bottom 34.
        #expect(disabled.adjustedContentInset == EdgeInsets(top: 44, left: 0, bottom: 34, right: 0))
        #expect(disabled.adjustedContentInset == enabled.adjustedContentInset)
        #expect(disabled.scrollableAxes == enabled.scrollableAxes)
    }

    @Test func theExplanationSaysWhy() {
        var why = Explanation()
        resolve(enabled: false).explain(into: &why)
        #expect(
            why[.scrolling].map { $0.terms.map(\.sentence) } == [
                [
                    "isScrollEnabled false: the scroll view doesn't accept touch events (Apple's isScrollEnabled "
                        + "documentation), so it scrolls along no axis; its insets are computed as ever"
                ]
            ])
        var enabled = Explanation()
        resolve(enabled: true).explain(into: &enabled)
        #expect(enabled[.scrolling].isEmpty)
    }

    @Test func theFixtureKeyTurnsItOff() throws {
        let decoded = FixtureDecoder.decode(
            Array(
                """
                device: iPhone X
                root:
                  scrollView:
                    name: pager
                    contentSize: [375, 2000]
                    isScrollEnabled: false

                """.utf8))
        #expect(decoded.diagnostics.isEmpty)
        let layout = try #require(try decoded.scenes.first?.scene().layout())
        #expect(layout.view(path: "pager")?.scroll?.scrollsAlong == [])
        #expect(layout.view(path: "pager")?.scroll?.isScrollEnabled == false)
    }
}
