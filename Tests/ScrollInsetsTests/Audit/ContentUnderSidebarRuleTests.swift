@testable import ScrollInsets
@testable import ScrollInsetsFormats
import Testing

/// `content-under-sidebar` beyond its two fixtures: the supplementary column of a triple-column
/// split, an overlaid sidebar, right to left, backgrounds, and the window controls (left to
/// `custom-top-bar-under-window-controls`). Every number from docs/split-views.md: the 320-pt
/// sidebar (useyourloaf, CalendarKit #320), floating on iPadOS 26 10 pt from the leading edge, 32
/// from the top and 15 from the bottom (openuikit's probe transcript, iPadOS 26.1), a triple
/// column's 280 (the same transcript), the column beside it extending under it with the sidebar's
/// trailing edge as leading safe area (WWDC25 session 282; the amount assumed), the iPad Pro
/// 11-inch (4th generation) 1194 x 834 in landscape.
@Suite struct ContentUnderSidebarRuleTests {
    /// A double-column split on the iPad Pro 11-inch in landscape whose secondary's root view
    /// holds `subviews` (YAML list items indented for the root view's `subviews:`).
    static func split(
        ios: String = "26", displayMode: String = "automatic", direction: String = "leftToRight",
        screen: String = "device: iPad Pro 11-inch (4th generation)\norientation: landscapeLeft", subviews: String
    ) -> String {
        """
        \(screen)
        ios: \(ios)
        layoutDirection: \(direction)
        root:
          splitViewController:
            name: split
            style: doubleColumn
            displayMode: \(displayMode)
            primary: {viewController: {name: sidebar}}
            secondary:
              viewController:
                name: detail
                view:
                  view:
                    name: screen
                    subviews:
        \(subviews)
        """
    }

    static let label =
        "              - view: {name: label, pin: {leading: 16, top: {to: safeArea}, width: 200, height: 44}}"

    static func messages(_ layout: Layout) -> [String] {
        Audit.run([.contentUnderSidebar], on: layout).map(\.message.text)
    }

    @Test func firesOnALabelPinnedToTheRootViewsLeadingEdge() throws {
        // x 16 to 216, wholly inside the sidebar (10 to 330; y 32 to 819): 200 pt.
        let layout = try AuditFixture.layout(yaml: Self.split(subviews: Self.label))
        #expect(
            Self.messages(layout) == [
                """
                'split/navigationController[1]/detail/screen/label' is pinned to the leading edge of \
                'split/navigationController[1]/detail/screen', not its safe area: 200 pt of it lie under the sidebar \
                [10, 32, 320, 787], which floats over the column from iPadOS 26; the safe area starts 330 pt in: pin it \
                to the safe area or the layout margins
                """
            ])
    }

    @Test func quietBeforeIPadOS26WhereTheColumnsTile() throws {
        // iPadOS 18: the secondary starts at 321, after the sidebar and the 1-pt divider.
        let layout = try AuditFixture.layout(yaml: Self.split(ios: "18", subviews: Self.label))
        #expect(layout.view(path: "split/navigationController[1]/detail/screen/label")?.frameInWindow.minX == 337)
        #expect(Self.messages(layout).isEmpty)
    }

    @Test func quietWhenTheSidebarOverlaysTheColumn() throws {
        // oneOverSecondary: the sidebar adds no inset to the secondary, so the safe area would not help.
        let layout = try AuditFixture.layout(yaml: Self.split(displayMode: "oneOverSecondary", subviews: Self.label))
        #expect(layout.view(path: "split/navigationController[1]/detail/screen")?.safeAreaInsets.left == 0)
        #expect(Self.messages(layout).isEmpty)
    }

    @Test func quietWhenTheSidebarIsHidden() throws {
        let layout = try AuditFixture.layout(yaml: Self.split(displayMode: "secondaryOnly", subviews: Self.label))
        #expect(Self.messages(layout).isEmpty)
    }

    @Test func rightToLeftTheSidebarIsOnTheRight() throws {
        // Mirrored: the sidebar at x 864 to 1184; the label 16 pt from the right edge spans 978 to 1178.
        let layout = try AuditFixture.layout(yaml: Self.split(direction: "rightToLeft", subviews: Self.label))
        #expect(
            layout.view(path: "split/navigationController[1]/detail/screen/label")?.frameInWindow
                == Rect(x: 978, y: 86, width: 200, height: 44))
        let findings = Audit.run([.contentUnderSidebar], on: layout)
        #expect(findings.map(\.edges) == [[.right]])
        #expect(findings.first?.message.text.contains("200 pt of it lie under the sidebar [864, 32, 320, 787]") == true)
    }

    @Test func aFullWidthBackgroundIsQuietAndAFullWidthControlIsNot() throws {
        let subviews = """
                          - view: {name: band, pin: {leading: 0, trailing: 0, top: 0, height: 120}}
                          - view: {name: bar, interactive: true, pin: {leading: 0, trailing: 0, bottom: 0, height: 50}}
            """
        let layout = try AuditFixture.layout(yaml: Self.split(subviews: subviews))
        #expect(
            Audit.run([.contentUnderSidebar], on: layout).map(\.path) == [
                "split/navigationController[1]/detail/screen/bar"
            ])
    }

    @Test func theSupplementaryColumnOfATripleColumnSplit() throws {
        // twoBesideSecondary: the sidebar 10 to 290 (a triple column's automatic 280), the supplementary
        // 290 to 590 extending under it, the secondary after it. A label pinned 8 pt in (8 to 408): under
        // the sidebar in the supplementary (280 pt), clear of it in the secondary.
        let column = { (name: String) in
            """
                  viewController:
                    name: \(name)
                    view:
                      view:
                        subviews:
                          - view: {name: label, pin: {leading: 8, top: {to: safeArea}, width: 400, height: 44}}
            """
        }
        let yaml = """
            device: iPad Pro 11-inch (4th generation)
            orientation: landscapeLeft
            ios: 26
            root:
              splitViewController:
                name: split
                style: tripleColumn
                displayMode: twoBesideSecondary
                preferredSupplementaryColumnWidth: 300
                primary: {viewController: {name: sidebar}}
                supplementary:
            \(column("inbox"))
                secondary:
            \(column("message"))
            """
        let layout = try AuditFixture.layout(yaml: yaml)
        let findings = Audit.run([.contentUnderSidebar], on: layout)
        #expect(findings.map(\.path) == ["split/navigationController[1]/inbox/view[0]/label"])
        #expect(findings.first?.message.text.contains("280 pt of it lie under the sidebar [10, 32, 280, 787]") == true)
    }

    @Test func theWindowControlsAreTheOtherRules() throws {
        // An 809 x 834 iPad window, the secondary alone, with controls at (0, 0, 70, 32), the
        // fixtures' assumed frame: a button under them is reported once, by
        // custom-top-bar-under-window-controls; no sidebar is shown, so this rule is quiet.
        let window = """
            window: {size: [809, 834], safeAreaInsets: [24, 0, 20, 0], idiom: pad, windowControls: {frame: [0, 0, 70, 32]}}
            """
        let close =
            "              - view: {name: close, interactive: true, pin: {leading: 8, top: 4, width: 44, height: 44}}"
        let yaml = Self.split(displayMode: "secondaryOnly", screen: window, subviews: close)
        let layout = try AuditFixture.layout(yaml: yaml)
        let findings = Audit.run([.contentUnderSidebar, .customTopBarUnderWindowControls], on: layout)
        #expect(findings.map(\.rule) == [.customTopBarUnderWindowControls])
        #expect(findings.map(\.path) == ["split/navigationController[1]/detail/screen/close"])
    }
}
