import Testing
@testable import ScrollInspectCore

/// The path grammar of recordings (docs/recordings.md): what parses, and the message of what does not.
@Suite struct ReportPathTests {
    struct Invalid: CustomTestStringConvertible, Sendable {
        var path: String
        var message: String
        var testDescription: String { path }
    }

    @Test func selectorsAndIndexesParse() throws {
        let path = try ReportPath("view:nav/list/table.table.rows@0,3.frame")
        #expect(path.subject == .view("nav/list/table"))
        #expect(path.steps.map(\.member) == ["table", "rows", "frame"])
        #expect(path.steps[1].selector == ["0", "3"])
        #expect(try ReportPath("view:g.collection.sections@0.items[2]").steps[2].index == 2)
        #expect(try ReportPath("keyboard.frame").subject == .scene("keyboard"))
    }

    @Test(arguments: [
        Invalid(
            path: "views:table.frame",
            message:
                "unknown start 'views:table'; expected 'view:PATH', 'controller:PATH', 'window', 'keyboard' or 'screen'"
        ),
        Invalid(
            path: "view:.frame", message: "'view:' names no view; write 'view:PATH', the view's path in the report"),
        Invalid(
            path: "controller:nav",
            message: "'controller:nav' names a whole controller; add the member recorded, such as '.frame'"),
        Invalid(
            path: "controller:nav.bars@",
            message: "'bars@' is not a step; expected 'MEMBER@KEY' such as 'bars@navigationBar' or 'rows@0,3'"),
        Invalid(
            path: "view:g.items[x]", message: "'items[x]' is not a step; expected 'MEMBER[INDEX]' such as 'items[2]'"),
        Invalid(path: "window..top", message: "'' is not a member name; steps are separated by '.'"),
    ])
    func invalidPathsSayWhatWasExpected(_ invalid: Invalid) {
        #expect(throws: ReportPathError(invalid.message)) { try ReportPath(invalid.path) }
    }

    @Test func selectorMatchesIdentifyingMembersInOrder() throws {
        let scene = try #require(
            ReportJSONValue.parse(
                """
                {"views": [{"path": "t", "table": {"rows": [{"section": 0, "row": 0, "frame": 1}, {"section": 0, "row": 1, "frame": 2}]}}]}
                """))
        #expect(try ReportPath("view:t.table.rows@0,1.frame").value(in: scene) == .number(2))
        #expect(try ReportPath("view:t.table.rows@0.frame").value(in: scene) == .number(1))
        #expect(throws: ReportPathError("'view:t.table.rows' has no element '@1'; it has @0,0, @0,1")) {
            try ReportPath("view:t.table.rows@1.frame").value(in: scene)
        }
    }
}
