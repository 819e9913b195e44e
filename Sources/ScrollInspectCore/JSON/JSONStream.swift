import ScrollInsets

/// Writes JSON straight into bytes as the caller walks its data, laid out exactly as
/// ``JSONWriter/renderReport(_:)`` lays out the same tree: two-space indentation, one member
/// or element per line, and arrays and objects of at most six scalars on one line
/// (`{"top": 44, "left": 0, …}`).
///
/// The report is several times the size of its fixture; building a ``JSONValue`` tree for it
/// first cost more than writing it (docs/performance.md). Here the caller says each value's
/// shape as it writes: ``openObject()`` … ``closeObject()`` for a container written one member
/// per line (`{}` when nothing was written in it), ``beginLine(_:)`` … ``endLine(_:)`` for one
/// written on one line (which holds only scalars), and the scalars themselves.
///
/// ```swift
/// var stream = JSONStream()
/// stream.openObject()
/// stream.key("screen"); stream.size(Size(width: 375, height: 812))
/// stream.closeObject()
/// stream.text()   // "{\n  \"screen\": {\"width\": 375, \"height\": 812}\n}"
/// ```
struct JSONStream: ~Copyable {
    private var output: JSONOutput
    /// How many containers written one member per line are open.
    private var depth = 0
    /// Whether nothing was written yet in the innermost open container (one per line).
    private var isFirst = true
    /// Whether nothing was written yet in the open one-line container.
    private var lineIsFirst = true

    /// Creates an empty stream whose first buffer holds `capacity` bytes.
    init(capacity: Int = 1 << 16) {
        output = JSONOutput(capacity: capacity)
    }

    /// The text written.
    consuming func text() -> String {
        output.string()
    }

    /// Appends `text` as it is: punctuation and keys of a one-line value, a final line break.
    mutating func raw(_ text: StaticString) {
        output.append(text)
    }

    // MARK: Containers written one member or element per line

    /// Opens an object whose members go one per line.
    mutating func openObject() { open(UInt8(ascii: "{")) }
    /// Closes the object ``openObject()`` opened.
    mutating func closeObject() { close(UInt8(ascii: "}")) }
    /// Opens an array whose elements go one per line.
    mutating func openArray() { open(UInt8(ascii: "[")) }
    /// Closes the array ``openArray()`` opened.
    mutating func closeArray() { close(UInt8(ascii: "]")) }

    /// Starts the next member of the open object: a comma after the one before, a line break,
    /// the indentation and `"name": `. `name` needs no escaping.
    mutating func key(_ name: StaticString) {
        nextLine()
        appendKey(name)
    }

    /// ``key(_:)`` for a name known only at run time (escaped as any string). Named apart:
    /// a literal would pick a `String` overload over the `StaticString` one.
    mutating func key(named name: String) {
        nextLine()
        appendKey(named: name)
    }

    /// Starts the next element of the open array.
    mutating func nextElement() { nextLine() }

    private mutating func open(_ bracket: UInt8) {
        output.append(bracket)
        depth += 1
        isFirst = true
    }

    private mutating func close(_ bracket: UInt8) {
        depth -= 1
        if !isFirst { output.appendNewline(depth: depth) }  // else `{}` or `[]`
        output.append(bracket)
        isFirst = false  // the container was itself a member of the one around it
    }

    private mutating func nextLine() {
        if !isFirst { output.append(UInt8(ascii: ",")) }
        isFirst = false
        output.appendNewline(depth: depth)
    }

    // MARK: Containers on one line (scalars only, at most six)

    /// Opens a one-line container with `bracket` (`{` or `[`).
    mutating func beginLine(_ bracket: UInt8) {
        output.append(bracket)
        lineIsFirst = true
    }

    /// Closes the one-line container with `bracket` (`}` or `]`).
    mutating func endLine(_ bracket: UInt8) {
        output.append(bracket)
    }

    /// Starts a member of the open one-line object: `"name": `, after `, ` if not the first.
    mutating func lineKey(_ name: StaticString) {
        nextInLine()
        appendKey(name)
    }

    /// ``lineKey(_:)`` for a name known only at run time.
    mutating func lineKey(named name: String) {
        nextInLine()
        appendKey(named: name)
    }

    private mutating func appendKey(_ name: StaticString) {
        output.append(UInt8(ascii: "\""))
        output.append(name)
        output.append("\": ")
    }

    private mutating func appendKey(named name: String) {
        output.appendString(name)
        output.append(": ")
    }

    /// Starts an element of the open one-line array.
    mutating func nextInLine() {
        if !lineIsFirst { output.append(", ") }
        lineIsFirst = false
    }

    // MARK: Scalars

    /// A number, as ``JSONWriter/number(_:)`` writes it.
    mutating func number(_ value: Double) { output.appendNumber(value) }
    /// A whole number.
    mutating func number(_ value: Int) { output.appendNumber(Double(value)) }
    /// A string literal, escaped.
    mutating func string(_ value: String) { output.appendString(value) }
    /// A string, or `null`.
    mutating func string(_ value: String?) {
        if let value { output.appendString(value) } else { null() }
    }
    /// `null`.
    mutating func null() { output.append("null") }
}
