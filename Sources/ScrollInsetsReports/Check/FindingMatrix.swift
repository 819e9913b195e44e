import ScrollInsets

/// The findings of one scene laid out on one device and orientation of a matrix.
public struct DeviceFindings: Hashable, Sendable {
    /// The device and orientation as the report names them ("iPhone X landscapeLeft").
    public var device: String
    /// The findings there.
    public var findings: [Finding]

    /// Creates the findings of one matrix entry.
    public init(device: String, findings: [Finding]) {
        self.device = device
        self.findings = findings
    }
}

/// A finding and every device of the matrix it occurs on.
public struct GroupedFinding: Hashable, Sendable {
    /// The finding as first seen (its explanation is that device's).
    public var finding: Finding
    /// The devices it occurs on, in matrix order, each once.
    public var devices: [String]
    /// Whether its message differs from screen to screen (the inset on its edge): the message is
    /// the first screen's.
    public var figuresVary = false

    /// Creates a grouped finding.
    public init(finding: Finding, devices: [String]) {
        self.finding = finding
        self.devices = devices
    }

    /// The most screens a suffix names one by one; past it, the first few and a count.
    public static let namedScreensLimit = 4

    /// " (on iPhone X landscapeLeft iOS 16, iPhone 11 landscapeLeft iOS 16)"; past
    /// ``namedScreensLimit`` screens, the first three and a count, so that a finding on every
    /// device of the catalog stays one readable line: " (on 53 screens: iPhone 11 portrait iOS 26,
    /// iPhone 12 portrait iOS 26, iPhone 13 portrait iOS 26 and 50 more)".
    /// When the figures vary from screen to screen, the suffix says whose they are: "(on 25
    /// screens: …; figures for iPhone SE portrait iOS 15)".
    public var devicesSuffix: String {
        let whose = figuresVary && devices.count > 1 ? "; figures for \(devices[0])" : ""
        guard devices.count > Self.namedScreensLimit else {
            return " (on \(devices.joined(separator: ", "))\(whose))"
        }
        let shown = Self.namedScreensLimit - 1
        return
            """
             (on \(devices.count) screens: \(devices.prefix(shown).joined(separator: ", ")) and \
            \(devices.count - shown) more\(whose))
            """
    }

    /// The finding with ``devicesSuffix`` appended to its message, for the formatters.
    public var annotated: Finding {
        var finding = finding
        finding.message = Finding.Message(finding.message.text + devicesSuffix)
        return finding
    }
}

/// Groups identical findings across a device/orientation matrix, so a problem that shows
/// on six devices is reported once, naming them.
///
/// Findings are identical when rule, severity, path, location and message are equal; the
/// explanation may differ (it names device-specific contributors) and is taken from the
/// first device. A finding about edges (`Finding.edges`: a view pinned to the top edge, a
/// control in the bottom unsafe area) is one finding per view and edges whatever its message,
/// which quotes each device's inset (44 pt on one, 47 pt on another): the first screen's message
/// is kept and the suffix says so.
public enum FindingMatrix {
    /// The findings of `matrix`, each once with the devices it occurs on, in the order of
    /// `Audit.sorted(_:)` (ties in first-seen order).
    ///
    /// - Complexity: O(*n* log *n*) in the number of findings.
    public static func group(_ matrix: [DeviceFindings]) -> [GroupedFinding] {
        var groups: [GroupedFinding] = []
        var indexByKey: [Key: Int] = [:]
        for entry in matrix {
            for finding in entry.findings {
                let key = Key(finding)
                if let index = indexByKey[key] {
                    if !groups[index].devices.contains(entry.device) { groups[index].devices.append(entry.device) }
                    if groups[index].finding.message != finding.message { groups[index].figuresVary = true }
                } else {
                    indexByKey[key] = groups.count
                    groups.append(GroupedFinding(finding: finding, devices: [entry.device]))
                }
            }
        }
        return groups.enumerated().sorted { a, b in
            if Audit.precedes(a.element.finding, b.element.finding) { return true }
            if Audit.precedes(b.element.finding, a.element.finding) { return false }
            return a.offset < b.offset
        }.map(\.element)
    }

    /// The grouped findings with their devices appended to the message, ready for any formatter.
    public static func merged(_ matrix: [DeviceFindings]) -> [Finding] {
        group(matrix).map(\.annotated)
    }

    private struct Key: Hashable {
        var rule: AuditRuleID
        var severity: Severity
        var path: String
        var message: String
        var location: SourceLocation?
        var edges: [Edge]

        init(_ finding: Finding) {
            rule = finding.rule
            severity = finding.severity
            path = finding.path
            message = finding.edges.isEmpty ? finding.message.text : ""
            location = finding.location
            edges = finding.edges
        }
    }
}
