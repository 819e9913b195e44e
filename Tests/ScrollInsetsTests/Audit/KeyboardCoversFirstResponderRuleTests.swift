@testable import ScrollInsets
import Testing

@Suite struct KeyboardCoversFirstResponderRuleTests {
    /// A sign-in form on the iPhone 12 (390 × 844 pt, status bar 47, home indicator 34) under iOS 18: a scroll view
    /// 900 pt tall with a password field at content y 480, marked first responder, and a keyboard.
    static func layout(
        keyboard: Keyboard?, contentOffsetY: Double? = nil, fieldY: Double = 480,
        firstResponder: Bool = true
    ) throws -> Layout {
        let device = try #require(DeviceCatalog.device(named: "iPhone 12"))
        var field = ViewNode(name: "password", frame: Rect(x: 20, y: fieldY, width: 350, height: 44))
        field.firstResponder = firstResponder
        var scroll = ScrollViewProperties(contentSize: Size(width: 390, height: 900))
        if let contentOffsetY { scroll.contentOffset = Point(x: 0, y: contentOffsetY) }
        let form = ViewNode.scrollView(name: "form", scroll: scroll, subviews: [.view(field)])
        let root = Node.controller(ControllerNode(name: "signIn", view: form))
        return try Scene(screen: device.screen(orientation: .portrait), root: root, keyboard: keyboard)
            .layout(options: LayoutOptions(release: UIKitRelease(18)))
    }

    @Test func whollyUnderTheKeyboard() throws {
        // The field rests at window y 480 + 47 = 527 to 571; a 336 pt keyboard's top is 844 − 336 = 508: all 44 pt
        // under it.
        let findings = KeyboardCoversFirstResponderRule.findings(in: try Self.layout(keyboard: Keyboard(.height(336))))
        #expect(findings.map(\.rule) == [.keyboardCoversFirstResponder])
        #expect(findings.map(\.path) == ["signIn/form/password"])
        #expect(
            findings.map(\.message.text) == [
                """
                first responder 'signIn/form/password' lies wholly (44 pt) under the docked keyboard (window y \
                527–571, keyboard top 508); scroll it above the keyboard or lay it out on keyboardLayoutGuide
                """
            ])
    }

    /// Issue 37's "an input bar pinned to the safe area instead of the keyboard guide" is this rule's case: the
    /// bar's field is the first responder, and the keyboard covers it unless the bar follows keyboardLayoutGuide.
    static func inputBar(bottom: String) -> String {
        """
        device: iPhone 12
        ios: 18
        keyboard: {height: 336}
        root:
          viewController:
            name: chat
            view:
              view:
                subviews:
                  - view:
                      name: bar
                      pin: {leading: 0, trailing: 0, bottom: \(bottom), height: 52}
                      subviews:
                        - view: {name: field, firstResponder: true, pin: {leading: 8, trailing: 8, top: 8, height: 36}}
        """
    }

    @Test func anInputBarPinnedToTheSafeAreaNotTheKeyboardGuide() throws {
        // The bar ends at the safe area, 844 − 34 = 810: bar 758–810, field 766–802; keyboard top 844 − 336 = 508.
        let pinned = try AuditFixture.layout(yaml: Self.inputBar(bottom: "{to: safeArea}"))
        #expect(
            Audit.run([.keyboardCoversFirstResponder], on: pinned).map(\.message.text) == [
                """
                first responder 'chat/view[0]/bar/field' lies wholly (36 pt) under the docked keyboard (window y \
                766–802, keyboard top 508); scroll it above the keyboard or lay it out on keyboardLayoutGuide
                """
            ])
        // On the guide the bar ends at the keyboard's top: 456–508, the field 464–500, clear of it.
        let following = try AuditFixture.layout(yaml: Self.inputBar(bottom: "{to: keyboardLayoutGuide}"))
        #expect(following.view(path: "chat/view[0]/bar/field")?.frameInWindow.minY == 464)
        #expect(Audit.run([.keyboardCoversFirstResponder], on: following).isEmpty)
    }

    @Test func partOfTheField() throws {
        // A 300 pt keyboard: top 544, the field 527–571 is 27 pt under it.
        let findings = KeyboardCoversFirstResponderRule.findings(in: try Self.layout(keyboard: Keyboard(.height(300))))
        #expect(
            findings.map(\.message.text) == [
                """
                first responder 'signIn/form/password' lies 27 pt under the docked keyboard (window y 527–571, \
                keyboard top 544); scroll it above the keyboard or lay it out on keyboardLayoutGuide
                """
            ])
    }

    struct QuietCase: CustomTestStringConvertible, Sendable {
        var testDescription: String
        var keyboard: Keyboard?
        var contentOffsetY: Double?
        var firstResponder = true
    }

    static let quietCases: [QuietCase] = [
        // Scrolled to contentOffset (0, 100): window y 427 to 471 (the sign-in fixture's scene 1), above the keyboard's
        // top, 508.
        QuietCase(
            testDescription: "scrolled above the keyboard", keyboard: Keyboard(.height(336)), contentOffsetY: 100),
        // The field ends at 571, exactly the keyboard's top for a 273 pt keyboard: touching is not covering.
        QuietCase(testDescription: "touching its top", keyboard: Keyboard(.height(273))),
        QuietCase(testDescription: "no keyboard", keyboard: nil),
        QuietCase(testDescription: "not the first responder", keyboard: Keyboard(.height(336)), firstResponder: false),
    ]

    @Test(arguments: quietCases) func staysQuiet(_ quiet: QuietCase) throws {
        let layout = try Self.layout(
            keyboard: quiet.keyboard, contentOffsetY: quiet.contentOffsetY, firstResponder: quiet.firstResponder)
        #expect(KeyboardCoversFirstResponderRule.findings(in: layout).isEmpty)
    }
}
