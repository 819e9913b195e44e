@testable import ScrollInsets
import Testing

@Suite struct KeyboardHeightsTests {
    static func height(
        _ width: Double, _ height: Double, _ release: Int, _ orientation: Orientation = .portrait,
        family: DeviceFamily = .phone
    ) -> Result<(height: Double, notes: [WhyTerm]), KeyboardHeights.Missing> {
        KeyboardHeights.dockedHeight(
            portraitSize: Size(width: width, height: height), family: family,
            orientation: orientation, release: UIKitRelease(release))
    }

    @Test func theTableOfIOS11To18AssumesItsRelease() throws {
        // The public table (`struct KeyboardHeight`): 390 × 844 → 336, 414 × 896 → 346, 375 × 667 → 260.
        let found = try Self.height(390, 844, 18).get()
        #expect(found.height == 336)
        // The row is sourced; its release an assumption term of its own.
        #expect(
            found.notes == [
                .reason(
                    """
                    docked keyboard 336 pt for 390 × 844 pt in portrait, with the predictive bar and the \
                    home-indicator area (a public table of heights, `struct KeyboardHeight`)
                    """),
                .assumption("the height on iOS 11–18 (the source names no release)"),
            ])
        #expect(try Self.height(414, 896, 15).get().height == 346)
        #expect(try Self.height(375, 667, 13).get().height == 260)
        #expect(try Self.height(320, 568, 11).get().height == 254)
    }

    /// Printed frames beat the table: (0, 477, 375, 335) for a 375 × 812 phone (wenluma/DemoNoSwiftUI,
    /// `po notification`: the docked keyboard's begin frame), where the table says 336; (0, 586, 430, 346)
    /// for a 430 × 932 phone (dotnet/maui's keyboard code). Neither names its release.
    @Test func printedFramesFillTheTable() throws {
        let x = try Self.height(375, 812, 13).get()
        #expect(x.height == 335)
        #expect(x.notes.map(\.isAssumption) == [false, true])
        // (0, 516, 393, 336) for a 393 × 852 phone (So-So-Happy/SoSoHappy-iOS, 2023: RxKeyboard's frame).
        let pro = try Self.height(393, 852, 16).get()
        #expect(pro.height == 336)
        #expect(pro.notes.map(\.isAssumption) == [false, true])
        #expect(try Self.height(430, 932, 17).get().height == 346)
    }

    /// Vercantez/openuikit's keyboard probes on the iOS 26.1 simulators: iPhone SE frameEnd
    /// (0, 407, 375, 260) and 206 in landscape; iPhone 16 (0, 517, 393, 335); iPad (A16) 337.
    @Test func iOS26RecordsTheProbedDevices() throws {
        let found = try Self.height(375, 667, 26).get()
        #expect(found.height == 260)
        #expect(
            found.notes == [
                .reason("docked keyboard 260 pt: recorded on the iOS 26.1 simulator's iPhone SE (Vercantez/openuikit)")
            ])
        #expect(try Self.height(375, 667, 26, .landscapeLeft).get().height == 206)
        #expect(try Self.height(393, 852, 26).get().height == 335)
        #expect(try Self.height(820, 1180, 26, family: .pad).get().height == 337)
        #expect(
            try Self.height(375, 667, 27).get().notes == [
                .reason("docked keyboard 260 pt: recorded on the iOS 26.1 simulator's iPhone SE (Vercantez/openuikit)"),
                .assumption("iOS 27 alike"),
            ])
        #expect(
            throws: KeyboardHeights.Missing(
                """
                keyboard heights of 390 × 844 pt phones in portrait on iOS 26 and later (recorded: the iPhone SE in \
                both orientations, the iPhone 16, the 402 × 874 pt phones and the iPad (A16) in portrait)
                """
            )
        ) {
            try Self.height(390, 844, 26).get()
        }
    }

    /// ryan-son/necto-map-local-plugin@c3ebb72, `BadgeLayoutTests.swift` lines 135–136: the keyboard frames
    /// (0, 539, 402, 335) on the iOS 26.4 simulator's iPhone 17 Pro and (0, 546, 402, 328) on the iOS 27.0
    /// simulator's iPhone 18 Pro. Each row holds on its own release: 27 is not assumed from 26 where it printed
    /// another height, and neither reaches back before 26.
    @Test func the402PhonesKeyboardIsPrintedPerRelease() throws {
        let ios26 = try Self.height(402, 874, 26).get()
        #expect(ios26.height == 335)
        #expect(
            ios26.notes == [
                .reason(
                    """
                    docked keyboard 335 pt: printed on the iOS 26.4 simulator's iPhone 17 Pro, frame \
                    (0, 539, 402, 335) (ryan-son/necto-map-local-plugin)
                    """)
            ])
        let ios27 = try Self.height(402, 874, 27).get()
        #expect(ios27.height == 328)
        #expect(ios27.notes.map(\.isAssumption) == [false])
        #expect(throws: KeyboardHeights.Missing("keyboard heights of 402 × 874 pt phones")) {
            try Self.height(402, 874, 18).get()
        }
    }

    /// lionheart/openradar-mirror issue 19513 (iOS 11, a 768 x 1024 iPad): 313 in portrait, 398 in
    /// landscape; iOS 12–18 assumed alike.
    @Test func iOS11PrintsThe768PadsKeyboard() throws {
        #expect(try Self.height(768, 1024, 11, family: .pad).get().height == 313)
        #expect(try Self.height(768, 1024, 11, .landscapeLeft, family: .pad).get().height == 398)
        #expect(
            try Self.height(768, 1024, 16, family: .pad).get().notes == [
                .reason(
                    """
                    docked keyboard 313 pt for a 768 × 1024 pt iPad in portrait (a printed keyboard frame {768, 313} \
                    on iOS 11, lionheart/openradar-mirror issue 19513)
                    """),
                .assumption("the iOS 11 height alike on iOS 12–18"),
            ])
        #expect(throws: KeyboardHeights.Missing("iPad keyboard heights")) {
            try Self.height(834, 1112, 11, family: .pad).get()
        }
    }

    @Test func whatIsNotSourcedIsNamed() {
        #expect(throws: KeyboardHeights.Missing("keyboard heights of 402 × 874 pt phones")) {
            try Self.height(402, 874, 18).get()
        }
        #expect(throws: KeyboardHeights.Missing("landscape keyboard heights")) {
            try Self.height(390, 844, 18, .landscapeLeft).get()
        }
        #expect(throws: KeyboardHeights.Missing("iPad keyboard heights")) {
            try Self.height(820, 1180, 18, family: .pad).get()
        }
        #expect(throws: KeyboardHeights.Missing("iOS 10 keyboard heights")) { try Self.height(375, 667, 10).get() }
    }
}

