/// A file's bytes mapped into memory by the environment (`mmap`): a run reads a fixture in place
/// instead of copying it, and gives back the memory of the part it has read (docs/performance.md,
/// "The input, mapped").
package protocol MappedFile: AnyObject {
    /// The file's bytes, valid while the mapping is alive.
    var bytes: UnsafeBufferPointer<UInt8> { get }
    /// Gives back the memory of the bytes before `offset`, which the run has read; they stay
    /// readable, read again from the file if touched.
    func release(before offset: Int)
}
