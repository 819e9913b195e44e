import ScrollInsets

/// A recording of UIKit: a scene set up as a fixture, the numbers UIKit printed for it, and where
/// they were published (docs/recordings.md).
///
/// A recording is how the model is held to the truth: `scroll-inspect verify` lays out
/// ``scene`` on its release and compares each of ``values`` with the model's number at the
/// same path of the JSON report.
///
/// ```yaml
/// source: https://github.com/Vercantez/openuikit/blob/56c457a/uikit/docs/agent_reports/conf-ipad.md
/// trust: recorded
/// recordedOn: {ios: "26.1", device: iPad (A16)}
/// fixture:
///   device: iPad (A16)
///   ios: 26
///   root: {navigationController: {name: nav, viewControllers: [{viewController: {name: list}}]}}
/// values:
///   controller:nav.bars@navigationBar.frame: [0, 32, 820, 54]
/// ```
public struct Recording: Hashable, Sendable {
    /// How the numbers were obtained.
    public enum Trust: String, Hashable, Sendable, CaseIterable {
        /// Printed or measured on a simulator or device (a debugger printout, a snapshot test's
        /// `.txt`, a probe log).
        case recorded
        /// Stated by Apple's documentation.
        case documented
        /// A table published by a third party (a blog, a library's constants).
        case published
        /// Another model of UIKit: its code or its tests' expectations (a reimplementation's
        /// constant, a unit test's asserted frame), even where a comment says the number was
        /// measured. Not a recording of UIKit: `verify` checks such values but counts them apart
        /// from the agreement with UIKit.
        case peerModel = "peer-model"
    }

    /// The system and device the numbers were recorded on, as the source names them.
    public struct RecordedOn: Hashable, Sendable {
        /// The release, as the source gives it: `"26.1"`, `"13"`.
        public var ios: String
        /// The device, as the source gives it: `"iPhone 16"`, `"iPad (A16)"`.
        public var device: String

        /// Creates the pair.
        public init(ios: String, device: String) {
            self.ios = ios
            self.device = device
        }
    }

    /// One recorded value: a path of the JSON report and the number or numbers UIKit printed.
    public struct Value: Hashable, Sendable {
        /// A path of the JSON report, as written: `view:table.scroll.adjustedContentInset`.
        public var path: String
        /// Where the path is written.
        public var pathLocation: SourceLocation
        /// The recorded numbers.
        public var expected: RecordedNumbers

        /// Creates a value.
        public init(path: String, pathLocation: SourceLocation, expected: RecordedNumbers) {
            self.path = path
            self.pathLocation = pathLocation
            self.expected = expected
        }
    }

    /// Where the numbers come from: `owner/repository/path@commit` or a URL.
    public var source: String
    /// How the numbers were obtained.
    public var trust: Trust
    /// The release and device the numbers were recorded on.
    public var recordedOn: RecordedOn
    /// Why the model does not match the recording yet, or `nil` when it should.
    public var known: String?
    /// Where `known` is written, for the message when the model matches after all.
    public var knownLocation: SourceLocation?
    /// The model constant this recording's printout set, or `nil` when the model took none of
    /// its numbers from it: the model's only source for that constant, so that its agreement
    /// re-checks the constant rather than the rule (`verify` counts such recordings apart).
    public var calibrates: String?
    /// The set-up, a scene of fixture format 1.
    public var scene: FixtureScene
    /// The recorded values, in file order.
    public var values: [Value]

    /// Creates a recording.
    public init(
        source: String, trust: Trust, recordedOn: RecordedOn, known: String? = nil,
        knownLocation: SourceLocation? = nil, calibrates: String? = nil,
        scene: FixtureScene, values: [Value]
    ) {
        self.source = source
        self.trust = trust
        self.recordedOn = recordedOn
        self.known = known
        self.knownLocation = knownLocation
        self.calibrates = calibrates
        self.scene = scene
        self.values = values
    }
}
