import Testing
@testable import ScrollInsets

/// The bars rule as a function of plain values: where each bar sits, where the child goes and
/// what each bar adds (docs/safe-area.md §3: iPhone X navigation bar y 44 → top 88, tab bar
/// y 729 83 tall → bottom 83; iPhone 8 under an opaque bar: y 64, 603 tall).
@Suite struct ContainerBarsTests {
    static let extended = ContainerBars.Child(
        edgesForExtendedLayout: Set(Edge.allCases),
        extendedLayoutIncludesOpaqueBars: false)

    static func metrics(_ device: String, _ orientation: Orientation = .portrait) throws -> OrientationMetrics {
        try TestScenes.screen(device, orientation).metrics
    }

    @Test func translucentNavigationBarOnIPhoneX() throws {
        let container = ContainerBars.Container(
            size: Size(width: 375, height: 812),
            safeAreaInsets: EdgeInsets(top: 44, left: 0, bottom: 34, right: 0), path: "nav")
        let result = ContainerBars.navigationController(
            NavigationControllerProperties(), in: container,
            metrics: try Self.metrics("iPhone X"), child: Self.extended)
        #expect(
            result.bars == [
                ResolvedBar(kind: .navigationBar, frame: Rect(x: 0, y: 44, width: 375, height: 44), translucent: true)
            ])
        #expect(result.childFrame == Rect(x: 0, y: 0, width: 375, height: 812))
        #expect(result.terms.totals == EdgeInsets(top: 44, left: 0, bottom: 0, right: 0))
        #expect(result.terms[.top].map(\.reason) == ["navigation bar of 'nav' 44 pt"])
    }

    @Test func opaqueNavigationBarAndToolbarOnIPhone8() throws {
        let container = ContainerBars.Container(
            size: Size(width: 375, height: 667),
            safeAreaInsets: EdgeInsets(top: 20, left: 0, bottom: 0, right: 0), path: "nav")
        let navigation = NavigationControllerProperties(
            navigationBar: BarProperties(translucent: false),
            toolbar: BarProperties(hidden: false, translucent: false))
        let result = ContainerBars.navigationController(
            navigation, in: container,
            metrics: try Self.metrics("iPhone 8"), child: Self.extended)
        #expect(
            result.bars.map(\.frame) == [
                Rect(x: 0, y: 20, width: 375, height: 44), Rect(x: 0, y: 623, width: 375, height: 44),
            ])
        #expect(result.childFrame == Rect(x: 0, y: 64, width: 375, height: 559))
        #expect(result.terms.totals == .zero)
    }

    @Test func opaqueBarsIncludedExtendUnderThem() throws {
        let child = ContainerBars.Child(edgesForExtendedLayout: [.top], extendedLayoutIncludesOpaqueBars: true)
        let opaque = BarProperties(translucent: false)
        #expect(ContainerBars.extendsUnder(opaque, edge: .top, child: child))
        #expect(!ContainerBars.extendsUnder(opaque, edge: .bottom, child: child))
        #expect(
            ContainerBars.extendsUnder(BarProperties(hidden: true, translucent: false), edge: .bottom, child: child))
    }

    @Test func tabBarReachesTheBottomOfTheScreenOnIPhoneX() throws {
        let container = ContainerBars.Container(
            size: Size(width: 375, height: 812),
            safeAreaInsets: EdgeInsets(top: 44, left: 0, bottom: 34, right: 0), path: "tabs")
        let result = ContainerBars.tabBarController(
            TabBarControllerProperties(), in: container,
            metrics: try Self.metrics("iPhone X"), child: Self.extended)
        #expect(
            result.bars == [
                ResolvedBar(kind: .tabBar, frame: Rect(x: 0, y: 729, width: 375, height: 83), translucent: true)
            ])
        #expect(result.childFrame == Rect(x: 0, y: 0, width: 375, height: 812))
        #expect(result.terms.totals == EdgeInsets(top: 0, left: 0, bottom: 49, right: 0))
    }

    @Test func hiddenTabBarAddsNothing() throws {
        let container = ContainerBars.Container(
            size: Size(width: 375, height: 812),
            safeAreaInsets: EdgeInsets(top: 44, left: 0, bottom: 34, right: 0), path: "tabs")
        let result = ContainerBars.tabBarController(
            TabBarControllerProperties(tabBar: BarProperties(hidden: true)),
            in: container, metrics: try Self.metrics("iPhone X"), child: Self.extended)
        #expect(result.bars.isEmpty)
        #expect(result.terms.totals == .zero)
    }
}
