import ScrollInsets

/// Findings as the compiler-style lines Xcode's issue navigator and `swift build` pick out of
/// a build command's output (`scroll-inspect check --format xcode`, the format of the
/// build-tool plugin):
///
/// ```
/// /path/Fixtures/feed.yaml:12:7: warning: [double-inset] 'nav/feed/table' has contentInset.top 64, …
/// ```
///
/// Only warnings and errors are written, one line each, and nothing else (no summary): a
/// stand-alone `note:` line would be shown as a note of the issue above it. Notes stay in the
/// other formats. A finding without a location is written `path: severity: …`. `--strict` and
/// a configuration's `rules.severity` apply first, so a note made a warning is written.
public enum XcodeFindingsFormatter {
    /// The lines for several files, each ending in a newline; empty without a warning or error.
    public static func format(_ files: [FileFindings]) -> String {
        var output = ""
        for file in files {
            for finding in file.findings where finding.severity != .note {
                output += TextFindingsFormatter.line(for: finding, file: file.file) + "\n"
            }
        }
        return output
    }
}
