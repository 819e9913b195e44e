import ScrollInsets

// The one-line values of JSON output: insets, rects, sizes, points and short lists of strings.

extension JSONWriter {
    // Each writes its punctuation and keys as whole literals (`, "width": `): these values
    // are most of a report, and appending key, quotes and separators one by one cost more
    // than the numbers.

    /// `{"top": …, "left": …, "bottom": …, "right": …}`.
    package mutating func insets(_ insets: EdgeInsets) {
        if style == .pretty {
            return scalars(["top", "left", "bottom", "right"], insets.top, insets.left, insets.bottom, insets.right)
        }
        raw("{\"top\": "); number(insets.top)
        raw(", \"left\": "); number(insets.left)
        raw(", \"bottom\": "); number(insets.bottom)
        raw(", \"right\": "); number(insets.right)
        raw("}")
    }

    /// `{"x": …, "y": …, "width": …, "height": …}`.
    package mutating func rect(_ rect: Rect) {
        if style == .pretty { return scalars(["x", "y", "width", "height"], rect.x, rect.y, rect.width, rect.height) }
        raw("{\"x\": "); number(rect.x)
        raw(", \"y\": "); number(rect.y)
        raw(", \"width\": "); number(rect.width)
        raw(", \"height\": "); number(rect.height)
        raw("}")
    }

    /// A rectangle, or `null`.
    package mutating func rect(_ rect: Rect?) {
        if let rect { self.rect(rect) } else { null() }
    }

    /// `{"width": …, "height": …}`.
    package mutating func size(_ size: Size) {
        if style == .pretty { return scalars(["width", "height"], size.width, size.height) }
        raw("{\"width\": "); number(size.width)
        raw(", \"height\": "); number(size.height)
        raw("}")
    }

    /// `{"x": …, "y": …}`.
    package mutating func point(_ point: Point) {
        if style == .pretty { return scalars(["x", "y"], point.x, point.y) }
        raw("{\"x\": "); number(point.x)
        raw(", \"y\": "); number(point.y)
        raw("}")
    }

    /// An object of numbers, for the pretty style (one member per line).
    private mutating func scalars(_ keys: [String], _ values: Double...) {
        openObject()
        for (key, value) in zip(keys, values) {
            self.key(named: key)
            number(value)
        }
        closeObject()
    }

    /// An array of strings: on one line when there are at most six (in the report style), else
    /// one per line.
    package mutating func strings(_ values: some Collection<String>) {
        if values.count <= 6 && style == .report {
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
    package mutating func rawValues<Value: RawRepresentable<String>>(_ values: [Value]) {
        // A closure, not `\.rawValue`: a generic key path is instantiated at run time on
        // every call (about 10,000 instructions, more than the rest of a view).
        strings(values.lazy.map { $0.rawValue })
    }
}
