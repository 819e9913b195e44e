/// Builders for the catalog's entries, one per kind of device, so that each entry states only
/// what sets it apart: its name, size, scale, releases and sources. The figures they fill in
/// are the iOS 14–18 ones of docs/devices.md; ``ReleaseMetrics`` derives the other releases.
extension DeviceCatalog {
    /// The system minimum margin of an iPhone in portrait by the catalog's rule
    /// (docs/devices.md, decision 5): 16 below 414 pt wide, 20 from 414 pt.
    static func portraitMargin(width: Double) -> Double {
        width >= 414 ? 20 : 16
    }

    /// An iPhone (or iPod touch) with a Home button: 20-pt status bar in portrait and upside
    /// down, no hardware insets, no status bar in landscape.
    ///
    /// - Parameters:
    ///   - name: The marketing name.
    ///   - width: The portrait width in points.
    ///   - height: The portrait height in points.
    ///   - scale: Pixels per point.
    ///   - regularWidth: Whether the HIG lists the phone as regular width in landscape (Plus).
    ///   - first: The release it shipped with (10 for an earlier one).
    ///   - last: Its last major release.
    ///   - sources: Citations for the figures.
    static func homeButtonPhone(
        _ name: String, width: Double, height: Double, scale: Double, regularWidth: Bool,
        first: UIKitRelease, last: Int, sources: [String]
    ) -> Device {
        let portrait = phonePortrait(
            sensorHousing: 0, homeIndicator: 0, statusBar: 20,
            margin: portraitMargin(width: width))
        return Device(
            name: name, family: .phone, portraitSize: Size(width: width, height: height), scale: scale,
            portrait: portrait,
            landscape: phoneLandscape(sensorHousing: 0, homeIndicator: 0, regularWidth: regularWidth),
            portraitUpsideDown: portrait, sources: sources, insetClass: .homeButtonPhone,
            firstRelease: first, lastRelease: last)
    }

    /// An iPhone with Face ID: the sensor housing insets the top in portrait and both long
    /// sides in landscape, the home indicator 34 pt (portrait) or 21 pt (landscape); it does
    /// not rotate upside down.
    ///
    /// - Parameters:
    ///   - name: The marketing name.
    ///   - aliases: Other names for the same device.
    ///   - width: The portrait width in points.
    ///   - height: The portrait height in points.
    ///   - scale: Pixels per point: 3 on every Face ID iPhone but the XR and 11 (2).
    ///   - sensorHousing: The portrait top inset and landscape side inset on iOS 14–18.
    ///   - statusBar: The status bar's height in portrait.
    ///   - regularWidth: Whether the HIG lists the phone as regular width in landscape.
    ///   - insetClass: The release rules that apply.
    ///   - first: The release it shipped with.
    ///   - last: Its last major release.
    ///   - sources: Citations for the figures.
    static func faceIDPhone(
        _ name: String, aliases: [String] = [], width: Double, height: Double,
        scale: Double = 3, sensorHousing: Double, statusBar: Double, regularWidth: Bool, insetClass: InsetClass,
        first: UIKitRelease, last: Int = 27, sources: [String]
    ) -> Device {
        Device(
            name: name, aliases: aliases, family: .phone, portraitSize: Size(width: width, height: height),
            scale: scale,
            portrait: phonePortrait(
                sensorHousing: sensorHousing, homeIndicator: 34, statusBar: statusBar,
                margin: portraitMargin(width: width)),
            landscape: phoneLandscape(sensorHousing: sensorHousing, homeIndicator: 21, regularWidth: regularWidth),
            portraitUpsideDown: nil, sources: sources, insetClass: insetClass,
            firstRelease: first, lastRelease: last)
    }

    /// An iPad, @2x, the same figures in every orientation.
    ///
    /// - Parameters:
    ///   - name: The marketing name.
    ///   - aliases: Other names for the same device.
    ///   - width: The portrait width in points.
    ///   - height: The portrait height in points.
    ///   - homeIndicator: `true` for iPads without a Home button (24-pt status bar, 20-pt
    ///     home indicator); `false` for a Home button (20-pt status bar, no hardware inset).
    ///   - first: The release it shipped with (10 for an earlier one).
    ///   - last: Its last major release.
    ///   - sources: Citations for the figures.
    static func iPad(
        _ name: String, aliases: [String] = [], width: Double, height: Double, homeIndicator: Bool,
        first: UIKitRelease, last: Int = 27, sources: [String]
    ) -> Device {
        let metrics = pad(homeIndicator: homeIndicator)
        return Device(
            name: name, aliases: aliases, family: .pad, portraitSize: Size(width: width, height: height), scale: 2,
            portrait: metrics, landscape: metrics, portraitUpsideDown: metrics, sources: sources,
            insetClass: homeIndicator ? .homeIndicatorPad : .homeButtonPad,
            firstRelease: first, lastRelease: last)
    }
}
