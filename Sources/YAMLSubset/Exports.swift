// The parser reports in the shared positions and diagnostics (Sources/SourceDiagnostics), so
// `import YAMLSubset` brings `SourceLocation` and `FixtureDiagnostic` with it.
@_exported import SourceDiagnostics
