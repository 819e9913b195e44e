import ScrollInsets

/// The screen the checkout runs on: an iPhone X held upright, on the device's default release.
func checkoutScreen() throws -> Screen {
    let device = DeviceCatalog.device(named: "iPhone X")!
    return try device.screen(orientation: .portrait)
}
