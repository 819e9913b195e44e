import ScrollInsets
import YAMLSubset

extension FixtureValue where Value == TableDimension {
    /// `automatic` or a non-negative number of points: `sectionHeaderTopPadding`,
    /// `fillerRowHeight`, a list's `headerTopPadding`.
    static var dimension: FixtureValue<TableDimension> {
        FixtureValue(expected: "automatic or a non-negative number") { reader, node in
            guard let scalar = reader.plainScalar(node, expected: "automatic or a non-negative number") else {
                return nil
            }
            if scalar.text == "automatic" { return .automatic }
            guard case .number(let value) = NumberLiteral.parse(scalar.text), value >= 0 else {
                reader.error(
                    ReaderMessage.expected("automatic or a non-negative number", found: node), at: node.location)
                return nil
            }
            return .points(value)
        }
    }
}

extension FixtureFieldType where Value == TableDimension {
    /// `automatic` or a non-negative number of points.
    static var dimension: Self {
        Self(
            value: .dimension, text: { dimension in dimension.points.map(FixtureText.number) ?? "automatic" },
            type: .either([.word, .nonNegativeNumber]), allowedValues: ["automatic"])
    }
}
