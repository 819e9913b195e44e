import ScrollInsets

/// Findings as a SARIF 2.1.0 log (`scroll-inspect check --format sarif`), for GitHub code
/// scanning and other SARIF consumers.
///
/// One run whose tool is `scroll-inspect`, with the metadata of every rule
/// (`tool.driver.rules`: id, `shortDescription`, `defaultConfiguration.level`) and one result
/// per finding: `ruleId`, `ruleIndex`, `level` (`error`, `warning`, `note`), `message.text`,
/// and a location with the fixture's `artifactLocation.uri`, its `region.startLine` and
/// `startColumn` (omitted for findings without a location), and the view path as a logical
/// location. Source: the OASIS SARIF 2.1.0 specification; GitHub's "SARIF support for code
/// scanning".
public enum SARIFFormatter {
    /// The SARIF version written.
    public static let version = "2.1.0"
    /// The `$schema` written: the OASIS SARIF 2.1.0 schema.
    public static let schema = "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json"
    /// `tool.driver.name`.
    public static let toolName = "scroll-inspect"

    /// The SARIF log of one file's findings, pretty-printed, ending in a newline.
    ///
    /// - Parameters:
    ///   - findings: The findings.
    ///   - file: The fixture's path as the user gave it.
    ///   - rules: The rules to describe in `tool.driver.rules` (every rule by default); a
    ///     finding of a rule not listed has no `ruleIndex`.
    ///   - toolVersion: `tool.driver.version`, when known.
    ///   - explain: Whether to append the explanation lines to `message.text`.
    public static func format(_ findings: [Finding], file: String, rules: [AuditRuleID] = AuditRuleID.allCases,
                              toolVersion: String? = nil, explain: Bool = false) -> String {
        format([FileFindings(file: file, findings: findings)], rules: rules, toolVersion: toolVersion, explain: explain)
    }

    /// The SARIF log of several files' findings, in one run.
    public static func format(_ files: [FileFindings], rules: [AuditRuleID] = AuditRuleID.allCases,
                              toolVersion: String? = nil, explain: Bool = false) -> String {
        JSONWriter.render(log(files, rules: rules, toolVersion: toolVersion, explain: explain)) + "\n"
    }

    /// The SARIF log as a JSON value.
    public static func log(_ files: [FileFindings], rules: [AuditRuleID] = AuditRuleID.allCases,
                           toolVersion: String? = nil, explain: Bool = false) -> JSONValue {
        var driver: [(key: String, value: JSONValue)] = [("name", .string(toolName))]
        if let toolVersion { driver.append(("version", .string(toolVersion))) }
        driver.append(("rules", .array(rules.map(ruleDescriptor))))
        var results: [JSONValue] = []
        for file in files {
            for finding in file.findings {
                results.append(result(finding, file: file.file, ruleIndex: rules.firstIndex(of: finding.rule), explain: explain))
            }
        }
        return [
            "version": .string(version),
            "$schema": .string(schema),
            "runs": [
                ["tool": ["driver": .object(driver)], "results": .array(results)],
            ],
        ]
    }

    /// A `reportingDescriptor` for a rule.
    static func ruleDescriptor(_ rule: AuditRuleID) -> JSONValue {
        [
            "id": .string(rule.rawValue),
            "shortDescription": ["text": .string(rule.summary)],
            "defaultConfiguration": ["level": .string(rule.severity.rawValue)],
        ]
    }

    /// A `result` for a finding.
    static func result(_ finding: Finding, file: String, ruleIndex: Int?, explain: Bool) -> JSONValue {
        var text = finding.message.text
        if explain && !finding.explanation.isEmpty { text += "\n" + finding.explanation.joined(separator: "\n") }
        var physical: [(key: String, value: JSONValue)] = [("artifactLocation", ["uri": .string(uri(forPath: file))])]
        if let location = finding.location {
            physical.append(("region", ["startLine": .number(Double(location.line)),
                                        "startColumn": .number(Double(location.column))]))
        }
        var result: [(key: String, value: JSONValue)] = [("ruleId", .string(finding.rule.rawValue))]
        if let ruleIndex { result.append(("ruleIndex", .number(Double(ruleIndex)))) }
        result += [
            ("level", .string(finding.severity.rawValue)),
            ("message", ["text": .string(text)]),
            ("locations", [[
                "physicalLocation": .object(physical),
                "logicalLocations": [["fullyQualifiedName": .string(finding.path)]],
            ]]),
        ]
        return .object(result)
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
