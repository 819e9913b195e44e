extension DeviceCatalog {
    /// The iPhone Duo (class DUO; announced 2026-09-09, shipping 2026-10-23 with iOS 27.1): two
    /// displays, each a catalog device, since a scene is laid out on one of them.
    ///
    /// - `iPhone Duo (cover)`: 466 × 678 pt @3x in portrait (documented: 1398 × 2034 px at
    ///   460 ppi, apple.com/iphone-duo/specs).
    /// - `iPhone Duo (inner)`: the panel is 669 × 951 pt (agent-device #2737: the native panel
    ///   669x951, the app window 951x669 when open, recorded on the simulator); @3x claimed
    ///   (2007 × 2853 screenshots, app-store-compliance #724; the panel's own 1878 × 2670 px
    ///   make a native scale of about 2.81).
    ///
    /// Safe area (0, 0, 34, 84) "on both displays": top 0, left 0, bottom 34 (home indicator),
    /// right 84, the vertical-bar column that holds the status bar, the camera, tab bars and
    /// toolbars (recorded on device: GetStream/stream-chat-react-native #3818; readest #6307;
    /// skedgo/TGCardViewController #31 "about 84 pt"). Recorded on the cover in portrait and on
    /// the inner display open (landscape); the same is assumed for both landscape orientations.
    /// Not published, so refused: the cover in landscape, the inner display in portrait. Bars
    /// and margins: the catalog's phone figures as iOS 27 shows them, assumed.
    static let duoPhones: [Device] = [
        duo(
            "iPhone Duo (cover)", aliases: ["iPhone Duo cover", "iPhone Duo outer"], width: 466, height: 678,
            portrait: duoColumn(width: 466, recordedOn: "the cover display in portrait"),
            landscape: duoRefused("the cover display's insets in landscape"),
            sources: [Citation.duoSpecs, Citation.streamDuo, Citation.readestDuo, Citation.compatibility]),
        duo(
            "iPhone Duo (inner)", aliases: ["iPhone Duo inner"], width: 669, height: 951,
            portrait: duoRefused("the inner display's insets in portrait"),
            landscape: duoColumn(width: 951, recordedOn: "the inner display open (951 × 669)"),
            sources: [
                Citation.agentDeviceDuo, Citation.duoScreenshots, Citation.streamDuo, Citation.readestDuo,
                Citation.compatibility,
            ]),
    ]

    /// The width of the Duo's vertical-bar column: 84 pt, recorded (GetStream #3818).
    static let duoVerticalBarColumn: Double = 84

    /// A display of the iPhone Duo: @3x, iOS 27.1 and later, no upside-down orientation.
    static func duo(
        _ name: String, aliases: [String], width: Double, height: Double,
        portrait: OrientationMetrics, landscape: OrientationMetrics, sources: [String]
    ) -> Device {
        var device = Device(
            name: name, aliases: aliases, family: .phone, portraitSize: Size(width: width, height: height),
            scale: 3, portrait: portrait, landscape: landscape, portraitUpsideDown: nil,
            sources: sources, insetClass: .duo, firstRelease: UIKitRelease(27, 1), lastRelease: 27)
        device.fold = name.hasSuffix("(inner)") ? .vertical : nil
        return device
    }

    /// A Duo display with the vertical-bar column: (0, 0, 34, 84), no status bar at the top
    /// (it is in the column), the phone's bars, margins 20 by the catalog's rule (assumed).
    static func duoColumn(width: Double, recordedOn display: String) -> OrientationMetrics {
        var metrics = phonePortrait(
            sensorHousing: 0, homeIndicator: 34, statusBar: 0, margin: portraitMargin(width: width))
        metrics.hardwareInsets.right = duoVerticalBarColumn
        metrics.verticalBarColumn = duoVerticalBarColumn
        // d-date/iphone-duo-skill: outer portrait compact/regular, inner regular/regular.
        metrics.regularWidth = display.hasPrefix("the inner")
        let recorded =
            """
            recorded on \(display) (GetStream/stream-chat-react-native #3818: "top 0, bottom 34, left 0, right 84, \
            on both displays")
            """
        metrics.hardwareReasons[.right] = .reason(
            "the vertical-bar column (status bar, camera, tab bars, toolbars); " + recorded)
        metrics.hardwareReasons[.bottom] = .reason("home indicator; " + recorded)
        return metrics
    }

    /// The figures of a Duo orientation no source gives: refused (``OrientationMetrics/unsourced``).
    static func duoRefused(_ what: String) -> OrientationMetrics {
        var metrics = phonePortrait(sensorHousing: 0, homeIndicator: 34, statusBar: 0, margin: 20)
        metrics.unsourced = what
        return metrics
    }
}
