/// The catalog of devices, and lookup by name.
public enum DeviceCatalog {
    /// Every device in the catalog, phones first, oldest first.
    public static let all: [Device] = phones + pads

    /// The device named `name`, matching the name or an alias while ignoring case, spaces
    /// and hyphens ("iphone-x" finds "iPhone X"), or `nil`.
    ///
    /// - Complexity: O(*m*) in the length of `name`: names are looked up in a table built once.
    public static func device(named name: String) -> Device? {
        byNormalizedName[normalized(name)].map { all[$0] }
    }

    /// The index in ``all`` of the first device whose name or alias has each lookup key.
    private static let byNormalizedName: [String: Int] = {
        var table: [String: Int] = [:]
        for (index, device) in all.enumerated() {
            for name in [device.name] + device.aliases where table[normalized(name)] == nil {
                table[normalized(name)] = index
            }
        }
        return table
    }()

    /// Every name and alias in the catalog, for suggestions in error messages.
    public static var allNames: [String] {
        all.flatMap { [$0.name] + $0.aliases }
    }

    /// The lookup key for a name: lowercased, without spaces, hyphens or underscores.
    package static func normalized(_ name: String) -> String {
        String(name.lowercased().filter { $0 != " " && $0 != "-" && $0 != "_" })
    }
}
