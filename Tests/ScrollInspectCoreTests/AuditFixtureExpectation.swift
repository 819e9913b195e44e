import Foundation
import ScrollInsets

/// What an audit fixture says `check` reports: the findings its `expect:` comments name, per rule.
///
/// Every fixture under `Fixtures/audit/` says what `check` reports on it in one or more `expect:`
/// clauses (one per YAML document; in an Interface Builder document, inside its opening `<!-- -->`
/// comment), in one of two shapes, each followed by free prose:
///
/// ```
/// # expect: no findings
/// # expect: double-inset × 1, a warning at 'nav/feed/table':
/// # expect: RULE × N, OTHER-RULE × M on '…'
/// ```
///
/// The clauses of a file add up. `check` with the repository's defaults (opt-in rules off unless the
/// fixture enables them) must report exactly these rules, each exactly that many times.
struct AuditFixtureExpectation: Equatable, CustomStringConvertible {
    /// The number of findings per rule id; a rule with none is absent.
    var counts: [String: Int] = [:]

    var description: String {
        counts.isEmpty
            ? "no findings" : counts.sorted { $0.key < $1.key }.map { "\($0) × \($1)" }.joined(separator: ", ")
    }

    /// Why a fixture's `expect:` comments cannot be read.
    struct Unreadable: Error, CustomStringConvertible {
        var description: String
    }

    /// Reads the `expect:` clauses of `text`, a fixture's contents.
    init(fixture text: String) throws {
        let clauses = Self.clauses(in: text)
        guard !clauses.isEmpty else { throw Unreadable(description: "no 'expect:' comment") }
        for clause in clauses {
            if clause.hasPrefix("no findings") { continue }
            var matched = 0
            for item in clause.components(separatedBy: ", ") {
                guard let (rule, count) = Self.ruleAndCount(item) else { break }
                guard AuditRuleID(rawValue: rule) != nil else {
                    throw Unreadable(description: "'expect: \(clause)' names no audit rule '\(rule)'")
                }
                counts[rule, default: 0] += count
                matched += 1
            }
            guard matched > 0 else {
                throw Unreadable(description: "'expect: \(clause)' is neither 'no findings' nor 'RULE × N'")
            }
        }
    }

    /// The counts of findings per rule in `check`'s text output (`path:line:column: severity: [rule] …`).
    init(textOutput: String) {
        for line in textOutput.split(separator: "\n") {
            for severity in Severity.allCases {
                let marker = ": \(severity.rawValue): ["
                guard let start = line.range(of: marker)?.upperBound,
                    let end = line[start...].firstIndex(of: "]")
                else { continue }
                counts[String(line[start..<end]), default: 0] += 1
                break
            }
        }
    }

    /// The counts of `ruleId`s among the results of a SARIF log.
    init(sarif: String) throws {
        let log = try JSONSerialization.jsonObject(with: Data(sarif.utf8)) as? [String: Any]
        guard let runs = log?["runs"] as? [[String: Any]] else { throw Unreadable(description: "no SARIF runs") }
        for run in runs {
            for result in run["results"] as? [[String: Any]] ?? [] {
                guard let rule = result["ruleId"] as? String else { throw Unreadable(description: "no ruleId") }
                counts[rule, default: 0] += 1
            }
        }
    }

    /// The number of findings of each severity this expectation adds up to, by the rules' severities.
    var severityCounts: [Severity: Int] {
        var result: [Severity: Int] = [:]
        for (rule, count) in counts {
            guard let id = AuditRuleID(rawValue: rule) else { continue }
            result[id.severity, default: 0] += count
        }
        return result
    }

    /// The findings of the catalog's fixtures documented as wrong, outside `Fixtures/audit/`
    /// (`RepositoryFixturesCheckTests.documentedAsWrong`), per severity.
    static let documentedAsWrong: [Severity: Int] = [.error: 2, .warning: 11, .note: 0]

    /// The summary line of `check` on the whole repository (`check Fixtures/`, or `check` with its
    /// `.scroll-inspect.yml`): the fixtures documented as wrong, and what the audit fixtures'
    /// `expect:` comments add by their rules' severities, so that a new rule edits no total.
    static func repositorySummary() throws -> String {
        var counts = documentedAsWrong
        for golden in GoldenCase.all where golden.folder == "audit" {
            let contents = try String(
                contentsOf: PackageFiles.root.appendingPathComponent(golden.fixture), encoding: .utf8)
            for (severity, count) in try AuditFixtureExpectation(fixture: contents).severityCounts {
                counts[severity, default: 0] += count
            }
        }
        return [Severity.error, .warning, .note].map { severity in
            let count = counts[severity] ?? 0
            return "\(count) \(severity.rawValue)\(count == 1 ? "" : "s")"
        }.joined(separator: ", ")
    }

    /// The text after each `expect:`: a YAML comment line's rest, or an XML comment's up to `-->`.
    static func clauses(in text: String) -> [String] {
        var clauses: [String] = []
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let trimmed = line.drop { $0 == " " }
            if trimmed.hasPrefix("# expect:") {
                clauses.append(String(trimmed.dropFirst("# expect:".count).drop { $0 == " " }))
            } else if !trimmed.hasPrefix("#"), let range = line.range(of: "expect: "), line.contains("-->") {
                var rest = line[range.upperBound...]
                if let end = rest.range(of: "-->") { rest = rest[..<end.lowerBound] }
                clauses.append(String(rest).trimmingCharacters(in: .whitespaces))
            }
        }
        return clauses
    }

    /// `RULE × N` at the start of `item` (prose may follow after a space).
    static func ruleAndCount(_ item: String) -> (String, Int)? {
        let parts = item.split(separator: " ", maxSplits: 3, omittingEmptySubsequences: false)
        guard parts.count >= 3, parts[1] == "×", let count = Int(parts[2]), count > 0,
            !parts[0].isEmpty, parts[0].allSatisfy({ $0.isLowercase || $0.isNumber || $0 == "-" })
        else { return nil }
        return (String(parts[0]), count)
    }
}
