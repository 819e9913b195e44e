import Testing

@testable import ScrollInsets

/// ``SplitViewLayout``: every expected value derived by hand from the rules of docs/split-views.md
/// (320-pt primary, 1-pt divider, 100-pt off-screen buffer, automatic per orientation, collapse in
/// a compact width).
@Suite struct SplitViewLayoutTests {
    static let iPad = DeviceCatalog.device(named: "iPad Pro 11-inch (4th generation)")!
    static let sidebar = ControllerNode(kind: .collectionViewController, name: "sidebar")
    static let general = ControllerNode(kind: .tableViewController, name: "general")
    static let settings = ControllerNode.navigationController(name: "settings", viewControllers: [general])

    static func split(
        _ style: SplitViewStyle = .doubleColumn, mode: SplitDisplayMode = .automatic,
        behavior: SplitBehavior = .automatic, primaryWidth: Double? = nil, compact: ControllerNode? = nil
    ) -> SplitViewControllerProperties {
        var split = SplitViewControllerProperties(
            style: style, preferredDisplayMode: mode, preferredSplitBehavior: behavior,
            preferredPrimaryColumnWidth: primaryWidth)
        split.columns = [.primary: sidebar, .secondary: settings]
        split.columns[.compact] = compact
        return split
    }

    static func screen(_ orientation: Orientation, ios: Int, device: Device = iPad) throws -> Screen {
        try device.screen(orientation: orientation, release: UIKitRelease(ios, 0))
    }

    static func frames(
        _ split: SplitViewControllerProperties, _ screen: Screen, direction: LayoutDirection = .leftToRight
    ) throws -> [SplitViewLayout.ColumnFrame] {
        let arrangement = try SplitViewLayout.arrangement(split, screen: screen)
        return SplitViewLayout.frames(
            arrangement, of: split, size: screen.size, direction: direction, release: screen.release)
    }

    @Test func landscapeTilesA320PointPrimaryBesideTheSecondaryAfterTheDivider() throws {
        let screen = try Self.screen(.landscapeLeft, ios: 18)
        let arrangement = try SplitViewLayout.arrangement(Self.split(), screen: screen)
        #expect(arrangement.collapsed == false)
        #expect(arrangement.displayMode == .oneBesideSecondary)
        let columns = try Self.frames(Self.split(), screen)
        #expect(columns.map(\.column) == [.primary, .secondary])
        #expect(columns[0].frame == Rect(x: 0, y: 0, width: 320, height: 834))
        // 100 pt off screen on the leading side, taken as leading safe area.
        #expect(columns[0].viewFrame == Rect(x: -100, y: 0, width: 420, height: 834))
        #expect(columns[0].leadingInset?.amount == 100)
        // 320 + 1; 1194 − 321.
        #expect(columns[1].frame == Rect(x: 321, y: 0, width: 873, height: 834))
        #expect(columns[1].viewFrame == columns[1].frame)
        #expect(columns[1].leadingInset == nil)
    }

    @Test func portraitShowsTheSecondaryAloneAndHidesThePrimary() throws {
        let columns = try Self.frames(Self.split(), Self.screen(.portrait, ios: 18))
        #expect(columns.map(\.column) == [.secondary, .primary])
        #expect(columns.map(\.visible) == [true, false])
        #expect(columns[0].frame == Rect(x: 0, y: 0, width: 834, height: 1194))
        #expect(columns[1].frame == Rect(x: 0, y: 0, width: 320, height: 1194))
    }

    @Test func iPadOS26ExtendsTheSecondaryUnderTheSidebar() throws {
        let columns = try Self.frames(Self.split(), Self.screen(.landscapeLeft, ios: 26))
        // No divider: the secondary shows from 320 and its view starts at 0.
        #expect(columns[1].frame == Rect(x: 320, y: 0, width: 874, height: 834))
        #expect(columns[1].viewFrame == Rect(x: 0, y: 0, width: 1194, height: 834))
        #expect(columns[1].leadingInset?.amount == 320)
        #expect(columns[1].leadingInset?.why.isAssumption == true)
    }

