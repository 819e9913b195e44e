import Foundation
import Testing
@testable import ScrollInsets
@testable import ScrollInsetsFormats

/// `ViewHierarchyCapture.parse`: real public captures read, and each kind of bad input refused at
/// its line and column.
@Suite struct ViewHierarchyCaptureTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// The LLDB paste kept in Fixtures/captures (lines of lionsom/XiOS@2685cfd:
    /// iOS/Compile_All/Compile_Debug/iOS调试.md, 140-150 and 164-166).
    static func lldbCapture() throws -> [UInt8] {
        Array(try Data(contentsOf: root.appendingPathComponent("Fixtures/captures/tab-navigation-table-lldb.txt")))
    }

    /// Two lines of swift-snapshot-testing's own reference file, without addresses:
    /// pointfreeco/swift-snapshot-testing@6bb6c9ae9970387eeb4b8394c34bd8c350030500:
    /// Tests/SnapshotTestingTests/__Snapshots__/SnapshotTestingTests/testTraits.iphone-x.txt, lines 1-2.
    static let snapshotExcerpt = """
        <UIView; frame = (0 0; 375 812); autoresize = W+H; layer = <CALayer>>
           | <UILabel; frame = (161.333 44; 52.6667 19.3333); text = 'What's'; userInteractionEnabled = NO; layer = <_UILabelLayer>>
        """

    @Test func lldbPasteReadsTheTableAndItsNumbers() throws {
        let capture = ViewHierarchyCapture.parse(try Self.lldbCapture())
        #expect(capture.diagnostics == [])
        let window = try #require(capture.root)
        #expect(window.className == "UIWindow")
        #expect(window.hasAddress)
        #expect(window.frame.value == Rect(x: 0, y: 0, width: 414, height: 896))
        // UIWindow > UITransitionView > UIDropShadowView > UILayoutContainerView > UITransitionView >
        // UIViewControllerWrapperView > UILayoutContainerView > UINavigationTransitionView >
        // UIViewControllerWrapperView > UIView > UITableView: ten steps down the first subviews.
        var view = window
        for _ in 0..<10 { view = try #require(view.subviews.first) }
        #expect(view.className == "UITableView")
        #expect(view.kind == .tableView)
        #expect(view.address == "0x7f912589c000")
        #expect(view.contentOffset?.value == Point(x: 0, y: -88))
        #expect(view.contentSize?.value == Size(width: 414, height: 70.000100000000003))
        #expect(view.adjustedContentInset?.value == EdgeInsets(top: 88, left: 0, bottom: 83, right: 0))
        #expect(view.adjustedContentInset?.location == SourceLocation(line: 16, column: 297))
        let cell = try #require(view.subviews.first)
        #expect(cell.className == "SettingCell")
        #expect(cell.baseClass == "UITableViewCell")
        #expect(cell.frame.value == Rect(x: 0, y: 0.0001, width: 414, height: 50))
        #expect(cell.kind == .view)
        #expect(cell.subviews.map(\.className) == ["UITableViewCellContentView"])
    }

    @Test func lldbPasteReadsPrintHierarchyBesideIt() throws {
        let capture = ViewHierarchyCapture.parse(try Self.lldbCapture())
        #expect(
            capture.controllers.map(\.className) == [
                "TabBarController", "NavigationViewController", "ConversationListViewController",
                "NavigationViewController", "DiscoverViewController",
            ])
        #expect(capture.controllers.map(\.depth) == [0, 1, 2, 1, 2])
        #expect(capture.controllers.map(\.state) == ["appeared", "disappeared", "disappeared", "appeared", "appeared"])
        let discover = try #require(capture.controllers.last)
        #expect(discover.viewClass == "UIView")
        #expect(discover.viewAddress == "0x7f9125441070")
        #expect(discover.location == SourceLocation(line: 24, column: 11))
    }

    @Test func snapshotReferenceFileWithoutAddresses() throws {
        let capture = ViewHierarchyCapture.parse(Array(Self.snapshotExcerpt.utf8))
        #expect(capture.diagnostics == [])
        let root = try #require(capture.root)
        #expect(root.className == "UIView")
        #expect(!root.hasAddress)
        #expect(root.frame.value == Rect(x: 0, y: 0, width: 375, height: 812))
        let label = try #require(root.subviews.first)
        #expect(label.className == "UILabel")
        #expect(label.frame.value == Rect(x: 161.333, y: 44, width: 52.6667, height: 19.3333))
        #expect(label.frame.location == SourceLocation(line: 2, column: 25))
    }

    /// swift-snapshot-testing's `.hierarchy` (`_printHierarchy` without addresses), lines 1 and 6 of
    /// pointfreeco/swift-snapshot-testing@6bb6c9ae9970387eeb4b8394c34bd8c350030500:
    /// Tests/SnapshotTestingTests/__Snapshots__/SnapshotTestingTests/testViewControllerHierarchy.1.txt,
    /// beside a view line.
    @Test func controllerLinesWithoutAddressesAndViewsNotLoaded() throws {
        let text = """
            <UIView; frame = (0 0; 375 667)>
            <UITabBarController>, state: appeared, view: <UILayoutContainerView>
               |    | <UIViewController>, state: disappeared, view: (view not loaded)
            """
        let capture = ViewHierarchyCapture.parse(Array(text.utf8))
        #expect(capture.diagnostics == [])
        #expect(capture.controllers.map(\.className) == ["UITabBarController", "UIViewController"])
        #expect(capture.controllers.map(\.viewClass) == ["UILayoutContainerView", nil])
        #expect(capture.controllers.map(\.viewAddress) == [nil, nil])
        #expect(capture.controllers.map(\.depth) == [0, 2])
    }

    /// iOS 26 prints the scroll edge's style after the inset (`topEdge=<style=…>`); generic Swift
    /// classes print angle brackets in their names. A line written for the test in those forms.
    @Test func suffixesAndGenericClassesAreRead() throws {
        let text = """
            <SwiftUI._UIHostingView<SwiftUI.AnyView>: 0x1; frame = (0 0; 428 926); layer = <CALayer: 0x2>>
               | <App.List: 0x3; baseClass = UICollectionView; frame = (0 0; 428 879); layer = <CALayer: 0x4>; contentOffset: {0, -74}; contentSize: {428, 466.83333333333337}; adjustedContentInset: {74, 0, 34, 0} topEdge=<style=automatic backgroundCapture=color<<UIDynamicSystemColor: 0x5; name = systemBackgroundColor>>>; layout: <UICollectionViewCompositionalLayout: 0x6>>
            """
        let capture = ViewHierarchyCapture.parse(Array(text.utf8))
        #expect(capture.diagnostics == [])
        let root = try #require(capture.root)
        #expect(root.className == "SwiftUI._UIHostingView<SwiftUI.AnyView>")
        let list = try #require(root.subviews.first)
        #expect(list.kind == .collectionView)
        #expect(list.adjustedContentInset?.value == EdgeInsets(top: 74, left: 0, bottom: 34, right: 0))
        #expect(list.contentSize?.value == Size(width: 428, height: 466.83333333333337))
    }

    /// A view's `transform = [a, b, c, d, tx, ty]` (UIKit prints it only when it is not the identity) is read with
    /// its six numbers and where it is; a view without one has none. Lines written for the test, the second in the
    /// 17 significant digits of a transform in a public paste (a `-0` as UIKit prints one).
    @Test func aTransformIsReadWhereItIsPrinted() throws {
        let text = """
            <UIView: 0x1; frame = (0 0; 375 667)>
               | <UIDropShadowView: 0x2; frame = (16 30; 343 583); transform = [0.914667, 0, 0, 0.914667, 0, 0]; layer = <CALayer: 0x3>>
               | <UIView: 0x4; frame = (8 482.349; 377 361.651); transform = [0.95928753180661575, -0, 0, 0.95928753180661575, 0, -0.32569974554706782]>
            """
        let capture = ViewHierarchyCapture.parse(Array(text.utf8))
        #expect(capture.diagnostics == [])
        let root = try #require(capture.root)
        #expect(root.transform == nil)
        #expect(root.subviews.first?.transform?.location == SourceLocation(line: 2, column: 56))
        #expect(root.subviews.first?.transform?.value == [0.914667, 0, 0, 0.914667, 0, 0])
        #expect(root.subviews.last?.transform?.location == SourceLocation(line: 3, column: 54))
        #expect(
            root.subviews.last?.transform?.value == [
                0.95928753180661575, 0, 0, 0.95928753180661575, 0, -0.32569974554706782,
            ])
    }

    /// A bad input: the text, and the error expected at its place.
    struct BadInput: CustomTestStringConvertible, Sendable {
        var id: String
        var text: String
        var line: Int
        var column: Int
        var message: String
        var testDescription: String { id }
    }

    static let badInputs: [BadInput] = [
        BadInput(
            id: "cut off",
            text:
                "<UIView: 0x1; frame = (0 0; 375 812); layer = <CALayer: 0x2>>\n"
                + "   | <UIImageView: 0x3; frame = (329 5; 50 50);",
            line: 2, column: 48, message: "the line is cut off: no '>' closes the view that starts at column 6"),
        BadInput(
            id: "no frame", text: "<UIView: 0x1; layer = <CALayer: 0x2>>", line: 1, column: 1,
            message: "the view 'UIView' prints no frame: expected 'frame = (x y; width height)'"),
        BadInput(
            id: "not a number", text: "<UIView; frame = (0 nan; 375 812)>", line: 1, column: 21,
            message: "expected a number in 'frame'; found 'nan'"),
        BadInput(
            id: "out of range", text: "<UIView; frame = (0 0; 1e300 812)>", line: 1, column: 24,
            message: "'1e300' in 'frame' is out of range: a coordinate is at most 10000000 points"),
        BadInput(
            id: "frame of three numbers", text: "<UIView; frame = (0 0; 375)>", line: 1, column: 27,
            message: "expected ' ' after '375' in 'frame'; found ')>'"),
        BadInput(
            id: "negative size", text: "<UIView; frame = (0 0; -375 812)>", line: 1, column: 19,
            message: "a frame's width and height are not negative"),
        BadInput(
            id: "negative content size", text: "<UIScrollView; frame = (0 0; 1 1); contentSize: {-1, 5}>", line: 1,
            column: 50, message: "a contentSize's width and height are not negative"),
        BadInput(
            id: "inset of three numbers",
            text: "<UIScrollView; frame = (0 0; 375 812); adjustedContentInset: {88, 0, 34}>", line: 1, column: 72,
            message: "expected ', ' after '34' in 'adjustedContentInset'; found '}>'"),
        BadInput(
            id: "transform of five numbers", text: "<UIView; frame = (0 0; 1 1); transform = [1, 0, 0, 1, 0]>",
            line: 1, column: 56, message: "expected ', ' after '0' in 'transform'; found ']>'"),
        BadInput(
            id: "not a number in a transform", text: "<UIView; frame = (0 0; 1 1); transform = [nan, 0, 0, 1, 0, 0]>",
            line: 1, column: 43, message: "expected a number in 'transform'; found 'nan'"),
        BadInput(
            id: "skipped level", text: "<UIView; frame = (0 0; 1 1)>\n   |    | <UIView; frame = (0 0; 1 1)>",
            line: 2, column: 11,
            message:
                "the line is nested 2 levels below the line before it; a subview is one level below its "
                + "superview"),
        BadInput(
            id: "second root", text: "<UIView; frame = (0 0; 1 1)>\n<UIView; frame = (0 0; 1 1)>", line: 2, column: 1,
            message: "a second root view: a capture holds one hierarchy (the first root is at line 1)"),
        BadInput(
            id: "a line of text", text: "<UIView; frame = (0 0; 1 1)>\n.......", line: 2, column: 1,
            message:
                "expected a view line ('<UIView: …; frame = (…); …>') or a controller line of _printHierarchy; "
                + "found '.......'"
        ),
        BadInput(
            id: "no class", text: "<; frame = (0 0; 1 1)>", line: 1, column: 2,
            message: "expected the view's class after '<'; found '; frame = (0 0; 1 1)…'"),
        BadInput(
            id: "controller's view cut off", text: "<UINavigationController 0x1>, state: appeared, view: <UILayout",
            line: 1, column: 63, message: "the controller's view is cut off: expected '<ViewClass>' after 'view: '"),
        BadInput(
            id: "empty", text: "\n# only a comment\n", line: 1, column: 1,
            message:
                "the capture holds no view: expected lines of a recursiveDescription "
                + "('<UIView: …; frame = (0 0; 375 812); …>')"
        ),
    ]

    @Test(arguments: badInputs) func badInputIsAnErrorAtItsPlace(_ bad: BadInput) {
        let capture = ViewHierarchyCapture.parse(Array(bad.text.utf8))
        #expect(
            capture.diagnostics == [.error(bad.message, at: SourceLocation(line: bad.line, column: bad.column))])
        #expect(capture.root == nil)
    }

    @Test func limitsAreErrorsAtTheLineOverThem() {
        let deep = (0..<5).map {
            String(repeating: "   |", count: $0) + ($0 == 0 ? "" : " ") + "<UIView; frame = (0 0; 1 1)>"
        }
        let capture = ViewHierarchyCapture.parse(
            Array(deep.joined(separator: "\n").utf8), limits: .init(maximumLines: 100, maximumDepth: 3))
        #expect(
            capture.diagnostics == [
                .error("the hierarchy is nested deeper than 3 levels", at: SourceLocation(line: 5, column: 18))
            ])
        let long = ViewHierarchyCapture.parse(
            Array(deep.prefix(3).joined(separator: "\n").utf8), limits: .init(maximumLines: 2, maximumDepth: 10))
        #expect(
            long.diagnostics == [
                .error(
                    "the capture has more than 2 lines of views and controllers",
                    at: SourceLocation(line: 3, column: 10))
            ])
    }
}
