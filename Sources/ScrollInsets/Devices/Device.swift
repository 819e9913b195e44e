/// A device of the catalog: its screen in points and what it shows in each orientation.
///
/// Look devices up with ``DeviceCatalog/device(named:)``; build a ``Screen`` for an
/// orientation with ``screen(orientation:statusBarHidden:)``.
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

    /// Creates a catalog entry.
    public init(name: String, aliases: [String] = [], family: DeviceFamily, portraitSize: Size,
                scale: Double, portrait: OrientationMetrics, landscape: OrientationMetrics,
                portraitUpsideDown: OrientationMetrics?, sources: [String]) {
        self.name = name
        self.aliases = aliases
        self.family = family
        self.portraitSize = portraitSize
        self.scale = scale
        self.portrait = portrait
        self.landscape = landscape
        self.portraitUpsideDown = portraitUpsideDown
        self.sources = sources
    }

    /// The orientations the device rotates to, in `Orientation.allCases` order.
    public var supportedOrientations: [Orientation] {
        Orientation.allCases.filter { metrics(for: $0) != nil }
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