    @Test func rightToLeftMirrorsTheColumns() throws {
        let columns = try Self.frames(Self.split(), Self.screen(.landscapeLeft, ios: 18), direction: .rightToLeft)
        // 1194 − 320 = 874; the view (−100 … 320) mirrors to (874 … 1294).
        #expect(columns[0].frame == Rect(x: 874, y: 0, width: 320, height: 834))
        #expect(columns[0].viewFrame == Rect(x: 874, y: 0, width: 420, height: 834))
        #expect(columns[1].frame == Rect(x: 0, y: 0, width: 873, height: 834))
    }

    @Test func overlayShowsThePrimaryOverTheWholeSecondary() throws {
        let split = Self.split(mode: .oneBesideSecondary, behavior: .overlay)
        let screen = try Self.screen(.portrait, ios: 18)
        #expect(try SplitViewLayout.arrangement(split, screen: screen).displayMode == .oneOverSecondary)
        let columns = try Self.frames(split, screen)
        #expect(columns[0].frame == Rect(x: 0, y: 0, width: 320, height: 1194))
        #expect(columns[1].frame == Rect(x: 0, y: 0, width: 834, height: 1194))
    }

    @Test func aPreferredOneBesideStaysBesideInPortrait() throws {
        let columns = try Self.frames(Self.split(mode: .oneBesideSecondary), Self.screen(.portrait, ios: 18))
        #expect(columns[1].frame == Rect(x: 321, y: 0, width: 513, height: 1194))
    }

    @Test func thePreferredPrimaryWidthIsCappedAt320() throws {
        let screen = try Self.screen(.landscapeLeft, ios: 18)
        #expect(try Self.frames(Self.split(primaryWidth: 400), screen)[0].frame.width == 320)
        let narrow = try Self.frames(Self.split(primaryWidth: 280), screen)
        #expect(narrow[1].frame == Rect(x: 281, y: 0, width: 913, height: 834))
    }

    @Test func anIPhoneInPortraitCollapsesIntoThePrimaryStackWithTheSecondaryOnTop() throws {
        let phone = DeviceCatalog.device(named: "iPhone 16")!
        let arrangement = try SplitViewLayout.arrangement(
            Self.split(), screen: Self.screen(.portrait, ios: 18, device: phone))
        #expect(arrangement.collapsed)
        #expect(arrangement.displayMode == nil)
        #expect(arrangement.shown.map(\.column) == [.primary])
        guard case .navigationController(let navigation) = arrangement.shown[0].node.kind else {
            Issue.record("expected a navigation controller")
            return
        }
        // UIKit's navigation controller around the sidebar (no name), with the secondary's stack pushed.
        #expect(arrangement.shown[0].node.name == nil)
        #expect(navigation.viewControllers.map(\.name) == ["sidebar", "general"])
        #expect(arrangement.hidden == [.secondary])
    }

    @Test func aCompactColumnIsShownWhenCollapsed() throws {
        let tabs = ControllerNode.tabBarController(name: "tabs", viewControllers: [Self.general])
        let duoCover = DeviceCatalog.device(named: "iPhone Duo (cover)")!
        let screen = try duoCover.screen(orientation: .portrait, release: UIKitRelease(27, 1))
        let arrangement = try SplitViewLayout.arrangement(Self.split(compact: tabs), screen: screen)
        #expect(arrangement.collapsed)
        #expect(arrangement.shown.map(\.column) == [.compact])
        #expect(arrangement.shown[0].node.name == "tabs")
        #expect(arrangement.hidden == [.primary, .secondary])
    }

    @Test func aClassicPrimaryThatIsNotANavigationControllerDiscardsTheSecondary() throws {
        var split = Self.split(.unspecified)
        split.columns[.primary] = Self.sidebar
        let phone = DeviceCatalog.device(named: "iPhone 16")!
        let arrangement = try SplitViewLayout.arrangement(split, screen: Self.screen(.portrait, ios: 18, device: phone))
        #expect(arrangement.shown.map(\.node.name) == ["sidebar"])
        // The classic style wraps nothing and has no buffer.
        let columns = try Self.frames(split, Self.screen(.landscapeLeft, ios: 18))
        #expect(columns[0].viewFrame == Rect(x: 0, y: 0, width: 320, height: 834))
        #expect(columns[0].leadingInset == nil)
    }

    @Test func aLargePhoneInLandscapeIsRegularAndExpands() throws {
        let max = DeviceCatalog.device(named: "iPhone 16 Pro Max")!
        let arrangement = try SplitViewLayout.arrangement(
            Self.split(), screen: Self.screen(.landscapeLeft, ios: 18, device: max))
        #expect(arrangement.collapsed == false)
        #expect(arrangement.displayMode == .oneBesideSecondary)
    }

