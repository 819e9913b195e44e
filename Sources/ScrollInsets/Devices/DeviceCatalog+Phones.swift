extension DeviceCatalog {
    /// The iPhones. Filled by the catalog work; see docs/devices.md for sources.
    static let phones: [Device] = []
}
