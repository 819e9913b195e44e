@testable import ScrollInspectCore

/// Files and standard input held in memory, for running scroll-inspect in-process.
struct InMemoryEnvironment: ScrollInspectEnvironment {
    var files: [String: String] = [:]
    var input = ""
    var standardErrorIsTerminal = false

    func contents(ofFile path: String) throws(FileReadError) -> [UInt8] {
        guard let text = files[path] else { throw FileReadError(reason: "no such file") }
        return Array(text.utf8)
    }

    func standardInput() -> [UInt8] { Array(input.utf8) }

    func run(_ arguments: String...) -> CommandOutput {
        ScrollInspect.run(arguments, environment: self)
    }
}
