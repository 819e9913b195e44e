/// The catalog of devices, and lookup by name.
public enum DeviceCatalog {
    /// Every device in the catalog, phones first, oldest first.
    public static let all: [Device] = phones + pads

    /// The device named `name`, matching the name or an alias while ignoring case, spaces
    /// and hyphens ("iphone-x" finds "iPhone X"), or `nil`.
    public static func device(named name: String) -> Device? {
        let key = normalized(name)
        return all.first { device in
            normalized(device.name) == key || device.aliases.contains { normalized($0) == key }
        }
    }

    /// Every name and alias in the catalog, for suggestions in error messages.
    public static var allNames: [String] {
        all.flatMap { [$0.name] + $0.aliases }
    }

    /// The lookup key for a name: lowercased, without spaces, hyphens or underscores.
    static func normalized(_ name: String) -> String {
        String(name.lowercased().filter { $0 != " " && $0 != "-" && $0 != "_" })
    }
}
