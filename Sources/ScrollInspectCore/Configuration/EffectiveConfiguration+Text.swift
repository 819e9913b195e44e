import ScrollInsets

extension EffectiveConfiguration {
    /// The configuration as `config --effective` prints it: a configuration file that says the
    /// same (each key with its origin in a comment; a default as a comment), then the fixtures.
    ///
    /// ```
    /// # configuration: .scroll-inspect.yml
    /// included: [Fixtures/**/*.yaml]  # .scroll-inspect.yml:1:11
    /// # devices: each scene's own  # default
    /// strict: true  # command line
    /// # files (2, .scroll-inspect.yml:1:11):
    /// #   Fixtures/a.yaml
    /// ```
    func text() -> String {
        var lines = [
            "# configuration: " + (configuration?.path ?? "none (no \(ProjectConfiguration.fileName) here or above)")
        ]
        let file = configuration?.configuration
        func line(_ key: String, _ value: String?, _ origin: Origin, unset: String) {
            if let value {
                lines.append("\(key): \(value)  # \(origin)")
            } else {
                lines.append("# \(key): \(unset)  # \(origin)")
            }
        }
        func list(_ items: [String]) -> String { "[" + items.joined(separator: ", ") + "]" }
        let patternOrigin: (ProjectConfiguration.Setting<[GlobPattern]>?) -> Origin = { setting in
            guard let setting, let configuration else { return .default }
            return .file(configuration.path, setting.location)
        }
        line(
            "included", file?.included.map { list($0.value.map(\.description)) }, patternOrigin(file?.included),
            unset: "none: the files named on the command line")
        line(
            "excluded", file?.excluded.map { list($0.value.map(\.description)) }, patternOrigin(file?.excluded),
            unset: "none")
        line("devices", devices.value.map { Self.text($0, \.self) }, devices.origin, unset: "each scene's own")
        line(
            "orientations", orientations.value.map { Self.text($0, \.rawValue) }, orientations.origin,
            unset: "each scene's own")
        line("ios", releases.value.map { Self.text($0, \.description) }, releases.origin, unset: "each scene's own")
        lines.append("rules:")
        if disabledRules.value.isEmpty {
            lines.append("  # disabled: none  # \(disabledRules.origin)")
        } else {
            lines.append("  disabled: \(list(disabledRules.value.map(\.rawValue)))  # \(disabledRules.origin)")
        }
        if enabledRules.value.isEmpty {
            lines.append(
                """
                  # enabled: none (off by default: \(AuditRuleID.optIn.map(\.rawValue).joined(separator: ", ")))  # \
                \(enabledRules.origin)
                """
            )
        } else {
            lines.append("  enabled: \(list(enabledRules.value.map(\.rawValue)))  # \(enabledRules.origin)")
        }
        if let optIn = optInRules.value {
            lines.append("  optIn: \(list(optIn.map(\.rawValue)))  # \(optInRules.origin)")
        } else {
            lines.append("  # optIn: every rule  # \(optInRules.origin)")
        }
        if severities.value.isEmpty {
            lines.append("  # severity: each rule's own  # \(severities.origin)")
        } else {
            let pairs = severities.value.sorted { $0.key < $1.key }.map { "\($0.key.rawValue): \($0.value.rawValue)" }
            lines.append("  severity: {\(pairs.joined(separator: ", "))}  # \(severities.origin)")
        }
        line("strict", String(strict.value), strict.origin, unset: "")
        line("reporter", format.value.rawValue, format.origin, unset: "")
        line("baseline", baseline.value, baseline.origin, unset: "none")
        line(
            "statusBarHidden", statusBarHidden.value.map { String($0) }, statusBarHidden.origin,
            unset: "each document's Info.plist")
        lines.append("# files (\(files.value.count), \(files.origin)):")
        lines += files.value.map { "#   " + $0 }
        return lines.joined(separator: "\n") + "\n"
    }

    /// `all`, or the items as a flow sequence.
    static func text<Element>(
        _ selection: ProjectConfiguration.Selection<Element>, _ name: KeyPath<Element, String>
    ) -> String {
        switch selection {
        case .all: return "all"
        case .only(let items): return "[" + items.map { $0[keyPath: name] }.joined(separator: ", ") + "]"
        }
    }
}
