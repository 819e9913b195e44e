/// The number syntax of the fixture format, checked byte by byte before conversion so
/// that nothing but plain decimal notation is accepted.
///
/// Accepted: an optional sign, digits with an optional fraction (`12`, `-0.5`, `5.`,
/// `.5`), and an optional exponent (`1e3`, `2.5E-2`). Rejected: hexadecimal, octal and
/// binary forms, digit separators (`1_000`), `inf` and `nan` in any spelling, and
/// anything else. A literal whose value does not fit in a `Double` (`1e400`) is out of
/// range; one that underflows becomes 0.
package enum NumberLiteral: Equatable {
    /// A finite number; `-0` is read as `0`.
    case number(Double)
    /// `.inf`, `-.inf`, `.nan`, `inf`, `nan`, `infinity` in any case.
    case nonFinite
    /// Well-formed but too large for a `Double`.
    case outOfRange
    /// Not a number at all.
    case invalid

    package static func parse(_ text: String) -> NumberLiteral {
        if let whole = wholeNumber(text) { return .number(whole) }
        guard isWellFormed(text.utf8) else {
            var lowered = text.lowercased()
            if lowered.hasPrefix("+") || lowered.hasPrefix("-") { lowered.removeFirst() }
            if lowered.hasPrefix(".") { lowered.removeFirst() }
            return ["inf", "infinity", "nan"].contains(lowered) ? .nonFinite : .invalid
        }
        guard let value = Double(text), value.isFinite else { return .outOfRange }
        return .number(value == 0 ? 0 : value)
    }

    /// The value of an optional sign and 1 to 15 decimal digits, the usual fixture number:
    /// below 2^53, so the `Double` is exact and equal to what `Double(text)` gives; `-0` is 0.
    /// `nil` for any other text.
    ///
    /// The bytes are read from the string's contiguous UTF-8 (a small string's is copied to
    /// the stack), which costs a fraction of what `String.UTF8View`'s iterator does per byte.
    private static func wholeNumber(_ text: String) -> Double? {
        let value = text.utf8.withContiguousStorageIfAvailable { bytes -> Double? in
            var index = 0
            let negative = !bytes.isEmpty && bytes[0] == UInt8(ascii: "-")
            if negative || (!bytes.isEmpty && bytes[0] == UInt8(ascii: "+")) { index = 1 }
            let firstDigit = index
            var value: Int64 = 0
            while index < bytes.count {
                let digit = bytes[index] &- UInt8(ascii: "0")
                guard digit < 10, index - firstDigit < 15 else { return nil }
                value = value * 10 + Int64(digit)
                index += 1
            }
            guard index > firstDigit else { return nil }
            return value == 0 ? 0 : Double(negative ? -value : value)
        }
        return value ?? nil
    }

    /// A count: decimal digits with an optional `+`, within `Int`'s range.
    ///
    /// - Returns: The value, or `nil` if the text is not a non-negative whole number or
    ///   is too large.
    package static func parseCount(_ text: String) -> Int? {
        var digits = Substring(text)
        if digits.hasPrefix("+") { digits.removeFirst() }
        guard !digits.isEmpty, digits.utf8.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }) else {
            return nil
        }
        return Int(digits)
    }

    private static func isWellFormed(_ bytes: String.UTF8View) -> Bool {
        var iterator = bytes.makeIterator()
        var byte = iterator.next()
        func isDigit(_ byte: UInt8?) -> Bool {
            guard let byte else { return false }
            return byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
        }
        if byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-") { byte = iterator.next() }
        var mantissaDigits = 0
        while isDigit(byte) { mantissaDigits += 1; byte = iterator.next() }
        if byte == UInt8(ascii: ".") {
            byte = iterator.next()
            while isDigit(byte) { mantissaDigits += 1; byte = iterator.next() }
        }
        guard mantissaDigits > 0 else { return false }
        if byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E") {
            byte = iterator.next()
            if byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-") { byte = iterator.next() }
            guard isDigit(byte) else { return false }
            while isDigit(byte) { byte = iterator.next() }
        }
        return byte == nil
    }
}
