import ScrollInsets
import ScrollInsetsFormats
import Testing

/// The example on the formats' DocC landing page
/// (Sources/ScrollInsetsFormats/ScrollInsetsFormats.docc/ScrollInsetsFormats.md), its lines verbatim, on
/// Fixtures/audit/double-inset-triggers.yaml: a client reads a fixture with the formats library and
/// lays it out and audits it with the model.
@Suite struct FormatsCatalogExampleTests {
    @Test func readsLaysOutAndAuditsAFixture() throws {
        let text = """
            format: 1
            device: iPhone 8
            orientation: portrait
            root:
              navigationController:
                name: nav
                viewControllers:
                  - viewController:
                      name: feed
                      view:
                        tableView:
                          name: table
                          contentInset: [64, 0, 0, 0]
                          sections:
                            - rows: 20
            """
        let result = FixtureDecoder.decode(Array(text.utf8))
        #expect(!result.hasErrors)
        let layout = try result.scenes[0].scene().layout()
        let findings = Audit.run(on: layout, disabled: Set(AuditRuleID.optIn))

        // The fixture's `# expect:`: iPhone 8's top safe area is the 20 pt status bar and the
        // 44 pt navigation bar; `automatic` adds those 64 to the 64 set by hand.
        let table = try #require(layout.view(path: "nav/feed/table"))
        #expect(table.scroll?.adjustedContentInset.top == 128)
        #expect(findings.map(\.rule) == [.doubleInset])
    }
}
