import Testing
@testable import ScrollInsets

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
        #expect(describe(result.diagnostics) == [
            "4:5: unknown key '\(String(repeating: "k", count: 40))…'; allowed keys: \(SceneDecoding.viewKeys.joined(separator: ", "))",
        ])
    }

    /// A chain of 3,332 subviews (the deepest the parser's default nesting limit allows) was
    /// decoded by recursion, about 3 KiB of stack per view under AddressSanitizer: it overflowed
    /// an 8 MiB main thread (found by a stress input; the fuzzers keep inputs short). The
    /// decoder now keeps its own stack and releases the YAML trees without recursion, so it
    /// decodes the chain on a thread of 512 KiB. (Dropping the decoded scene still releases it
    /// level by level, about 250 bytes a level: docs/limits.md.)
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
        #expect(describe(result.diagnostics) == ["3:\(22 + 3_332 * 42): nesting is deeper than the maximum of 10000 levels"])
        #expect(result.scenes.isEmpty)
    }

    /// `rows: 100000000000` allocated a row per count before anything looked at it: ASan's
    /// allocation-size-too-big (1.6 TB). Rows and items now count as views against
    /// ``FixtureDecoder/Limits/maximumViewsPerScene`` before anything is allocated.
    @Test func hugeRowCountIsAnErrorBeforeAllocating() {
        let result = FixtureDecoder.decode(Array("device: iPhone X\nroot:\n  tableView: {name: t, sections: [{rows: 100000000000}]}\n".utf8))
        #expect(describe(result.diagnostics) == [
            "3:42: the scene has more than 1000000 views; the maximum is 1000000 views per scene (table rows and collection items count as views)",
        ])
    }

    /// The same for a collection's items (`sections: [100000000000]`): 3.2 TB.
    @Test func hugeItemCountIsAnErrorBeforeAllocating() {
        let result = FixtureDecoder.decode(Array("device: iPhone X\nroot:\n  collectionView: {name: c, sections: [100000000000]}\n".utf8))
        #expect(describe(result.diagnostics) == [
            "3:40: the scene has more than 1000000 views; the maximum is 1000000 views per scene (table rows and collection items count as views)",
        ])
    }
}
