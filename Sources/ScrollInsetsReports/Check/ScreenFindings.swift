import ScrollInsets

/// The findings of one scene on one screen (device, orientation, release), for the formatters
/// that report per screen rather than grouped across a matrix (JUnit, GitLab code quality).
public struct ScreenFindings: Hashable, Sendable {
    /// The fixture's path as the user gave it ("Fixtures/feed.yaml").
    public var file: String
    /// The scene's index in the file (0 for the first `---` part).
    public var scene: Int
    /// The device's name, or "custom window".
    public var device: String
    /// The orientation's raw value ("landscapeLeft").
    public var orientation: String
    /// The release ("16", "18.4").
    public var release: String
    /// The rules that ran on this scene (those not disabled), in registry order.
    public var rules: [AuditRuleID]
    /// The findings, after `--strict` and the baseline.
    public var findings: [Finding]
    /// The fixture's path in the finding's key (baseline, fingerprints): relative to the
    /// configuration's directory when a `.scroll-inspect.yml` applies; `nil` for ``file``.
    public var keyFile: String?
    /// Each finding's occurrence on the screen (1 for the first of its rule and view path, 2
    /// for the next, …), counted before a baseline hid any; empty: counted from ``findings``.
    public var occurrences: [Int] = []

    /// Creates the findings of one screen.
    public init(
        file: String, scene: Int = 0, device: String, orientation: String, release: String,
        rules: [AuditRuleID] = AuditRuleID.allCases, findings: [Finding]
    ) {
        self.file = file
        self.scene = scene
        self.device = device
        self.orientation = orientation
        self.release = release
        self.rules = rules
        self.findings = findings
    }

    /// The path fingerprints hash: ``keyFile``, or ``file``.
    public var fingerprintFile: String { keyFile ?? file }

    /// Each finding with its fingerprint
    /// (``CodeClimateFormatter/fingerprint(file:scene:rule:path:occurrence:device:orientation:release:)``):
    /// the baseline's identity of the finding, hashed.
    public var fingerprintedFindings: [(finding: Finding, fingerprint: String)] {
        let counts = occurrences.count == findings.count ? occurrences : Self.occurrences(of: findings)
        return zip(findings, counts).map { finding, occurrence in
            (
                finding,
                CodeClimateFormatter.fingerprint(
                    file: fingerprintFile, scene: scene, rule: finding.rule.rawValue, path: finding.path,
                    occurrence: occurrence, device: device, orientation: orientation, release: release)
            )
        }
    }

    /// "iPhone X landscapeLeft iOS 16".
    public var screenLabel: String { "\(device) \(orientation) iOS \(release)" }

    /// Each finding's occurrence on its screen: 1 for the first finding of its rule and view path,
    /// 2 for the next, … in the order given (`Audit.sorted(_:)`: by location, so the second of
    /// two views named alike comes second). A baseline entry and a fingerprint hold it.
    ///
    /// - Complexity: O(*n*) for *n* findings.
    public static func occurrences(of findings: [Finding]) -> [Int] {
        var seen: [String: Int] = [:]
        return findings.map { finding in
            let key = finding.rule.rawValue + "\u{0}" + finding.path
            seen[key, default: 0] += 1
            return seen[key]!
        }
    }
}
