/// The bytes ``JSONWriter`` writes: a growable buffer that appends without the uniqueness and
/// capacity bookkeeping `Array` does on every call (a report appends millions of small pieces).
///
/// The bytes go into chunks of at most 1 MiB that are never moved; ``string()`` copies them
/// into the String and frees each chunk as soon as it is copied, so a report of tens of
/// megabytes is never in memory twice over (a doubling array would hold up to twice the text
/// while growing, and the text again while the String is made).
package struct JSONOutput: ~Copyable {
    /// The chunks filled so far, each with the number of bytes it holds.
    private var full: [UnsafeMutableBufferPointer<UInt8>] = []
    private var fullCount = 0
    /// The chunk being filled.
    private var base: UnsafeMutablePointer<UInt8>
    private var count = 0
    private var capacity: Int

    private static let largestChunk = 1 << 20

    package init(capacity: Int = 4096) {
        self.capacity = max(capacity, 16)
        base = .allocate(capacity: self.capacity)
    }

    deinit {
        for chunk in full { chunk.baseAddress?.deallocate() }
        base.deallocate()
    }

    /// Makes room for `extra` more contiguous bytes.
    @inline(__always)
    package mutating func reserve(_ extra: Int) {
        if count + extra > capacity { startChunk(holding: extra) }
    }

    private mutating func startChunk(holding extra: Int) {
        if count == 0 {
            base.deallocate()
        } else {
            full.append(UnsafeMutableBufferPointer(start: base, count: count))
            fullCount += count
        }
        capacity = max(extra, min(2 * capacity, Self.largestChunk))
        base = .allocate(capacity: capacity)
        count = 0
    }

    @inline(__always)
    package mutating func append(_ byte: UInt8) {
        reserve(1)
        base[count] = byte
        count += 1
    }

    package mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let source = bytes.baseAddress, !bytes.isEmpty else { return }
        reserve(bytes.count)
        (base + count).update(from: source, count: bytes.count)
        count += bytes.count
    }

    /// `bytes`, copied one by one: for the few digits of a number, cheaper than a call to memcpy.
    @inline(__always)
    package mutating func appendShort(_ bytes: UnsafeBufferPointer<UInt8>) {
        reserve(bytes.count)
        for byte in bytes {
            base[count] = byte
            count += 1
        }
    }

    package mutating func append(_ text: StaticString) {
        text.withUTF8Buffer { append($0) }
    }

    /// `byte` `count` times.
    package mutating func append(repeating byte: UInt8, count repeats: Int) {
        guard repeats > 0 else { return }
        reserve(repeats)
        (base + count).initialize(repeating: byte, count: repeats)
        count += repeats
    }

    /// How many bytes are held.
    package var byteCount: Int { fullCount + count }

    /// Writes the bytes to `sink` and empties the buffer, keeping its last chunk for reuse.
    package mutating func write(to sink: inout some OutputSink) {
        for chunk in full {
            sink.write(UnsafeBufferPointer(chunk).span)
            chunk.baseAddress?.deallocate()
        }
        full = []
        fullCount = 0
        if count > 0 { sink.write(UnsafeBufferPointer(start: base, count: count).span) }
        count = 0
    }

    /// The bytes as a String (they are UTF-8: the writer copies valid UTF-8 and writes ASCII),
    /// leaving the buffer empty.
    package mutating func string() -> String {
        let total = fullCount + count
        let chunks = full
        full = []
        fullCount = 0
        let last = UnsafeBufferPointer(start: base, count: count)
        count = 0
        return String(unsafeUninitializedCapacity: total) { buffer in
            guard let target = buffer.baseAddress else { return 0 }
            var offset = 0
            for chunk in chunks {
                guard let source = chunk.baseAddress else { continue }
                (target + offset).initialize(from: source, count: chunk.count)
                offset += chunk.count
                source.deallocate()
            }
            if let source = last.baseAddress { (target + offset).initialize(from: source, count: last.count) }
            return total
        }
    }
}
