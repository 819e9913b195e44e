/// A file the environment makes for the run's own use and removes (``ScrollInspectEnvironment/temporaryFile()``):
/// where ``HeldOutput`` keeps a large output until the run knows it succeeded.
package protocol TemporaryFile: AnyObject {
    /// Appends `bytes` to the file.
    ///
    /// - Returns: Why they could not all be written (a full disk), or `nil`.
    func append(_ bytes: UnsafeRawBufferPointer) -> String?

    /// Hands everything appended so far to `body`, in order, a piece at a time.
    ///
    /// - Returns: Why the file could not be read back, or `nil`.
    func readBack(_ body: (UnsafeRawBufferPointer) -> Void) -> String?
}
