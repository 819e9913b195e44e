import PropertyTesting
@testable import ScrollInsets
import Testing

/// Presentations laid out in a scene: the container from ``PresentationLayout``, the presented
/// root view's safe area, and what reaches its table. Expected values are derived by hand from
/// the sourced rules (docs/presentations.md).
@Suite struct PresentationHierarchyTests {
    /// A `home` view controller presenting a table view controller as a page sheet.
    static func scene(
        _ device: String, _ orientation: Orientation = .portrait, release: Int? = nil,
        style: ModalPresentationStyle = .pageSheet, detents: [SheetDetent] = [.large],
        selected: SheetDetent? = nil
    ) throws -> Scene {
        let device = try #require(DeviceCatalog.device(named: device))
        let screen =
            try release.map { try device.screen(orientation: orientation, release: UIKitRelease($0)) }
            ?? device.screen(orientation: orientation)
        let table = ViewNode.tableView(
            name: "table", table: TableViewProperties(sections: [TableSection(rowCount: 30)]))
        var home = ControllerNode(name: "home")
        home.presentedViewController = Presentation(
            style, detents: detents, selectedDetent: selected,
            controller: ControllerNode(kind: .tableViewController, name: "list", view: table))
        return Scene(screen: screen, root: .controller(home))
    }

    static func presented(_ layout: Layout) throws -> ResolvedController {
        try #require(layout.controller(path: "home/list"))
    }

    @Test func iPhoneSEPageSheetBelowTheStatusBar() throws {
        // Sourced frame (openuikit, iOS 26): (0, 30, 375, 637); the SE has no bottom inset, so the sheet's
        // root view and its table see no safe area at all.
        let layout = try Self.scene("iPhone SE (3rd generation)", release: 26).layout()
        let list = try Self.presented(layout)
        #expect(list.presentation?.containerFrame == Rect(x: 0, y: 30, width: 375, height: 637))
        #expect(list.presentation?.style == .pageSheet)
        #expect(list.presentation?.detent == .large)
        #expect(list.viewFrame == Rect(x: 0, y: 30, width: 375, height: 637))
        #expect(list.safeAreaInsets == .zero)
        #expect(list.presentingController == 0)
        let table = try #require(layout.view(path: "home/list/table"))
        #expect(table.frameInWindow == Rect(x: 0, y: 30, width: 375, height: 637))
        #expect(table.scroll?.adjustedContentInset == .zero)
    }

    @Test func iPadPageSheetKeepsTheHomeIndicator() throws {
        // Sourced frame (openuikit, iPad (A16), iPadOS 26.1, measured): (0, 42, 820, 1138); the window's
        // bottom inset 25 reaches the sheet, which touches the bottom edge.
        let layout = try Self.scene("iPad (A16)", release: 26, detents: [.medium, .large]).layout()
        let list = try Self.presented(layout)
        #expect(list.presentation?.containerFrame == Rect(x: 0, y: 42, width: 820, height: 1138))
        #expect(list.presentation?.detent == .medium)
        #expect(list.safeAreaInsets == EdgeInsets(top: 0, left: 0, bottom: 25, right: 0))
        let table = try #require(layout.view(path: "home/list/table"))
        #expect(table.scroll?.adjustedContentInset == EdgeInsets(top: 0, left: 0, bottom: 25, right: 0))
    }

    @Test func iPadFormSheetGrowsOnlyOverTheRootPresentation() throws {
        // iPadOS 26, iPad (A16): a form sheet the window's root controller presents is (120, 260,
        // 580, 650) (580 × 640 centred, grown 10 upward, as openuikit records); one a form sheet
        // presents keeps the centred (120, 270, 580, 640): its parent sheet is not full screen.
        let device = try #require(DeviceCatalog.device(named: "iPad (A16)"))
        var inner = ControllerNode(name: "inner")
        inner.presentedViewController = Presentation(.formSheet, controller: ControllerNode(name: "second"))
        var home = ControllerNode(name: "home")
        home.presentedViewController = Presentation(.formSheet, controller: inner)
        let layout = try Scene(screen: device.screen(orientation: .portrait), root: .controller(home)).layout()
        let first = try #require(layout.controller(path: "home/inner"))
        #expect(first.presentation?.containerFrame == Rect(x: 120, y: 260, width: 580, height: 650))
        let second = try #require(layout.controller(path: "home/inner/second"))
        #expect(second.presentation?.containerFrame == Rect(x: 120, y: 270, width: 580, height: 640))
    }

