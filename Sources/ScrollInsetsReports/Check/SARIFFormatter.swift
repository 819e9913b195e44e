import ScrollInsets

/// Findings as a SARIF 2.1.0 log (`scroll-inspect check --format sarif`), for GitHub code
/// scanning and other SARIF consumers.
///
/// One run whose tool is `scroll-inspect`, with the metadata of every rule
/// (`tool.driver.rules`: id, `shortDescription`, `helpUri` — the rule's section of
/// docs/audits.md — and `defaultConfiguration.level`) and one result per finding: `ruleId`,
/// `ruleIndex`, `level` (`error`, `warning`, `note`), `message.text`, a location with the
/// fixture's `artifactLocation.uri`, its `region.startLine` and `startColumn` (omitted for
/// findings without a location), and the view path as a logical location.
///
/// Written from each screen's findings (``format(_:groupedAcrossScreens:rulesDocumentation:toolVersion:explain:)``),
/// one result per finding per screen also carries `partialFingerprints`
/// (``fingerprintKey``): the baseline's key — fixture path, scene index, rule, view path,
/// occurrence, device, orientation, release — hashed as GitLab's fingerprint is
/// (``CodeClimateFormatter/fingerprint(file:scene:rule:path:occurrence:device:orientation:release:)``),
/// never the line, so code scanning keeps an alert open across edits above the view. Source: the
/// OASIS SARIF 2.1.0 specification (§3.27.17 `partialFingerprints`, §3.49.12 `helpUri`);
/// GitHub's "SARIF support for code scanning".
public enum SARIFFormatter {
    /// The SARIF version written.
    public static let version = "2.1.0"
    /// The `$schema` written: the OASIS SARIF 2.1.0 schema.
    public static let schema =
        "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json"
    /// `tool.driver.name`.
    public static let toolName = "scroll-inspect"
    /// The name of the fingerprint in `partialFingerprints`, versioned as SARIF asks.
    public static let fingerprintKey = "scrollInspectFindingKey/v2"
    /// Where the rules are documented, each rule's section at the anchor of its id: the page
    /// relative to the ScrollInsets repository. `check` uses `$SCROLL_INSPECT_AUDITS_URL`
    /// instead when it is set (the GitHub Action sets it to the page in the action's repository).
    public static let defaultRulesDocumentation = "docs/audits.md"

    /// The SARIF log of one file's findings, pretty-printed, ending in a newline.
    ///
    /// - Parameters:
    ///   - findings: The findings.
    ///   - file: The fixture's path as the user gave it.
    ///   - rules: The rules to describe in `tool.driver.rules` (every rule by default); a
    ///     finding of a rule not listed has no `ruleIndex`.
    ///   - toolVersion: `tool.driver.version`, when known.
    ///   - explain: Whether to append the explanation lines to `message.text`.
    public static func format(
        _ findings: [Finding], file: String, rules: [AuditRuleID] = AuditRuleID.allCases,
        toolVersion: String? = nil, explain: Bool = false
    ) -> String {
        format([FileFindings(file: file, findings: findings)], rules: rules, toolVersion: toolVersion, explain: explain)
    }

    /// The SARIF log of each screen's findings, in one run, one result per finding per screen,
    /// each with its `partialFingerprints`, pretty-printed, ending in a newline.
    ///
    /// - Parameters:
    ///   - screens: Each scene laid out on each screen, in run order.
    ///   - groupedAcrossScreens: Whether the run put scenes on a matrix of screens; each
    ///     result's message then ends with its screen (" (on iPhone X landscapeLeft iOS 16)").
    ///   - rulesDocumentation: The page each rule's `helpUri` points into.
    ///   - toolVersion: `tool.driver.version`, when known.
    ///   - explain: Whether to append the explanation lines to `message.text`.
    public static func format(
        _ screens: [ScreenFindings], groupedAcrossScreens: Bool,
        rulesDocumentation: String = defaultRulesDocumentation,
        toolVersion: String? = nil, explain: Bool = false
    ) -> String {
        var results: [(finding: Finding, file: String, fingerprint: String?)] = []
        for screen in screens {
            for (finding, fingerprint) in screen.fingerprintedFindings {
                var finding = finding
                if groupedAcrossScreens {
                    finding.message = Finding.Message(finding.message.text + " (on \(screen.screenLabel))")
                }
                results.append((finding, screen.file, fingerprint))
            }
        }
        return log(
            results, rules: AuditRuleID.allCases, rulesDocumentation: rulesDocumentation, toolVersion: toolVersion,
            explain: explain)
    }

    /// The SARIF log of several files' findings, in one run, pretty-printed, ending in a newline.
    /// A file's findings name no screen, so the results carry no `partialFingerprints`.
    public static func format(
        _ files: [FileFindings], rules: [AuditRuleID] = AuditRuleID.allCases,
        rulesDocumentation: String = defaultRulesDocumentation,
        toolVersion: String? = nil, explain: Bool = false
    ) -> String {
        log(
            files.flatMap { file in file.findings.map { ($0, file.file, nil) } }, rules: rules,
            rulesDocumentation: rulesDocumentation, toolVersion: toolVersion, explain: explain)
    }

