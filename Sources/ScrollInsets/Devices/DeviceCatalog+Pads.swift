extension DeviceCatalog {
    /// The iPads: home-button iPads, then iPads with a home indicator. See docs/devices.md for
    /// every figure's source.
    static let pads: [Device] = homeButtonPads + homeIndicatorPads
}
