import ScrollInsets

/// How the value of a fixture key is read, written and described: the decoder's
/// `FixtureValue`, the encoder's text, and the plain `FixtureKeyType` with its words.
///
/// A key declared with one of these (`FixtureField/value(_:_:_:required:inOrder:_:)`) is decoded,
/// encoded and documented from that one declaration.
struct FixtureFieldType<Value: Equatable & Sendable>: Sendable {
    /// How the decoder reads the value.
    let value: FixtureValue<Value>
    /// How the encoder writes the value: inline fixture text.
    let text: @Sendable (Value) -> String
    /// What the value is, as plain data.
    let type: FixtureKeyType
    /// The words the value may be, in declaration order; empty unless ``type`` is a word.
    var allowedValues: [String] = []
}

extension FixtureFieldType where Value == Bool {
    static var bool: Self { Self(value: .bool, text: { String($0) }, type: .bool) }
}

extension FixtureFieldType where Value == Double {
    static var number: Self { Self(value: .number, text: FixtureText.number, type: .number) }
    static var nonNegativeNumber: Self {
        Self(value: .nonNegativeNumber, text: FixtureText.number, type: .nonNegativeNumber)
    }
}

extension FixtureFieldType where Value == Int {
    static var count: Self { Self(value: .count, text: { String($0) }, type: .count) }
}

extension FixtureFieldType where Value == String {
    static var string: Self { Self(value: .string, text: FixtureText.scalar, type: .string) }
}

extension FixtureFieldType where Value == EdgeInsets {
    static var insets: Self { Self(value: .insets, text: FixtureText.insets, type: .insets) }
}

extension FixtureFieldType where Value == Rect {
    static var rect: Self { Self(value: .rect, text: FixtureText.rect, type: .rect) }
}

extension FixtureFieldType where Value == Size {
    static var size: Self { Self(value: .size, text: FixtureText.size, type: .size) }
    static var positiveSize: Self { Self(value: .positiveSize, text: FixtureText.size, type: .positiveSize) }
}

extension FixtureFieldType where Value == Point {
    static var point: Self { Self(value: .point, text: FixtureText.point, type: .point) }
}

extension FixtureFieldType where Value: RawRepresentable & CaseIterable, Value.RawValue == String {
    /// One of an enumeration's cases by raw value; the allowed words are its raw values.
    static func enumeration(_ type: Value.Type) -> Self {
        Self(
            value: .enumeration(type), text: { $0.rawValue }, type: .word, allowedValues: Value.allCases.map(\.rawValue)
        )
    }
}

extension FixtureFieldType where Value == DirectionalEdgeInsets {
    static var directionalInsets: Self {
        Self(value: .directionalInsets, text: FixtureText.directionalInsets, type: .directionalInsets)
    }
}
