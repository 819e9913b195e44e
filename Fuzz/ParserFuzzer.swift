// libFuzzer target: the fixture parser and schema reader (YAMLSubset's YAMLParser, then
// ScrollInsets' FixtureDecoder).
//
// Not a SwiftPM target: scripts/fuzz.sh builds the libraries with SwiftPM under
// -sanitize=fuzzer,address and links this file against them (docs/fuzzing.md).
import ScrollInsets
import ScrollInsetsFormats
import YAMLSubset

@_cdecl("LLVMFuzzerTestOneInput")
public func parserFuzzerTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = size == 0 ? [] : Array(UnsafeBufferPointer(start: data, count: size))
    let parsed = YAMLParser().parse(bytes)
    // Diagnostics stay ordered and inside the text (1-based lines and columns).
    let lineCount = bytes.reduce(1) { $0 + ($1 == 0x0A ? 1 : 0) }
    for diagnostic in parsed.diagnostics {
        precondition(
            diagnostic.location.line >= 1 && diagnostic.location.line <= lineCount,
            "diagnostic outside the text: \(diagnostic)")
        precondition(diagnostic.location.column >= 1, "diagnostic before the line: \(diagnostic)")
    }
    precondition(
        parsed.diagnostics.count <= YAMLParser.Limits().maximumErrorCount + 1,
        "more diagnostics than the error limit: \(parsed.diagnostics.count)")
    let decoded = FixtureDecoder.decode(bytes)
    precondition(
        decoded.hasErrors == decoded.scenes.isEmpty || !decoded.hasErrors,
        "scenes returned with errors")
    if parsed.hasErrors { precondition(decoded.hasErrors, "a parse error was lost by the decoder") }
    return 0
}
