import ScrollInsets

/// Findings as a JUnit XML report (`scroll-inspect check --format junit`), the test-report format
/// GitLab, Jenkins, Azure Pipelines, CircleCI and Buildkite show.
///
/// ```xml
/// <?xml version="1.0" encoding="UTF-8"?>
/// <testsuites name="scroll-inspect" tests="12" failures="1" errors="0">
///   <testsuite name="Fixtures/feed.yaml" tests="12" failures="1" errors="0" skipped="0">
///     <testcase classname="Fixtures/feed.yaml" name="scene 1 on iPhone X portrait iOS 16: control-in-unsafe-area">
///       <failure type="control-in-unsafe-area" message="…">Fixtures/feed.yaml:9:7: error: …</failure>
///     </testcase>
///     …
/// ```
///
/// **Decision**: one `testsuite` per fixture file, one `testcase` per scene × screen × rule
/// that ran (rules disabled by `--disable` or the fixture are left out), so a clean run shows
/// what passed and a dashboard counts the same tests run after run. A test case fails (one
/// `failure`, whose text lists every finding of the rule there) when the rule has a finding at
/// error severity on that screen; under `--strict` warnings are errors already, so they fail
/// it too. Warnings and notes that do not fail go to the test case's `system-out`. The failure
/// count therefore agrees with the exit code: exit 1 exactly when `failures` is not 0.
public enum JUnitFormatter {
    /// The JUnit report of the screens' findings, ending in a newline.
    ///
    /// - Parameters:
    ///   - screens: Each scene laid out on each screen, in run order; grouped into suites by
    ///     file, in order of first appearance.
    ///   - explain: Whether to append the explanation lines to each finding.
    public static func format(_ screens: [ScreenFindings], explain: Bool = false) -> String {
        var order: [String] = []
        var byFile: [String: [ScreenFindings]] = [:]
        for screen in screens {
            if byFile[screen.file] == nil { order.append(screen.file) }
            byFile[screen.file, default: []].append(screen)
        }
        var suites = ""
        var totalTests = 0
        var totalFailures = 0
        for file in order {
            var cases = ""
            var tests = 0
            var failures = 0
            for screen in byFile[file] ?? [] {
                for rule in screen.rules {
                    tests += 1
                    let findings = screen.findings.filter { $0.rule == rule }
                    let failing = findings.filter { $0.severity == .error }
                    let passing = findings.filter { $0.severity != .error }
                    let name = "scene \(screen.scene + 1) on \(screen.screenLabel): \(rule.rawValue)"
                    let open =
                        """
                            <testcase classname="\(XMLEscaping.attribute(file))" \
                        name="\(XMLEscaping.attribute(name))"
                        """
                    if findings.isEmpty {
                        cases += open + "/>\n"
                        continue
                    }
                    cases += open + ">\n"
                    if let first = failing.first {
                        failures += 1
                        let lines = failing.map { line(for: $0, file: file, explain: explain) }.joined(separator: "\n")
                        cases +=
                            """
                                  <failure type="\(XMLEscaping.attribute(rule.rawValue))" \
                            message="\(XMLEscaping.attribute(first.message.text))">
                            """
                            + XMLEscaping.text(lines) + "</failure>\n"
                    }
                    if !passing.isEmpty {
                        let lines = passing.map { line(for: $0, file: file, explain: explain) }.joined(separator: "\n")
                        cases += "      <system-out>" + XMLEscaping.text(lines) + "</system-out>\n"
                    }
                    cases += "    </testcase>\n"
                }
            }
            totalTests += tests
            totalFailures += failures
            let head =
                """
                  <testsuite name="\(XMLEscaping.attribute(file))" tests="\(tests)" failures="\(failures)" \
                errors="0" skipped="0"
                """
            suites += cases.isEmpty ? head + "/>\n" : head + ">\n" + cases + "  </testsuite>\n"
        }
        return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
            + """
            <testsuites name="scroll-inspect" tests="\(totalTests)" failures="\(totalFailures)" \
            errors="0">\n
            """
            + suites + "</testsuites>\n"
    }

    /// `file:line:column: severity: [rule] message` (no position for a finding without one).
    static func line(for finding: Finding, file: String, explain: Bool) -> String {
        var line = file
        if let location = finding.location { line += ":\(location.line):\(location.column)" }
        line += ": \(finding.severity.rawValue): [\(finding.rule.rawValue)] \(finding.message.text)"
        if explain && !finding.explanationText.isEmpty {
            line += "\n" + finding.explanationText.map { "    " + $0 }.joined(separator: "\n")
        }
        return line
    }
}
