import ScrollInsets
import YAMLSubset

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
    package static var insets: FixtureValue<EdgeInsets> {
        FixtureValue(expected: GeometryNotation.insets.expected) { reader, node in
            reader.readComponents(node, as: .insets).map {
                EdgeInsets(top: $0[0], left: $0[1], bottom: $0[2], right: $0[3])
            }
        }
    }
}

extension FixtureValue where Value == DirectionalEdgeInsets {
    /// Directional insets as `{top:, leading:, bottom:, trailing:}`, where an omitted
    /// edge is 0. There is no sequence form: `[a, b, c, d]` would be too easily read as
    /// left and right.
    package static var directionalInsets: FixtureValue<DirectionalEdgeInsets> {
        FixtureValue(expected: GeometryNotation.directionalInsets.expected) { reader, node in
            reader.readComponents(node, as: .directionalInsets).map {
                DirectionalEdgeInsets(top: $0[0], leading: $0[1], bottom: $0[2], trailing: $0[3])
            }
        }
    }
}

extension FixtureValue where Value == Rect {
    /// A rectangle as `[x, y, width, height]` or `{x:, y:, width:, height:}`; every
    /// component is required and the size must not be negative.
    package static var rect: FixtureValue<Rect> {
        FixtureValue(expected: GeometryNotation.rect.expected) { reader, node in
            reader.readComponents(node, as: .rect).map { Rect(x: $0[0], y: $0[1], width: $0[2], height: $0[3]) }
        }
    }
}

extension FixtureValue where Value == Size {
    /// A size as `[width, height]` or `{width:, height:}`; neither may be negative.
    package static var size: FixtureValue<Size> {
        FixtureValue(expected: GeometryNotation.size.expected) { reader, node in
            reader.readComponents(node, as: .size).map { Size(width: $0[0], height: $0[1]) }
        }
    }
}

extension FixtureValue where Value == Size {
    /// A size as ``size`` reads it whose width and height are both above 0 (`preferredContentSize`);
    /// a side of 0 is reported at its number.
    package static var positiveSize: FixtureValue<Size> {
        FixtureValue(expected: GeometryNotation.size.expected) { reader, node in
            guard let values = reader.readComponents(node, as: .size) else { return nil }
            var failed = false
            for (index, name) in GeometryNotation.size.names.enumerated() where values[index] <= 0 {
                let component: YAMLNode? =
                    switch node.content {
                    case .sequence(let items): items[index]
                    case .mapping(let entries): entries.first { $0.key == name }?.value
                    default: nil
                    }
                let place = component ?? node
                reader.error(ReaderMessage.expected("a \(name) above 0", found: place), at: place.location)
                failed = true
            }
            return failed ? nil : Size(width: values[0], height: values[1])
        }
    }
}

extension FixtureValue where Value == Point {
    /// A point as `[x, y]` or `{x:, y:}`.
    package static var point: FixtureValue<Point> {
        FixtureValue(expected: GeometryNotation.point.expected) { reader, node in
            reader.readComponents(node, as: .point).map { Point(x: $0[0], y: $0[1]) }
        }
    }
}

/// How a geometry value is written: its components in order, and its forms.
///
/// The notations are built once: the read closures above capture nothing, so that reading a
/// frame allocates no closure context and no array of names (a view is read every few dozen
/// bytes of a fixture).
struct GeometryNotation: Sendable {
    /// What is expected, for messages.
    let expected: String
    /// The component names, in the sequence form's order (at most four).
    let names: [String]
    /// Whether `[a, b, …]` is accepted besides the mapping form.
    let acceptsSequence: Bool
    /// Whether a component left out of the mapping form is 0 (otherwise it is required).
    let omittedAreZero: Bool
    /// Whether each component is a width or a height, which must not be negative.
    let isNonNegative: [Bool]

    init(expected: String, names: [String], acceptsSequence: Bool, omittedAreZero: Bool) {
        self.expected = expected
        self.names = names
        self.acceptsSequence = acceptsSequence
        self.omittedAreZero = omittedAreZero
        self.isNonNegative = names.map { $0 == "width" || $0 == "height" }
    }

    /// How the component at `index` is read.
    func component(_ index: Int) -> FixtureValue<Double> {
        isNonNegative[index] ? .nonNegativeNumber : .number
    }

    static let insets = GeometryNotation(
        expected: "insets as [top, left, bottom, right] or {top:, left:, bottom:, right:}",
        names: ["top", "left", "bottom", "right"], acceptsSequence: true, omittedAreZero: true)
    static let directionalInsets = GeometryNotation(
        expected: "directional insets as {top:, leading:, bottom:, trailing:}",
        names: ["top", "leading", "bottom", "trailing"],
        acceptsSequence: false, omittedAreZero: true)
    static let rect = GeometryNotation(
        expected: "a rect as [x, y, width, height] or {x:, y:, width:, height:}",
        names: ["x", "y", "width", "height"], acceptsSequence: true, omittedAreZero: false)
    static let size = GeometryNotation(
        expected: "a size as [width, height] or {width:, height:}",
        names: ["width", "height"], acceptsSequence: true, omittedAreZero: false)
    static let point = GeometryNotation(
        expected: "a point as [x, y] or {x:, y:}",
        names: ["x", "y"], acceptsSequence: true, omittedAreZero: false)
}

extension FixtureReader {
    /// Reads the numeric components of a geometry value from a sequence (in order) or a
    /// mapping (by name). `width` and `height` must not be negative.
    ///
    /// - Returns: The components in the order of the notation's names (unused lanes are 0;
    ///   a `SIMD4` holds them without an allocation), or `nil` after reporting every problem
    ///   found.
    mutating func readComponents(_ node: YAMLNode, as notation: GeometryNotation) -> SIMD4<Double>? {
        let names = notation.names
        var values = SIMD4<Double>()
        var failed = false
        switch node.content {
        case .sequence(let items) where notation.acceptsSequence:
            guard items.count == names.count else {
                error(ReaderMessage.wrongCount(notation.expected, found: node, items: items), at: node.location)
                return nil
            }
            for index in items.indices {
                if let value = read(items[index], as: notation.component(index)) {
                    values[index] = value
                } else {
                    failed = true
                }
            }
        case .mapping(let entries):
            guard let mapping = mapping(node, allowed: names) else { return nil }
            failed = entries.contains { !names.containsKey($0.key) }
            for (index, name) in names.enumerated() where !(notation.omittedAreZero && !mapping.contains(name)) {
                if let value = read(name, in: mapping, as: notation.component(index), required: true) {
                    values[index] = value
                } else {
                    failed = true
                }
            }
        default:
            var message = ReaderMessage.expected(notation.expected, found: node)
            if let text = node.scalar?.text, node.scalar?.style == .plain, text.utf8.contains(UInt8(ascii: " ")) {
                message += "; write the numbers in brackets, separated by commas"
            }
            error(message, at: node.location)
            return nil
        }
        return failed ? nil : values
    }
}
