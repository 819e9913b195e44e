import Testing
@testable import ScrollInsets

/// `Node.duplicateNames()` reports each node whose name an earlier sibling has, in source order,
/// and nothing else: names repeated across lists, or by an ancestor, are not duplicates. Short
/// lists compare names one by one and long ones keep a set, so both kinds are checked here, and
/// a short list's names must not leak into the lists below or beside it.
@Suite struct DuplicateNamesTests {
    static func view(_ name: String?, _ subviews: [Node] = []) -> Node {
        .view(ViewNode(name: name, subviews: subviews))
    }

    @Test func aRepeatInAShortListIsReportedAtEachLaterSibling() {
        let root = Self.view("root", [Self.view("a"), Self.view("b"), Self.view("a"), Self.view(nil), Self.view("a")])
        #expect(root.duplicateNames().map(\.name) == ["a", "a"])
    }

    @Test func namesInOtherListsAreNotDuplicates() {
        // "b" under "a" and "b" beside "a": two lists. "a" under "a": a child, not a sibling.
        let root = Self.view(
            "root",
            [
                Self.view("a", [Self.view("b"), Self.view("a")]),
                Self.view("b", [Self.view("b")]),
                Self.view("c"),
            ])
        #expect(root.duplicateNames().isEmpty)
    }

    @Test func anInnerListsNamesDoNotLeakIntoTheOuterOne() {
        // The inner list's "x" is checked and dropped before the outer list's "x".
        let root = Self.view(
            "root", [Self.view("a", [Self.view("x"), Self.view("y")]), Self.view("x"), Self.view("y"), Self.view("x")])
        #expect(root.duplicateNames().map(\.name) == ["x"])
    }

    @Test func aLongListReportsItsRepeatsInOrder() {
        // 20 siblings (more than a short list holds): v0 … v16, then v3, v16 and v3 again.
        let names = (0...16).map { "v\($0)" } + ["v3", "v16", "v3"]
        let root = Self.view("root", names.map { Self.view($0, [Self.view("v3")]) })
        #expect(root.duplicateNames().map(\.name) == ["v3", "v16", "v3"])
    }

    @Test func siblingControllersOfANavigationControllerAreOneList() {
        let navigation = ControllerNode.navigationController(
            name: "nav",
            viewControllers: [
                ControllerNode(name: "page", view: ViewNode(name: "content")),
                ControllerNode(name: "page", view: ViewNode(name: "content")),
            ])
        #expect(Node.controller(navigation).duplicateNames().map(\.name) == ["page"])
    }
}
