/// Strings already made from the input, found again by their bytes.
///
/// Fixtures repeat the same few texts (keys, numbers, names of the same views in every
/// screen): making a `String` validates and copies the bytes, and allocates when there
/// are more than 15 of them. A text found here is shared instead, which is several times
/// cheaper and keeps one copy of each long text.
///
/// An open-addressing table of a fixed number of slots, sized from the input and filled
/// up to three quarters; after that, texts not found are made as usual. A slot
/// remembers where its text first occurred in the input, so a match is confirmed by
/// comparing input bytes, and the text is the one `String(decoding:as:)` made of them.
struct TextCache {
    private struct Slot {
        /// The first sixteen bytes of the text, zero-padded: the whole text, usually.
        var head: (UInt64, UInt64) = (0, 0)
        /// The text's length in bytes; 0 for an empty slot.
        var length = 0
        /// Where the text first occurred in the input, to compare what follows the head.
        var start = 0
        var text = ""
    }

    /// Longer texts are rare and unlikely to repeat.
    private static let maximumLength = 64
    /// A text is looked for in this many slots from the one its hash gives (linear
    /// probing), so that a text that is not there, once the table has filled up with
    /// texts that occur once (the names of a large scene), costs little.
    private static let maximumProbes = 4

    private var slots: [Slot]
    private let mask: Int
    private var free: Int

    /// A cache for an input of `inputSize` bytes: about a slot for every 32 bytes, from
    /// 64 to 4,096 slots.
    init(inputSize: Int) {
        var count = 64
        while count < 4_096 && count * 32 < inputSize { count *= 2 }
        slots = Array(repeating: Slot(), count: count)
        mask = count - 1
        free = count * 3 / 4
    }

    /// The text of `bytes[start..<end]`.
    mutating func text(_ bytes: ParserInput, _ start: Int, _ end: Int) -> String {
        let length = end - start
        // The head is read as two whole words, so sixteen bytes must be there.
        guard length > 0 && length <= Self.maximumLength && start + 16 <= bytes.count else {
            return Self.make(bytes, start, end)
        }
        let head = (
            bytes.word(at: start) & Self.lowBytes(length),
            length <= 8 ? 0 : bytes.word(at: start + 8) & Self.lowBytes(length - 8)
        )
        var hash = (head.0 ^ UInt64(length)) &* 0x9E37_79B9_7F4A_7C15 ^ head.1 &* 0xBF58_476D_1CE4_E5B9
        if length > 16 { hash ^= bytes.word(at: end - 8) &* 0x94D0_49BB_1331_11EB }
        var index = Int(truncatingIfNeeded: hash ^ hash >> 29) & mask
        for _ in 0..<Self.maximumProbes {
            guard slots[index].length != 0 else {
                let text = Self.make(bytes, start, end)
                if free > 0 {
                    free -= 1
                    slots[index] = Slot(head: head, length: length, start: start, text: text)
                }
                return text
            }
            if slots[index].head == head && slots[index].length == length
                && (length <= 16 || Self.tailsEqual(bytes, slots[index].start, start, length))
            {
                return slots[index].text
            }
            index = (index + 1) & mask
        }
        return Self.make(bytes, start, end)
    }

    private static func make(_ bytes: ParserInput, _ start: Int, _ end: Int) -> String {
        bytes.text(start..<end)
    }

    /// A mask of the low `count` bytes of a word, for `count` from 1 to 8 (and more).
    @inline(__always)
    private static func lowBytes(_ count: Int) -> UInt64 {
        count >= 8 ? ~0 : ~0 &>> UInt64(64 - count * 8)
    }

    /// Whether the texts of `length` bytes (more than 16) at `first` and `second` have
    /// the same bytes after the first sixteen, compared a word at a time; the last word
    /// is the one that ends with the text, overlapping the one before.
    private static func tailsEqual(
        _ bytes: ParserInput, _ first: Int, _ second: Int,
        _ length: Int
    ) -> Bool {
        var offset = 16
        while offset + 8 < length {
            if bytes.word(at: first + offset) != bytes.word(at: second + offset) { return false }
            offset += 8
        }
        return bytes.word(at: first + length - 8) == bytes.word(at: second + length - 8)
    }
}

extension UnsafeBufferPointer<UInt8> {
    /// The eight bytes at `offset`, the first in the lowest byte; the buffer must hold them.
    @inline(__always)
    func word(at offset: Int) -> UInt64 {
        UInt64(littleEndian: UnsafeRawPointer(baseAddress! + offset).loadUnaligned(as: UInt64.self))
    }
}
