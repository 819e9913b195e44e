@testable import ScrollInsets
import Testing

@Suite struct KeyboardDoubleInsetRuleTests {
    /// A feed in a tab bar controller on the iPhone 14 Pro (393 × 852 pt, home indicator 34, tab bar 49 under
    /// iOS 18) with a given 336 pt docked keyboard and `contentInset.bottom`.
    static func layout(
        contentInsetBottom: Double, keyboard: Keyboard? = Keyboard(.height(336)),
        behavior: ContentInsetAdjustmentBehavior = .automatic
    ) throws -> Layout {
        let device = try #require(DeviceCatalog.device(named: "iPhone 14 Pro"))
        let table = ViewNode.tableView(
            name: "table", table: TableViewProperties(sections: [TableSection(rowCount: 30)]),
            scroll: ScrollViewProperties(
                contentInset: EdgeInsets(top: 0, left: 0, bottom: contentInsetBottom, right: 0),
                contentInsetAdjustmentBehavior: behavior, alwaysBounceVertical: true))
        let root = Node.controller(
            .tabBarController(name: "tabs", viewControllers: [ControllerNode(name: "feed", view: table)]))
        return try Scene(screen: device.screen(orientation: .portrait), root: root, keyboard: keyboard)
            .layout(options: LayoutOptions(release: UIKitRelease(18)))
    }

    @Test func theTabBarCountedTwice() throws {
        // overlap 336 (the keyboard covers the full-height table's bottom), bottom safe area 34 + 49 = 83: 336 − 83 =
        // 253.
        let findings = KeyboardDoubleInsetRule.findings(in: try Self.layout(contentInsetBottom: 336))
        #expect(findings.map(\.rule) == [.keyboardDoubleInset])
        #expect(
            findings.map(\.message.text) == [
                """
                'tabs/feed/table' sets contentInset.bottom 336, but adjustedContentInset.bottom already holds its \
                bottom safe area 83, so the content stops 83 higher than the keyboard's overlap 336 needs: set 253, \
                max(0, 336 − 83)
                """
            ])
    }

    /// The rule fires for any inset above the right one, R = max(0, 336 − 83) = 253, not only the whole overlap:
    /// the adjusted inset C + 83 then exceeds the overlap 336 by C − 253.
    struct Above: CustomTestStringConvertible, Sendable {
        var inset: Double
        var excess: String
        var testDescription: String { "contentInset.bottom \(inset)" }
    }

    @Test(arguments: [
        Above(inset: 302, excess: "49"),  // 336 − 34: only the home indicator subtracted, the tab bar counted twice
        Above(inset: 261, excess: "8"),  // 253 + 8
        Above(inset: 400, excess: "147"),  // more than the overlap: 400 − 253
    ])
    func anyInsetAboveTheRightOneFires(_ above: Above) throws {
        let findings = KeyboardDoubleInsetRule.findings(in: try Self.layout(contentInsetBottom: above.inset))
        #expect(
            findings.map(\.message.text) == [
                """
                'tabs/feed/table' sets contentInset.bottom \(Int(above.inset)), but adjustedContentInset.bottom already \
                holds its bottom safe area 83, so the content stops \(above.excess) higher than the keyboard's overlap \
                336 needs: set 253, max(0, 336 − 83)
                """
            ])
    }

    @Test(arguments: [
        (253.0, ContentInsetAdjustmentBehavior.automatic, true),  // the right value
        (200.0, .automatic, true),  // less than the right value: the keyboard covers content, not this rule's mistake
        (336.0, .never, true),  // never: the whole overlap is right
        (336.0, .automatic, false),  // no keyboard
    ])
    func staysQuiet(_ inset: Double, _ behavior: ContentInsetAdjustmentBehavior, _ withKeyboard: Bool) throws {
        let layout = try Self.layout(
            contentInsetBottom: inset, keyboard: withKeyboard ? Keyboard(.height(336)) : nil, behavior: behavior)
        #expect(KeyboardDoubleInsetRule.findings(in: layout).isEmpty)
    }

    /// The table of a table view controller on the iPhone SE (3rd generation), iOS 26, with the recorded 260-pt
    /// keyboard: UIKit already puts the overlap into adjustedContentInset.bottom, so the right inset is 0, even with
    /// no bottom safe area to count twice.
    static func tableViewController(contentInsetBottom: Double) throws -> Layout {
        let device = try #require(DeviceCatalog.device(named: "iPhone SE (3rd generation)"))
        let table = ViewNode.tableView(
            name: "form", table: TableViewProperties(sections: [TableSection(rowCount: 30)]),
            scroll: ScrollViewProperties(
                contentInset: EdgeInsets(top: 0, left: 0, bottom: contentInsetBottom, right: 0),
                alwaysBounceVertical: true))
        let root = Node.controller(
            .navigationController(
                name: "nav",
                viewControllers: [
                    ControllerNode(kind: .tableViewController, name: "settings", view: table)
                ]))
        return try Scene(
            screen: device.screen(orientation: .portrait, release: UIKitRelease(26)), root: root,
            keyboard: Keyboard(.deviceHeight)
        ).layout()
    }

    @Test func aTableViewControllersTableIsAlreadyAdjusted() throws {
        let findings = KeyboardDoubleInsetRule.findings(in: try Self.tableViewController(contentInsetBottom: 260))
        #expect(
            findings.map(\.message.text) == [
                """
                'nav/settings/form' sets contentInset.bottom 260, the keyboard's, but it is a UITableViewController's \
                table: UIKit already puts the overlap 260 into adjustedContentInset.bottom: set 0 pt
                """
            ])
        #expect(KeyboardDoubleInsetRule.findings(in: try Self.tableViewController(contentInsetBottom: 0)).isEmpty)
        // Less than the overlap 260 is not the keyboard's inset (a footer's room, say): quiet; more than it fires.
        #expect(KeyboardDoubleInsetRule.findings(in: try Self.tableViewController(contentInsetBottom: 259)).isEmpty)
        #expect(
            KeyboardDoubleInsetRule.findings(in: try Self.tableViewController(contentInsetBottom: 300)).map(\.rule) == [
                .keyboardDoubleInset
            ])
    }
}
