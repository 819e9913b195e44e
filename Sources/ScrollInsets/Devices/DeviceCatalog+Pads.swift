extension DeviceCatalog {
    /// The iPads. Filled by the catalog work; see docs/devices.md for sources.
    static let pads: [Device] = []
}