@Suite struct KeyboardPlacementTests {
    static func scene(_ device: String, _ keyboard: Keyboard?) throws -> Scene {
        let device = try #require(DeviceCatalog.device(named: device))
        return Scene(
            screen: try device.screen(orientation: .portrait), root: .view(ViewNode(name: "root")), keyboard: keyboard)
    }

    @Test func theDevicesKeyboardDocksAtTheBottom() throws {
        let layout = try Self.scene("iPhone 12", Keyboard(.deviceHeight)).layout(
            options: LayoutOptions(release: UIKitRelease(18)))
        #expect(layout.keyboard?.frame == Rect(x: 0, y: 508, width: 390, height: 336))
    }

    @Test func aGivenHeightDocksAtTheBottom() throws {
        let layout = try Self.scene("iPhone 14 Pro", Keyboard(.height(336))).layout(
            options: LayoutOptions(release: UIKitRelease(18)))
        #expect(layout.keyboard?.frame == Rect(x: 0, y: 516, width: 393, height: 336))
    }

    @Test func anUnsourcedHeightIsAnError() throws {
        let scene = try Self.scene("iPhone 16 Pro", Keyboard(.deviceHeight))
        #expect(
            throws: ModelError.noKeyboardHeight(
                device: "iPhone 16 Pro", orientation: .portrait, release: UIKitRelease(18),
                missing: "keyboard heights of 402 × 874 pt phones")
        ) {
            try scene.layout(options: LayoutOptions(release: UIKitRelease(18)))
        }
        let error = ModelError.noKeyboardHeight(
            device: "iPhone 16 Pro", orientation: .portrait, release: UIKitRelease(18),
            missing: "keyboard heights of 402 × 874 pt phones")
        #expect(
            error.description
                == """
                no sourced keyboard height for 'iPhone 16 Pro' in portrait on iOS 18: keyboard heights of 402 × \
                874 pt phones are not published; give keyboard {height: N} or {frame: RECT}
                """
        )
    }

    @Test func aPhoneDoesNotFloatItsKeyboard() throws {
        let scene = try Self.scene(
            "iPhone 12", Keyboard(.frame(Rect(x: 0, y: 300, width: 320, height: 250)), mode: .floating))
        #expect(throws: ModelError.keyboardModeNeedsPad(device: "iPhone 12", mode: "floating")) { try scene.layout() }
        #expect(
            ModelError.keyboardModeNeedsPad(device: "iPhone 12", mode: "floating").description
                == "'iPhone 12' has no floating keyboard; only iPads float or undock it")
    }
}

@Suite struct KeyboardLayoutGuideTests {
    // A 393 × 852 pt root view with the home indicator's 34 pt bottom safe area.
    static let frame = Rect(x: 0, y: 0, width: 393, height: 852)
    static let docked = KeyboardPlacement.docked(height: 336, window: Size(width: 393, height: 852), notes: [])
    static let floating = ResolvedKeyboard(
        frame: Rect(x: 40, y: 400, width: 320, height: 250), mode: .floating, notes: [])

