extension DeviceCatalog {
    /// Devices sold by November 2026 whose figures are only partly public: listed with what is
    /// known, never laid out (none since the iPhone Duo's displays joined the catalog) (``PartialDevice``;
    /// docs/devices.md, "Listed, not laid out").
    /// They are not in ``all``, so `--device all` and every generator over the catalog skip them.
    public static let partial: [PartialDevice] = [
        // Empty since the iPhone Duo's two displays were laid out (issue 28): ``duoPhones``.
    ]

    /// The partial device named `name` (its name or an alias, matched as
    /// ``device(named:)`` matches), or `nil`.
    public static func partialDevice(named name: String) -> PartialDevice? {
        let key = normalized(name)
        return partial.first { ([$0.name] + $0.aliases).contains { normalized($0) == key } }
    }
}
