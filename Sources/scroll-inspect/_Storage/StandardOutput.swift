// Part of the tool's system calls, fenced (scripts/check-unsafe-fence.sh): `write` takes a pointer
// to the bytes the span lends.

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif
import ScrollInspectCore

/// Standard output, written as the run goes: a report of tens of megabytes is never held whole
/// (the run writes only once it knows it will succeed).
struct StandardOutput: OutputSink {
    mutating func write(_ bytes: Span<UInt8>) {
        bytes.withUnsafeBytes { writeAll($0, to: 1) }
    }
}
