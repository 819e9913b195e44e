import Testing
@testable import ScrollInsets

/// All four behaviors × scrollable or not on each axis × portrait and landscape, on iPhone X
/// and iPhone 8. The scroll view is the root view of 'feed' in navigation controller 'nav', so
/// its safe area is the window's plus the navigation bar: iPhone X portrait (88, 0, 34, 0),
/// landscape (32, 44, 21, 44); iPhone 8 portrait (64, 0, 0, 0), landscape (32, 0, 0, 0).
/// Expected insets are worked out by hand from the rules in docs/scroll-views.md: never → zero;
/// always → the safe area; scrollableAxes → the edges of each scrollable axis; automatic →
/// scrollableAxes plus top and bottom (content scroll view in a navigation controller).
@Suite struct BehaviorMatrixTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var device: String
        var orientation: Orientation
        var behavior: ContentInsetAdjustmentBehavior
        var vertical: Bool
        var horizontal: Bool
        var expected: EdgeInsets

        init(
            _ device: String, _ orientation: Orientation, _ behavior: ContentInsetAdjustmentBehavior,
            vertical: Bool, horizontal: Bool, expected: EdgeInsets
        ) {
            self.device = device
            self.orientation = orientation
            self.behavior = behavior
            self.vertical = vertical
            self.horizontal = horizontal
            self.expected = expected
        }

        var testDescription: String {
            "\(device) \(orientation) \(behavior) vertical:\(vertical) horizontal:\(horizontal)"
        }
    }

    static let cases: [Case] = [
        .init(
            "iPhone X", .portrait, .never, vertical: false, horizontal: false,
            expected: EdgeInsets(top: 0, left: 0, bottom: 0, right: 0)),
        .init(
            "iPhone X", .portrait, .never, vertical: false, horizontal: true,
            expected: EdgeInsets(top: 0, left: 0, bottom: 0, right: 0)),
        .init(
            "iPhone X", .portrait, .never, vertical: true, horizontal: false,
            expected: EdgeInsets(top: 0, left: 0, bottom: 0, right: 0)),
        .init(
            "iPhone X", .portrait, .never, vertical: true, horizontal: true,
            expected: EdgeInsets(top: 0, left: 0, bottom: 0, right: 0)),
        .init(
            "iPhone X", .portrait, .always, vertical: false, horizontal: false,
            expected: EdgeInsets(top: 88, left: 0, bottom: 34, right: 0)),
        .init(
            "iPhone X", .portrait, .always, vertical: false, horizontal: true,
            expected: EdgeInsets(top: 88, left: 0, bottom: 34, right: 0)),
        .init(
            "iPhone X", .portrait, .always, vertical: true, horizontal: false,
            expected: EdgeInsets(top: 88, left: 0, bottom: 34, right: 0)),
        .init(
            "iPhone X", .portrait, .always, vertical: true, horizontal: true,
            expected: EdgeInsets(top: 88, left: 0, bottom: 34, right: 0)),
        .init(
            "iPhone X", .portrait, .scrollableAxes, vertical: false, horizontal: false,
            expected: EdgeInsets(top: 0, left: 0, bottom: 0, right: 0)),
        .init(
            "iPhone X", .portrait, .scrollableAxes, vertical: false, horizontal: true,
            expected: EdgeInsets(top: 0, left: 0, bottom: 0, right: 0)),
        .init(
            "iPhone X", .portrait, .scrollableAxes, vertical: true, horizontal: false,
            expected: EdgeInsets(top: 88, left: 0, bottom: 34, right: 0)),
        .init(
            "iPhone X", .portrait, .scrollableAxes, vertical: true, horizontal: true,
            expected: EdgeInsets(top: 88, left: 0, bottom: 34, right: 0)),
        .init(
            "iPhone X", .portrait, .automatic, vertical: false, horizontal: false,
            expected: EdgeInsets(top: 88, left: 0, bottom: 34, right: 0)),
        .init(
            "iPhone X", .portrait, .automatic, vertical: false, horizontal: true,
            expected: EdgeInsets(top: 88, left: 0, bottom: 34, right: 0)),
        .init(
            "iPhone X", .portrait, .automatic, vertical: true, horizontal: false,
            expected: EdgeInsets(top: 88, left: 0, bottom: 34, right: 0)),
        .init(
            "iPhone X", .portrait, .automatic, vertical: true, horizontal: true,
            expected: EdgeInsets(top: 88, left: 0, bottom: 34, right: 0)),
        .init(
            "iPhone X", .landscapeLeft, .never, vertical: false, horizontal: false,
            expected: EdgeInsets(top: 0, left: 0, bottom: 0, right: 0)),
        .init(
            "iPhone X", .landscapeLeft, .never, vertical: false, horizontal: true,
            expected: EdgeInsets(top: 0, left: 0, bottom: 0, right: 0)),
        .init(
            "iPhone X", .landscapeLeft, .never, vertical: true, horizontal: false,
            expected: EdgeInsets(top: 0, left: 0, bottom: 0, right: 0)),
        .init(
            "iPhone X", .landscapeLeft, .never, vertical: true, horizontal: true,
            expected: EdgeInsets(top: 0, left: 0, bottom: 0, right: 0)),
        .init(
            "iPhone X", .landscapeLeft, .always, vertical: false, horizontal: false,
            expected: EdgeInsets(top: 32, left: 44, bottom: 21, right: 44)),
        .init(
            "iPhone X", .landscapeLeft, .always, vertical: false, horizontal: true,
            expected: EdgeInsets(top: 32, left: 44, bottom: 21, right: 44)),
        .init(
            "iPhone X", .landscapeLeft, .always, vertical: true, horizontal: false,
            expected: EdgeInsets(top: 32, left: 44, bottom: 21, right: 44)),
        .init(
            "iPhone X", .landscapeLeft, .always, vertical: true, horizontal: true,
            expected: EdgeInsets(top: 32, left: 44, bottom: 21, right: 44)),
        .init(
            "iPhone X", .landscapeLeft, .scrollableAxes, vertical: false, horizontal: false,
            expected: EdgeInsets(top: 0, left: 0, bottom: 0, right: 0)),
        .init(
            "iPhone X", .landscapeLeft, .scrollableAxes, vertical: false, horizontal: true,
            expected: EdgeInsets(top: 0, left: 44, bottom: 0, right: 44)),
        .init(
            "iPhone X", .landscapeLeft, .scrollableAxes, vertical: true, horizontal: false,
            expected: EdgeInsets(top: 32, left: 0, bottom: 21, right: 0)),
        .init(
            "iPhone X", .landscapeLeft, .scrollableAxes, vertical: true, horizontal: true,
            expected: EdgeInsets(top: 32, left: 44, bottom: 21, right: 44)),
        .init(
            "iPhone X", .landscapeLeft, .automatic, vertical: false, horizontal: false,
            expected: EdgeInsets(top: 32, left: 0, bottom: 21, right: 0)),
        .init(
            "iPhone X", .landscapeLeft, .automatic, vertical: false, horizontal: true,
            expected: EdgeInsets(top: 32, left: 44, bottom: 21, right: 44)),
        .init(
            "iPhone X", .landscapeLeft, .automatic, vertical: true, horizontal: false,
            expected: EdgeInsets(top: 32, left: 0, bottom: 21, right: 0)),
        .init(
            "iPhone X", .landscapeLeft, .automatic, vertical: true, horizontal: true,
            expected: EdgeInsets(top: 32, left: 44, bottom: 21, right: 44)),
        .init(
            "iPhone 8", .portrait, .never, vertical: false, horizontal: false,
            expected: EdgeInsets(top: 0, left: 0, bottom: 0, right: 0)),
        .init(
            "iPhone 8", .portrait, .never, vertical: false, horizontal: true,
            expected: EdgeInsets(top: 0, left: 0, bottom: 0, right: 0)),
        .init(
            "iPhone 8", .portrait, .never, vertical: true, horizontal: false,
            expected: EdgeInsets(top: 0, left: 0, bottom: 0, right: 0)),
        .init(
            "iPhone 8", .portrait, .never, vertical: true, horizontal: true,
            expected: EdgeInsets(top: 0, left: 0, bottom: 0, right: 0)),
        .init(
            "iPhone 8", .portrait, .always, vertical: false, horizontal: false,
            expected: EdgeInsets(top: 64, left: 0, bottom: 0, right: 0)),
        .init(
            "iPhone 8", .portrait, .always, vertical: false, horizontal: true,
            expected: EdgeInsets(top: 64, left: 0, bottom: 0, right: 0)),
        .init(
            "iPhone 8", .portrait, .always, vertical: true, horizontal: false,
            expected: EdgeInsets(top: 64, left: 0, bottom: 0, right: 0)),
        .init(
            "iPhone 8", .portrait, .always, vertical: true, horizontal: true,
            expected: EdgeInsets(top: 64, left: 0, bottom: 0, right: 0)),
        .init(
            "iPhone 8", .portrait, .scrollableAxes, vertical: false, horizontal: false,
            expected: EdgeInsets(top: 0, left: 0, bottom: 0, right: 0)),
        .init(
            "iPhone 8", .portrait, .scrollableAxes, vertical: false, horizontal: true,
            expected: EdgeInsets(top: 0, left: 0, bottom: 0, right: 0)),
        .init(
            "iPhone 8", .portrait, .scrollableAxes, vertical: true, horizontal: false,
            expected: EdgeInsets(top: 64, left: 0, bottom: 0, right: 0)),
        .init(
            "iPhone 8", .portrait, .scrollableAxes, vertical: true, horizontal: true,
            expected: EdgeInsets(top: 64, left: 0, bottom: 0, right: 0)),
        .init(
            "iPhone 8", .portrait, .automatic, vertical: false, horizontal: false,
            expected: EdgeInsets(top: 64, left: 0, bottom: 0, right: 0)),
        .init(
            "iPhone 8", .portrait, .automatic, vertical: false, horizontal: true,
            expected: EdgeInsets(top: 64, left: 0, bottom: 0, right: 0)),
        .init(
            "iPhone 8", .portrait, .automatic, vertical: true, horizontal: false,
            expected: EdgeInsets(top: 64, left: 0, bottom: 0, right: 0)),
        .init(
            "iPhone 8", .portrait, .automatic, vertical: true, horizontal: true,
            expected: EdgeInsets(top: 64, left: 0, bottom: 0, right: 0)),
        .init(
            "iPhone 8", .landscapeLeft, .never, vertical: false, horizontal: false,
            expected: EdgeInsets(top: 0, left: 0, bottom: 0, right: 0)),
        .init(
            "iPhone 8", .landscapeLeft, .never, vertical: false, horizontal: true,
            expected: EdgeInsets(top: 0, left: 0, bottom: 0, right: 0)),
        .init(
            "iPhone 8", .landscapeLeft, .never, vertical: true, horizontal: false,
            expected: EdgeInsets(top: 0, left: 0, bottom: 0, right: 0)),
        .init(
            "iPhone 8", .landscapeLeft, .never, vertical: true, horizontal: true,
            expected: EdgeInsets(top: 0, left: 0, bottom: 0, right: 0)),
        .init(
            "iPhone 8", .landscapeLeft, .always, vertical: false, horizontal: false,
            expected: EdgeInsets(top: 32, left: 0, bottom: 0, right: 0)),
        .init(
            "iPhone 8", .landscapeLeft, .always, vertical: false, horizontal: true,
            expected: EdgeInsets(top: 32, left: 0, bottom: 0, right: 0)),
        .init(
            "iPhone 8", .landscapeLeft, .always, vertical: true, horizontal: false,
            expected: EdgeInsets(top: 32, left: 0, bottom: 0, right: 0)),
        .init(
            "iPhone 8", .landscapeLeft, .always, vertical: true, horizontal: true,
            expected: EdgeInsets(top: 32, left: 0, bottom: 0, right: 0)),
        .init(
            "iPhone 8", .landscapeLeft, .scrollableAxes, vertical: false, horizontal: false,
            expected: EdgeInsets(top: 0, left: 0, bottom: 0, right: 0)),
        .init(
            "iPhone 8", .landscapeLeft, .scrollableAxes, vertical: false, horizontal: true,
            expected: EdgeInsets(top: 0, left: 0, bottom: 0, right: 0)),
        .init(
            "iPhone 8", .landscapeLeft, .scrollableAxes, vertical: true, horizontal: false,
            expected: EdgeInsets(top: 32, left: 0, bottom: 0, right: 0)),
        .init(
            "iPhone 8", .landscapeLeft, .scrollableAxes, vertical: true, horizontal: true,
            expected: EdgeInsets(top: 32, left: 0, bottom: 0, right: 0)),
        .init(
            "iPhone 8", .landscapeLeft, .automatic, vertical: false, horizontal: false,
            expected: EdgeInsets(top: 32, left: 0, bottom: 0, right: 0)),
        .init(
            "iPhone 8", .landscapeLeft, .automatic, vertical: false, horizontal: true,
            expected: EdgeInsets(top: 32, left: 0, bottom: 0, right: 0)),
        .init(
            "iPhone 8", .landscapeLeft, .automatic, vertical: true, horizontal: false,
            expected: EdgeInsets(top: 32, left: 0, bottom: 0, right: 0)),
        .init(
            "iPhone 8", .landscapeLeft, .automatic, vertical: true, horizontal: true,
            expected: EdgeInsets(top: 32, left: 0, bottom: 0, right: 0)),
    ]

    @Test(arguments: cases)
    func adjustedContentInset(_ test: Case) throws {
        let screen = try TestScenes.screen(test.device, test.orientation)
        // Content exactly the frame size does not scroll (strict >); one point more does.
        let size = screen.size
        let content = Size(width: size.width + (test.horizontal ? 1 : 0), height: size.height + (test.vertical ? 1 : 0))
        let scroll = ScrollViewProperties(contentSize: content, contentInsetAdjustmentBehavior: test.behavior)
        let scene = TestScenes.inNavigation(.scrollView(name: "scroll", scroll: scroll), screen: screen)
        let view = try #require(try scene.layout().view(path: "nav/feed/scroll"))
        let resolution = try #require(view.scroll)
        #expect(resolution.adjustedContentInset == test.expected)
        #expect(resolution.contentOffset == Point(x: -test.expected.left, y: -test.expected.top))
        var axes: [Axis] = []
        if test.horizontal { axes.append(.horizontal) }
        if test.vertical { axes.append(.vertical) }
        #expect(resolution.scrollableAxes == axes)
    }
}
