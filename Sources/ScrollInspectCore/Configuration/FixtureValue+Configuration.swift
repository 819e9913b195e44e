import ScrollInsets
import ScrollInsetsFormats

// The values of `.scroll-inspect.yml` that fixtures do not have, read through the fixture
// reader so that their errors are positioned and near misses get suggestions.

extension FixtureValue where Value == GlobPattern {
    /// A path pattern relative to the configuration's directory (``GlobPattern``).
    static var globPattern: FixtureValue<GlobPattern> {
        FixtureValue(expected: "a path pattern such as Fixtures/**/*.yaml") { reader, node in
            guard let text = reader.read(node, as: .string) else { return nil }
            guard let pattern = GlobPattern(text) else {
                reader.error(
                    """
                    pattern '\(text)' is not relative to the configuration's directory; write it without a leading \
                    '/' or '..'
                    """,
                    at: node.location)
                return nil
            }
            return pattern
        }
    }
}

extension FixtureValue where Value == String {
    /// The name of a device of the catalog, with a suggestion for a near miss.
    static var deviceName: FixtureValue<String> {
        FixtureValue(expected: "a device name such as iPhone X") { reader, node in
            guard let name = reader.read(node, as: .string) else { return nil }
            guard DeviceCatalog.device(named: name) != nil else {
                var message = "unknown device '\(name)'"
                if let guess = SpellingSuggestion.closest(to: name, among: DeviceCatalog.allNames) {
                    message += "; did you mean '\(guess)'?"
                }
                reader.error(
                    message + " (run 'scroll-inspect devices' for the catalog, or use 'all')", at: node.location)
                return nil
            }
            return name
        }
    }
}

extension FixtureValue where Value == AuditRuleID {
    /// An audit rule's id, with a suggestion for a near miss.
    static var ruleID: FixtureValue<AuditRuleID> { .enumeration(AuditRuleID.self) }
}

extension FixtureValue where Value == UIKitRelease {
    /// A release the model knows (`26`, `18.4`, `10`).
    static var modelledRelease: FixtureValue<UIKitRelease> {
        FixtureValue(expected: "a release such as 26 or 18.4") { reader, node in
            guard let release = reader.read(node, as: .release) else { return nil }
            guard release.isModelled else {
                reader.error(
                    "iOS \(release) is not modelled; the model knows iOS \(UIKitRelease.modelledRange)",
                    at: node.location)
                return nil
            }
            return release
        }
    }
}
