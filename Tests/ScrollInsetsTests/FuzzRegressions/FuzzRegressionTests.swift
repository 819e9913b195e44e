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
}
