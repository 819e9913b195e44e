extension DeviceCatalog {
    /// The iPhones (and the iPod touch), oldest first within each kind: home-button phones,
    /// then notched Face ID phones, then Dynamic Island phones and the Air. See
    /// docs/devices.md for every figure's source.
    static let phones: [Device] = homeButtonPhones + notchPhones + dynamicIslandPhones + duoPhones
}
