// scroll-inspect: reads files and standard input, runs the core, writes its output, exits.
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import ScrollInspectCore

/// Real files and standard input.
struct ProcessEnvironment: ScrollInspectEnvironment {
    func contents(ofFile path: String) throws(FileReadError) -> [UInt8] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw FileReadError(reason: "no such file")
        }
        if isDirectory.boolValue { throw FileReadError(reason: "is a directory") }
        guard let handle = FileHandle(forReadingAtPath: path) else { throw FileReadError(reason: "permission denied") }
        defer { try? handle.close() }
        do {
            return Array(try handle.readToEnd() ?? Data())
        } catch {
            throw FileReadError(reason: "read failed")
        }
    }

    func standardInput() -> [UInt8] {
        Array((try? FileHandle.standardInput.readToEnd()) ?? Data())
    }

    var standardErrorIsTerminal: Bool { isatty(2) == 1 }
}

/// Runs the tool on a thread with a large stack. Parsing, decoding, layout and reports do not
/// recurse per level of nesting, but releasing a deep scene's tree does (about 250 bytes a
/// level; docs/limits.md); 1 GiB of reserved address space makes that a non-question.
final class ResultBox: @unchecked Sendable {
    var output: CommandOutput?
    let done = DispatchSemaphore(value: 0)
}

func runOnLargeStack(_ arguments: [String]) -> CommandOutput {
    let box = ResultBox()
    let thread = Thread {
        box.output = ScrollInspect.run(arguments, environment: ProcessEnvironment())
        box.done.signal()
    }
    thread.stackSize = 1 << 30
    thread.start()
    box.done.wait()
    return box.output!
}

var output = runOnLargeStack(Array(CommandLine.arguments.dropFirst()))
for file in output.files {
    do {
        try Data(file.contents.utf8).write(to: URL(fileURLWithPath: file.path), options: .atomic)
    } catch {
        output.standardError += "scroll-inspect: error: cannot write '\(file.path)': \(error.localizedDescription)\n"
        output.exitCode = .cantCreate
    }
}
FileHandle.standardOutput.write(Data(output.standardOutput.utf8))
FileHandle.standardError.write(Data(output.standardError.utf8))
exit(output.exitCode.rawValue)
