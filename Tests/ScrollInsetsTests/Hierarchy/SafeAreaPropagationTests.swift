import Testing
@testable import ScrollInsets

/// A view's inset is the covered part of its superview's unsafe band, clamped to
/// [0, superview's inset] (docs/safe-area.md, section 2).
@Suite struct SafeAreaPropagationTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var frame: Rect
        var expected: EdgeInsets
        var clamped: [Edge]
        var testDescription: String { name }
    }

    /// The superview: 375 × 812 with insets (44, 0, 34, 0).
    static let cases: [Case] = [
        Case(
            name: "inside the safe area", frame: Rect(x: 0, y: 100, width: 375, height: 600), expected: .zero,
            clamped: []),
        Case(
            name: "full size", frame: Rect(x: 0, y: 0, width: 375, height: 812),
            expected: EdgeInsets(top: 44, left: 0, bottom: 34, right: 0), clamped: []),
        Case(
            name: "partly under the top band", frame: Rect(x: 0, y: 30, width: 375, height: 100),
            expected: EdgeInsets(top: 14, left: 0, bottom: 0, right: 0), clamped: []),
        Case(
            name: "hanging 100 pt below the bottom", frame: Rect(x: 0, y: 700, width: 375, height: 212),
            expected: EdgeInsets(top: 0, left: 0, bottom: 34, right: 0), clamped: [.bottom]),
        Case(
            name: "above the top", frame: Rect(x: 0, y: -20, width: 375, height: 200),
            expected: EdgeInsets(top: 44, left: 0, bottom: 0, right: 0), clamped: [.top]),
        Case(
            name: "touching the bottom edge exactly", frame: Rect(x: 0, y: 612, width: 375, height: 200),
            expected: EdgeInsets(top: 0, left: 0, bottom: 34, right: 0), clamped: []),
    ]

    @Test(arguments: cases)
    func propagation(_ test: Case) {
        let result = SafeAreaPropagation.propagate(
            EdgeInsets(top: 44, left: 0, bottom: 34, right: 0),
            superviewBounds: Rect(x: 0, y: 0, width: 375, height: 812),
            to: test.frame, superviewName: "'root'")
        #expect(result.insets == test.expected)
        #expect(result.clampedEdges == test.clamped)
        for edge in Edge.allCases where result.inheritedEdges.contains(edge) {
            #expect(
                44 * (edge == .top ? 1 : 0) + 34 * (edge == .bottom ? 1 : 0) + result.terms.total(on: edge)
                    == test.expected[edge])
        }
    }

    @Test func clampIsRecordedWithItsReason() {
        let result = SafeAreaPropagation.propagate(
            EdgeInsets(top: 0, left: 0, bottom: 34, right: 0),
            superviewBounds: Rect(x: 0, y: 0, width: 375, height: 812),
            to: Rect(x: 0, y: 712, width: 375, height: 200), superviewName: "'root'")
        #expect(
            result.terms[.bottom].map(\.reason) == [
                "bottom edge 100 pt beyond the bottom edge of 'root'",
                "clamped to the bottom inset of 'root', 34 pt",
            ])
        #expect(result.terms[.bottom].map(\.amount) == [100, -100])
    }

    @Test func hangingViewInAScene() throws {
        var root = ViewNode(name: "root")
        root.subviews = [.view(ViewNode(name: "drawer", frame: Rect(x: 0, y: 712, width: 375, height: 200)))]
        let layout = try Scene(screen: try TestScenes.screen("iPhone X", .portrait), root: .view(root)).layout()
        let drawer = try #require(layout.view(path: "root/drawer"))
        #expect(drawer.safeAreaInsets == EdgeInsets(top: 0, left: 0, bottom: 34, right: 0))
        #expect(drawer.safeAreaClampedEdges == [.bottom])
        #expect(layout.safeAreaDerivation(ofView: drawer.index)[.bottom].map(\.source) == [.screen, .position, .clamp])
    }
}
