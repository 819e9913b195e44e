/// Output formats (`--format`); which ones a subcommand accepts is its ``CommandConfiguration/formats``.
package enum OutputFormat: String, Equatable, Sendable, CaseIterable {
    /// Plain text for people (the default).
    case text
    /// JSON report 1 (`report`, `check`), or the command's own JSON document.
    case json
    /// SARIF 2.1.0, for code-scanning UIs (`check` only).
    case sarif
    /// GitHub Actions workflow annotations (`check` only).
    case github
    /// Checkstyle XML (`check` only).
    case checkstyle
    /// JUnit XML, a test suite per fixture file (`check` only).
    case junit
    /// GitLab code quality JSON, Code Climate issues (`check` only).
    case codeclimate
    /// Compiler-style lines Xcode and `swift build` show as issues, warnings and errors only
    /// (`check` only; the build-tool plugin's format).
    case xcode
    /// An SVG picture (`render`; without `--format`, an `-o` path not ending in `.html`).
    case svg
    /// One HTML page of pictures (`render`; without `--format`, an `-o` path ending in `.html`).
    case html
    /// Swift source: the device presets of `devices` for snapshot tests
    /// (``DevicesReport/swift(_:release:toolVersion:)``).
    case swift
}
