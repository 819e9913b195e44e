import ScrollInsets
import YAMLSubset

/// Reads a capture's lines into flat view and controller entries (``ViewHierarchyCapture``),
/// then the views into a tree. Every error names its line and column.
struct CaptureReader {
    /// A view line read, before the tree is built.
    private struct Entry {
        var depth: Int
        var view: CapturedView
    }

    let bytes: [UInt8]
    let limits: ViewHierarchyCapture.Limits
    private(set) var diagnostics: [FixtureDiagnostic] = []
    private(set) var controllers: [CapturedController] = []
    private var entries: [Entry] = []
    private var lineCount = 0

    init(bytes: [UInt8], limits: ViewHierarchyCapture.Limits) {
        self.bytes = bytes
        self.limits = limits
    }

    /// Reads every line; stops at the first error (a later line's place in the tree depends on
    /// every line before it).
    mutating func read() {
        var start = 0
        var line = 1
        while start <= bytes.count, diagnostics.isEmpty {
            var end = start
            while end < bytes.count, bytes[end] != 0x0A { end += 1 }
            var contentEnd = end
            if contentEnd > start, bytes[contentEnd - 1] == 0x0D { contentEnd -= 1 }
            readLine(CaptureLine(bytes: bytes, start: start, end: contentEnd, number: line))
            start = end + 1
            line += 1
        }
        if diagnostics.isEmpty, entries.isEmpty {
            diagnostics.append(
                .error(
                    "the capture holds no view: expected lines of a recursiveDescription "
                        + "('<UIView: …; frame = (0 0; 375 812); …>')",
                    at: SourceLocation(line: 1, column: 1)))
        }
    }

    private mutating func fail(_ message: String, _ line: CaptureLine, at offset: Int) {
        diagnostics.append(.error(message, at: line.location(of: offset)))
    }

    private mutating func readLine(_ line: CaptureLine) {
        // The tree prefix: spaces, tabs and one `|` per level (`   |    | <UILabel…`).
        var index = line.start
        var bars = 0
        while index < line.end, [0x20, 0x09, 0x7C].contains(bytes[index]) {
            if bytes[index] == 0x7C { bars += 1 }
            index += 1
        }
        if index == line.end { return }  // a blank line
        // The debugger's prompt line, and a comment (`# …`: UIKit prints none) where the capture's
        // source is said.
        if bars == 0, line.hasPrefix("(lldb)", at: index) || line.hasPrefix("#", at: index) { return }
        guard bytes[index] == UInt8(ascii: "<") else {
            fail(
                "expected a view line ('<UIView: …; frame = (…); …>') or a controller line of _printHierarchy; "
                    + "found \(line.quoted(from: index))",
                line, at: index)
            return
        }
        lineCount += 1
        guard lineCount <= limits.maximumLines else {
            fail("the capture has more than \(limits.maximumLines) lines of views and controllers", line, at: index)
            return
        }
        guard bars <= limits.maximumDepth else {
            fail("the hierarchy is nested deeper than \(limits.maximumDepth) levels", line, at: index)
            return
        }
        if let controller = readController(line, at: index, depth: bars) {
            controllers.append(controller)
            return
        }
        if !diagnostics.isEmpty { return }
        guard let view = readView(line, at: index) else { return }
        if let previous = entries.last {
            let base = entries[0].depth
            if bars > previous.depth + 1 {
                fail(
                    "the line is nested \(bars - previous.depth) levels below the line before it; a subview is one "
                        + "level below its superview",
                    line, at: index)
                return
            }
            if bars <= base {
                fail(
                    "a second root view: a capture holds one hierarchy (the first root is at line "
                        + "\(entries[0].view.location.line))",
                    line, at: index)
                return
            }
        }
        entries.append(Entry(depth: bars, view: view))
    }

