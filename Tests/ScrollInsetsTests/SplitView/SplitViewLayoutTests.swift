import Testing

@testable import ScrollInsets

/// ``SplitViewLayout``: every expected value derived by hand from the rules of docs/split-views.md
/// (320-pt primary, 1-pt divider (one pixel on iPadOS 26), 100-pt off-screen buffer before iPadOS 26, automatic per
/// orientation, collapse in a compact width) and iPadOS 26's from openuikit's probe transcript
/// (`ios26.1-ipad.txt` at 3498ae37: the line each test cites).
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
            arrangement, of: split, size: screen.size, scale: screen.device?.scale, direction: direction,
            variant: screen.variants.splitViews)
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
        // 320 + the 1-pt divider of the releases before iPadOS 26 (2× iPads too); 1194 − 321.
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
        // The floating sidebar: 10 from the leading edge, 32 from the top, 15 from the bottom
        // (834 − 32 − 15 = 787), its view the column (no buffer).
        #expect(columns[0].frame == Rect(x: 10, y: 32, width: 320, height: 787))
        #expect(columns[0].viewFrame == columns[0].frame)
        #expect(columns[0].leadingInset == nil)
        // No divider: the secondary shows from the sidebar's trailing edge (330) and its view starts at 0.
        #expect(columns[1].frame == Rect(x: 330, y: 0, width: 864, height: 834))
        #expect(columns[1].viewFrame == Rect(x: 0, y: 0, width: 1194, height: 834))
        #expect(columns[1].leadingInset?.amount == 330)
        #expect(columns[1].leadingInset?.why.isAssumption == true)
    }

    @Test func rightToLeftMirrorsTheColumns() throws {
        let columns = try Self.frames(Self.split(), Self.screen(.landscapeLeft, ios: 18), direction: .rightToLeft)
        // 1194 − 320 = 874; the view (−100 … 320) mirrors to (874 … 1294); 1194 − 321 = 873.
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
        // 0…320, 321…621, 622…1194 (1-pt dividers before iPadOS 26).
        #expect(columns[1].frame == Rect(x: 321, y: 0, width: 300, height: 834))
        #expect(columns[2].frame == Rect(x: 622, y: 0, width: 572, height: 834))
    }
}

/// iPadOS 26 on the probe's iPad (A16), 820 × 1180 portrait: each expected value read from
/// Vercantez/openuikit's `uikit/Tools/oracle2/splitviewprobe/ios26.1-ipad.txt` (at 3498ae37),
/// at the line each test names.
@Suite struct SplitViewIPadOS26Tests {
    static let iPadA16 = DeviceCatalog.device(named: "iPad (A16)")!

    static func frames(
        _ split: SplitViewControllerProperties, direction: LayoutDirection = .leftToRight
    ) throws -> (SplitViewArrangement, [SplitViewLayout.ColumnFrame]) {
        let screen = try iPadA16.screen(orientation: .portrait, release: UIKitRelease(26, 1))
        let arrangement = try SplitViewLayout.arrangement(split, screen: screen)
        let columns = SplitViewLayout.frames(
            arrangement, of: split, size: screen.size, scale: screen.device?.scale, direction: direction,
            variant: screen.variants.splitViews)
        return (arrangement, columns)
    }

    @Test func aDoubleColumnShowsTheFloatingSidebarBesideTheSecondaryInPortrait() throws {
        let (arrangement, columns) = try Self.frames(SplitViewLayoutTests.split())
        // Line 98: mode=2 (oneBesideSecondary) with preferred=0 (automatic), primary=320.0.
        #expect(arrangement.displayMode == .oneBesideSecondary)
        #expect(columns.map(\.column) == [.primary, .secondary])
        // Lines 99 and 101: nav[A] at (10, 32, 320, 1133) in the split view; A's view fills it (no buffer).
        #expect(columns[0].frame == Rect(x: 10, y: 32, width: 320, height: 1133))
        #expect(columns[0].viewFrame == Rect(x: 10, y: 32, width: 320, height: 1133))
        #expect(columns[0].leadingInset == nil)
        // Line 100: the secondary's navigation controller at (0, 0, 820, 1180), under the sidebar.
        #expect(columns[1].viewFrame == Rect(x: 0, y: 0, width: 820, height: 1180))
        #expect(arrangement.notes.filter(\.isAssumption).isEmpty)
    }

    @Test func theClassicStyleFloatsItsSidebarToo() throws {
        var classic = SplitViewLayoutTests.split(.unspecified)
        classic.columns[.primary] = SplitViewLayoutTests.sidebar
        let (arrangement, columns) = try Self.frames(classic)
        // Lines 56-58: mode=2; A at (10, 32, 320, 1133), B at (0, 0, 820, 1180).
        #expect(arrangement.displayMode == .oneBesideSecondary)
        #expect(columns[0].viewFrame == Rect(x: 10, y: 32, width: 320, height: 1133))
        #expect(columns[1].viewFrame == Rect(x: 0, y: 0, width: 820, height: 1180))
    }

