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
                'tabs/feed/table' sets contentInset.bottom 336, the keyboard's full overlap, but \
                adjustedContentInset.bottom already holds its bottom safe area 83: set 253, max(0, 336 − 83)
                """
            ])
    }

    @Test(arguments: [
        (253.0, ContentInsetAdjustmentBehavior.automatic, true),  // the right value
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
    }
}
