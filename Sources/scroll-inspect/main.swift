// scroll-inspect: reads files and standard input, runs the core, writes its output, exits.
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import ScrollInspectCore

/// Real files, standard input, the terminals and the environment variables.
struct ProcessEnvironment: ScrollInspectEnvironment {
    func contents(ofFile path: String) throws(FileReadError) -> [UInt8] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw FileReadError(reason: "no such file")
        }
        if isDirectory.boolValue { throw FileReadError(reason: "is a directory") }
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { throw FileReadError(reason: "permission denied") }
        defer { close(descriptor) }
        guard let bytes = readAll(descriptor) else { throw FileReadError(reason: "read failed") }
        return bytes
    }

    func standardInput() -> [UInt8] {
        readAll(0) ?? []
    }

    var standardErrorIsTerminal: Bool { isatty(2) == 1 }

    var standardOutputIsTerminal: Bool { isatty(1) == 1 }

    func variable(_ name: String) -> String? {
        getenv(name).map { String(cString: $0) }
    }

    var workingDirectory: String? { FileManager.default.currentDirectoryPath }

    func regularFiles(under directory: String) -> [String] {
        let url = URL(fileURLWithPath: directory.isEmpty ? "." : directory, isDirectory: true)
        let base = url.standardizedFileURL.path
        guard let enumerator = FileManager.default.enumerator(
            at: url, includingPropertiesForKeys: [.isRegularFileKey], options: [.skipsHiddenFiles]
        ) else { return [] }
        var paths: [String] = []
        for case let file as URL in enumerator {
            guard (try? file.resourceValues(forKeys: [.isRegularFileKey]))?.isRegularFile == true else { continue }
            let path = file.standardizedFileURL.path
            guard path.hasPrefix(base + "/") else { continue }
            paths.append(String(path.dropFirst(base.count + 1)))
        }
        return paths.sorted()
    }
}

/// Every byte of `descriptor`, read straight into the array the parser reads (through `Data`
/// it was copied once more, a copy of the whole input alive at the peak); `nil` on an error.
func readAll(_ descriptor: Int32) -> [UInt8]? {
    var info = stat()
    var bytes: [UInt8] = []
    if fstat(descriptor, &info) == 0, info.st_size > 0 { bytes.reserveCapacity(Int(info.st_size) + 1) }
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    while true {
        let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
        if count == 0 { return bytes }
        if count < 0 {
            if errno == EINTR { continue }
            return nil
        }
        bytes.append(contentsOf: chunk[..<count])
    }
}

/// Writes all of `bytes` to `descriptor`.
func writeAll(_ bytes: UnsafeRawBufferPointer, to descriptor: Int32) {
    guard let base = bytes.baseAddress else { return }
    var offset = 0
    while offset < bytes.count {
        let count = write(descriptor, base + offset, bytes.count - offset)
        if count < 0 {
            if errno == EINTR { continue }
            return
        }
        offset += count
    }
}

/// Writes all of `text` to `descriptor` from the string's own UTF-8 storage.
func writeAll(_ text: String, to descriptor: Int32) {
    var text = text
    text.withUTF8 { writeAll(UnsafeRawBufferPointer($0), to: descriptor) }
}

/// Standard output, written as the run goes: a report of tens of megabytes is never held whole
/// (the run writes only once it knows it will succeed).
struct StandardOutput: OutputSink {
    mutating func write(_ bytes: UnsafeRawBufferPointer) {
        writeAll(bytes, to: 1)
    }
}

/// Runs the tool on a thread with a large stack. Parsing, decoding, layout and reports do not
/// recurse per level of nesting, but releasing a deep scene's tree does (about 250 bytes a
/// level; docs/limits.md); 1 GiB of reserved address space makes that a non-question.
final class ResultBox: @unchecked Sendable {
    var status: CommandStatus?
    let done = DispatchSemaphore(value: 0)
}

func runOnLargeStack(_ arguments: [String]) -> CommandStatus {
    let box = ResultBox()
    let thread = Thread {
        var output = StandardOutput()
        box.status = ScrollInspect.run(arguments, environment: ProcessEnvironment(), output: &output)
        box.done.signal()
    }
    thread.stackSize = 1 << 30
    thread.start()
    box.done.wait()
    return box.status!
}

var status = runOnLargeStack(Array(CommandLine.arguments.dropFirst()))
for file in status.files {
    do {
        if file.appends {
            // `$GITHUB_STEP_SUMMARY`: added to what the step wrote before, in one write.
            let descriptor = open(file.path, O_WRONLY | O_APPEND | O_CREAT, 0o644)
            guard descriptor >= 0 else { throw CocoaError(.fileWriteNoPermission) }
            writeAll(file.contents, to: descriptor)
            close(descriptor)
        } else {
            try Data(file.contents.utf8).write(to: URL(fileURLWithPath: file.path), options: .atomic)
        }
    } catch {
        status.failedToWrite(file.path, reason: error.localizedDescription)
    }
}
writeAll(status.standardError, to: 2)
exit(status.exitCode.rawValue)
