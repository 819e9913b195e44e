import ScrollInsets

/// The one JSON writer of scroll-inspect: it writes JSON text (RFC 8259) straight into bytes as
/// the caller walks its data. The report, `devices`, `diff`, `lifecycle` and SARIF all go
/// through it; nothing builds a tree of JSON values first (the report is several times the
/// size of its fixture, and building a tree for it cost more than writing it:
/// docs/performance.md).
///
/// The caller says each value's shape as it writes: ``openObject()`` … ``closeObject()`` for a
/// container written one member per line (`{}` when nothing was written in it),
/// ``beginLine(_:)`` … ``endLine(_:)`` for one written on one line (which holds only scalars,
/// at most six: insets, rects, sizes, points, findings), and the scalars themselves. Two
/// layouts, both with two-space indentation and `"key": value`:
///
/// - ``Style/report``: one-line containers stay on one line (`{"top": 44, "left": 0, …}`),
///   so a report of thousands of views stays readable;
/// - ``Style/pretty``: every container is written one member per line (SARIF).
///
/// and ``Style/compact``: no line break and no space at all (the inspector page's embedded
/// reports, which a script reads and no one else).
///
/// ```swift
/// var writer = JSONWriter()
/// writer.openObject()
/// writer.key("screen"); writer.size(Size(width: 375, height: 812))
/// writer.closeObject()
/// writer.text()   // "{\n  \"screen\": {\"width\": 375, \"height\": 812}\n}"
/// ```
///
/// Numbers use ScrollInsets' `formatExactPoints`: the shortest form that reads back as the same
/// `Double` (`44`, not `44.0`). JSON has no NaN or infinity; non-finite numbers are written as
/// `null` (the model never produces them: fixture numbers must be finite).
package struct JSONWriter: ~Copyable {
    /// How containers are laid out.
    package enum Style {
        /// One-line containers on one line: the report, `devices`, `diff`, `lifecycle`.
        case report
        /// Every container one member per line: SARIF.
        case pretty
        /// No line break or space between tokens: the inspector page's embedded reports.
        case compact
    }

    /// The layout.
    package let style: Style
    private var output: JSONOutput
    /// How many containers written one member per line are open.
    private var depth = 0
    /// Whether nothing was written yet in the innermost open container (one per line).
    private var isFirst = true
    /// Whether nothing was written yet in the open one-line container.
    private var lineIsFirst = true

    /// Creates an empty writer whose first buffer holds `capacity` bytes.
    package init(style: Style = .report, capacity: Int = 1 << 16) {
        self.style = style
        output = JSONOutput(capacity: capacity)
    }

    /// The text written.
    package consuming func text() -> String {
        output.string()
    }

    /// How many bytes are written and not yet flushed.
    package var bufferedByteCount: Int { output.byteCount }

    /// Writes what is buffered to `sink`: a document written piece by piece is never held whole.
    package mutating func flush(to sink: inout some OutputSink) {
        output.write(to: &sink)
    }

    /// Appends `text` as it is: punctuation and keys of a one-line value, a final line break.
    package mutating func raw(_ text: StaticString) {
        output.append(text)
    }

    // MARK: Containers written one member or element per line

    /// Opens an object whose members go one per line.
    package mutating func openObject() { open(UInt8(ascii: "{")) }
    /// Closes the object ``openObject()`` opened.
    package mutating func closeObject() { close(UInt8(ascii: "}")) }
    /// Opens an array whose elements go one per line.
    package mutating func openArray() { open(UInt8(ascii: "[")) }
    /// Closes the array ``openArray()`` opened.
    package mutating func closeArray() { close(UInt8(ascii: "]")) }

    /// Starts the next member of the open object: a comma after the one before, a line break,
    /// the indentation and `"name": `. `name` needs no escaping.
    package mutating func key(_ name: StaticString) {
        nextLine()
        appendKey(name)
    }

    /// ``key(_:)`` for a name known only at run time (escaped as any string). Named apart:
    /// a literal would pick a `String` overload over the `StaticString` one.
    package mutating func key(named name: String) {
        nextLine()
        appendKey(named: name)
    }

    /// Starts the next element of the open array.
    package mutating func nextElement() { nextLine() }

    private mutating func open(_ bracket: UInt8) {
        output.append(bracket)
        depth += 1
        isFirst = true
    }

    private mutating func close(_ bracket: UInt8) {
        depth -= 1
        if !isFirst && style != .compact { output.appendNewline(depth: depth) }  // else `{}` or `[]`
        output.append(bracket)
        isFirst = false  // the container was itself a member of the one around it
    }

    private mutating func nextLine() {
        if !isFirst { output.append(UInt8(ascii: ",")) }
        isFirst = false
        if style != .compact { output.appendNewline(depth: depth) }
    }

    // MARK: Containers on one line (scalars only, at most six)

    // In the pretty style these are the containers written one member per line.

    /// Opens a one-line container with `bracket` (`{` or `[`).
    package mutating func beginLine(_ bracket: UInt8) {
        if style == .pretty { open(bracket); return }
        output.append(bracket)
        lineIsFirst = true
    }

    /// Closes the one-line container with `bracket` (`}` or `]`).
    package mutating func endLine(_ bracket: UInt8) {
        if style == .pretty { close(bracket); return }
        output.append(bracket)
    }

    /// Starts a member of the open one-line object: `"name": `, after `, ` if not the first.
    package mutating func lineKey(_ name: StaticString) {
        if style == .pretty { key(name); return }
        nextInLine()
        appendKey(name)
    }

    /// ``lineKey(_:)`` for a name known only at run time.
    package mutating func lineKey(named name: String) {
        if style == .pretty { key(named: name); return }
        nextInLine()
        appendKey(named: name)
    }

    private mutating func appendKey(_ name: StaticString) {
        output.append(UInt8(ascii: "\""))
        output.append(name)
        if style == .compact { output.append("\":") } else { output.append("\": ") }
    }

    private mutating func appendKey(named name: String) {
        output.appendString(name)
        if style == .compact { output.append(":") } else { output.append(": ") }
    }

    /// Starts an element of the open one-line array.
    package mutating func nextInLine() {
        if style == .pretty { nextLine(); return }
        if !lineIsFirst { if style == .compact { output.append(",") } else { output.append(", ") } }
        lineIsFirst = false
    }

    // MARK: Scalars

    /// A number, as ``number(_:)-swift.type.method`` writes it.
    package mutating func number(_ value: Double) { output.appendNumber(value) }
    /// A whole number.
    package mutating func number(_ value: Int) { output.appendNumber(Double(value)) }
    /// A string literal, escaped.
    package mutating func string(_ value: String) { output.appendString(value) }
    /// A string, or `null`.
    package mutating func string(_ value: String?) {
        if let value { output.appendString(value) } else { null() }
    }
    /// `null`.
    package mutating func null() { output.append("null") }

    // MARK: Scalars as text

    /// A number as JSON: `44`, `0.5`, `-12.25`; `null` for NaN and infinities.
    package static func number(_ value: Double) -> String {
        var writer = JSONWriter(capacity: 32)
        writer.number(value)
        return writer.text()
    }

    /// A string as a JSON string literal, quotes included.
    ///
    /// Escapes per RFC 8259 §7: the quotation mark, the reverse solidus and the control
    /// characters U+0000–U+001F (`\b`, `\t`, `\n`, `\f`, `\r` in short form, the others as
    /// `\u00XX`). Everything else, non-ASCII included, is written as is (UTF-8).
    package static func string(_ value: String) -> String {
        var writer = JSONWriter(capacity: value.utf8.count + 2)
        writer.string(value)
        return writer.text()
    }
}
