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
        var bytes = [UInt8](repeating: 0, count: count)
        let got = bytes.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, count) }
        return Array(bytes.prefix(max(0, got)))
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

/// Appends the regular files below `directory` to `paths`, each as `relative` + its path under
/// it; hidden entries (a name starting with `.`) are skipped, and a symbolic link is not
/// followed (neither a linked directory nor a linked file is listed).
func collectRegularFiles(in directory: String, relative: String, into paths: inout [String]) {
    guard let stream = opendir(directory) else { return }
    defer { closedir(stream) }
    while let entry = readdir(stream) {
        let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
            String(cString: raw.baseAddress!.assumingMemoryBound(to: CChar.self))
        }
        if name.hasPrefix(".") { continue }
        let path = directory.hasSuffix("/") ? directory + name : directory + "/" + name
        var info = stat()
        guard lstat(path, &info) == 0 else { continue }
        switch info.st_mode & S_IFMT {
        case S_IFREG: paths.append(relative + name)
        case S_IFDIR: collectRegularFiles(in: path, relative: relative + name + "/", into: &paths)
        default: continue
        }
    }
}

/// A regular file mapped read-only into memory: the run reads a fixture in place instead of
/// copying it into an array, and gives back the pages the parser has passed
/// (`madvise(MADV_DONTNEED)`: a private mapping's untouched pages are read again from the file if
/// a diagnostic shows a line from them), so the input does not stay resident beside the decoded
/// scenes (docs/performance.md, "The input, mapped"). A file the run cannot map (empty, not a
/// regular file) is read with `read` instead. While mapped, the file is registered with
/// ``ShortenedFileGuard``: if another program shortens it, the run ends with an error naming it
/// (exit 74) instead of a crash.
final class MappedRegularFile: MappedFile {
    let bytes: UnsafeBufferPointer<UInt8>
    /// The bytes before this offset have been given back (a multiple of the page size).
    private var released = 0
    /// This mapping's entry in ``ShortenedFileGuard``.
    private let guardEntry: Int
    private static let pageSize = Int(sysconf(Int32(_SC_PAGESIZE)))

    init?(path: String) {
        var info = stat()
        guard stat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG, info.st_size > 0 else { return nil }
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        // The size of the open file, which a rename over the path since `stat` may have changed.
        guard fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFREG, info.st_size > 0 else { return nil }
        let count = Int(info.st_size)
        // Populated: every page is read (from the page cache) in this one call rather than one fault a
        // few pages, and the run reads every byte at once anyway (the disable-comment scan).
        guard let address = mmap(nil, count, PROT_READ, MAP_PRIVATE | MAP_POPULATE, descriptor, 0),
            address != MAP_FAILED
        else { return nil }
        let bytes = UnsafeBufferPointer(start: address.assumingMemoryBound(to: UInt8.self), count: count)
        // Registered before the first read of the mapping (MAP_POPULATE reads into the page cache,
        // not through the process: a page past a new end is not a fault until the run touches it).
        guard let entry = ShortenedFileGuard.register(bytes, path: path) else {
            munmap(address, count)
            return nil
        }
        self.bytes = bytes
        guardEntry = entry
    }

    func release(before offset: Int) {
        let end = min(offset, bytes.count) / Self.pageSize * Self.pageSize
        guard end > released, let base = bytes.baseAddress else { return }
        _ = madvise(UnsafeMutableRawPointer(mutating: base + released), end - released, MADV_DONTNEED)
        released = end
    }

    deinit {
        ShortenedFileGuard.unregister(guardEntry)
        munmap(UnsafeMutableRawPointer(mutating: bytes.baseAddress), bytes.count)
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

/// The error text of `errno`, starting in lower case as the tool's other reasons do.
func errorReason(_ code: Int32) -> String {
    let text = String(cString: strerror(code))
    return text.prefix(1).lowercased() + text.dropFirst()
}

/// Writes `contents` to `path` atomically: into a new file beside it, then renamed over it, so
/// that a reader sees the old file or the whole new one. Returns the error's reason, or `nil`.
func writeAtomically(_ contents: String, to path: String) -> String? {
    let slash = path.lastIndex(of: "/")
    let directory = slash.map { String(path[...$0]) } ?? ""
    let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
    var template = Array((directory + "." + name + ".XXXXXX").utf8CString)
    let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
    guard descriptor >= 0 else { return errorReason(errno) }
    let temporary = String(decoding: template.prefix(while: { $0 != 0 }).map { UInt8(bitPattern: $0) }, as: UTF8.self)
    // mkstemp makes the file readable by its owner only; give it the mode a new file gets.
    let mask = umask(0)
    umask(mask)
    fchmod(descriptor, 0o666 & ~mask)
    writeAll(contents, to: descriptor)
    close(descriptor)
    guard rename(temporary, path) == 0 else {
        let reason = errorReason(errno)
        unlink(temporary)
        return reason
    }
    return nil
}

/// What the run's thread hands back.
final class RunBox {
    let arguments: [String]
    var status: CommandStatus?

    init(arguments: [String]) {
        self.arguments = arguments
    }
}

/// Runs the tool on a thread with a large stack. Parsing, decoding, layout and reports do not
/// recurse per level of nesting, but releasing a deep scene's tree does (about 250 bytes a
/// level; docs/limits.md); 1 GiB of reserved address space makes that a non-question.
func runOnLargeStack(_ arguments: [String]) -> CommandStatus {
    let box = RunBox(arguments: arguments)
    var attributes = pthread_attr_t()
    pthread_attr_init(&attributes)
    pthread_attr_setstacksize(&attributes, 1 << 30)
    var thread = pthread_t()
    let context = Unmanaged.passRetained(box).toOpaque()
    let created = pthread_create(
        &thread, &attributes,
        { context in
            let box = Unmanaged<RunBox>.fromOpaque(context!).takeRetainedValue()
            var output = StandardOutput()
            box.status = ScrollInspect.run(box.arguments, environment: ProcessEnvironment(), output: &output)
            return nil
        }, context)
    pthread_attr_destroy(&attributes)
    guard created == 0 else {
        // No thread: run here, on the main thread's stack.
        let box = Unmanaged<RunBox>.fromOpaque(context).takeRetainedValue()
        var output = StandardOutput()
        return ScrollInspect.run(box.arguments, environment: ProcessEnvironment(), output: &output)
    }
    pthread_join(thread, nil)
    return box.status!
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
