import Foundation
import Testing
@testable import ScrollInspectCore

/// `report --explain` on a list and a table: one line per rule with its source, or the word
/// "assumption" where none exists; the JSON report carries the same sentences.
@Suite struct ListExplainTests {
    static let fixture = """
        device: iPhone 16e
        ios: 26
        root:
          viewController:
            name: settings
            view:
              collectionView:
                name: list
                layout:
                  list: {appearance: insetGrouped, headerMode: supplementary}
                sections: [2]
        ---
        device: iPhone 11
        ios: 15
        root:
          viewController:
            name: feed
            view:
              tableView:
                name: table
                sections: [{rows: 1, header: {height: 28}}]

        """

    let environment = InMemoryEnvironment(files: ["l.yaml": ListExplainTests.fixture])

    @Test func textExplainsEveryListAndTableRule() {
        let output = environment.run("report", "l.yaml", "--explain")
        #expect(output.exitCode == .success)
        let lines = output.standardOutput.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(
            lines.contains(
                """
                list section insets: insetGrouped: sections inset by the collection view's layout margins, at least \
                the system minimum margin in from its safe area (recorded on iOS 26.1 for an inset-grouped list on the \
                iPhone 16, github.com/Vercantez/openuikit, and on iOS ~14 on a 414-pt phone, swiftsenpai.com, both in \
                subview collection views with 8-pt margins); assumed: the same on other releases and for sidebars, \
                and whatever the collection view's width
                """
            ))
        #expect(
            lines.contains(
                """
                list headerTopPadding: automatic headerTopPadding: 0 in grouped styles (recorded 0 for insetGrouped \
                on iOS 26.1, github.com/Vercantez/openuikit); assumed: 0 for grouped and sidebar too
                """
            ))
        #expect(
            lines.contains(
                """
                list cell margins: iOS 26: 16 pt inside the card (recorded on iOS 26.1 for an inset-grouped list and \
                table on the iPhone 16, github.com/Vercantez/openuikit)
                """
            ))
        #expect(
            lines.contains(
                """
                list separators: from the leading layout margin, where the primary content starts \
                (separatorLayoutGuide; WWDC 2020 session 10026) to a trailing margin of 16 pt (iOS 26, as a table's: \
                recorded for tables, github.com/Vercantez/openuikit); assumed: the same for lists; assumed: none under \
                a section's last cell, as an inset-grouped table
                """
            ))
        // The card at the collection view's 16-pt layout margins, the separator 16 in from both cell edges:
        // the rule recorded by openuikit's listseparatorprobe on iOS 26.1 (cells x 16, separators 16 inside).
        #expect(lines.contains("cell 0 (16, 44, 358, 44)  margins (11, 16, 11, 16)  separator x 16 width 326"))
        #expect(
            lines.contains(
                """
                table sectionHeaderTopPadding: automatic sectionHeaderTopPadding: 22 pt above each header of a plain \
                style (iOS 15 and later; recorded on iOS 26.1, github.com/Vercantez/openuikit)
                """
            ))
        #expect(
            lines.contains(
                """
                table filler rows: no filler rows: fillerRowHeight 0 (0 is the default from iOS 15; Apple, \
                fillerRowHeight)
                """
            ))
        #expect(
            lines.contains(
                """
                table separators: automatic: from the leading layout margin to the cell's trailing edge (iOS 11–18, \
                useyourloaf "Table View Separator Inset")
                """
            ))
    }

    @Test func jsonCarriesTheListFieldsAndTheReasons() throws {
        let output = environment.run("report", "l.yaml", "--format", "json", "--explain")
        #expect(output.exitCode == .success)
        let json = try #require(
            try JSONSerialization.jsonObject(with: Data(output.standardOutput.utf8)) as? [String: Any])
        let scenes = try #require(json["scenes"] as? [[String: Any]])
        let views = try #require(scenes.first?["views"] as? [[String: Any]])
        let list = try #require(views.first { $0["path"] as? String == "settings/list" })
        let collection = try #require(list["collection"] as? [String: Any])
        let section = try #require((collection["sections"] as? [[String: Any]])?.first)
        #expect(section["contentInsets"] as? [String: Double] == ["top": 0, "left": 16, "bottom": 0, "right": 16])
        let supplementaries = try #require(section["supplementaries"] as? [[String: Any]])
        #expect(supplementaries.map { $0["kind"] as? String } == ["header"])
        #expect(supplementaries.first?["frame"] as? [String: Double] == ["x": 16, "y": 0, "width": 358, "height": 44])
        let cells = try #require(section["cells"] as? [[String: Any]])
        #expect(
            cells.map { $0["layoutMargins"] as? [String: Double] }
                == Array(repeating: ["top": 11, "left": 16, "bottom": 11, "right": 16], count: 2))
        #expect(cells.first?["separator"] as? [String: Double] == ["x": 16, "width": 326])
        #expect(cells.last?["separator"] is NSNull)
        let explain = try #require((list["explain"] as? [String: Any])?["list"] as? [String: Any])
        let rules = [
            "cellMargins", "headerTopPadding", "sectionInsets", "sectionSpacing", "separators", "verticalMargins",
        ]
        #expect(explain.keys.sorted() == (rules + rules.map { $0 + "Kinds" }).sorted())
        #expect(rules.allSatisfy { explain[$0] is String })
        // Each rule's clauses, kind by kind: as many assumptions as the sentence has clauses that
        // start "assumed: " (a clause may hold "; " itself, so the sentence is not split).
        for rule in rules {
            let sentence = try #require(explain[rule] as? String)
            let kinds = try #require(explain[rule + "Kinds"] as? [String])
            let assumed = sentence.components(separatedBy: "assumed: ").count - 1
            #expect(kinds.filter { $0 == "assumption" }.count == assumed, "\(rule)")
            #expect(kinds.first == (sentence.hasPrefix("assumed: ") ? "assumption" : "reason"), "\(rule)")
        }
        #expect(explain["separatorsKinds"] as? [String] == ["reason", "assumption", "assumption"])
    }
}
