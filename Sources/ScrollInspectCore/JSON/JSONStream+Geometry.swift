import ScrollInsets

// The one-line values of a report, written as ``JSONValue``'s geometry helpers build them
// (JSONValue+Geometry.swift) and ``JSONWriter/renderReport(_:)`` lays them out.

extension JSONStream {
    // Each writes its punctuation and keys as whole literals (`, "width": `): these values
    // are most of a report, and appending key, quotes and separators one by one cost more
    // than the numbers.

    /// `{"top": …, "left": …, "bottom": …, "right": …}`.
    mutating func insets(_ insets: EdgeInsets) {
        raw("{\"top\": "); number(insets.top)
        raw(", \"left\": "); number(insets.left)
        raw(", \"bottom\": "); number(insets.bottom)
        raw(", \"right\": "); number(insets.right)
        raw("}")
    }

    /// `{"x": …, "y": …, "width": …, "height": …}`.
    mutating func rect(_ rect: Rect) {
        raw("{\"x\": "); number(rect.x)
        raw(", \"y\": "); number(rect.y)
        raw(", \"width\": "); number(rect.width)
        raw(", \"height\": "); number(rect.height)
        raw("}")
    }

    /// A rectangle, or `null`.
    mutating func rect(_ rect: Rect?) {
        if let rect { self.rect(rect) } else { null() }
    }

    /// `{"width": …, "height": …}`.
    mutating func size(_ size: Size) {
        raw("{\"width\": "); number(size.width)
        raw(", \"height\": "); number(size.height)
        raw("}")
    }

    /// `{"x": …, "y": …}`.
    mutating func point(_ point: Point) {
        raw("{\"x\": "); number(point.x)
        raw(", \"y\": "); number(point.y)
        raw("}")
    }

    /// An array of strings: on one line when there are at most six, else one per line.
    mutating func strings(_ values: some Collection<String>) {
        if values.count <= 6 {
            beginLine(UInt8(ascii: "["))
            for value in values {
                nextInLine()
                string(value)
            }
            endLine(UInt8(ascii: "]"))
        } else {
            openArray()
            for value in values {
                nextElement()
                string(value)
            }
            closeArray()
        }
    }

    /// The raw values of `values` (edges, axes), as ``strings(_:)``.
    mutating func rawValues<Value: RawRepresentable<String>>(_ values: [Value]) {
        // A closure, not `\.rawValue`: a generic key path is instantiated at run time on
        // every call (about 10,000 instructions, more than the rest of a view).
        strings(values.lazy.map { $0.rawValue })
    }
}
