import Testing
@testable import ScrollInsets

/// Pinned views (docs/pinned-views.md): the frames the articles' constraint recipes give on
/// each device. Root views are those of a view controller 'screen' filling the window, so
/// their safe area is the window's and their margins are the root margins: iPhone X portrait
/// safe (44, 0, 34, 0), margins (44, 16, 34, 16); iPhone 8 safe (20, 0, 0, 0), margins (20, 16, 0, 16).
@Suite struct PinLayoutTests {
    static func layout(
        _ device: String, _ orientation: Orientation = .portrait, direction: LayoutDirection = .leftToRight,
        subviews: [Node]
    ) throws -> Layout {
        let root = ViewNode(name: "root", subviews: subviews)
        let screen = try TestScenes.screen(device, orientation)
        return try Scene(
            screen: screen, layoutDirection: direction,
            root: .controller(ControllerNode(name: "screen", view: root))
        ).layout()
    }

    static func pinned(_ name: String, _ pin: Pin) -> Node {
        var view = ViewNode(name: name)
        view.pin = pin
        return .view(view)
    }

    // MARK: The WWDC photo viewer's page control

    static func pageControl(bottom anchor: PinAnchor) -> Node {
        pinned("pageControl", Pin(bottom: PinEdge(anchor), centerX: PinCenter(.bounds), width: 120, height: 30))
    }

