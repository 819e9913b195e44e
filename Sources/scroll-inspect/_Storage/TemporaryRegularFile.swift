#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif
import ScrollInspectCore

/// A temporary file in `$TMPDIR` (or `/tmp`), removed from its directory as soon as it is made, so
/// that it goes when the process ends, however it ends: where a scene command holds a large output
/// until it knows it succeeded (docs/performance.md, "One pass").
final class TemporaryRegularFile: TemporaryFile {
    private let descriptor: Int32

    /// A new, empty file, or `nil` when none can be made.
    init?() {
        let directory = getenv("TMPDIR").map { String(cString: $0) }.flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
        var template = Array(
            ((directory.hasSuffix("/") ? directory : directory + "/") + "scroll-inspect.XXXXXX").utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard descriptor >= 0 else { return nil }
        template.withUnsafeBufferPointer { _ = unlink($0.baseAddress!) }
        self.descriptor = descriptor
    }

    deinit { close(descriptor) }

    func append(_ bytes: UnsafeRawBufferPointer) -> String? {
        guard let base = bytes.baseAddress else { return nil }
        var offset = 0
        while offset < bytes.count {
            let count = write(descriptor, base + offset, bytes.count - offset)
            if count < 0 {
                if errno == EINTR { continue }
                return errorReason(errno)
            }
            offset += count
        }
        return nil
    }

    func readBack(_ body: (UnsafeRawBufferPointer) -> Void) -> String? {
        guard lseek(descriptor, 0, SEEK_SET) == 0 else { return errorReason(errno) }
        let size = 1 << 20
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: size, alignment: 16)
        defer { buffer.deallocate() }
        while true {
            let count = read(descriptor, buffer.baseAddress, size)
            if count < 0 {
                if errno == EINTR { continue }
                return errorReason(errno)
            }
            if count == 0 { return nil }
            body(UnsafeRawBufferPointer(rebasing: buffer[..<count]))
        }
    }
}