    private static func log(
        _ results: [(finding: Finding, file: String, fingerprint: String?)], rules: [AuditRuleID],
        rulesDocumentation: String, toolVersion: String?, explain: Bool
    ) -> String {
        var json = JSONWriter(style: .pretty)
        json.openObject()
        json.key("version"); json.string(version)
        json.key("$schema"); json.string(schema)
        json.key("runs")
        json.openArray()
        json.nextElement()
        json.openObject()
        json.key("tool")
        json.openObject()
        json.key("driver")
        json.openObject()
        json.key("name"); json.string(toolName)
        if let toolVersion { json.key("version"); json.string(toolVersion) }
        json.key("rules")
        json.openArray()
        for rule in rules {
            json.nextElement()
            writeDescriptor(rule, rulesDocumentation: rulesDocumentation, into: &json)
        }
        json.closeArray()
        json.closeObject()
        json.closeObject()
        json.key("results")
        json.openArray()
        for result in results {
            json.nextElement()
            writeResult(
                result.finding, file: result.file, ruleIndex: rules.firstIndex(of: result.finding.rule),
                fingerprint: result.fingerprint, explain: explain, into: &json)
        }
        json.closeArray()
        json.closeObject()
        json.closeArray()
        json.closeObject()
        json.raw("\n")
        return json.text()
    }

    /// A rule's `helpUri`: its section of the rules' page, whose anchor is the rule's id
    /// (`docs/audits.md#double-inset`).
    public static func helpURI(_ rule: AuditRuleID, rulesDocumentation: String = defaultRulesDocumentation) -> String {
        rulesDocumentation + "#" + rule.rawValue
    }

    /// A `reportingDescriptor` for a rule.
    static func writeDescriptor(_ rule: AuditRuleID, rulesDocumentation: String, into json: inout JSONWriter) {
        json.openObject()
        json.key("id"); json.string(rule.rawValue)
        json.key("shortDescription"); json.openObject(); json.key("text"); json.string(rule.summary); json.closeObject()
        json.key("helpUri"); json.string(helpURI(rule, rulesDocumentation: rulesDocumentation))
        json.key("defaultConfiguration"); json.openObject(); json.key("level"); json.string(rule.severity.rawValue);
        json.closeObject()
        json.closeObject()
    }

    /// A `result` for a finding.
    static func writeResult(
        _ finding: Finding, file: String, ruleIndex: Int?, fingerprint: String?, explain: Bool,
        into json: inout JSONWriter
    ) {
        var text = finding.message.text
        if explain && !finding.explanationText.isEmpty {
            text += "\n" + finding.explanationText.joined(separator: "\n")
        }
        json.openObject()
        json.key("ruleId"); json.string(finding.rule.rawValue)
        if let ruleIndex { json.key("ruleIndex"); json.number(ruleIndex) }
        json.key("level"); json.string(finding.severity.rawValue)
        json.key("message"); json.openObject(); json.key("text"); json.string(text); json.closeObject()
        json.key("locations")
        json.openArray()
        json.nextElement()
        json.openObject()
        json.key("physicalLocation")
        json.openObject()
        json.key("artifactLocation"); json.openObject(); json.key("uri"); json.string(uri(forPath: file));
        json.closeObject()
        if let location = finding.location {
            json.key("region")
            json.openObject()
            json.key("startLine"); json.number(location.line)
            json.key("startColumn"); json.number(location.column)
            json.closeObject()
        }
        json.closeObject()
        json.key("logicalLocations")
        json.openArray()
        json.nextElement()
        json.openObject(); json.key("fullyQualifiedName"); json.string(finding.path); json.closeObject()
        json.closeArray()
        json.closeObject()
        json.closeArray()
        if let fingerprint {
            json.key("partialFingerprints")
            json.openObject(); json.key(named: fingerprintKey); json.string(fingerprint); json.closeObject()
        }
        json.closeObject()
    }

    /// A file path as a URI reference: relative paths stay relative, absolute paths become
    /// `file://` URIs; bytes outside RFC 3986's unreserved characters, sub-delimiters, `:`,
    /// `@` and `/` are percent-encoded (a space is `%20`).
    public static func uri(forPath path: String) -> String {
        var encoded = ""
        for byte in path.utf8 {
            if isAllowedInPath(byte) {
                encoded.unicodeScalars.append(Unicode.Scalar(byte))
            } else {
                let hex = String(byte, radix: 16, uppercase: true)
                encoded += "%" + (hex.count == 1 ? "0" : "") + hex
            }
        }
        return path.hasPrefix("/") ? "file://" + encoded : encoded
    }

    private static func isAllowedInPath(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"):
            return true
        default:
            return "-._~!$&'()*+,;=:@/".utf8.contains(byte)
        }
    }
}