    static func guide(
        _ keyboard: ResolvedKeyboard?, release: Int = 18, usesBottomSafeArea: Bool = true,
        followsUndockedKeyboard: Bool = false
    ) -> Rect? {
        KeyboardLayoutGuide.resolve(
            frameInWindow: frame, safeAreaBottom: 34, keyboard: keyboard, usesBottomSafeArea: usesBottomSafeArea,
            followsUndockedKeyboard: followsUndockedKeyboard, release: UIKitRelease(release))?.layoutFrame
    }

    @Test func atRestOnTheSafeAreasBottom() {
        // followsUndockedKeyboard: "When the keyboard is off screen or undocked, the guide's topAnchor matches the
        // bottomAnchor of safeAreaLayoutGuide".
        #expect(Self.guide(nil) == Rect(x: 0, y: 818, width: 393, height: 34))
        #expect(Self.guide(Self.floating) == Rect(x: 0, y: 818, width: 393, height: 34))
    }

    @Test func usesBottomSafeAreaFalseFromIOS17() {
        #expect(Self.guide(nil, release: 17, usesBottomSafeArea: false) == Rect(x: 0, y: 852, width: 393, height: 0))
        #expect(Self.guide(nil, release: 16, usesBottomSafeArea: false) == Rect(x: 0, y: 818, width: 393, height: 34))
    }

    @Test func theDockedKeyboardsTop() {
        #expect(Self.guide(Self.docked) == Rect(x: 0, y: 516, width: 393, height: 336))
    }

    @Test func followsAnUndockedKeyboardWhenAsked() {
        #expect(
            Self.guide(Self.floating, followsUndockedKeyboard: true) == Rect(x: 40, y: 400, width: 320, height: 250))
    }

    @Test func noGuideBeforeIOS15() {
        #expect(Self.guide(Self.docked, release: 14) == nil)
    }
}

@Suite struct KeyboardAvoidanceTests {
    static let keyboard = KeyboardPlacement.docked(height: 336, window: Size(width: 393, height: 852), notes: [])

    @Test func aTabBarAndTheHomeIndicatorAreAlreadyInTheAdjustedInset() {
        // 393 × 852 pt phone, tab bar 49 + home indicator 34 = 83 bottom safe area, 336 pt keyboard: 336 − 83 = 253.
        let avoidance = KeyboardAvoidance.resolve(
            frameInWindow: Rect(x: 0, y: 0, width: 393, height: 852), keyboard: Self.keyboard,
            safeAreaBottom: 83, bottomAdjusted: true, adjustedByUIKit: false)
        #expect(avoidance.overlap == 336)
        #expect(avoidance.contentInsetBottom == 253)
        #expect(avoidance.adjustedContentInsetBottom == 336)
    }

    @Test func anUnadjustedEdgeTakesTheWholeOverlap() {
        let avoidance = KeyboardAvoidance.resolve(
            frameInWindow: Rect(x: 0, y: 100, width: 393, height: 600), keyboard: Self.keyboard,
            safeAreaBottom: 0, bottomAdjusted: false, adjustedByUIKit: false)
        #expect(avoidance.overlap == 184)
        #expect(avoidance.contentInsetBottom == 184)
    }

    @Test func aTableViewControllersTableIsUIKits() {
        // iOS 26.1, iPhone SE (no bottom safe area): adjustedContentInset.bottom 0 → 260, contentInset unchanged.
        let keyboard = KeyboardPlacement.docked(height: 260, window: Size(width: 375, height: 667), notes: [])
        let avoidance = KeyboardAvoidance.resolve(
            frameInWindow: Rect(x: 0, y: 0, width: 375, height: 667), keyboard: keyboard,
            safeAreaBottom: 0, bottomAdjusted: true, adjustedByUIKit: true)
        #expect(avoidance.contentInsetBottom == 0)
        #expect(avoidance.adjustedContentInsetBottom == 260)
    }
}

/// A scene with the keyboard up reports a `UITableViewController`'s table as UIKit has it then: the
/// overlap in its `adjustedContentInset.bottom` (docs/keyboard.md); other scroll views keep UIKit's inset.
@Suite struct KeyboardUpTableTests {
    /// iPhone SE (3rd generation), iOS 26: a navigation controller (status bar 20 + bar 54 = 74) over `content`,
    /// keyboard shown (the recorded 260).
    static func layout(_ kind: ControllerKind) throws -> Layout {
        let device = try #require(DeviceCatalog.device(named: "iPhone SE (3rd generation)"))
        let table = ViewNode.tableView(
            name: "table", table: TableViewProperties(sections: [TableSection(rowCount: 20)]))
        let content = ControllerNode(kind: kind, name: "list", view: table)
        let root = Node.controller(.navigationController(name: "nav", viewControllers: [content]))
        let scene = Scene(
            screen: try device.screen(orientation: .portrait), root: root, keyboard: Keyboard(.deviceHeight))
        return try scene.layout(options: LayoutOptions(release: UIKitRelease(26)))
    }

