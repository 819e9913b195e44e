/// The stages of a run and how long each took, for `--verbose`: the arguments, then for the
/// commands that read fixtures reading the files, decoding them and laying every scene out once
/// (the first pass), and laying out and writing the output (the second). A stage met several
/// times (one file after another) adds up.
final class RunTimings {
    private let now: () -> ContinuousClock.Instant
    private(set) var stages: [(name: String, duration: Duration)] = []

    init(now: @escaping () -> ContinuousClock.Instant) {
        self.now = now
    }

    /// The clock's current reading.
    func start() -> ContinuousClock.Instant { now() }

    /// Adds the time since `start` to the stage `name`, and returns the clock's reading.
    @discardableResult
    func record(_ name: String, since start: ContinuousClock.Instant) -> ContinuousClock.Instant {
        let end = now()
        let duration = start.duration(to: end)
        if let index = stages.firstIndex(where: { $0.name == name }) {
            stages[index].duration += duration
        } else {
            stages.append((name, duration))
        }
        return end
    }

    /// `arguments 1.0 ms, read 2.0 ms, …`: every stage in milliseconds, one decimal.
    var summary: String {
        stages.map { "\($0.name) \(Self.milliseconds($0.duration))" }.joined(separator: ", ")
    }

    /// A duration in milliseconds, rounded to a tenth: `12.3 ms`.
    static func milliseconds(_ duration: Duration) -> String {
        let (seconds, attoseconds) = duration.components
        let tenths = seconds * 10_000 + (attoseconds + 50_000_000_000_000) / 100_000_000_000_000
        return "\(tenths / 10).\(tenths % 10) ms"
    }
}
