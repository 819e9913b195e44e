// The fixture format's YAML subset is its own target (Sources/YAMLSubset): the parser, its nodes,
// source locations, diagnostics and limits. It is re-exported, so `import ScrollInsets` still
// brings `YAMLParser`, `YAMLNode`, `SourceLocation` and `FixtureDiagnostic` with it, under the
// same names: one type each, whichever of the two modules a file imports.
@_exported import YAMLSubset