    @Test func pageControlPinnedToTheBoundsOverlapsTheHomeIndicatorOnIPhoneX() throws {
        let view = try #require(
            try Self.layout("iPhone X", subviews: [Self.pageControl(bottom: .bounds)]).view(
                path: "screen/root/pageControl"))
        #expect(view.frame == Rect(x: 127.5, y: 782, width: 120, height: 30))
        #expect(view.safeAreaInsets == EdgeInsets(top: 0, left: 0, bottom: 34, right: 0))
    }

    @Test func pageControlPinnedToTheSafeAreaSitsAboveTheHomeIndicatorOnIPhoneX() throws {
        let view = try #require(
            try Self.layout("iPhone X", subviews: [Self.pageControl(bottom: .safeArea)]).view(
                path: "screen/root/pageControl"))
        #expect(view.frame == Rect(x: 127.5, y: 748, width: 120, height: 30))
        #expect(view.safeAreaInsets == .zero)
    }

    @Test(arguments: [PinAnchor.bounds, .safeArea])
    func pageControlIsAtTheBottomOnIPhone8EitherWay(anchor: PinAnchor) throws {
        let view = try #require(
            try Self.layout("iPhone 8", subviews: [Self.pageControl(bottom: anchor)]).view(
                path: "screen/root/pageControl"))
        #expect(view.frame == Rect(x: 127.5, y: 637, width: 120, height: 30))
    }

    // MARK: The two recipes

    struct RecipeCase: CustomTestStringConvertible, Sendable {
        var device: String
        var anchor: PinAnchor
        /// The expected distance of the button's bottom from the root view's bottom.
        var distance: Double
        var height: Double
        var testDescription: String { "\(device) \(anchor)" }
    }

    static let recipeCases: [RecipeCase] = [
        // max(margin, inset): the inset wins where it is larger, the margin elsewhere.
        RecipeCase(device: "iPhone X", anchor: .maxOfMarginAndSafeArea(20), distance: 34, height: 812),
        RecipeCase(device: "iPhone X", anchor: .maxOfMarginAndSafeArea(40), distance: 40, height: 812),
        RecipeCase(device: "iPhone 8", anchor: .maxOfMarginAndSafeArea(20), distance: 20, height: 667),
        // min(margin, inset): the smaller of the two.
        RecipeCase(device: "iPhone X", anchor: .minOfMarginAndSafeArea(20), distance: 20, height: 812),
        RecipeCase(device: "iPhone X", anchor: .minOfMarginAndSafeArea(40), distance: 34, height: 812),
        RecipeCase(device: "iPhone 8", anchor: .minOfMarginAndSafeArea(20), distance: 0, height: 667),
    ]

    @Test(arguments: recipeCases)
    func goButtonRecipe(_ recipe: RecipeCase) throws {
        let pin = Pin(
            bottom: PinEdge(recipe.anchor), leading: PinEdge(.layoutMargins), trailing: PinEdge(.layoutMargins),
            height: 50)
        let view = try #require(
            try Self.layout(recipe.device, subviews: [Self.pinned("go", pin)]).view(path: "screen/root/go"))
        #expect(view.frame == Rect(x: 16, y: recipe.height - recipe.distance - 50, width: 343, height: 50))
    }

    @Test func recipeDistancesAreMaxAndMinOfMarginAndInset() {
        let container = PinLayout.Container(
            content: Rect(x: 0, y: 0, width: 375, height: 812),
            visible: Rect(x: 0, y: 0, width: 375, height: 812),
            safeAreaInsets: EdgeInsets(top: 44, left: 0, bottom: 34, right: 0),
            layoutMargins: EdgeInsets(top: 44, left: 16, bottom: 34, right: 16))
        #expect(PinLayout.distance(of: .maxOfMarginAndSafeArea(16), on: .left, in: container) == 16)
        #expect(PinLayout.distance(of: .minOfMarginAndSafeArea(16), on: .left, in: container) == 0)
        #expect(PinLayout.distance(of: .maxOfMarginAndSafeArea(16), on: .top, in: container) == 44)
        #expect(PinLayout.distance(of: .minOfMarginAndSafeArea(16), on: .top, in: container) == 16)
    }

    // MARK: Directions, centers and constants

    @Test func leadingIsTheRightEdgeInRightToLeft() throws {
        let pin = Pin(top: PinEdge(.safeArea, 8), leading: PinEdge(.bounds, 10), width: 100, height: 20)
        let view = try #require(
            try Self.layout("iPhone 8", direction: .rightToLeft, subviews: [Self.pinned("label", pin)]).view(
                path: "screen/root/label"))
        #expect(view.frame == Rect(x: 265, y: 28, width: 100, height: 20))
    }

    @Test func edgeAndCenterGiveTheLength() throws {
        // Left edge on the left margin (16), centred on the bounds (187.5): width 2 × 171.5.
        let pin = Pin(top: PinEdge(.bounds), left: PinEdge(.layoutMargins), centerX: PinCenter(.bounds), height: 10)
        let view = try #require(
            try Self.layout("iPhone 8", subviews: [Self.pinned("bar", pin)]).view(path: "screen/root/bar"))
        #expect(view.frame == Rect(x: 16, y: 0, width: 343, height: 10))
    }

    @Test func centerOnTheSafeAreaWithAnOffsetInLandscape() throws {
        // iPhone X landscape: safe (0, 44, 21, 44); the safe area's center is (406, 177).
        let pin = Pin(centerX: PinCenter(.safeArea, 10), centerY: PinCenter(.safeArea), width: 100, height: 40)
        let view = try #require(
            try Self.layout("iPhone X", .landscapeLeft, subviews: [Self.pinned("badge", pin)]).view(
                path: "screen/root/badge"))
        #expect(view.frame == Rect(x: 366, y: 157, width: 100, height: 40))
    }

    // MARK: Inside a scroll view

    static func scrollScene(_ behavior: ContentInsetAdjustmentBehavior) throws -> Layout {
        let scroll = ViewNode.scrollView(
            name: "scroll",
            scroll: ScrollViewProperties(
                contentSize: Size(width: 375, height: 2000), contentInsetAdjustmentBehavior: behavior),
            subviews: [
                pinned(
                    "footer", Pin(bottom: PinEdge(.bounds), left: PinEdge(.bounds), right: PinEdge(.bounds), height: 50)
                ),
                pinned("badge", Pin(bottom: PinEdge(.safeArea), centerX: PinCenter(.safeArea), width: 100, height: 30)),
            ])
        return try Scene(screen: try TestScenes.screen("iPhone X", .portrait), root: .view(scroll)).layout()
    }

    @Test func boundsFollowsTheContentAndSafeAreaTheVisibleFrame() throws {
        let layout = try Self.scrollScene(.never)
        #expect(layout.view(path: "scroll/footer")?.frame == Rect(x: 0, y: 1950, width: 375, height: 50))
        #expect(layout.view(path: "scroll/badge")?.frame == Rect(x: 137.5, y: 748, width: 100, height: 30))
    }

    @Test func safeAreaPinsFollowTheContentOffset() throws {
        // automatic: adjusted (44, 0, 34, 0), offset y -44; the visible frame is y -44...768.
        let layout = try Self.scrollScene(.automatic)
        let badge = try #require(layout.view(path: "scroll/badge"))
        #expect(badge.frame == Rect(x: 137.5, y: 704, width: 100, height: 30))
        #expect(badge.frameInWindow == Rect(x: 137.5, y: 748, width: 100, height: 30))
    }

    // MARK: Errors

    struct ErrorCase: CustomTestStringConvertible, Sendable {
        var id: String
        var pin: Pin?
        var frame: Rect? = nil
        var direction: LayoutDirection = .leftToRight
        var message: String
        var testDescription: String { id }
    }

    static let errorCases: [ErrorCase] = [
        ErrorCase(
            id: "under-constrained horizontal", pin: Pin(top: PinEdge(.bounds), width: 10, height: 10),
            message:
                """
                screen/root/v: pin needs two of leading (or left), trailing (or right), centerX and width on the \
                horizontal axis; got 'width'
                """
        ),
        ErrorCase(
            id: "over-constrained horizontal",
            pin: Pin(
                top: PinEdge(.bounds), leading: PinEdge(.bounds), trailing: PinEdge(.bounds), width: 10, height: 10),
            message:
                """
                screen/root/v: pin over-constrains the horizontal axis: 'leading', 'trailing', 'width' given; give \
                two of leading (or left), trailing (or right), centerX and width
                """
        ),
        ErrorCase(
            id: "nothing vertical", pin: Pin(left: PinEdge(.bounds), width: 10),
            message: "screen/root/v: pin needs two of top, bottom, centerY and height on the vertical axis; got none"),
        ErrorCase(
            id: "left and leading",
            pin: Pin(top: PinEdge(.bounds), left: PinEdge(.bounds), leading: PinEdge(.bounds), width: 10, height: 10),
            message:
                "screen/root/v: pin gives both 'left' and 'leading', which is the left edge in leftToRight; give one"),
        ErrorCase(
            id: "right and leading in rightToLeft",
            pin: Pin(top: PinEdge(.bounds), right: PinEdge(.bounds), leading: PinEdge(.bounds), width: 10, height: 10),
            direction: .rightToLeft,
            message:
                """
                screen/root/v: pin gives both 'right' and 'leading', which is the right edge in rightToLeft; give one
                """),
        ErrorCase(
            id: "negative solved width",
            pin: Pin(top: PinEdge(.bounds), left: PinEdge(.bounds, 300), right: PinEdge(.bounds, 300), height: 10),
            message: "screen/root/v: pin gives a negative width '-225' from 'left' and 'right'"),
        ErrorCase(
            id: "negative height", pin: Pin(top: PinEdge(.bounds), left: PinEdge(.bounds), width: 10, height: -1),
            message: "screen/root/v: pin height '-1' must be non-negative"),
        ErrorCase(
            id: "negative recipe margin",
            pin: Pin(bottom: PinEdge(.maxOfMarginAndSafeArea(-4)), left: PinEdge(.bounds), width: 10, height: 10),
            message: "screen/root/v: pin margin '-4' of maxOfMarginAndSafeArea must be non-negative"),
        ErrorCase(
            id: "frame and pin", pin: Pin(top: PinEdge(.bounds), left: PinEdge(.bounds), width: 10, height: 10),
            frame: Rect(x: 0, y: 0, width: 10, height: 10),
            message: "screen/root/v: a subview gives both frame and pin; give one"),
        ErrorCase(
            id: "neither frame nor pin", pin: nil,
            message: "screen/root/v: a subview needs a frame or a pin"),
    ]

    @Test(arguments: errorCases)
    func invalidPins(_ errorCase: ErrorCase) throws {
        var view = ViewNode(name: "v", frame: errorCase.frame)
        view.pin = errorCase.pin
        let error = #expect(throws: ModelError.self) {
            try Self.layout("iPhone 8", direction: errorCase.direction, subviews: [.view(view)])
        }
        #expect(error?.description == errorCase.message)
    }
}
