// libFuzzer target: the whole pipeline, as the command-line tool runs it on standard input:
// parse → decode → lay out → audit → text, JSON, SARIF, diff, lifecycle and SVG output.
//
// Not a SwiftPM target: scripts/fuzz.sh builds the libraries with SwiftPM under
// -sanitize=fuzzer,address and links this file against them (docs/fuzzing.md).
import ScrollInsets
import ScrollInsetsFormats
import ScrollInspectCore

/// Standard input is the fuzzer's input; no file can be opened.
struct FuzzEnvironment: ScrollInspectEnvironment {
    var input: [UInt8]
    func contents(ofFile path: String) throws(FileReadError) -> [UInt8] { throw FileReadError(reason: "no such file") }
    func standardInput() -> [UInt8] { input }
    var standardErrorIsTerminal: Bool { false }
}

/// The commands run on an input whose scenes decode; one run (the diagnostics) otherwise.
let commands: [[String]] = [
    ["report", "-", "--explain"],
    ["report", "-", "--format", "json", "--explain"],
    ["check", "-", "--format", "sarif", "--explain"],
    ["diff", "-"],
    ["lifecycle", "-", "--format", "json"],
    ["render", "-", "-o", "-"],
]

@_cdecl("LLVMFuzzerTestOneInput")
public func pipelineFuzzerTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = size == 0 ? [] : Array(UnsafeBufferPointer(start: data, count: size))
    let environment = FuzzEnvironment(input: bytes)
    let decodes = !FixtureDecoder.decode(bytes).hasErrors
    for arguments in decodes ? commands : [["-"]] {
        let output = ScrollInspect.run(arguments, environment: environment)
        switch output.exitCode {
        case .success, .findings:
            precondition(decodes, "\(arguments): success on an input that does not decode")
        case .dataError:
            precondition(output.standardOutput.isEmpty, "\(arguments): output on a failed run")
            precondition(!output.standardError.isEmpty, "\(arguments): a failed run without a diagnostic")
        default:
            preconditionFailure("\(arguments): unexpected exit code \(output.exitCode)")
        }
    }
    return 0
}
