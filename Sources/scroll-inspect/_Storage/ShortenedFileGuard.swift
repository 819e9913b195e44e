// What the tool does when another program shortens a file the run has mapped.
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif
import ScrollInspectCore

/// Turns the fault of a mapped file that shrank under the run into an error that names the file.
///
/// A page of a mapping that lies wholly past the end of its file cannot be read: the kernel raises
/// SIGBUS at the access (POSIX `mmap`: "References within the address range starting at pa and
/// continuing for len bytes to whole pages following the end of an object shall result in
/// delivery of a SIGBUS signal"; Linux mmap(2), ERRORS/SIGBUS: "Attempted access to a page of the
/// buffer that lies beyond the end of the mapped file"). `MappedRegularFile` registers each
/// mapping here with the line to print, written before the mapping is read; the handler looks up
/// the faulting address (`si_addr`) and, when it lies in a registered mapping, writes that line
/// with `write(2)` and ends the process with `_exit(2)` and ``ExitCode/ioError`` (74, EX_IOERR):
/// both are async-signal-safe (POSIX.1-2017, 2.4.3 "Signal Actions"; Linux signal-safety(7)).
///
/// The fault can only come in the run's first pass, which reads the files and writes nothing
/// (`SceneRun.load`: a file's mapping lives while its scenes are decoded); standard output and
/// `-o` files are written after every file has been read, so nothing is half written. A fault
/// anywhere else is a bug, not a shortened file, and so is a SIGBUS another process sent
/// (`si_code` ≤ 0, and no address): the handler puts back the action that was there before (the
/// default, or the Swift runtime's backtracer) and returns, and the retried access or the signal
/// raised again ends the process as it would have without this guard.
enum ShortenedFileGuard {
    /// One registered mapping: its addresses and the line that names its file.
    struct Entry {
        var start: UInt = 0
        var end: UInt = 0
        /// The line to write, allocated when the mapping was registered; `nil` for a free entry.
        var message: UnsafeMutablePointer<UInt8>? = nil
        var length = 0
    }

    /// How many mappings can be registered at once. The run maps one file at a time; a file that
    /// finds no free entry is read with `read(2)` instead of mapped.
    static let capacity = 16

    /// The entries, in memory allocated once (the handler reads them; it must not allocate).
    nonisolated(unsafe) static let entries: UnsafeMutablePointer<Entry> = {
        let entries = UnsafeMutablePointer<Entry>.allocate(capacity: capacity)
        entries.initialize(repeating: Entry(), count: capacity)
        return entries
    }()

    /// The SIGBUS action before ``install()``, put back for a fault outside every mapping.
    nonisolated(unsafe) static var previousAction = sigaction()

    /// The line for a file shortened while it was read, in the form of the tool's other I/O
    /// errors (`scroll-inspect: error: cannot open 'FILE': REASON`).
    static func message(forFile path: String) -> String {
        "scroll-inspect: error: cannot read '\(path)': the file was shortened while it was being read\n"
    }

    /// Installs the SIGBUS handler (once, before the run maps a file).
    static func install() {
        _ = entries  // initialized here, never first inside the handler
        var action = sigaction()
        #if canImport(Glibc)
            action.__sigaction_handler.sa_sigaction = handleBusError
        #else
            action.__sigaction_u.__sa_sigaction = handleBusError
        #endif
        action.sa_flags = SA_SIGINFO
        sigemptyset(&action.sa_mask)
        sigaction(SIGBUS, &action, &previousAction)
    }

    /// Registers the mapping of `path` at `bytes`; the index of its entry, or `nil` when every
    /// entry is taken.
    static func register(_ bytes: UnsafeBufferPointer<UInt8>, path: String) -> Int? {
        guard let base = bytes.baseAddress,
            let index = (0..<capacity).first(where: { entries[$0].message == nil })
        else { return nil }
        let line = Array(message(forFile: path).utf8)
        let message = UnsafeMutablePointer<UInt8>.allocate(capacity: line.count)
        message.initialize(from: line, count: line.count)
        let start = UInt(bitPattern: base)
        // Every entry's fields are written before `message`, which marks it taken.
        entries[index].start = start
        entries[index].end = start + UInt(bytes.count)
        entries[index].length = line.count
        entries[index].message = message
        return index
    }

    /// Frees the entry at `index`, before its mapping is unmapped.
    static func unregister(_ index: Int) {
        let message = entries[index].message
        entries[index] = Entry()
        message?.deallocate()
    }
}

/// The SIGBUS handler (see ``ShortenedFileGuard``): only async-signal-safe calls, no allocation.
private func handleBusError(
    _ signal: Int32, _ info: UnsafeMutablePointer<siginfo_t>?, _ context: UnsafeMutableRawPointer?
) {
    // A fault the kernel raised (`si_code` > 0: BUS_ADRERR for a page past the file's end), not a
    // signal sent with kill(2) or sigqueue(3), whose `si_addr` would be other fields.
    let isFault = (info?.pointee.si_code ?? 0) > 0
    if let info, isFault {
        #if canImport(Glibc)
            let address = UInt(bitPattern: info.pointee._sifields._sigfault.si_addr)
        #else
            let address = UInt(bitPattern: info.pointee.si_addr)
        #endif
        var index = 0
        while index < ShortenedFileGuard.capacity {
            let entry = ShortenedFileGuard.entries[index]
            if let message = entry.message, address >= entry.start, address < entry.end {
                _ = write(2, message, entry.length)
                _exit(ExitCode.ioError.rawValue)
            }
            index += 1
        }
    }
    sigaction(SIGBUS, &ShortenedFileGuard.previousAction, nil)
    // A fault is raised again when the access is retried on return; a sent signal is sent again
    // (blocked until the handler returns, then taken by the action put back).
    if !isFault { raise(SIGBUS) }
}
