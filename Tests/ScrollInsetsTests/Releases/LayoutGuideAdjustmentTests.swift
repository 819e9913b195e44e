import Testing
@testable import ScrollInsets

/// The iOS 7–10 scroll rule as a function of plain values: the guides written into
/// `contentInset`, `adjustedContentInset == contentInset`, and a reason per edge
/// (docs/ios10-migration.md: iPhone 8 under a navigation bar above a tab bar, 64 and 49).
@Suite struct LayoutGuideAdjustmentTests {
    @Test func guidesAreWrittenIntoContentInset() {
        var properties = ScrollViewProperties()
        properties.contentInset = EdgeInsets(top: 10, left: 0, bottom: 0, right: 0)
        let written = LayoutGuideAdjustment.WrittenGuides(
            guides: LayoutGuides(top: 64, bottom: 49), controller: "tabs/nav/feed")
        let result = LayoutGuideAdjustment.resolve(
            properties, frameSize: Size(width: 375, height: 667),
            contentSize: Size(width: 375, height: 1600), written: written)
        #expect(result.contentInset == EdgeInsets(top: 74, left: 0, bottom: 49, right: 0))
        #expect(result.adjustedContentInset == EdgeInsets(top: 74, left: 0, bottom: 49, right: 0))
        #expect(result.contentOffset == Point(x: 0, y: -74))
        #expect(result.adjustedEdges.isEmpty)
        #expect(
            result.reasons[.top]?.sentence
                == """
                iOS 10: topLayoutGuide 64 pt of 'tabs/nav/feed' written into contentInset.top \
                (automaticallyAdjustsScrollViewInsets)
                """
        )
        #expect(result.reasons[.left]?.sentence == "iOS 10: no safe area; adjustedContentInset = contentInset")
        #expect(result.derivation[.top].map(\.amount) == [10, 64])
        #expect(
            result.derivation[.bottom].map(\.reason) == [
                """
                iOS 10: bottomLayoutGuide 49 pt of 'tabs/nav/feed' written into contentInset.bottom \
                (automaticallyAdjustsScrollViewInsets)
                """
            ])
    }

    @Test func nothingWrittenLeavesContentInsetAsGiven() {
        let result = LayoutGuideAdjustment.resolve(
            ScrollViewProperties(), frameSize: Size(width: 375, height: 667),
            contentSize: Size(width: 375, height: 100), written: nil)
        #expect(result.adjustedContentInset == .zero)
        #expect(result.scrollableAxes.isEmpty)
        #expect(Set(result.reasons.values) == [.reason("iOS 10: no safe area; adjustedContentInset = contentInset")])
        #expect(result.derivation.totals == .zero)
    }
}
