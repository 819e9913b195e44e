import PropertyTesting
import Testing
@testable import ScrollInsets

/// Issue 2's properties over random hierarchies (1,000 by default; `SCROLLINSETS_PROPERTY_RUNS`
/// scales them, `SCROLLINSETS_SEED` replays).
@Suite struct SafeAreaPropertyTests {
    /// (a) No view's inset on any edge exceeds its superview's, and none is negative. The
    /// bound holds between a view and its superview, not across a controller boundary, so
    /// controller root views are held to non-negativity only.
    @Test func insetsNeverExceedTheSuperviewsAndAreNeverNegative() throws {
        try forAll(.scene(), describe: describeScene) { scene in
            let layout = try scene.layout()
            for view in layout.views {
                for edge in Edge.allCases where view.safeAreaInsets[edge] < 0 { return false }
                guard view.controller == nil, let superview = view.superview else { continue }
                let available = layout.views[superview].safeAreaInsetsForSubviews
                for edge in Edge.allCases where view.safeAreaInsets[edge] > available[edge] { return false }
            }
            return true
        }
    }

    /// (b) A view inside its superview's safe area has zero insets.
    @Test func viewsInsideTheSuperviewsSafeAreaHaveZeroInsets() throws {
        try forAll(.scene(), describe: describeScene) { scene in
            let layout = try scene.layout()
            for view in layout.views where view.controller == nil {
                guard let superview = view.superview.map({ layout.views[$0] }) else { continue }
                let safeRect = Rect(origin: superview.boundsOrigin, size: superview.frame.size).inset(
                    by: superview.safeAreaInsetsForSubviews)
                if safeRect.contains(view.frame) && view.safeAreaInsets != .zero { return false }
            }
            return true
        }
    }

    /// (c) Mirroring a scene left to right, with the layout direction flipped, mirrors every
    /// frame, inset and margin; directional margins stay as given and land on the other side.
    @Test func mirroringMapsInsetsLeftToRight() throws {
        try forAll(.scene(scrollViews: false), describe: describeScene) { scene in
            let original = try scene.layout()
            let mirrored = try SceneTransforms.mirrored(scene).layout()
            guard original.views.count == mirrored.views.count else { return false }
            for (a, b) in zip(original.views, mirrored.views) {
                let width = a.superview.map { original.views[$0].frame.width } ?? original.screen.size.width
                guard b.frame == a.frame.mirrored(inWidth: width),
                    b.safeAreaInsets == a.safeAreaInsets.mirroredHorizontally,
                    b.layoutMargins == a.layoutMargins.mirroredHorizontally,
                    Set(b.safeAreaClampedEdges) == Set(a.safeAreaClampedEdges.map(SceneTransforms.mirror))
                else { return false }
            }
            return true
        }
    }

    /// The case the mirroring property shrank to once iOS 10 was drawn: an empty view on the
    /// iPhone SE (1st generation) in the iOS 10 compatibility mode. The transform rebuilt the
    /// screen as a custom window, so the mirror was laid out on the window's default release
    /// (18) with a 20-pt safe area, while iOS 10 has none (layout guides only, top 20 here).
    /// The mirror keeps the release, so both sides have no safe area and the same guides.
    @Test func theMirrorOfAnIOS10SceneStaysOnIOS10() throws {
        let device = try #require(DeviceCatalog.device(named: "iPhone SE (1st generation)"))
        let screen = try device.screen(orientation: .portrait, release: .iOS10)
        let view = ViewNode(frame: Rect(x: 0, y: 0, width: 0, height: 0))
        let scene = Scene(screen: screen, root: .controller(ControllerNode(name: "vc", view: view)))
        let mirror = SceneTransforms.mirrored(scene)
        #expect(mirror.screen.release == .iOS10)
        let original = try scene.layout()
        let mirrored = try mirror.layout()
        #expect(original.views.map(\.safeAreaInsets) == [.zero])
        #expect(mirrored.views.map(\.safeAreaInsets) == [.zero])
        #expect(original.controller(path: "vc")?.layoutGuides == LayoutGuides(top: 20, bottom: 0))
        #expect(mirrored.controller(path: "vc")?.layoutGuides == LayoutGuides(top: 20, bottom: 0))
    }

    /// A letterboxed iPhone X under iOS 10 lays out on the iPhone 8's screen: the mirror is taken
    /// in 667 points in landscape, not the device's 812.
    @Test func aLetterboxedSceneMirrorsInTheIPhone8sWidth() throws {
        let device = try #require(DeviceCatalog.device(named: "iPhone X"))
        let screen = try device.screen(orientation: .landscapeLeft, release: .iOS10)
        let scene = Scene(screen: screen, root: .controller(ControllerNode(name: "vc", view: ViewNode())))
        #expect(SceneTransforms.laidOutWidth(scene) == 667)
        #expect(try scene.layout().screen.size.width == 667)
    }

    /// (c) Rotating a plain hierarchy a quarter turn clockwise rotates every inset: top → right,
    /// right → bottom, bottom → left, left → top.
    @Test func rotatingMapsInsetsAQuarterTurn() throws {
        let gen = Gen<(EdgeInsets, ViewNode)>.zip(.halfInsets(0...60), .viewTree(depth: 4, scrollViews: false))
        try forAll(gen) { insets, tree in
            let size = Size(width: 900, height: 1_000)
            var root = SceneTransforms.physicalMargins(tree)
            root.frame = Rect(origin: .zero, size: size)
            let scene = Scene(screen: Screen(size: size, safeAreaInsets: insets), root: .view(root))
            let original = try scene.layout()
            let rotated = try SceneTransforms.rotatedClockwise(scene).layout()
            for (a, b) in zip(original.views, rotated.views) {
                guard b.safeAreaInsets == SceneTransforms.rotatedClockwise(a.safeAreaInsets),
                    b.layoutMargins == SceneTransforms.rotatedClockwise(a.layoutMargins)
                else { return false }
            }
            return original.views.count == rotated.views.count
        }
    }

    /// (d) Results are deterministic: the same scene lays out the same way twice.
    @Test func layoutIsDeterministic() throws {
        try forAll(.scene(), describe: describeScene) { scene in
            try scene.layout() == scene.layout()
        }
    }

    /// (e) The derivation of each inset adds up to the inset: safe areas, margins and adjusted
    /// content insets.
    @Test func derivationsAddUp() throws {
        try forAll(.scene(), describe: describeScene) { scene in
            let layout = try scene.layout()
            for view in layout.views {
                guard layout.safeAreaDerivation(ofView: view.index).totals == view.safeAreaInsets,
                    view.layoutMarginsDerivation.totals == view.layoutMargins
                else { return false }
                if let scroll = view.scroll, scroll.derivation.totals != scroll.adjustedContentInset { return false }
            }
            return true
        }
    }
}
