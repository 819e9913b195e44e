// Source positions and diagnostics are the model's vocabulary too (a finding has a location), so
// `SourceLocation`, `FixtureDiagnostic` and `FixtureDiagnostics` come with `import ScrollInsets`.
// They are their own target (Sources/SourceDiagnostics), which the YAML parser re-exports as well:
// one type each, whichever module a file imports, and the model depends on no parser.
@_exported import SourceDiagnostics