    @Test func iPadOS18FormSheetDoesNotGrowOverTheRootPresentation() throws {
        // iPadOS 18, iPad (A16) (safe area 24 top, 20 bottom): both form sheets are 580 × 640 centred,
        // (120, 270, 580, 640): 18.0's full-height frame is the centred frame whoever presents it.
        let device = try #require(DeviceCatalog.device(named: "iPad (A16)"))
        var inner = ControllerNode(name: "inner")
        inner.presentedViewController = Presentation(.formSheet, controller: ControllerNode(name: "second"))
        var home = ControllerNode(name: "home")
        home.presentedViewController = Presentation(.formSheet, controller: inner)
        let screen = try device.screen(orientation: .portrait, release: UIKitRelease(18))
        let layout = try Scene(screen: screen, root: .controller(home)).layout()
        let centred = Rect(x: 120, y: 270, width: 580, height: 640)
        #expect(layout.controller(path: "home/inner")?.presentation?.containerFrame == centred)
        #expect(layout.controller(path: "home/inner/second")?.presentation?.containerFrame == centred)
        // The card reaches no edge of the window: its root view's safe area is zero.
        #expect(layout.controller(path: "home/inner")?.safeAreaInsets == .zero)
    }

    @Test func compactHeightFallsBackToFullScreen() throws {
        // iPhone 16 in landscape (compact height): the sheet is the window, its root view the window's safe area.
        let layout = try Self.scene("iPhone 16", .landscapeLeft, detents: [.medium, .large], selected: .medium).layout()
        let list = try Self.presented(layout)
        #expect(list.presentation?.containerFrame == Rect(x: 0, y: 0, width: 852, height: 393))
        #expect(list.presentation?.detent == nil)
        #expect(list.safeAreaInsets == layout.screen.safeAreaInsets)
    }

