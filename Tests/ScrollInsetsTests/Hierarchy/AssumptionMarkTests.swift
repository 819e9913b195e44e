import Foundation
import Testing

/// An assumption is one kind of term (``WhyTerm/assumption(_:)``), and `WhyTerm.sentence` is the
/// one place that writes its mark: no string literal in Sources/ holds "assumed: " but that one
/// (docs/architecture.md, "One vocabulary for \"why\""). A rule that writes the mark by hand, or
/// strips it off again, is reported here with its file and line.
@Suite struct AssumptionMarkTests {
    static let mark = "assumed" + ": "
    static let allowed = "Sources/ScrollInsets/Hierarchy/Explanations/WhyTerm.swift"
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// Every Swift file under Sources/, as a path from the repository's root.
    static func sourceFiles() throws -> [String] {
        let sources = root.appendingPathComponent("Sources")
        let enumerator = try #require(FileManager.default.enumerator(atPath: sources.path))
        return enumerator.compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }.sorted()
            .map { "Sources/" + $0 }
    }

    @Test func onlyWhyTermWritesTheMark() throws {
        var found: [String] = []
        var files = 0
        for path in try Self.sourceFiles() {
            let source = try String(contentsOf: Self.root.appendingPathComponent(path), encoding: .utf8)
            files += 1
            for line in SwiftStringLiterals(source).lines(of: Self.mark) { found.append("\(path):\(line)") }
        }
        #expect(files > 100)
        // The one mark, in WhyTerm.sentence: the scan finds a literal where there is one.
        #expect(found.filter { $0.hasPrefix(Self.allowed + ":") }.count == 1)
        let elsewhere = found.filter { !$0.hasPrefix(Self.allowed + ":") }
        #expect(
            elsewhere.isEmpty,
            """
            "\(Self.mark)" written outside WhyTerm.sentence; make the assumption a term (WhyTerm.assumption, \
            InsetTerm.Reason.assumption) and write its sentence: \(elsewhere.joined(separator: ", "))
            """)
    }

    /// The scan reads string literals, not comments: each planted literal is found on its line,
    /// and the mark in a comment, a doc comment, a block comment or a word split across a
    /// literal's parts is not.
    @Test func theScanFindsLiteralsAndOnlyThem() {
        let mark = Self.mark
        let planted = [
            "let a = \"\(mark)x\"",  // 1
            "let b = \"\\(c) \(mark)x\"",  // 2
            "let d = \"\\(e ? \"\(mark)x\" : \"y\")\"",  // 3
            "let f = #\"\(mark)\\(g)\"#",  // 4
            "let h = \"\"\"",  // 5
            "    text \\",  // 6
            "    \(mark)x",  // 7
            "    \"\"\"",  // 8
            "let i = f(\"k\", (\"\(mark)\"))",  // 9
        ]
        #expect(SwiftStringLiterals(planted.joined(separator: "\n")).lines(of: mark) == [1, 2, 3, 4, 7, 9])
        let quiet = [
            "// \(mark)x",
            "/// \"\(mark)x\"",
            "let a = \"https://example.org\"  // \(mark)x",
            "/* \"\(mark)\" /* nested */ \(mark) */",
            "let b = \"assumed:\" + \" x\"",
            "let c = \"\"\"",
            "    assumed:\\",
            "    x",
            "    \"\"\"",
            "let d = \"\\\"\(mark.dropLast())\\\" \"",
        ]
        let literals = SwiftStringLiterals(quiet.joined(separator: "\n"))
        #expect(literals.lines(of: mark) == [])
        #expect(literals.parts.map(\.text).contains("assumed:x\n"))
        #expect(literals.parts.map(\.text).contains("https://example.org"))
    }
}
