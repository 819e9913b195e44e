// scroll-inspect: reads files and standard input, runs the core, writes its output, exits.
//
// Only the C library: Foundation (with its ICU data) cost 12 MB of resident memory and tens of
// milliseconds at start-up for a file test, a directory walk, a thread and an atomic write
// (docs/performance.md, "Issue 26").
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif
import ScrollInspectCore

/// Real files, standard input, the terminals and the environment variables.
struct ProcessEnvironment: ScrollInspectEnvironment {
    func contents(ofFile path: String) throws(FileReadError) -> [UInt8] {
        // `stat` follows a symbolic link; a dangling one, like a missing file, is "no such file".
        var info = stat()
        guard stat(path, &info) == 0 else { throw FileReadError(reason: "no such file") }
        if info.st_mode & S_IFMT == S_IFDIR { throw FileReadError(reason: "is a directory") }
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { throw FileReadError(reason: "permission denied") }
        defer { close(descriptor) }
        guard let bytes = readAll(descriptor) else { throw FileReadError(reason: "read failed") }
        return bytes
    }

    func fileSize(ofFile path: String) -> Int? {
        var info = stat()
        guard stat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return nil }
        return Int(info.st_size)
    }

    func leadingBytes(ofFile path: String, count: Int) -> [UInt8] {
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { return [] }
        defer { close(descriptor) }
        return readPrefix(descriptor, count: count)
    }

    func mappedContents(ofFile path: String) -> (any MappedFile)? {
        MappedRegularFile(path: path)
    }

    func standardInput() -> [UInt8] {
        readAll(0) ?? []
    }

    var standardErrorIsTerminal: Bool { isatty(2) == 1 }

    var standardOutputIsTerminal: Bool { isatty(1) == 1 }

    func variable(_ name: String) -> String? {
        getenv(name).map { String(cString: $0) }
    }

    var workingDirectory: String? {
        guard let path = getcwd(nil, 0) else { return nil }
        defer { free(path) }
        return String(cString: path)
    }

    func temporaryFile() -> (any TemporaryFile)? {
        TemporaryRegularFile()
    }

    func regularFiles(under directory: String) -> [String] {
        var paths: [String] = []
        collectRegularFiles(in: directory.isEmpty ? "." : directory, relative: "", into: &paths)
        return paths.sorted()
    }
}

/// The error text of `errno`, starting in lower case as the tool's other reasons do.
func errorReason(_ code: Int32) -> String {
    let text = String(cString: strerror(code))
    return text.prefix(1).lowercased() + text.dropFirst()
}

ShortenedFileGuard.install()
var status = runOnLargeStack(Array(CommandLine.arguments.dropFirst()))
for file in status.files {
    if file.appends {
        // `$GITHUB_STEP_SUMMARY`: added to what the step wrote before, in one write.
        let descriptor = open(file.path, O_WRONLY | O_APPEND | O_CREAT, 0o644)
        guard descriptor >= 0 else {
            status.failedToWrite(file.path, reason: errorReason(errno))
            continue
        }
        writeAll(file.contents, to: descriptor)
        close(descriptor)
    } else if let reason = writeAtomically(file.contents, to: file.path) {
        status.failedToWrite(file.path, reason: reason)
    }
}
writeAll(status.standardError, to: 2)
exit(status.exitCode.rawValue)