    /// A `_printHierarchy` line (`<UINavigationController 0x…>, state: appeared, view: <UILayoutContainerView 0x…>`),
    /// or `nil` for a view line.
    private mutating func readController(_ line: CaptureLine, at start: Int, depth: Int) -> CapturedController? {
        var index = start + 1
        let name = line.className(from: &index)
        if index < line.end, bytes[index] == 0x20, line.hasPrefix(" 0x", at: index) {
            index += 1
            _ = line.token(from: &index) { $0 != UInt8(ascii: ">") && $0 != 0x20 }
        }
        guard !name.isEmpty, line.hasPrefix(">, state: ", at: index) else { return nil }
        index += ">, state: ".utf8.count
        let state = line.token(from: &index) { $0 != UInt8(ascii: ",") && $0 != 0x20 }
        var viewClass: String?
        var viewAddress: String?
        if line.hasPrefix(", view: <", at: index) {
            index += ", view: <".utf8.count
            viewClass = line.className(from: &index)
            if line.hasPrefix(" 0x", at: index) {
                index += 1
                viewAddress = line.token(from: &index) { $0 != UInt8(ascii: ">") && $0 != 0x20 }
            }
            guard let viewClass, !viewClass.isEmpty, index < line.end, bytes[index] == UInt8(ascii: ">") else {
                fail("the controller's view is cut off: expected '<ViewClass>' after 'view: '", line, at: index)
                return nil
            }
        } else if !line.hasPrefix(", view: (view not loaded)", at: index) {
            fail("expected ', view: <ViewClass>' after the controller's state", line, at: index)
            return nil
        }
        return CapturedController(
            className: name, state: state, viewClass: viewClass, viewAddress: viewAddress, depth: depth,
            location: line.location(of: start))
    }

    /// A view line, from its `<` to the `>` that ends the line.
    private mutating func readView(_ line: CaptureLine, at start: Int) -> CapturedView? {
        var last = line.end - 1
        while last > start, bytes[last] == 0x20 || bytes[last] == 0x09 { last -= 1 }
        guard last > start, bytes[last] == UInt8(ascii: ">") else {
            fail(
                "the line is cut off: no '>' closes the view that starts at column \(line.location(of: start).column)",
                line, at: max(start, last + 1))
            return nil
        }
        var index = start + 1
        let name = line.className(from: &index)
        guard !name.isEmpty else {
            fail("expected the view's class after '<'; found \(line.quoted(from: index))", line, at: index)
            return nil
        }
        var address: String?
        if line.hasPrefix(": 0x", at: index) {
            index += 2
            address = line.token(from: &index) { $0 != UInt8(ascii: ";") && $0 != UInt8(ascii: ">") }
        }
        guard let frameKey = line.find("frame = (", from: index, before: last) else {
            fail("the view '\(name)' prints no frame: expected 'frame = (x y; width height)'", line, at: start)
            return nil
        }
        var baseClass: String?
        if let base = line.find("baseClass = ", from: index, before: frameKey) {
            var cursor = base + "baseClass = ".utf8.count
            baseClass = line.className(from: &cursor)
        }
        var cursor = frameKey + "frame = (".utf8.count
        guard let frameNumbers = numbers(line, from: &cursor, separators: [" ", "; ", " "], close: ")", what: "frame")
        else { return nil }
        guard frameNumbers.values[2] >= 0, frameNumbers.values[3] >= 0 else {
            fail("a frame's width and height are not negative", line, at: frameNumbers.location)
            return nil
        }
        let frame = Rect(
            x: frameNumbers.values[0], y: frameNumbers.values[1], width: frameNumbers.values[2],
            height: frameNumbers.values[3])
        var view = CapturedView(
            className: name, baseClass: baseClass, hasAddress: address != nil, address: address,
            frame: .init(value: frame, location: line.location(of: frameNumbers.location)),
            hidden: line.find("; hidden = YES", from: cursor, before: last) != nil,
            location: line.location(of: start), subviews: [])
        if let transform = line.find("; transform = [", from: cursor, before: last) {
            var at = transform + "; transform = [".utf8.count
            let separators = Array(repeating: ", ", count: 5)
            guard let read = numbers(line, from: &at, separators: separators, close: "]", what: "transform") else {
                return nil
            }
            view.transform = .init(value: read.values, location: line.location(of: transform + 2))
        }
        // A scroll view's numbers, after its layer: the last of each, so that a label's text cannot stand in.
        var failed = false
        func group(_ name: String, count: Int) -> (values: [Double], location: SourceLocation)? {
            guard !failed, let key = line.findLast("\(name): {", from: cursor, before: last) else { return nil }
            var at = key + name.utf8.count + 3
            let separators = Array(repeating: ", ", count: count - 1)
            guard let read = numbers(line, from: &at, separators: separators, close: "}", what: name) else {
                failed = true
                return nil
            }
            return (read.values, line.location(of: read.location))
        }
        if let read = group("contentOffset", count: 2) {
            view.contentOffset = .init(value: Point(x: read.values[0], y: read.values[1]), location: read.location)
        }
        if let read = group("contentSize", count: 2) {
            guard read.values[0] >= 0, read.values[1] >= 0 else {
                diagnostics.append(.error("a contentSize's width and height are not negative", at: read.location))
                return nil
            }
            view.contentSize = .init(
                value: Size(width: read.values[0], height: read.values[1]), location: read.location)
        }
        if let read = group("adjustedContentInset", count: 4) {
            let insets = EdgeInsets(
                top: read.values[0], left: read.values[1], bottom: read.values[2], right: read.values[3])
            view.adjustedContentInset = .init(value: insets, location: read.location)
        }
        if failed { return nil }
        return view
    }

