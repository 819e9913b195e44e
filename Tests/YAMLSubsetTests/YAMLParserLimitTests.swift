import Testing
import YAMLSubset
import YAMLTestSupport

/// The limits hold exactly at their value and fail just past it, with positioned errors.
@Suite struct YAMLParserLimitTests {
    @Test func defaultLimits() {
        let limits = YAMLParser.Limits()
        #expect(limits.maximumDepth == 10_000)
        #expect(limits.maximumInputSize == 64 * 1024 * 1024)
        #expect(limits.maximumScalarLength == 1024 * 1024)
        #expect(limits.maximumErrorCount == 100)
    }

    /// The depth of nesting of a node, counted without recursion.
    private func depth(of node: YAMLNode) -> Int {
        var depth = 0
        var current: YAMLNode? = node
        while let node = current, let items = node.sequence {
            depth += 1
            current = items.first
        }
        return depth
    }

    @Test func flowNestingAtTheDefaultDepthParses() throws {
        let input = String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000)
        let result = YAMLParser().parse(input)
        #expect(result.diagnostics == [])
        let root = try #require(result.documents.first?.root)
        #expect(depth(of: root) == 10_000)
    }

    /// Document by document, a tree too deep for the runtime's recursive release (flow or block:
    /// it is released node by node) reaches the body whole, and so does a shallow one after it.
    @Test func deepAndShallowDocumentsReachTheBodyWhole() {
        let text = Array(
            (String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000) + "\n---\n"
                + String(repeating: "- ", count: 200) + "x\n---\na: [1]\n").utf8)
        var depths: [Int] = []
        let diagnostics = YAMLParser().parseDocuments(utf8: text.span) { document, _ in
            depths.append(depth(of: document.root))
            return true
        }
        #expect(diagnostics == [])
        #expect(depths == [10_000, 200, 0])
    }

    @Test func flowNestingOneLevelPastTheDefaultDepthIsAnError() {
        let input = String(repeating: "[", count: 10_001) + String(repeating: "]", count: 10_001) + "\n---\na: 1\n"
        let result = YAMLParser().parse(input)
        #expect(describe(result.diagnostics) == ["1:10001: nesting is deeper than the maximum of 10000 levels"])
        #expect(result.documents.map(\.hasErrors) == [true, false])
        #expect(result.documents.last.map { dump($0.root) } == "{a: 1}")
    }

    @Test func compactBlockNestingAtAndPastTheDefaultDepth() throws {
        let atLimit = YAMLParser().parse(String(repeating: "- ", count: 10_000) + "x\n")
        #expect(atLimit.diagnostics == [])
        #expect(depth(of: try #require(atLimit.documents.first?.root)) == 10_000)
        let pastLimit = YAMLParser().parse(String(repeating: "- ", count: 10_001) + "x\n")
        #expect(describe(pastLimit.diagnostics) == ["1:20001: nesting is deeper than the maximum of 10000 levels"])
    }

    @Test func blockAndFlowNestingCountTogether() {
        let parser = YAMLParser(limits: .init(maximumDepth: 3))
        #expect(parseDump("a:\n  b:\n    c: 1\n", limits: parser.limits).diagnostics == [])
        #expect(
            parseDump("a:\n  b:\n    c:\n      d: 1\n    e: 2\n", limits: parser.limits) == (
                ["{a: {b: {c: ~, e: 2}}}"], ["4:7: nesting is deeper than the maximum of 3 levels"]
            ))
        #expect(
            parseDump("a: [[1]]\nb: [[[1]]]\n", limits: parser.limits).diagnostics
                == ["2:6: nesting is deeper than the maximum of 3 levels"])
        #expect(
            parseDump("- - - x\n- - - - y\n", limits: parser.limits).diagnostics
                == ["2:7: nesting is deeper than the maximum of 3 levels"])
    }

    /// When the block levels use up the limit, the opening bracket of a flow collection is
    /// the level too many: it is reported, the collection is skipped to its closing bracket
    /// and parsing goes on (this used to crash on an empty stack of flow collections).
    @Test func flowCollectionOpeningPastTheDepthIsSkipped() {
        let limits = YAMLParser.Limits(maximumDepth: 2)
        #expect(
            parseDump("a:\n  b: [1, [2]]\n  c: 3\n", limits: limits) == (
                ["{a: {b: ~, c: 3}}"], ["2:6: nesting is deeper than the maximum of 2 levels"]
            ))
        #expect(
            parseDump("a:\n  b: {x: [1,\n    2]}\n  c: 3\n", limits: limits) == (
                ["{a: {b: ~, c: 3}}"], ["2:6: nesting is deeper than the maximum of 2 levels"]
            ))
        let pastDefault = YAMLParser().parse(String(repeating: "- ", count: 10_000) + "[x]\n")
        #expect(describe(pastDefault.diagnostics) == ["1:20001: nesting is deeper than the maximum of 10000 levels"])
    }

    @Test func inputSizeAtAndPastTheLimit() {
        let limits = YAMLParser.Limits(maximumInputSize: 10)
        #expect(parseDump("a: 1234567", limits: limits) == (["{a: 1234567}"], []))
        #expect(parseDump("a: 12345678", limits: limits) == ([], ["1:1: input is 11 bytes; the maximum is 10 bytes"]))
    }

    @Test func scalarLengthAtAndPastTheLimit() {
        let limits = YAMLParser.Limits(maximumScalarLength: 5)
        #expect(parseDump("a: 12345\nb: '12345'\nc: [12345]\n", limits: limits).diagnostics == [])
        #expect(
            parseDump("a: 123456\nb: \"123456\"\nc: [x, 123456]\nabcdef: 1\n'abcdef': 2\n", limits: limits).diagnostics
                == [
                    "1:4: value is 6 bytes long; the maximum is 5 bytes",
                    "2:4: value is 6 bytes long; the maximum is 5 bytes",
                    "3:8: value is 6 bytes long; the maximum is 5 bytes",
                    "4:1: value is 6 bytes long; the maximum is 5 bytes",
                    "5:1: value is 6 bytes long; the maximum is 5 bytes",
                    "5:1: duplicate key ''; it is already defined at line 4",
                    "  note 4:1: '' is first defined here",
                ])
    }

    @Test func defaultScalarLengthIsOneMebibyte() {
        let atLimit = "a: " + String(repeating: "x", count: 1 << 20)
        #expect(YAMLParser().parse(atLimit).diagnostics == [])
        #expect(
            describe(YAMLParser().parse(atLimit + "x").diagnostics)
                == ["1:4: value is 1048577 bytes long; the maximum is 1048576 bytes"])
    }

    @Test func errorCountAtAndPastTheLimit() {
        let limits = YAMLParser.Limits(maximumErrorCount: 2)
        #expect(parseDump("a: &x 1\nb: &y 2\n", limits: limits).diagnostics.count == 2)
        #expect(
            parseDump("a: &x 1\nb: &y 2\nc: &z 3\nd: &w 4\n", limits: limits).diagnostics == [
                "1:4: anchors are not supported: '&x'; write the value out in full",
                "2:4: anchors are not supported: '&y'; write the value out in full",
                "3:4: too many errors; stopping after 2",
            ])
    }

    @Test func binaryInputStopsAtTheErrorLimit() {
        let input = [UInt8]((0..<500).flatMap { _ in [0xFF, 0x0A] })
        let result = YAMLParser().parse(input)
        #expect(result.diagnostics.count == 101)
        #expect(result.diagnostics.last?.message == "too many errors; stopping after 100")
    }

    /// Character columns on a long non-ASCII line are counted incrementally: 50,000
    /// items on one line parse quickly and the last one's column is exact.
    @Test(.timeLimit(.minutes(1)))
    func longNonASCIILineHasExactColumnsInLinearTime() throws {
        let items = Array(repeating: "é", count: 50_000)
        let result = YAMLParser().parse("[" + items.joined(separator: ", ") + ", e\u{301}x, 日]")
        #expect(result.diagnostics == [])
        let last = try #require(result.documents.first?.root.sequence?.suffix(2))
        #expect(last.map(\.location.column) == [150_002, 150_006])
    }
}
