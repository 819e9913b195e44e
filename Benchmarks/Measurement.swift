#if canImport(Glibc)
    import Glibc
#endif

/// Timings of one stage: each of `k` runs, measured with the monotonic `ContinuousClock`.
struct Timing {
    var seconds: [Double]

    var best: Double { seconds.min() ?? .nan }
    var median: Double {
        let sorted = seconds.sorted()
        guard !sorted.isEmpty else { return .nan }
        let middle = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    }

    /// Runs `body` `repetitions` times and records each run's duration.
    static func measure(_ repetitions: Int, _ body: () -> Void) -> Timing {
        let clock = ContinuousClock()
        var seconds: [Double] = []
        for _ in 0..<repetitions {
            let elapsed = clock.measure(body)
            seconds.append(Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18)
        }
        return Timing(seconds: seconds)
    }
}

/// Keeps results alive so the optimiser cannot drop the work that produced them.
nonisolated(unsafe) var sink = 0

@inline(never)
func consume(_ value: Int) {
    sink &+= value
}

/// glibc's `malloc_trim` (declared in malloc.h, which the Glibc module does not export).
@_silgen_name("malloc_trim")
func mallocTrim(_ pad: Int) -> Int32

/// The process's memory figures from /proc/self/status, in bytes.
enum Memory {
    /// `VmHWM`: the peak resident set size.
    static var peakResident: Int { field("VmHWM:") }
    /// `VmRSS`: the current resident set size.
    static var resident: Int { field("VmRSS:") }

    /// Returns freed memory to the system (glibc keeps it otherwise), then resets the peak to
    /// the current resident size (Linux 4.0+: `5` into clear_refs). Returns whether the
    /// kernel accepted the reset.
    @discardableResult
    static func resetPeak() -> Bool {
        _ = mallocTrim(0)
        guard let file = fopen("/proc/self/clear_refs", "w") else { return false }
        defer { fclose(file) }
        return fputs("5", file) >= 0
    }

    private static func field(_ name: String) -> Int {
        guard let file = fopen("/proc/self/status", "r") else { return 0 }
        defer { fclose(file) }
        var buffer = [CChar](repeating: 0, count: 512)
        while fgets(&buffer, Int32(buffer.count), file) != nil {
            let line = String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            guard line.hasPrefix(name) else { continue }
            let digits = line.dropFirst(name.count).filter(\.isNumber)
            return (Int(String(digits)) ?? 0) * 1024  // the kernel writes kB
        }
        return 0
    }
}
