/// A device Apple sells whose figures are only partly public: the catalog lists what is
/// known and refuses to lay a scene out on it, naming what is missing, rather than guess.
///
/// It is not a ``Device``: a `Device` holds every figure a layout reads, and a partial one
/// would have to invent them. ``DeviceCatalog/partialDevice(named:)`` finds it; the fixture
/// decoder reports it by name with ``refusal``'s words.
///
/// ```swift
/// let duo = DeviceCatalog.partialDevice(named: "iPhone Duo")!
/// duo.refusal.description
/// // "'iPhone Duo' cannot be laid out: no source publishes its window insets (…)"
/// ```
public struct PartialDevice: Hashable, Sendable {
    /// The marketing name ("iPhone Duo").
    public var name: String
    /// Other names that find it.
    public var aliases: [String]
    /// Phone or pad.
    public var family: DeviceFamily
    /// What is published, one fact a line with its source ("outer display 466 × 678 pt @3x").
    public var known: [String]
    /// What is not published and a layout would need, each a noun phrase ("its window insets").
    public var missing: [String]
    /// The release it shipped with, as far as known (the major when the minor is not).
    public var firstRelease: UIKitRelease
    /// The last major release it runs.
    public var lastRelease: Int
    /// Where the known facts come from.
    public var sources: [String]

    /// Creates a partial entry.
    public init(
        name: String, aliases: [String] = [], family: DeviceFamily, known: [String], missing: [String],
        firstRelease: UIKitRelease, lastRelease: Int, sources: [String]
    ) {
        self.name = name
        self.aliases = aliases
        self.family = family
        self.known = known
        self.missing = missing
        self.firstRelease = firstRelease
        self.lastRelease = lastRelease
        self.sources = sources
    }

    /// The error a scene on this device gets: ``ModelError/unpublishedFigures(device:missing:)``.
    public var refusal: ModelError {
        .unpublishedFigures(device: name, missing: missing)
    }
}
