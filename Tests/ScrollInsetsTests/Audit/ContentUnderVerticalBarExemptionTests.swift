@testable import ScrollInsets
import Testing

/// What `content-under-vertical-bar` leaves out on the iPhone Duo's cover, iOS 27.1 (466 pt wide,
/// the 84-pt column from x 382, GetStream/stream-chat-react-native #3818): views pinned to the root
/// view's trailing edge whose content UIKit keeps out of the column. Each case beside the same
/// layout that is reported.
@Suite struct ContentUnderVerticalBarExemptionTests {
    /// A scene of the Duo's cover whose root view holds `subviews` (fixture YAML, indented for
    /// the `subviews:` list).
    static func layout(_ subviews: String) throws -> Layout {
        try AuditFixture.layout(
            yaml: """
                format: 1
                device: iPhone Duo (cover)
                ios: 27.1
                root:
                  viewController:
                    name: inbox
                    view:
                      view:
                        subviews:
                \(subviews)
                """)
    }

    static func findings(_ subviews: String) throws -> [String] {
        Audit.run([.contentUnderVerticalBar], on: try layout(subviews)).map(\.message.text)
    }

    /// A table view across the width: `insetsContentViewsToSafeArea` (on by default) insets its
    /// cells' content views to the safe area, so only backgrounds and separators reach the column.
    static func table(insetsContentViews: Bool) -> String {
        """
                  - tableView:
                      name: list
                      insetsContentViewsToSafeArea: \(insetsContentViews)
                      pin:
                        top: {to: safeArea}
                        bottom: {to: bounds}
                        leading: {to: bounds}
                        trailing: {to: bounds}
                      sections: [{rows: 3}]
        """
    }

    @Test func aTableViewInsettingItsCellContentIsNotReported() throws {
        #expect(try Self.findings(Self.table(insetsContentViews: true)).isEmpty)
        // Without the inset, the cells' content reaches the column: 466 − 382 = 84 pt.
        #expect(
            try Self.findings(Self.table(insetsContentViews: false)) == [
                """
                'inbox/view[0]/list' is pinned to the trailing edge of 'inbox/view[0]', not its safe area: its right \
                84 pt lie under the vertical-bar column (84 pt); pin it to the safe area
                """
            ])
    }

    @Test func aViewHoldingSuchATableIsNotReported() throws {
        // A panel across the width whose only content is a table filling it (as an embed container's
        // child table view): the table's cells keep their content out of the column.
        let panel = { (insetsContentViews: Bool) in
            """
                      - view:
                          name: panel
                          pin:
                            top: {to: safeArea}
                            bottom: {to: bounds}
                            leading: {to: bounds}
                            trailing: {to: bounds}
                          subviews:
                            - tableView:
                                name: list
                                insetsContentViewsToSafeArea: \(insetsContentViews)
                                pin:
                                  top: {to: bounds}
                                  bottom: {to: bounds}
                                  leading: {to: bounds}
                                  trailing: {to: bounds}
                                sections: [{rows: 3}]
            """
        }
        #expect(try Self.findings(panel(true)).isEmpty)
        #expect(
            try Self.findings(panel(false)) == [
                """
                'inbox/view[0]/panel' is pinned to the trailing edge of 'inbox/view[0]', not its safe area: its right \
                84 pt lie under the vertical-bar column (84 pt); pin it to the safe area
                """
            ])
    }

    /// A bar across the width whose button is pinned to its trailing layout margin, which UIKit
    /// insets from the safe area (`insetsLayoutMarginsFromSafeArea`): 84 + 8 from the right.
    static func bar(buttonTo anchor: String) -> String {
        """
                  - view:
                      name: bar
                      pin:
                        top: {to: safeArea}
                        leading: {to: bounds}
                        trailing: {to: bounds}
                        height: 44
                      subviews:
                        - view:
                            name: done
                            interactive: true
                            pin:
                              top: {to: bounds}
                              trailing: {to: \(anchor)}
                              width: 40
                              height: 44
        """
    }

    @Test func aViewWhoseContentKeepsToItsMarginsIsNotReported() throws {
        let layout = try Self.layout(Self.bar(buttonTo: "layoutMargins"))
        #expect(Audit.run([.contentUnderVerticalBar], on: layout).isEmpty)
        // 466 − (84 + 8) − 40 = 334: the button ends at 374, left of the column at 382.
        #expect(layout.view(path: "inbox/view[0]/bar/done")?.frame == Rect(x: 334, y: 0, width: 40, height: 44))
        // Pinned to the bar's edge, the button lies under the column, and the bar is reported.
        #expect(
            try Self.findings(Self.bar(buttonTo: "bounds")) == [
                """
                'inbox/view[0]/bar' is pinned to the trailing edge of 'inbox/view[0]', not its safe area: its right \
                84 pt lie under the vertical-bar column (84 pt); pin it to the safe area
                """
            ])
    }

    @Test func aDecorativeBackgroundIsNotReported() throws {
        let background = { (decorative: Bool) in
            """
                      - view:
                          name: map
                          decorative: \(decorative)
                          pin:
                            top: {to: bounds}
                            bottom: {to: bounds}
                            leading: {to: bounds}
                            trailing: {to: bounds}
            """
        }
        #expect(try Self.findings(background(true)).isEmpty)
        #expect(
            try Self.findings(background(false)) == [
                """
                'inbox/view[0]/map' is pinned to the trailing edge of 'inbox/view[0]', not its safe area: its right \
                84 pt lie under the vertical-bar column (84 pt); pin it to the safe area
                """
            ])
    }
}
