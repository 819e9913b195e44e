import ScrollInsets

/// One key of the fixture format as plain values: its name, what it holds, its default,
/// the words it allows and the line that documents it.
///
/// Every key is declared once, in the table of its node kind (`FixtureKeys`); the decoder,
/// the encoder, the "did you mean" suggestions, the fuzz dictionary and the key tables of
/// docs/fixture-format.md all read that table. This value is the table's content without the
/// code that reads and writes it, for tools that describe the format (a JSON Schema, docs).
///
/// ```swift
/// let rowHeight = FixtureKeys.set(named: "tableView")!.keys.first { $0.name == "rowHeight" }!
/// rowHeight.type          // .nonNegativeNumber
/// rowHeight.defaultValue  // "44", from TableViewProperties()
/// ```
package struct FixtureKey: Hashable, Sendable {
    /// The key as written in a fixture: `contentInsetAdjustmentBehavior`.
    package var name: String
    /// What the value is.
    package var type: FixtureKeyType
    /// The value used when the key is absent, as fixture text (`44`, `automatic`,
    /// `[0, 0, 0, 0]`), read from the model's initializer; `nil` when the key has no default
    /// (it is required, or its absence means "not set").
    package var defaultValue: String?
    /// Whether the key must be given.
    package var isRequired: Bool
    /// The words the value may be (an enumeration's raw values, in declaration order); empty
    /// for values that are not words.
    package var allowedValues: [String]
    /// One line for the docs: what the key means, in UIKit's words where it has them.
    package var summary: String

    /// Creates a key description.
    package init(
        name: String, type: FixtureKeyType, defaultValue: String? = nil, isRequired: Bool = false,
        allowedValues: [String] = [], summary: String
    ) {
        self.name = name
        self.type = type
        self.defaultValue = defaultValue
        self.isRequired = isRequired
        self.allowedValues = allowedValues
        self.summary = summary
    }
}

/// The kinds of value a fixture key holds (docs/fixture-format.md, "The file").
package indirect enum FixtureKeyType: Hashable, Sendable {
    /// A finite number.
    case number
    /// A finite number that is zero or more.
    case nonNegativeNumber
    /// A non-negative whole number.
    case count
    /// `true` or `false`.
    case bool
    /// Any scalar.
    case string
    /// A UIKit release: `26` or `18.4`.
    case release
    /// One of `FixtureKey/allowedValues`.
    case word
    /// `[top, left, bottom, right]` or a mapping of edges.
    case insets
    /// `{top:, leading:, bottom:, trailing:}`.
    case directionalInsets
    /// `[x, y, width, height]` or `{x:, y:, width:, height:}`.
    case rect
    /// `[width, height]` or `{width:, height:}`.
    case size
    /// A ``size`` whose width and height are both above 0.
    case positiveSize
    /// `[x, y]` or `{x:, y:}`.
    case point
    /// A mapping whose keys are the named key set of `FixtureKeys` (`flowLayout`, `bar`).
    case mapping(keySet: String)
    /// A sequence whose items are all of one type.
    case sequence(of: FixtureKeyType)
    /// A controller or view node: a mapping with one key naming its kind.
    case node
    /// Any one of several types (`separatorInset`: `automatic` or insets).
    case either([FixtureKeyType])

    /// The type as the docs name it: "a number", "insets", "a sequence of nodes".
    package var description: String {
        switch self {
        case .number: "number"
        case .nonNegativeNumber: "non-negative number"
        case .count: "non-negative whole number"
        case .bool: "`true` or `false`"
        case .string: "string"
        case .release: "release (`26` or `18.4`)"
        case .word: "word"
        case .insets: "insets"
        case .directionalInsets: "directional insets"
        case .rect: "rect"
        case .size: "size"
        case .positiveSize: "size, both sides above 0"
        case .point: "point"
        case .mapping(let keySet): "mapping (`\(keySet)` keys)"
        case .sequence(let element): "sequence of \(element.description)"
        case .node: "controller or view node"
        case .either(let types): types.map(\.description).joined(separator: " or ")
        }
    }
}
