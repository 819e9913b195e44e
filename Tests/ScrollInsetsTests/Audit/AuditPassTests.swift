import Foundation
@testable import ScrollInsets
@testable import ScrollInsetsFormats
import Testing

/// The audit's one pass over the views finds exactly what each rule finds on its own, and
/// without explanations it finds the same with the explanations left empty.
@Suite struct AuditPassTests {
    /// Every scene of the repository's fixtures (catalog, audit and seed fixtures), laid out.
    static func fixtureLayouts() throws -> [(name: String, layout: Layout)] {
        let fixtures = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures")
        let enumerator = try #require(FileManager.default.enumerator(at: fixtures, includingPropertiesForKeys: nil))
        var layouts: [(name: String, layout: Layout)] = []
        for case let url as URL in enumerator where url.pathExtension == "yaml" {
            let decoded = FixtureDecoder.decode([UInt8](try Data(contentsOf: url)))
            for scene in decoded.scenes {
                guard let layout = try? scene.scene().layout() else { continue }
                layouts.append(("\(url.lastPathComponent) #\(scene.index)", layout))
            }
        }
        return layouts
    }

    @Test func onePassFindsWhatEachRuleFindsAlone() throws {
        let layouts = try Self.fixtureLayouts()
        #expect(layouts.count >= 40)
        var total = 0
        for (name, layout) in layouts {
            let alone = Audit.sorted(AuditRuleID.allCases.flatMap { $0.rule.findings(in: layout) })
            let together = Audit.run(on: layout)
            #expect(together == alone, "\(name)")
            total += together.count
        }
        #expect(total >= 50)
    }

    @Test func withoutExplanationsOnlyTheExplanationIsLeftOut() throws {
        var explained = 0
        for (name, layout) in try Self.fixtureLayouts() {
            let full = Audit.run(on: layout)
            let bare = Audit.run(on: layout, explaining: false)
            explained += full.filter { !$0.explanation.isEmpty }.count
            #expect(bare.allSatisfy { $0.explanation.isEmpty }, "\(name)")
            #expect(
                bare
                    == full.map { finding in
                        var finding = finding
                        finding.explanation = []
                        return finding
                    }, "\(name)")
        }
        #expect(explained >= 50)
    }

    @Test func aSubsetInAnyOrderRunsEachRuleOnce() throws {
        let layouts = try Self.fixtureLayouts()
        for (name, layout) in layouts {
            let rules: [AuditRuleID] = [
                .pinnedUnderBar, .controlInUnsafeArea, .pinnedUnderBar, .childControllerPartiallyOffscreen,
            ]
            let expected = Audit.sorted(
                [AuditRuleID.controlInUnsafeArea, .childControllerPartiallyOffscreen, .pinnedUnderBar]
                    .flatMap { $0.rule.findings(in: layout) })
            #expect(Audit.run(rules, on: layout) == expected, "\(name)")
        }
    }
}
