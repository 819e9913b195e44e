import Testing
import ScrollInsets

/// The DocC tutorial "Audit a Screen in Code": its last listing (`CheckoutScreen.swift` here is a
/// link to `Sources/ScrollInsets/ScrollInsets.docc/Resources/checkout-06.swift`) is compiled into
/// this target and run, and every number the tutorial's prose and comments give is checked.
/// (ScrollInspectCoreTests type-checks each of the six listings on its own.)
@Suite struct TutorialTests {
    @Test func theScreenIsAnIPhoneXUpright() throws {
        let screen = try checkoutScreen()
        #expect(screen.safeAreaInsets == EdgeInsets(top: 44, left: 0, bottom: 34, right: 0))
        #expect(screen.release == UIKitRelease(16))
    }

    @Test func theCartTakesTheBarAndTheHomeIndicatorIntoItsContentInset() throws {
        let insets = try cartInsets()
        #expect(insets.safeArea == EdgeInsets(top: 88, left: 0, bottom: 34, right: 0))
        #expect(insets.adjusted == EdgeInsets(top: 88, left: 0, bottom: 34, right: 0))
        #expect(insets.offset == Point(x: 0, y: -88))
        #expect(
            try cartTopReasons() == ["sensor housing (status bar 44 pt within it)", "navigation bar of 'nav' 44 pt"])
    }

    /// Step 5: the Pay button at the frame measured on the shorter phone is flagged.
    @Test func theButtonAtItsOldFrameIsInTheHomeIndicatorBand() throws {
        var controller = checkoutController()
        var root = try #require(controller.view)
        guard case .view(var pay) = root.subviews[1] else {
            Issue.record("the second subview is not the button"); return
        }
        pay.pin = nil
        pay.frame = Rect(x: 16, y: 760, width: 343, height: 44)
        root.subviews[1] = .view(pay)
        controller.view = root
        let scene = Scene(
            screen: try checkoutScreen(),
            root: .controller(.navigationController(name: "nav", viewControllers: [controller])))
        let findings = Audit.run(on: try scene.layout())
        // In view order: the cart's note, then the button's error.
        #expect(findings.map(\.rule) == [.contentOffsetNotZero, .controlInUnsafeArea])
        #expect(findings.last?.severity == .error)
        #expect(findings.last?.path == "nav/checkout/root/pay")
        #expect(
            findings.last?.message.text
                == """
                interactive view 'nav/checkout/root/pay' lies 26 pt inside the bottom unsafe area (inset 34) of \
                the window; keep controls inside the safe area
                """
        )
    }

    /// Step 6: pinned to the safe area, the button clears the home indicator; the note that the
    /// cart does not start at offset 0 stays, as the tutorial says.
    @Test func thePinnedButtonClearsTheHomeIndicator() throws {
        let layout = try checkoutScene().layout()
        #expect(layout.view(path: "nav/checkout/root/pay")?.frame == Rect(x: 16, y: 726, width: 343, height: 44))
        let findings = try checkoutFindings()
        #expect(findings.map(\.rule) == [.contentOffsetNotZero])
        #expect(findings.map(\.severity) == [.note])
    }
}
