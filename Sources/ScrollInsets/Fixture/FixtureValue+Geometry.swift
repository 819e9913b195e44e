/// The geometry notations of the fixture format: each value as a sequence in a fixed
/// order or as a mapping with named components.
///
/// | value | sequence form | mapping form | omitted mapping keys |
/// |---|---|---|---|
/// | insets | `[top, left, bottom, right]` | `{top:, left:, bottom:, right:}` | 0 |
/// | directional insets | (none) | `{top:, leading:, bottom:, trailing:}` | 0 |
/// | rect | `[x, y, width, height]` | `{x:, y:, width:, height:}` | required |
/// | size | `[width, height]` | `{width:, height:}` | required |
/// | point | `[x, y]` | `{x:, y:}` | required |
///
/// Every component is a finite number; widths and heights must not be negative. Insets
/// may be negative, as UIKit allows.
extension FixtureValue where Value == EdgeInsets {
    /// Insets as `[top, left, bottom, right]` (UIEdgeInsetsMake order) or
    /// `{top:, left:, bottom:, right:}`, where an omitted edge is 0.
    public static var insets: FixtureValue<EdgeInsets> {
        let expected = "insets as [top, left, bottom, right] or {top:, left:, bottom:, right:}"
        return FixtureValue(expected: expected) { reader, node in
            reader.readComponents(node, expected: expected, names: ["top", "left", "bottom", "right"],
                                  acceptsSequence: true, omittedAreZero: true).map {
                EdgeInsets(top: $0[0], left: $0[1], bottom: $0[2], right: $0[3])
            }
        }
    }
}

extension FixtureValue where Value == DirectionalEdgeInsets {
    /// Directional insets as `{top:, leading:, bottom:, trailing:}`, where an omitted
    /// edge is 0. There is no sequence form: `[a, b, c, d]` would be too easily read as
    /// left and right.
    public static var directionalInsets: FixtureValue<DirectionalEdgeInsets> {
        let expected = "directional insets as {top:, leading:, bottom:, trailing:}"
        return FixtureValue(expected: expected) { reader, node in
            reader.readComponents(node, expected: expected, names: ["top", "leading", "bottom", "trailing"],
                                  acceptsSequence: false, omittedAreZero: true).map {
                DirectionalEdgeInsets(top: $0[0], leading: $0[1], bottom: $0[2], trailing: $0[3])
            }
        }
    }
}

extension FixtureValue where Value == Rect {
    /// A rectangle as `[x, y, width, height]` or `{x:, y:, width:, height:}`; every
    /// component is required and the size must not be negative.
    public static var rect: FixtureValue<Rect> {
        let expected = "a rect as [x, y, width, height] or {x:, y:, width:, height:}"
        return FixtureValue(expected: expected) { reader, node in
            reader.readComponents(node, expected: expected, names: ["x", "y", "width", "height"],
                                  acceptsSequence: true, omittedAreZero: false).map {
                Rect(x: $0[0], y: $0[1], width: $0[2], height: $0[3])
            }
        }
    }
}

extension FixtureValue where Value == Size {
    /// A size as `[width, height]` or `{width:, height:}`; neither may be negative.
    public static var size: FixtureValue<Size> {
        let expected = "a size as [width, height] or {width:, height:}"
        return FixtureValue(expected: expected) { reader, node in
            reader.readComponents(node, expected: expected, names: ["width", "height"],
                                  acceptsSequence: true, omittedAreZero: false).map {
                Size(width: $0[0], height: $0[1])
            }
        }
    }
}

extension FixtureValue where Value == Point {
    /// A point as `[x, y]` or `{x:, y:}`.
    public static var point: FixtureValue<Point> {
        let expected = "a point as [x, y] or {x:, y:}"
        return FixtureValue(expected: expected) { reader, node in
            reader.readComponents(node, expected: expected, names: ["x", "y"],
                                  acceptsSequence: true, omittedAreZero: false).map {
                Point(x: $0[0], y: $0[1])
            }
        }
    }
}

extension FixtureReader {
    /// Reads the numeric components `names` of a geometry value from a sequence (in
    /// order) or a mapping (by name). `width` and `height` must not be negative.
    ///
    /// - Returns: The components in the order of `names`, or `nil` after reporting every
    ///   problem found.
    mutating func readComponents(_ node: YAMLNode, expected: String, names: [String],
                                 acceptsSequence: Bool, omittedAreZero: Bool) -> [Double]? {
        func component(_ name: String) -> FixtureValue<Double> {
            name == "width" || name == "height" ? .nonNegativeNumber : .number
        }
        switch node.content {
        case .sequence(let items) where acceptsSequence:
            guard items.count == names.count else {
                error(ReaderMessage.wrongCount(expected, found: node, items: items), at: node.location)
                return nil
            }
            var values: [Double] = []
            values.reserveCapacity(items.count)
            var failed = false
            for index in items.indices {
                if let value = read(items[index], as: component(names[index])) { values.append(value) } else { failed = true }
            }
            return failed ? nil : values
        case .mapping(let entries):
            guard let mapping = mapping(node, allowed: names) else { return nil }
            var failed = entries.contains { !names.containsKey($0.key) }
            var values: [Double] = []
            for name in names {
                if !mapping.contains(name) && omittedAreZero {
                    values.append(0)
                } else if let value = read(name, in: mapping, as: component(name), required: true) {
                    values.append(value)
                } else {
                    failed = true
                }
            }
            return failed ? nil : values
        default:
            var message = ReaderMessage.expected(expected, found: node)
            if let text = node.scalar?.text, node.scalar?.style == .plain, text.utf8.contains(Byte.space) {
                message += "; write the numbers in brackets, separated by commas"
            }
            error(message, at: node.location)
            return nil
        }
    }
}
