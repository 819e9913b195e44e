// Part of the tool's system calls, fenced (scripts/check-unsafe-fence.sh): `read` and `write` take
// pointers to the bytes, `mkstemp` a C string it rewrites.

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

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

/// The first `count` bytes of `descriptor` (fewer if it holds fewer), in one `read`.
func readPrefix(_ descriptor: Int32, count: Int) -> [UInt8] {
    var bytes = [UInt8](repeating: 0, count: count)
    let got = bytes.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, count) }
    return Array(bytes.prefix(max(0, got)))
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
