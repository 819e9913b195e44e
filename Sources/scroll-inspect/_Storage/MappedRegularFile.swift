// Part of the tool's system calls, fenced (scripts/check-unsafe-fence.sh): the mapping is a buffer
// pointer, given back with `madvise` and `munmap`.

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif
import ScrollInspectCore

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
