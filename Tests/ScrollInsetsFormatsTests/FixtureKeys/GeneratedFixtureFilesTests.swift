import Foundation
import Testing
@testable import ScrollInsets
@testable import ScrollInsetsFormats

/// The files generated from the fixture key tables are up to date: the fuzz dictionary and the
/// key tables of docs/fixture-format.md. `SCROLLINSETS_RECORD=1` rewrites them (and fails, so
/// that the run that wrote them is not taken for a check).
@Suite struct GeneratedFixtureFilesTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    static var isRecording: Bool {
        guard let value = ProcessInfo.processInfo.environment["SCROLLINSETS_RECORD"] else { return false }
        return !value.isEmpty && value != "0"
    }

    @Test func fuzzDictionaryIsGeneratedFromTheKeyTables() throws {
        try check("Fuzz/fixture.dict") { _ in GeneratedFixtureFiles.fuzzDictionary() }
    }

    @Test func docsKeyTablesAreGeneratedFromTheKeyTables() throws {
        try check("docs/fixture-format.md") { current in
            let generated = GeneratedFixtureFiles.docs(replacingKeyTablesIn: current)
            #expect(
                generated != nil,
                """
                docs/fixture-format.md has no \(GeneratedFixtureFiles.docsBegin) … \(GeneratedFixtureFiles.docsEnd) \
                part
                """
            )
            return generated ?? current
        }
    }

    @Test func theDictionaryHoldsEveryKeyKindAndWord() {
        let dictionary = GeneratedFixtureFiles.fuzzDictionary()
        for word in [
            "contentInsetAdjustmentBehavior", "scrollableAxes", "tableView", "maxOfMarginAndSafeArea", "insetGrouped",
            "\\xff",
        ] {
            #expect(dictionary.contains("\"\(word)\"\n"), "missing \(word)")
        }
    }

    @Test func everyKeySetNamedByATypeExists() {
        let names = Set(FixtureKeys.sets.map(\.name))
        func sets(in type: FixtureKeyType) -> [String] {
            switch type {
            case .mapping(let set): [set]
            case .sequence(let element): sets(in: element)
            case .either(let types): types.flatMap(sets)
            default: []
            }
        }
        let named = FixtureKeys.sets.flatMap(\.keys).flatMap { sets(in: $0.type) }
        #expect(Set(named).subtracting(names) == [])
        #expect(names.count == FixtureKeys.sets.count)
    }

    /// Compares the file at `path` with what `generate` makes of it, or rewrites it when recording.
    private func check(_ path: String, _ generate: (String) -> String) throws {
        let url = Self.root.appendingPathComponent(path)
        let current = try String(contentsOf: url, encoding: .utf8)
        let generated = generate(current)
        if Self.isRecording {
            if generated != current { try generated.write(to: url, atomically: true, encoding: .utf8) }
            Issue.record(
                "\(path) \(generated == current ? "unchanged" : "rewritten"); run again without SCROLLINSETS_RECORD")
            return
        }
        #expect(generated == current, "\(path) is stale: regenerate it with \(GeneratedFixtureFiles.regenerate)")
    }
}