    @Test func padWindowsAreCompactTo592AndRegularFrom809() throws {
        func arrangement(width: Double) throws(SplitViewLayoutError) -> SplitViewArrangement {
            let screen = Screen(
                size: Size(width: width, height: 834),
                safeAreaInsets: EdgeInsets(top: 24, left: 0, bottom: 20, right: 0),
                family: .pad)
            return try SplitViewLayout.arrangement(Self.split(), screen: screen)
        }
        #expect(try arrangement(width: 592).collapsed)
        #expect(try arrangement(width: 809).collapsed == false)
        #expect(throws: SplitViewLayoutError.sizeClassUnknown(width: 700)) { try arrangement(width: 700) }
    }

    @Test func whatNoSourceGivesIsRefused() throws {
        let screen = try Self.screen(.landscapeLeft, ios: 18)
        var triple = Self.split(.tripleColumn)
        triple.columns[.supplementary] = Self.general
        #expect(throws: SplitViewLayoutError.automaticTripleColumnDisplayMode) {
            try SplitViewLayout.arrangement(triple, screen: screen)
        }
        triple.preferredDisplayMode = .twoBesideSecondary
        #expect(throws: SplitViewLayoutError.automaticSupplementaryWidth) {
            try SplitViewLayout.arrangement(triple, screen: screen)
        }
        triple.preferredSplitBehavior = .displace
        triple.preferredSupplementaryColumnWidth = 300
        #expect(throws: SplitViewLayoutError.displaceNotModelled) {
            try SplitViewLayout.arrangement(triple, screen: screen)
        }
        #expect(throws: SplitViewLayoutError.needsTripleColumn(.twoOverSecondary)) {
            try SplitViewLayout.arrangement(Self.split(mode: .twoOverSecondary), screen: screen)
        }
        #expect(
            SplitViewLayoutError.automaticSupplementaryWidth.reason
                == """
                no source gives the supplementary column's automatic width; give \
                'preferredSupplementaryColumnWidth'
                """)
    }

    @Test func aTripleColumnTilesPrimarySupplementaryAndSecondary() throws {
        var triple = Self.split(.tripleColumn, mode: .twoBesideSecondary)
        triple.columns[.supplementary] = Self.general
        triple.preferredSupplementaryColumnWidth = 300
        let columns = try Self.frames(triple, Self.screen(.landscapeLeft, ios: 18))
        #expect(columns.map(\.column) == [.primary, .supplementary, .secondary])
        // 0…320, 321…621, 622…1194.
        #expect(columns[1].frame == Rect(x: 321, y: 0, width: 300, height: 834))
        #expect(columns[2].frame == Rect(x: 622, y: 0, width: 572, height: 834))
    }
}

/// The safe area each column's controller view gets, through the whole layout.
@Suite struct SplitViewSafeAreaTests {
    @Test func thePrimaryTakesTheLeadingInsetAndTheTiledSecondaryNone() throws {
        let max = DeviceCatalog.device(named: "iPhone 16 Pro Max")!
        let screen = try max.screen(orientation: .landscapeLeft, release: UIKitRelease(18, 0))
        let split = SplitViewLayoutTests.split()
        let layout = try Scene(
            screen: screen, root: .controller(ControllerNode(kind: .splitViewController(split), name: "split"))
        ).layout()
        let left = screen.safeAreaInsets.left, right = screen.safeAreaInsets.right
        // The primary's view at −100 reaches the window's whole leading inset, plus its 100-pt buffer.
        #expect(layout.controller(path: "split/navigationController[0]")?.safeAreaInsets.left == left + 100)
        // The secondary starts at 321, past the leading inset; it reaches the trailing one.
        let settings = try #require(layout.controller(path: "split/settings"))
        #expect(settings.safeAreaInsets.left == 0)
        #expect(settings.safeAreaInsets.right == right)
        #expect(settings.viewFrame == Rect(x: 321, y: 0, width: screen.size.width - 321, height: screen.size.height))
        let resolved = try #require(layout.controller(path: "split")?.split)
        #expect(resolved.collapsed == false)
        #expect(resolved.columns.map(\.controller) == [1, 3])
    }
}