    /// 74 at the top from the bars; 260 at the bottom: the keyboard's overlap with the 667-pt table, which
    /// replaces the bottom safe area of 0 (iOS 26.1: 0 → 260 for such a table; the replacing is assumed).
    @Test func aTableViewControllersTableHasTheKeyboardInItsAdjustedInset() throws {
        let layout = try Self.layout(.tableViewController)
        let table = try #require(layout.views.first { $0.path == "nav/list/table" })
        let scroll = try #require(table.scroll)
        #expect(scroll.adjustedContentInset == EdgeInsets(top: 74, left: 0, bottom: 260, right: 0))
        #expect(scroll.contentInset == .zero)
        #expect(scroll.derivation[.bottom].map(\.source) == [.keyboard, .keyboard])
        #expect(scroll.derivation[.bottom].map(\.amount) == [260, 0])
        // The overlap is sourced; that it replaces the safe area is an assumption term of its own.
        #expect(
            scroll.derivation[.bottom].map(\.reason) == [
                "the keyboard covers 260 pt of a UITableViewController's table, which UIKit adjusts itself",
                "assumed: the overlap replaces the bottom safe area 0 pt",
            ])
    }

    /// The same table in a plain view controller is the app's to move: UIKit's inset stays (0 at the bottom),
    /// and the report says what the app sets.
    @Test func anyOtherTableKeepsUIKitsInset() throws {
        let layout = try Self.layout(.viewController)
        let table = try #require(layout.views.first { $0.path == "nav/list/table" })
        #expect(table.scroll?.adjustedContentInset == EdgeInsets(top: 74, left: 0, bottom: 0, right: 0))
        #expect(layout.keyboardAvoidance(ofView: table.index)?.contentInsetBottom == 260)
    }
}

@Suite struct KeyboardSafeAreaPropertyTests {
    /// The keyboard never changes `safeAreaInsets`: every view of every scene has the same insets with and without
    /// it, for docked heights 0…600 and frames across the window (an exhaustive small domain), with and without a
    /// table view controller presented in a sheet.
    @Test(arguments: ["iPhone 12", "iPhone 14 Pro", "iPhone SE (2nd generation)"])
    func theKeyboardNeverChangesTheSafeArea(_ name: String) throws {
        let device = try #require(DeviceCatalog.device(named: name))
        let table = ViewNode.tableView(
            name: "table", table: TableViewProperties(sections: [TableSection(rowCount: 20)]))
        var feed = ControllerNode(name: "feed", view: table)
        let tabs = Node.controller(.tabBarController(name: "tabs", viewControllers: [feed]))
        // The same with a table view controller presented in a page sheet over it (its table is UIKit's to move).
        feed.presentedViewController = Presentation(
            .pageSheet, detents: [.medium, .large],
            controller: ControllerNode(
                kind: .tableViewController, name: "list", view: table))
        let presenting = Node.controller(.tabBarController(name: "tabs", viewControllers: [feed]))
        for root in [tabs, presenting] {
            let plain = try Scene(screen: device.screen(orientation: .portrait), root: root).layout()
            var keyboards = stride(from: 0.0, through: 600, by: 25).map { Keyboard(.height($0)) }
            keyboards += stride(from: 0.0, through: 800, by: 100).map {
                Keyboard(.frame(Rect(x: 0, y: $0, width: 300, height: 200)))
            }
            for keyboard in keyboards {
                var scene = try Scene(screen: device.screen(orientation: .portrait), root: root)
                scene.keyboard = keyboard
                let layout = try scene.layout()
                #expect(layout.views.map(\.safeAreaInsets) == plain.views.map(\.safeAreaInsets), "keyboard \(keyboard)")
                // The scroll insets too, but for a table view controller's table, which UIKit moves: its
                // adjustedContentInset.bottom is the larger of the resting one and the overlap (contentInset 0).
                for (up, rest) in zip(layout.views, plain.views) {
                    var expected = rest.scroll?.adjustedContentInset
                    if var inset = expected, let avoidance = layout.keyboardAvoidance(ofView: up.index),
                        avoidance.adjustedByUIKit
                    {
                        inset.bottom = max(inset.bottom, avoidance.overlap)
                        expected = inset
                    }
                    #expect(up.scroll?.adjustedContentInset == expected, "\(up.path), keyboard \(keyboard)")
                }
            }
        }
    }
}
