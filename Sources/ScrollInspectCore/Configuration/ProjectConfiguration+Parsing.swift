import ScrollInsets
import ScrollInsetsFormats
import YAMLSubset

extension ProjectConfiguration {
    /// Reads a configuration's text with the fixture parser and reader: every problem is
    /// reported with its line and column, and a misspelt key or value gets a suggestion.
    ///
    /// - Throws: Every diagnostic of a file that is not a valid configuration: YAML errors,
    ///   unknown keys, a value of the wrong type, an unknown device, orientation, release,
    ///   rule, severity or reporter, a pattern that is absolute or climbs out (`..`).
    init(parsing bytes: [UInt8]) throws(FixtureDiagnostics) {
        self.init()
        let parsed = YAMLParser().parse(bytes)
        if parsed.hasErrors { throw FixtureDiagnostics(parsed.diagnostics.map(Self.withGlobHint)) }
        guard parsed.documents.count <= 1 else {
            throw FixtureDiagnostics([
                .error(
                    "expected one document in a configuration; found \(parsed.documents.count)",
                    at: parsed.documents[1].root.location)
            ])
        }
        // An empty file (or one of comments only) is an empty configuration.
        guard let root = parsed.documents.first?.root else { return }
        var reader = FixtureReader()
        guard let top = reader.mapping(root, allowed: Self.keys, acceptingEmptyValue: true) else {
            throw FixtureDiagnostics(Self.inFileOrder(reader.diagnostics))
        }
        included = Self.patterns("included", in: top, &reader)
        excluded = Self.patterns("excluded", in: top, &reader)
        devices = Self.selection("devices", in: top, &reader, as: .deviceName)
        orientations = Self.selection("orientations", in: top, &reader, as: .enumeration(Orientation.self))
        releases = Self.selection("ios", in: top, &reader, as: .modelledRelease)
        if let node = top["rules"], let rules = reader.mapping(node, allowed: Self.ruleKeys, acceptingEmptyValue: true)
        {
            disabledRules = Self.list("disabled", in: rules, &reader, as: .ruleID)
            optInRules = Self.list("optIn", in: rules, &reader, as: .ruleID)
            enabledRules = Self.list("enabled", in: rules, &reader, as: .ruleID)
            if let node = rules["severity"] {
                severities = Self.severities(node, &reader)
            }
        }
        strict = top["strict"].flatMap { node in
            reader.read(node, as: .bool).map { Setting(value: $0, location: node.location) }
        }
        reporter = top["reporter"].flatMap { node in
            reader.read(node, as: .oneOf(CheckCommand.formats.map { ($0.rawValue, $0) })).map {
                Setting(value: $0, location: node.location)
            }
        }
        baseline = top["baseline"].flatMap { node in
            reader.read(node, as: .string).map { Setting(value: $0, location: node.location) }
        }
        statusBarHidden = top["statusBarHidden"].flatMap { node in
            reader.read(node, as: .bool).map { Setting(value: $0, location: node.location) }
        }
        if reader.hasErrors { throw FixtureDiagnostics(Self.inFileOrder(reader.diagnostics)) }
    }

    /// A glob that starts with `*` (`included: [*.yaml]`) reads as a YAML alias: the parser's
    /// "aliases are not supported" gets a note saying to quote the pattern.
    static func withGlobHint(_ diagnostic: FixtureDiagnostic) -> FixtureDiagnostic {
        guard diagnostic.message.hasPrefix("aliases are not supported") else { return diagnostic }
        var hinted = diagnostic
        hinted.notes.append(
            .init(
                """
                a pattern that starts with '*' must be quoted in YAML: included: ["*.yaml"], excluded: \
                ['**/Generated']
                """
            ))
        return hinted
    }

    /// The diagnostics sorted by position (stable), as they are read in the file.
    static func inFileOrder(_ diagnostics: [FixtureDiagnostic]) -> [FixtureDiagnostic] {
        diagnostics.enumerated().sorted { ($0.element.location, $0.offset) < ($1.element.location, $1.offset) }.map(
            \.element)
    }

    /// `rules.severity`: a mapping from rule ids to severities. (Rule ids have hyphens, so the
    /// mapping is read here rather than by the reader's key tables.)
    private static func severities(_ node: YAMLNode, _ reader: inout FixtureReader) -> Setting<[AuditRuleID: Severity]>?
    {
        let ids = AuditRuleID.allCases.map(\.rawValue)
        guard let entries = node.mapping else {
            reader.error(
                """
                expected a mapping from rule ids to severities, such as {double-inset: error}; found \
                \(node.isEmptyValue ? "nothing" : "a \(node.sequence == nil ? "scalar" : "sequence")")
                """,
                at: node.location)
            return nil
        }
        var severities: [AuditRuleID: Severity] = [:]
        var failed = false
        for entry in entries {
            guard let rule = AuditRuleID(rawValue: entry.key) else {
                var message = "unknown rule '\(entry.key)'"
                if let guess = SpellingSuggestion.closest(to: entry.key, among: ids) {
                    message += "; did you mean '\(guess)'?"
                }
                reader.error(message, at: entry.keyLocation, notes: [.init("rules: \(ids.joined(separator: ", "))")])
                failed = true
                continue
            }
            if let severity = reader.read(entry.value, as: .enumeration(Severity.self)) {
                severities[rule] = severity
            } else {
                failed = true
            }
        }
        return failed ? nil : Setting(value: severities, location: node.location)
    }

    /// A key whose value is one item or a sequence of items.
    private static func list<Element>(
        _ key: String, in parent: FixtureMapping, _ reader: inout FixtureReader,
        as element: FixtureValue<Element>
    ) -> Setting<[Element]>? {
        guard let node = parent[key] else { return nil }
        if node.isEmptyValue {
            reader.error(
                "missing value for '\(key)'; expected \(element.expected), or a sequence of them", at: node.location)
            return nil
        }
        let items = node.sequence ?? [node]
        var values: [Element] = []
        var failed = false
        for item in items {
            if let value = reader.read(item, as: element) { values.append(value) } else { failed = true }
        }
        return failed ? nil : Setting(value: values, location: node.location)
    }

    /// A key whose value is `all`, one item or a sequence of items.
    private static func selection<Element>(
        _ key: String, in parent: FixtureMapping, _ reader: inout FixtureReader,
        as element: FixtureValue<Element>
    ) -> Setting<Selection<Element>>? {
        if let node = parent[key], let scalar = node.scalar, scalar.style == .plain, scalar.text == "all" {
            return Setting(value: .all, location: node.location)
        }
        return list(key, in: parent, &reader, as: element).map {
            Setting(value: .only($0.value), location: $0.location)
        }
    }

    /// A key whose value is a pattern or a sequence of patterns.
    private static func patterns(
        _ key: String, in parent: FixtureMapping, _ reader: inout FixtureReader
    ) -> Setting<[GlobPattern]>? {
        list(key, in: parent, &reader, as: .globPattern)
    }
}