    @Test func iOS26FloatingSheetKeepsTheWholeBottomInset() throws {
        // iPhone 16, iOS 26, medium: laid out at (0, 393, 393, 459) down to the window's bottom
        // and shown scaled, so the propagation gives the whole 34 at the bottom (recorded on the
        // 26.1 iPhone 16: the presented view's safeAreaInsets.bottom 34, openuikit), and the top
        // gets nothing.
        let layout = try Self.scene("iPhone 16", release: 26, detents: [.medium, .large]).layout()
        let list = try Self.presented(layout)
        #expect(list.presentation?.containerFrame == Rect(x: 0, y: 393, width: 393, height: 459))
        #expect(list.safeAreaInsets == EdgeInsets(top: 0, left: 0, bottom: 34, right: 0))
        let derivation = layout.safeAreaDerivation(ofView: list.view)
        #expect(derivation[.bottom].map(\.amount) == [34, 0])
        #expect(derivation[.bottom].last?.source == .presentation)
        #expect(
            derivation[.bottom].last?.reason.hasPrefix(
                "an iOS 26 floating sheet is laid out down to the window's bottom and shown scaled") == true)
        #expect(derivation[.top].last?.source == .presentation)
        #expect(derivation[.top].last?.amount == 0)
        // The top term is an assumption (no source gives a sheet's safe area), the bottom one recorded.
        let top = try #require(derivation[.top].last)
        #expect(WhyTerm.inset(top).isAssumption)
        #expect(top.reason.hasPrefix("assumed: a pageSheet below the top edge gets no top inset"))
        #expect(WhyTerm.inset(top).text.hasPrefix("a pageSheet below the top edge gets no top inset"))
        #expect(!WhyTerm.inset(try #require(derivation[.bottom].last)).isAssumption)
        // The presentation repeats both terms among its notes, each with its own kind: the recorded
        // bottom inset is not written "assumed:" (it was, while every repeated term was marked).
        let notes = try #require(list.presentation?.notes)
        let top26 = try #require(notes.first { $0.text.hasPrefix("top safe area: ") })
        let bottom26 = try #require(notes.first { $0.text.hasPrefix("bottom safe area: ") })
        #expect(top26.isAssumption)
        #expect(top26.sentence.hasPrefix("assumed: top safe area: a pageSheet below the top edge"))
        #expect(!bottom26.isAssumption)
        #expect(bottom26.sentence.hasPrefix("bottom safe area: an iOS 26 floating sheet is laid out"))
    }

    @Test func shortFloatingSheetGivesUpItsBottomInset() throws {
        // UIKit 26.1 (decompiled): the presented view's additional bottom inset is −34 × percentCapsular.
        // A 56-pt detent on the iPhone 16: laid out 56 tall (no bottom safe area below a detent of 150 or
        // less), percentCapsular 1: 34 − 34 = 0. A 113-pt detent: percentCapsular (150 − 113) / 74 = 0.5,
        // 34 − 17 = 17.
        let short = try Self.presented(try Self.scene("iPhone 16", release: 26, detents: [.height(56)]).layout())
        #expect(short.presentation?.containerFrame == Rect(x: 0, y: 796, width: 393, height: 56))
        #expect(short.safeAreaInsets == EdgeInsets(top: 0, left: 0, bottom: 0, right: 0))
        let half = try Self.scene("iPhone 16", release: 26, detents: [.height(113)]).layout()
        let list = try Self.presented(half)
        #expect(list.safeAreaInsets == EdgeInsets(top: 0, left: 0, bottom: 17, right: 0))
        let bottom = try #require(half.safeAreaDerivation(ofView: list.view)[.bottom].last)
        #expect(bottom.amount == -17)
        #expect(bottom.source == .presentation)
        #expect(!WhyTerm.inset(bottom).isAssumption)
        #expect(bottom.reason.contains("read from decompiled UIKit 26.1, a lead; no printout"))
    }

    @Test func iOS18SheetIsEdgeAttached() throws {
        let layout = try Self.scene("iPhone 16", release: 18, detents: [.medium, .large]).layout()
        let list = try Self.presented(layout)
        // Medium: 0.56 × maximumDetentValue 749 → 1258 / 3 on the 3× grid, + the bottom 34.
        let medium = 1258.0 / 3 + 34
        #expect(list.presentation?.containerFrame == Rect(x: 0, y: 852 - medium, width: 393, height: medium))
        #expect(list.safeAreaInsets == EdgeInsets(top: 0, left: 0, bottom: 34, right: 0))
    }

    @Test func fullScreenSeesTheWindow() throws {
        let layout = try Self.scene("iPhone 16", release: 18, style: .fullScreen).layout()
        let list = try Self.presented(layout)
        #expect(list.presentation?.containerFrame == Rect(x: 0, y: 0, width: 393, height: 852))
        #expect(list.safeAreaInsets == EdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
    }

    @Test func theWalkRefusesWhatNoSourceGives() throws {
        #expect(
            throws: ModelError.presentationNotModelled(
                path: "home", style: "popover",
                reason: "no source gives a popover's frame; use pageSheet, formSheet, fullScreen or overFullScreen")
        ) {
            try Self.scene("iPhone 16", style: .popover).layout()
        }
    }

    @Test func aTableViewControllersViewMustBeATable() throws {
        let scene = Scene(
            screen: try #require(DeviceCatalog.device(named: "iPhone 16")).screen(orientation: .portrait),
            root: .controller(
                ControllerNode(
                    kind: .tableViewController, name: "list",
                    view: .scrollView(name: "scroll", scroll: ScrollViewProperties()))))
        #expect(
            throws: ModelError.rootViewKindMismatch(
                path: "list", controller: "tableViewController",
                expected: .tableView, found: .scrollView)
        ) {
            try scene.layout()
        }
        #expect(
            ModelError.rootViewKindMismatch(
                path: "list", controller: "tableViewController", expected: .tableView,
                found: .scrollView
            ).description
                == "list: a tableViewController's view must be a tableView; got 'scrollView'")
    }

    @Test func aTableViewControllerWithoutAViewGetsADefaultTable() throws {
        let scene = Scene(
            screen: try #require(DeviceCatalog.device(named: "iPhone 16")).screen(orientation: .portrait),
            root: .controller(ControllerNode(kind: .collectionViewController, name: "grid")))
        let layout = try scene.layout()
        #expect(layout.views.map(\.kind) == [.collectionView])
    }

    @Test func uIKitAdjustsOnlyTheTableOfATableViewController() throws {
        // iPhone SE (3rd generation), iOS 26.1 keyboard 260 (openuikit): the sheet's table is UIKit's to adjust.
        var scene = try Self.scene("iPhone SE (3rd generation)", release: 26)
        scene.keyboard = Keyboard(.deviceHeight)
        let layout = try scene.layout()
        let table = try #require(layout.view(path: "home/list/table"))
        let avoidance = try #require(layout.keyboardAvoidance(ofView: table.index))
        #expect(avoidance.adjustedByUIKit)
        #expect(avoidance.overlap == 260)
        #expect(avoidance.contentInsetBottom == 0)
        #expect(avoidance.adjustedContentInsetBottom == 260)
    }
}