    @Test func aPreferredWidthNarrowsTheFloatingSidebar() throws {
        // Line 110: preferredPrimaryColumnWidth 280 puts nav[A] at (10, 32, 280, 1133).
        let (_, columns) = try Self.frames(SplitViewLayoutTests.split(primaryWidth: 280))
        #expect(columns[0].frame == Rect(x: 10, y: 32, width: 280, height: 1133))
        // Mirrored, it stands 10 pt from the right edge: 820 − 10 − 280 = 530 (line 122 puts a
        // 328-pt sidebar on the trailing edge at 820 − 10 − 328 = 482).
        let (_, mirrored) = try Self.frames(SplitViewLayoutTests.split(primaryWidth: 280), direction: .rightToLeft)
        #expect(mirrored[0].frame == Rect(x: 530, y: 32, width: 280, height: 1133))
    }

    @Test func aTripleColumnShowsTheSupplementaryBesideTheSecondaryAtItsAutomaticWidths() throws {
        var triple = SplitViewLayoutTests.split(.tripleColumn)
        triple.columns[.supplementary] = SplitViewLayoutTests.general
        let (arrangement, columns) = try Self.frames(triple)
        // Line 150: mode=2 with preferred=0; primary=280.0 supplementary=320.0. Line 157: the
        // primary hidden, the supplementary and the secondary shown.
        #expect(arrangement.displayMode == .oneBesideSecondary)
        #expect(columns.map(\.column) == [.supplementary, .secondary, .primary])
        #expect(columns.map(\.visible) == [true, true, false])
        // Line 151: nav[S] at (0, 0, 320, 1180); line 153: the secondary at (320.5, 0, 499.5, 1180),
        // after a one-pixel divider on this 2× screen.
        #expect(columns[0].viewFrame == Rect(x: 0, y: 0, width: 320, height: 1180))
        #expect(columns[1].viewFrame == Rect(x: 320.5, y: 0, width: 499.5, height: 1180))
        #expect(columns[1].leadingInset == nil)
        // The hidden primary, where it floats when shown: 280 wide.
        #expect(columns[2].frame == Rect(x: 10, y: 32, width: 280, height: 1133))
    }

    @Test func collapsedEveryColumnIsAsWideAsTheSplitView() throws {
        // openuikit's ios26.1-se.txt (at 2da9864a), iPhone SE (3rd generation), iOS 26.1: collapsed, line
        // 118 prints `primary=375.0 supplementary=375.0`, and the stack fills the screen, line 119.
        let se = DeviceCatalog.device(named: "iPhone SE (3rd generation)")!
        let screen = try se.screen(orientation: .portrait, release: UIKitRelease(26, 1))
        var triple = SplitViewLayoutTests.split(.tripleColumn)
        triple.columns[.supplementary] = SplitViewLayoutTests.general
        let arrangement = try SplitViewLayout.arrangement(triple, screen: screen)
        #expect(arrangement.collapsed)
        let columns = SplitViewLayout.frames(
            arrangement, of: triple, size: screen.size, scale: se.scale, direction: .leftToRight,
            variant: screen.variants.splitViews)
        #expect(columns.map(\.column) == [.primary, .supplementary, .secondary])
        #expect(columns.map(\.frame) == Array(repeating: Rect(x: 0, y: 0, width: 375, height: 667), count: 3))
    }

    @Test func whatTheTranscriptDoesNotShowStaysRefused() throws {
        var triple = SplitViewLayoutTests.split(.tripleColumn)
        triple.columns[.supplementary] = SplitViewLayoutTests.general
        // Automatic in landscape: printed in portrait only.
        let landscape = try Self.iPadA16.screen(orientation: .landscapeLeft, release: UIKitRelease(26, 1))
        #expect(throws: SplitViewLayoutError.automaticTripleColumnDisplayMode) {
            try SplitViewLayout.arrangement(triple, screen: landscape)
        }
        // The supplementary's automatic width before iPadOS 26.
        triple.preferredDisplayMode = .oneBesideSecondary
        let ipadOS18 = try Self.iPadA16.screen(orientation: .portrait, release: UIKitRelease(18, 0))
        #expect(throws: SplitViewLayoutError.automaticSupplementaryWidth) {
            try SplitViewLayout.arrangement(triple, screen: ipadOS18)
        }
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
        // The secondary starts at 321 (the 1-pt divider before iPadOS 26), past the leading inset; it
        // reaches the trailing one.
        let settings = try #require(layout.controller(path: "split/settings"))
        let x = 321.0
        #expect(settings.safeAreaInsets.left == 0)
        #expect(settings.safeAreaInsets.right == right)
        #expect(settings.viewFrame == Rect(x: x, y: 0, width: screen.size.width - x, height: screen.size.height))
        let resolved = try #require(layout.controller(path: "split")?.split)
        #expect(resolved.collapsed == false)
        #expect(resolved.columns.map(\.controller) == [1, 3])
    }
}
