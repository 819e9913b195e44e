import ScrollInsets

extension FixtureValue where Value == UIKitRelease {
    /// A UIKit release written as a plain major version or `major.minor`: `26`, `18.4`. Not
    /// `"26"` (quoted), `v26`, `18.4.1` or `-1`. Whether the model knows the release is the
    /// decoder's check, which names the device's range.
    package static var release: FixtureValue<UIKitRelease> {
        let expected = "a release such as 26 or 18.4"
        return FixtureValue(expected: expected) { reader, node in
            guard let scalar = reader.plainScalar(node, expected: expected) else { return nil }
            guard let release = UIKitRelease(scalar.text) else {
                reader.error(ReaderMessage.expected(expected, found: node), at: node.location)
                return nil
            }
            return release
        }
    }
}

extension FixtureFieldType where Value == UIKitRelease {
    /// A release (`26`, `18.4`), written back as `UIKitRelease/description`.
    static var release: Self { Self(value: .release, text: { $0.description }, type: .release) }
}
