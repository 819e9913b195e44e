import Testing
import YAMLSubset
import YAMLTestSupport

/// After an error the parser goes on, so independent mistakes give one diagnostic each,
/// and no input makes it crash or loop.
@Suite struct YAMLParserRecoveryTests {
    @Test func threeIndependentMistakesGiveThreeDiagnostics() {
        let input = """
            device: iPhone X
            orientation: &o landscapeLeft
            window:
            \tsize: [1, 2]
            root:
              view:
                frame: [0, 0, 1, 1
                name: "a\\q"
            """
        #expect(
            describe(YAMLParser().parse(input).diagnostics) == [
                "2:14: anchors are not supported: '&o'; write the value out in full",
                "4:1: tabs are not allowed in indentation; use spaces",
                "7:12: unterminated flow sequence; expected ']' to close this '['",
                #"8:13: unknown escape '\q' in a double-quoted string; "#
                    + #"expected one of \" \\ \/ \n \t \r \0 \xXX \uXXXX \UXXXXXXXX"#,
            ])
    }

    @Test func mistakesInSeveralDocumentsAreAllReported() {
        let input = "a: 1\n  b: 2\n---\nc: {d: 1, d: 2}\n---\n- e\nf: 3\n"
        #expect(
            describe(YAMLParser().parse(input).diagnostics) == [
                "2:3: bad indentation of 2 spaces; expected 0 to continue the mapping at line 1",
                "4:11: duplicate key 'd'; it is already defined at line 4",
                "  note 4:5: 'd' is first defined here",
                "7:1: expected '- ' to continue the sequence at line 6; found 'f: 3'",
            ])
    }

    @Test func linesNestedInABrokenLineAreSkipped() {
        let result = parseDump("a:\n\tb:\n\t  c: 1\n  d: 2\ne: 3\n")
        #expect(
            result.diagnostics == [
                "2:1: tabs are not allowed in indentation; use spaces",
                "3:1: tabs are not allowed in indentation; use spaces",
            ])
        #expect(result.documents == ["{a: ~, e: 3}"])
    }

    @Test func brokenFlowCollectionIsSkippedToItsEnd() {
        let result = parseDump("a: [1, {b: 2, c}, *z]\nd: [1 [2]]\ne: ok\n")
        #expect(
            result.diagnostics == [
                "1:16: expected ':' after the key 'c' in a flow mapping; found '}'",
                "2:7: expected ',' or ']' after a value in a flow sequence; found '['",
            ])
        #expect(result.documents == ["{a: ~, d: ~, e: ok}"])
    }

    @Test func brokenFlowCollectionSpanningLinesStopsAtADedent() {
        let result = parseDump("a: [1, {b: 2, c},\n  3\nd: 4\n")
        #expect(result.diagnostics == ["1:16: expected ':' after the key 'c' in a flow mapping; found '}'"])
        #expect(result.documents == ["{a: ~, d: 4}"])
    }

    /// Every deletion, insertion of a troublesome character, and truncation at every
    /// offset of a fixture that uses every feature: the parser terminates, reports
    /// diagnostics in order at positions inside the text, and flags a document for every
    /// error it contains.
    @Test func everySmallMutationIsHandled() {
        let fixture = """
            # scene
            format: 1
            device: "iPhone X"
            window: {size: [812, 375], safeAreaInsets: [0, 44, 21, 44]}
            root:
              navigationController:
                name: 'nav'
                viewControllers:
                - viewController:
                    view:
                      tableView:
                        sections:
                          - rows: 3
                            header: {height: 28}
            ---
            - [1,
              2]
            """
        #expect(YAMLParser().parse(fixture).diagnostics == [])
        let bytes = Array(fixture.utf8)
        let insertions: [UInt8] = Array(" \t:-[]{},\"'#&*|!\n%?".utf8) + [0xFF]
        var inputs: [[UInt8]] = []
        for offset in 0...bytes.count {
            inputs.append(Array(bytes[..<offset]))
            if offset < bytes.count {
                var deleted = bytes
                deleted.remove(at: offset)
                inputs.append(deleted)
            }
            for byte in insertions {
                var inserted = bytes
                inserted.insert(byte, at: offset)
                inputs.append(inserted)
            }
        }
        var failures: [String] = []
        for input in inputs {
            let result = YAMLParser().parse(input)
            let lineCount = input.count { $0 == 0x0A } + 1
            let locations = result.diagnostics.map(\.location)
            if locations != locations.sorted() { failures.append("unsorted: \(input)") }
            if locations.contains(where: { $0.line < 1 || $0.line > lineCount || $0.column < 1 }) {
                failures.append("outside the text: \(String(decoding: input, as: UTF8.self).debugDescription)")
            }
            if result.documents.contains(where: \.hasErrors) && !result.hasErrors {
                failures.append("document flagged without an error")
            }
        }
        #expect(failures == [])
    }
}
