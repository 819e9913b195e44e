/// The standard output of a scene command while it lays its scenes out: held until the run knows
/// that every scene of every file could be laid out, then handed on whole (``release(to:)``), so
/// that a run that fails writes nothing and yet each scene is laid out once, as it is decoded.
///
/// The first ``memoryLimit`` bytes are held in memory (every fixture of the repository's size);
/// past them the bytes go to a temporary file of the environment (``ScrollInspectEnvironment/temporaryFile()``),
/// so that a report of tens of megabytes is not held in memory. An environment without
/// temporary files holds everything in memory.
struct HeldOutput: OutputSink {
    /// How many bytes are held in memory before they go to the temporary file (1 MiB: more
    /// than the output of a fixture of the repository's size, and little beside a run's peak).
    var memoryLimit = 1 << 20

    /// The bytes not yet in the temporary file.
    private var bytes: [UInt8] = []
    /// The temporary file, once one was needed and made.
    private var file: (any TemporaryFile)?
    /// Makes the temporary file; `nil` when there is none.
    private let makeFile: () -> (any TemporaryFile)?
    /// Why the output could not be held or handed on (a full disk): the run fails with it.
    private(set) var failure: String?

    init(temporaryFile: @escaping () -> (any TemporaryFile)?) {
        makeFile = temporaryFile
    }

    mutating func write(_ bytes: Span<UInt8>) {
        guard failure == nil else { return }
        if file == nil && self.bytes.count + bytes.count >= memoryLimit {
            moveToFile()
            guard failure == nil else { return }
        }
        if let file {
            // Past the limit, each piece goes to the file as it comes (a JSON flush is 64 KiB):
            // copied into the buffer first, the whole output would be copied once more.
            failure = bytes.withUnsafeBytes { file.append($0) }
            return
        }
        // Room for the limit and a JSON flush (64 KiB) past it, reserved once: grown by doubling,
        // the buffer would reach twice the limit.
        if self.bytes.capacity < memoryLimit { self.bytes.reserveCapacity(memoryLimit + (1 << 17)) }
        bytes.withUnsafeBufferPointer { self.bytes.append(contentsOf: $0) }
    }

    /// Moves the bytes held in memory to the temporary file, making it first; keeps them in
    /// memory when the environment has no temporary file.
    private mutating func moveToFile() {
        if file == nil { file = makeFile() }
        guard let file, !bytes.isEmpty else { return }
        failure = bytes.withUnsafeBytes { file.append($0) }
        bytes.removeAll(keepingCapacity: true)
    }

    /// Writes everything held to `output`, in order, and drops it.
    mutating func release(to output: inout some OutputSink) {
        guard failure == nil else { return }
        if let file {
            moveToFile()
            guard failure == nil else { return }
            failure = file.readBack { output.write($0.assumingMemoryBound(to: UInt8.self).span) }
            self.file = nil
        } else {
            output.write(bytes.span)
        }
        bytes = []
    }
}
