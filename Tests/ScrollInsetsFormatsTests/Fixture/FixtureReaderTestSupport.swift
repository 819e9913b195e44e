@testable import ScrollInsets
@testable import ScrollInsetsFormats
import YAMLSubset
import YAMLTestSupport

/// Reads `v: <yaml>` with `value` and returns the value and the reader's diagnostics
/// (`v`'s value starts at 1:4).
func readValue<Value>(_ yaml: String, as value: FixtureValue<Value>) -> (Value?, [String]) {
    let root = YAMLParser().parse("v: " + yaml).documents[0].root
    var reader = FixtureReader()
    let mapping = reader.mapping(root, allowed: ["v"])!
    let result = reader.read("v", in: mapping, as: value)
    return (result, describe(reader.diagnostics))
}
