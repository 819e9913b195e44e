import Testing
@testable import ScrollInsets
@testable import ScrollInsetsFormats
import YAMLTestSupport

/// Inputs that once crashed, hung or exhausted memory in the fuzzers (scripts/fuzz.sh) or in
/// the stress inputs written alongside them (docs/fuzzing.md), kept as regression tests: each
/// now decodes in bounded time and memory, with the exact diagnostic.
@Suite struct FuzzRegressionTests {
    /// An unknown key of 1 MiB was compared with every allowed key by edit distance, a
    /// quadratic table of 1 MiB × the key's length per candidate: about 10 s per key, and
    /// every unknown key of a file paid it. Candidates whose length differs by more than the
    /// suggestion limit are now skipped without the table.
    @Test(.timeLimit(.minutes(1)))
    func megabyteUnknownKeyIsReportedQuickly() {
        let key = String(repeating: "k", count: 1 << 20)
        let result = FixtureDecoder.decode(Array("device: iPhone X\nroot:\n  view:\n    \(key): 1\n".utf8))
        #expect(
            describe(result.diagnostics) == [
                """
                4:5: unknown key '\(String(repeating: "k", count: 40))…'; allowed keys: \
                \(FixtureKeys.viewKeys.joined(separator: ", "))
                """
            ])
    }

    /// A chain of 3,332 subviews (the deepest the parser's default nesting limit allows) was
    /// decoded by recursion, about 3 KiB of stack per view under AddressSanitizer: it overflowed
    /// an 8 MiB main thread (found by a stress input; the fuzzers keep inputs short). The
    /// decoder now keeps its own stack and releases the YAML trees without recursion, so it
    /// decodes the chain on a thread of 512 KiB. (Dropping the decoded scene still releases it
    /// level by level, about 340 bytes a level: docs/limits.md.)
    @Test func deepestLegalViewChainDecodesOnASmallStack() {
        let input = deepFlowFixture(viewDepth: 3_332)
        let result = onThread(stackSize: 512 << 10) { FixtureDecoder.decode(input) }
        #expect(describe(result.diagnostics) == [])
        var depth = 0
        var node = result.scenes.first?.root
        while case .view(let view)? = node {
            depth += 1
            node = view.subviews.first
        }
        #expect(depth == 3_333)
    }

    /// One level more is past the parser's nesting limit: a positioned error, no scene.
    @Test func viewChainOneLevelTooDeepIsAnError() {
        let result = FixtureDecoder.decode(deepFlowFixture(viewDepth: 3_333))
        #expect(
            describe(result.diagnostics) == ["3:\(22 + 3_332 * 42): nesting is deeper than the maximum of 10000 levels"]
        )
        #expect(result.scenes.isEmpty)
    }

    /// `rows: 100000000000` allocated a row per count before anything looked at it: ASan's
    /// allocation-size-too-big (1.6 TB). Rows and items now count as views against
    /// ``FixtureDecoder/Limits/maximumViewsPerScene`` before anything is allocated.
    @Test func hugeRowCountIsAnErrorBeforeAllocating() {
        let result = FixtureDecoder.decode(
            Array("device: iPhone X\nroot:\n  tableView: {name: t, sections: [{rows: 100000000000}]}\n".utf8))
        #expect(
            describe(result.diagnostics) == [
                """
                3:42: the scene has more than 1000000 views; the maximum is 1000000 views per scene (table rows and \
                collection items count as views)
                """
            ])
    }

    /// The same for a collection's items (`sections: [100000000000]`): 3.2 TB.
    @Test func hugeItemCountIsAnErrorBeforeAllocating() {
        let result = FixtureDecoder.decode(
            Array("device: iPhone X\nroot:\n  collectionView: {name: c, sections: [100000000000]}\n".utf8))
        #expect(
            describe(result.diagnostics) == [
                """
                3:40: the scene has more than 1000000 views; the maximum is 1000000 views per scene (table rows and \
                collection items count as views)
                """
            ])
    }

    /// The schema reader had no error limit: 64 MiB of unknown keys gave 13 million errors,
    /// each with its list of allowed keys (several GB). It now stops after the parser's
    /// `maximumErrorCount`, as the parser does, and stops decoding.
    @Test func unknownKeysStopAtTheErrorLimit() {
        let keys = (0..<1_000).map { "    k\($0): 1\n" }.joined()
        let result = FixtureDecoder.decode(Array("device: iPhone X\nroot:\n  view:\n\(keys)".utf8))
        #expect(result.diagnostics.count == 101)
        #expect(result.diagnostics.filter(\.isError).count == 101)
        #expect(
            describe([result.diagnostics[99], result.diagnostics[100]]) == [
                "103:5: unknown key 'k99'; allowed keys: \(FixtureKeys.viewKeys.joined(separator: ", "))",
                "104:5: too many errors; stopping after 100",
            ])
    }

    /// Warnings are bounded the same way, and stay warnings: the fixture is still valid.
    @Test func warningsStopAtTheLimit() {
        let controllers = (0..<150).map { _ in "        - viewController: {view: {view: {frame: [0, 0, 1, 1]}}}\n" }
            .joined()
        let text = "device: iPhone X\nroot:\n  tabBarController:\n    viewControllers:\n\(controllers)"
        let result = FixtureDecoder.decode(Array(text.utf8), limits: .init(parser: .init(maximumErrorCount: 3)))
        #expect(
            describe(result.diagnostics) == [
                "5:49: the frame of a view controller's root view is set by its container; this one is ignored",
                "6:49: the frame of a view controller's root view is set by its container; this one is ignored",
                "7:49: the frame of a view controller's root view is set by its container; this one is ignored",
                "8:49: too many warnings; not showing more than 3",
            ])
        #expect(result.scenes.count == 1)
    }

    /// Messages quoted whole values that may be 1 MiB long (`unknown device '…'`, `found '…'`);
    /// they are now cut at 40 characters like the parser's.
    @Test func longValuesAreShortenedInMessages() {
        let long = String(repeating: "x", count: 100_000)
        let result = FixtureDecoder.decode(
            Array("device: \(long)\nroot:\n  navigationController: {edgesForExtendedLayout: \(long)}\n".utf8))
        #expect(
            result.diagnostics.map(\.message) == [
                "unknown device '\(String(repeating: "x", count: 40))…'",
                """
                expected 'all', 'none' or a list of edges such as [top, bottom]; found \
                '\(String(repeating: "x", count: 40))…'
                """,
            ])
    }
}
