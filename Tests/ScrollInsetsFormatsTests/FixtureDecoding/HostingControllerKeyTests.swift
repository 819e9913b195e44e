import Testing
@testable import ScrollInsets
@testable import ScrollInsetsFormats

/// A `hostingController`'s `scrollBounceBehavior` (docs/safe-area.md, "SwiftUI screens"): what
/// decodes, what is reported where, and the round trip through the encoder.
@Suite struct HostingControllerKeyTests {
    static let cases: [DiagnosticCase] = [
        DiagnosticCase(
            "a misspelt behavior",
            """
            device: iPhone 16
            root:
              hostingController:
                scrollBounceBehavior: basedonsize
            """,
            .error(
                4, 27, "unknown value 'basedonsize'; did you mean 'basedOnSize'?",
                notes: ["allowed values: automatic, always, basedOnSize"])),
        DiagnosticCase(
            "SwiftUI, not the fixture, sets the hosted view's bounce",
            """
            device: iPhone 16
            root:
              hostingController:
                view:
                  scrollView: {contentSize: [393, 100], alwaysBounceVertical: false}
            """,
            .error(
                5, 45,
                """
                SwiftUI sets the bounce of a hostingController's view; give 'scrollBounceBehavior' on the \
                hostingController instead of 'alwaysBounceVertical'
                """)),
    ]

    @Test(arguments: cases)
    func badValuesAreReportedAtTheirPlace(_ testCase: DiagnosticCase) {
        testCase.check()
    }

    static let fixture = """
        device: iPhone 16
        ios: 26
        root:
          hostingController:
            name: host
            scrollBounceBehavior: basedOnSize
            view:
              scrollView:
                name: scroll
                contentSize: [393, 100]
        """

    @Test func theBehaviorDecodesAndIsWrittenBack() throws {
        let decoded = decodeFixture(Self.fixture)
        #expect(decoded.diagnostics.isEmpty)
        let scene = try #require(decoded.scenes.first)
        guard case .controller(let host) = scene.root, case .hostingController(let hosting) = host.kind else {
            Issue.record("not a hosting controller")
            return
        }
        #expect(hosting.scrollBounceBehavior == .basedOnSize)
        #expect(hosting.scrollBounceBehaviorLocation == at(6, 27))
        let text = FixtureEncoder.encode(scene)
        #expect(text == "format: 1\n" + Self.fixture + "\n")
        // basedOnSize: 100 pt of content in 852 does not bounce, so automatic adjusts no edge.
        let scroll = try #require(try scene.scene().layout().view(path: "host/scroll")?.scroll)
        #expect(scroll.adjustedContentInset == .zero)
    }
}