/// Issue 18's property of presentations, over random scenes, releases and presentations.
@Suite struct PresentationPropertyTests {
    static let presentation: Gen<(ModalPresentationStyle, [SheetDetent], Size?)> = .zip(
        .element(of: ModalPresentationStyle.allCases.filter { $0 != .popover }),
        .element(of: [[.large], [.medium, .large], [.medium], [.height(200), .large], [.height(500)]]),
        .element(of: [nil, Size(width: 400, height: 500), Size(width: 320, height: 2000), Size(width: 0, height: 300)]))

    /// A presented controller's root view never has a larger safe area than the window on any
    /// edge (the one edge a sheet adds, the floating sheet's bottom, equals the window's), a
    /// container below the window's top band gets no top inset, and every container (a form
    /// sheet's `preferredContentSize` clamped by its margins included) is within the window.
    @Test func aPresentedRootViewNeverSeesMoreThanTheWindow() throws {
        try forAll(
            .scene(), Self.presentation, .controllerTree(scrollViews: true),
            describe: { "\(describeScene($0.0)) presents \($0.1) \($0.2)" }
        ) { scene, presentation, presented in
            var scene = scene
            guard case .controller(var root) = scene.root else { return false }
            var controller = presented
            controller.additionalSafeAreaInsets = .zero  // the property is about what the presentation gives
            root.presentedViewController = Presentation(
                presentation.0, detents: presentation.1, preferredContentSize: presentation.2, controller: controller)
            scene.root = .controller(root)
            let layout: Layout
            do {
                layout = try scene.layout()
            } catch ModelError.presentationNotModelled {
                return true  // an iPad page sheet in landscape, detents before iOS 15: refused, never laid out
            }
            let window = layout.screen.safeAreaInsets
            for resolved in layout.controllers {
                guard let container = resolved.presentation?.containerFrame else { continue }
                for edge in Edge.allCases where resolved.safeAreaInsets[edge] > window[edge] { return false }
                if container.minY >= window.top, resolved.safeAreaInsets.top != 0 { return false }
                let size = layout.screen.size
                if container.minX < 0 || container.minY < 0 || container.maxX > size.width
                    || container.maxY > size.height
                {
                    return false
                }
            }
            return layout.controllers.contains { $0.presentation != nil }
        }
    }
}
