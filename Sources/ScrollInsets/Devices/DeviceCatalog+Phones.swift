extension DeviceCatalog {
    /// The iPhones, oldest first: home-button phones, then notched Face ID phones, then
    /// Dynamic Island phones. See docs/devices.md for every figure's source.
    static let phones: [Device] = homeButtonPhones + notchPhones + dynamicIslandPhones
}
