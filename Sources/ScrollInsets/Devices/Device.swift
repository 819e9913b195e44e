/// A device of the catalog: its screen in points and what it shows in each orientation.
///
/// Look devices up with ``DeviceCatalog/device(named:)``; build a ``Screen`` for an
/// orientation with ``screen(orientation:statusBarHidden:release:designRequiresCompatibility:)``.
public struct Device: Hashable, Sendable {
    /// The marketing name, as the catalog lists it ("iPhone X").
    public var name: String
    /// Other names that find this device ("iPhone XS", "iPhone 11 Pro").
    public var aliases: [String]
    /// Phone or pad.
    public var family: DeviceFamily
    /// The screen's size in points in portrait.
    public var portraitSize: Size
    /// Pixels per point (`UIScreen.scale`).
    public var scale: Double
    /// What the device shows in portrait.
    public var portrait: OrientationMetrics
    /// What the device shows in landscape (left and right alike).
    public var landscape: OrientationMetrics
    /// What the device shows upside down, or `nil` where the device does not rotate there
    /// (iPhones with Face ID).
    public var portraitUpsideDown: OrientationMetrics?
    /// Where the figures come from: a short citation for each source used.
    public var sources: [String]
    /// Which release rules apply to the figures (docs/devices.md).
    public var insetClass: InsetClass
    /// The release the device shipped with (10 for a device that shipped with an earlier one:
    /// the model starts at 10).
    public var firstRelease: UIKitRelease
    /// The last major release the device runs (27: still supported in November 2026).
    public var lastRelease: Int
    /// The axis of the display's fold, or `nil` for a display that does not fold (every device
    /// but the iPhone Duo's inner display).
    public var fold: FoldAxis? = nil

    /// Creates a catalog entry; without `insetClass`, the class follows from the family and
    /// the portrait figures.
    public init(
        name: String, aliases: [String] = [], family: DeviceFamily, portraitSize: Size,
        scale: Double, portrait: OrientationMetrics, landscape: OrientationMetrics,
        portraitUpsideDown: OrientationMetrics?, sources: [String], insetClass: InsetClass? = nil,
        firstRelease: UIKitRelease = .iOS10, lastRelease: Int = 27
    ) {
        self.name = name
        self.aliases = aliases
        self.family = family
        self.portraitSize = portraitSize
        self.scale = scale
        self.portrait = portrait
        self.landscape = landscape
        self.portraitUpsideDown = portraitUpsideDown
        self.sources = sources
        self.insetClass = insetClass ?? InsetClass.derived(family: family, portrait: portrait)
        self.firstRelease = firstRelease
        self.lastRelease = lastRelease
    }

    /// The orientations the device rotates to, in `Orientation.allCases` order.
    public var supportedOrientations: [Orientation] {
        Orientation.allCases.filter { metrics(for: $0) != nil }
    }

    /// The orientations the device rotates to and that a source gives figures for: the
    /// ``supportedOrientations`` but those whose ``OrientationMetrics/unsourced`` says what is
    /// missing (the iPhone Duo's cover in landscape, its inner display in portrait).
    public var sourcedOrientations: [Orientation] {
        supportedOrientations.filter { metrics(for: $0)?.unsourced == nil }
    }

    /// The metrics of `orientation`, or `nil` where the device does not rotate there.
    public func metrics(for orientation: Orientation) -> OrientationMetrics? {
        switch orientation {
        case .portrait: return portrait
        case .portraitUpsideDown: return portraitUpsideDown
        case .landscapeLeft, .landscapeRight: return landscape
        }
    }
}