    /// Numbers separated by `separators` (one fewer than the numbers) and ended by `close`.
    private mutating func numbers(
        _ line: CaptureLine, from index: inout Int, separators: [String], close: String, what: String
    ) -> (values: [Double], location: Int)? {
        let first = index
        var values: [Double] = []
        for position in 0...separators.count {
            let numberStart = index
            let text = line.token(from: &index) { byte in
                (0x30...0x39).contains(byte) || [0x2B, 0x2D, 0x2E, 0x65, 0x45].contains(byte)
            }
            switch NumberLiteral.parse(text) {
            case .number(let value) where abs(value) <= ViewHierarchyCapture.maximumMagnitude:
                values.append(value)
            case .number, .outOfRange:
                fail(
                    "'\(text)' in '\(what)' is out of range: a coordinate is at most "
                        + "\(Int(ViewHierarchyCapture.maximumMagnitude)) points",
                    line, at: numberStart)
                return nil
            case .nonFinite, .invalid:
                // The word that stands where the number should: up to a separator.
                var wordEnd = numberStart
                let word = line.token(from: &wordEnd) { ![0x20, 0x3B, 0x2C, 0x29, 0x7D].contains($0) }
                let found = word.isEmpty ? line.quoted(from: numberStart) : "'\(word)'"
                fail("expected a number in '\(what)'; found \(found)", line, at: numberStart)
                return nil
            }
            let expected = position < separators.count ? separators[position] : close
            guard line.hasPrefix(expected, at: index) else {
                fail(
                    "expected '\(expected)' after '\(text)' in '\(what)'; found \(line.quoted(from: index))", line,
                    at: index)
                return nil
            }
            index += expected.utf8.count
        }
        return (values, first)
    }

    /// The views as a tree: each entry's subviews are the entries one level below it up to the
    /// next entry at its level or above.
    func tree() -> CapturedView? {
        guard !entries.isEmpty else { return nil }
        // Built from the last entry back: a finished view is appended to its parent's pending list.
        var pending: [[CapturedView]] = Array(repeating: [], count: entries.count)
        var parents: [Int?] = Array(repeating: nil, count: entries.count)
        var stack: [Int] = []
        for (index, entry) in entries.enumerated() {
            while let top = stack.last, entries[top].depth >= entry.depth { stack.removeLast() }
            parents[index] = stack.last
            stack.append(index)
        }
        var built: [CapturedView?] = Array(repeating: nil, count: entries.count)
        for index in entries.indices.reversed() {
            var view = entries[index].view
            view.subviews = pending[index].reversed()
            if let parent = parents[index] { pending[parent].append(view) } else { built[index] = view }
        }
        return built[0]
    }
}
