import ScrollInsets

/// What `check` uses once the command line and the configuration file are put together, each
/// value with where it comes from (`scroll-inspect config --effective` prints it).
///
/// An option given on the command line overrides the file's key: the files named override
/// `included` and `excluded`; `--device`, `--orientation` and `--ios` each override their key;
/// `--format` overrides `reporter`, `--baseline` overrides `baseline`; `--strict` makes the run
/// strict whatever `strict` says. `--disable` adds to `rules.disabled`.
struct EffectiveConfiguration: Sendable {
    /// Where a value comes from.
    enum Origin: Equatable, Sendable, CustomStringConvertible {
        /// The command's default.
        case `default`
        /// An option on the command line.
        case commandLine
        /// A key of the configuration file, at this position.
        case file(String, SourceLocation)

        var description: String {
            switch self {
            case .default: return "default"
            case .commandLine: return "command line"
            case .file(let path, let location): return "\(path):\(location.line):\(location.column)"
            }
        }
    }

    /// A value and its origin.
    struct Value<Wrapped: Sendable>: Sendable {
        var value: Wrapped
        var origin: Origin
    }

    /// The configuration file, if one applies.
    var configuration: LoadedConfiguration?
    /// The fixtures to check, in order: those named on the command line, or `included`'s
    /// matches without `excluded`'s, sorted.
    var files: Value<[String]>
    /// The devices (catalog names), or `nil`: each scene's own.
    var devices: Value<ProjectConfiguration.Selection<String>?>
    /// The orientations, or `nil`: each scene's own.
    var orientations: Value<ProjectConfiguration.Selection<Orientation>?>
    /// The releases, or `nil`: each scene's own.
    var releases: Value<ProjectConfiguration.Selection<UIKitRelease>?>
    /// Rules that do not run (`--disable` and `rules.disabled`).
    var disabledRules: Value<[AuditRuleID]>
    /// When set, the only rules that run.
    var optInRules: Value<[AuditRuleID]?>
    /// Rules off by default that run (`--enable` and `rules.enabled`).
    var enabledRules: Value<[AuditRuleID]>
    /// Severities that replace the rules' own.
    var severities: Value<[AuditRuleID: Severity]>
    /// Whether warnings are errors.
    var strict: Value<Bool>
    /// The output format.
    var format: Value<OutputFormat>
    /// The baseline to read, as a path the run opens.
    var baseline: Value<String?>
    /// Whether the app hides the status bar on every screen, or `nil`: each Interface Builder
    /// document's `Info.plist` decides.
    var statusBarHidden: Value<Bool?>

    /// The rules turned off in the run: the disabled ones; with `optIn`, every other; without,
    /// the rules off by default (``AuditRuleID/optIn``) that are not enabled.
    var rulesTurnedOff: [AuditRuleID] {
        AuditRuleID.allCases.filter { rule in
            if disabledRules.value.contains(rule) { return true }
            if let only = optInRules.value { return !only.contains(rule) }
            return rule.isOptIn && !enabledRules.value.contains(rule)
        }
    }

    /// A fixture's path as the key of its findings holds it (baseline entries, SARIF and GitLab
    /// fingerprints): with a configuration, relative to the configuration's directory when the
    /// fixture lies below it, so that a baseline works from any directory, through the plugins
    /// (which pass absolute paths) and the action; without one, the path as given.
    func keyPath(_ path: String, workingDirectory: String?) -> String {
        Self.keyPath(path, configuration: configuration, workingDirectory: workingDirectory)
    }

    /// ``keyPath(_:workingDirectory:)`` for `configuration`.
    static func keyPath(_ path: String, configuration: LoadedConfiguration?, workingDirectory: String?) -> String {
        guard let configuration, path != "-" else { return path }
        let directory: String
        if configuration.directory.hasPrefix("/") {
            directory = configuration.directory
        } else if let workingDirectory {
            directory = LoadedConfiguration.join(workingDirectory, configuration.directory)
        } else {
            return path
        }
        return WorkspacePath.relative(path, workingDirectory: workingDirectory, workspace: directory)
    }

    /// The devices, orientations and releases of the run.
    func matrix() -> Matrix {
        var matrix = Matrix.identity
        switch devices.value {
        case .all: matrix.devices = DeviceCatalog.all
        case .only(let names): matrix.devices = names.compactMap(DeviceCatalog.device(named:))
        case nil: break
        }
        switch orientations.value {
        case .all: matrix.allOrientations = true
        case .only(let orientations): matrix.orientations = orientations
        case nil: break
        }
        switch releases.value {
        case .all: matrix.release = .all
        case .only(let releases) where releases.count == 1: matrix.release = .release(releases[0])
        case .only(let releases): matrix.releases = releases
        case nil: break
        }
        return matrix
    }
}

extension EffectiveConfiguration {
    /// Puts `check`'s command line and `configuration` together.
    ///
    /// - Throws: A usage error when no fixture is named and the configuration has no
    ///   `included` (and, without a configuration, the current directory holds no fixture;
    ///   not an error when `requiringFiles` is `false`, for `config --effective`), or
    ///   `included` matches nothing (after `excluded`).
    init(
        _ command: CheckCommand.Options, configuration: LoadedConfiguration?,
        environment: some ScrollInspectEnvironment, requiringFiles: Bool = true
    ) throws(UsageError) {
        // An unknown device or orientation, or a device that does not run the release, on the command
        // line is a usage error, as without a file.
        _ = try Matrix(device: command.device, orientation: command.orientation, release: command.release)
        self.configuration = configuration
        let file = configuration?.configuration ?? ProjectConfiguration()
        func origin<T>(_ setting: ProjectConfiguration.Setting<T>?) -> Origin {
            guard let setting, let configuration else { return .default }
            return .file(configuration.path, setting.location)
        }
        if !command.files.isEmpty {
            // A directory stands for the fixtures below it (``FixtureDiscovery``), less `excluded`.
            let excluded = file.excluded?.value ?? []
            let workingDirectory = environment.workingDirectory
            let expanded = try FixtureDiscovery.expand(command.files, environment: environment) { candidate in
                let key = Self.keyPath(candidate, configuration: configuration, workingDirectory: workingDirectory)
                return !excluded.contains { pattern in
                    pattern.matches(key) || Self.ancestors(of: key).contains(where: pattern.matches)
                }
            }
            files = Value(value: expanded, origin: .commandLine)
        } else if let configuration, let included = file.included {
            let matched = Self.expand(
                included.value, excluding: file.excluded?.value ?? [], in: configuration, environment: environment)
            if matched.isEmpty {
                throw UsageError(
                    message:
                        """
                        'included' in \(configuration.path) matches no \
                        fixture\(file.excluded == nil ? "" : " (after 'excluded')")
                        """
                )
            }
            files = Value(value: matched, origin: origin(included))
        } else if configuration == nil, let found = FixtureDiscovery.fixtures(under: "", environment: environment),
            !found.isEmpty
        {
            files = Value(value: found, origin: .default)
        } else if !requiringFiles {
            files = Value(value: [], origin: .default)
        } else {
            throw UsageError(
                message:
                    """
                    missing fixture file; give one or more paths, '-' for standard input, or an 'included' list in \
                    \(ProjectConfiguration.fileName) (without either, check takes every fixture, .storyboard and .xib \
                    under the current directory, and found none)
                    """
            )
        }
        if let device = command.device {
            devices = Value(value: device == "all" ? .all : .only([device]), origin: .commandLine)
        } else {
            devices = Value(value: file.devices?.value, origin: origin(file.devices))
        }
        if let orientation = command.orientation {
            orientations = Value(
                value: orientation == "all" ? .all : Orientation(rawValue: orientation).map { .only([$0]) },
                origin: .commandLine)
        } else {
            orientations = Value(value: file.orientations?.value, origin: origin(file.orientations))
        }
        switch command.release {
        case .all?: releases = Value(value: .all, origin: .commandLine)
        case .release(let release)?: releases = Value(value: .only([release]), origin: .commandLine)
        case .list(let list)?: releases = Value(value: .only(list), origin: .commandLine)
        case nil: releases = Value(value: file.releases?.value, origin: origin(file.releases))
        }
        var disabled = file.disabledRules?.value ?? []
        for rule in command.disabledRules.compactMap(AuditRuleID.init(rawValue:)) where !disabled.contains(rule) {
            disabled.append(rule)
        }
        disabledRules = Value(
            value: disabled, origin: command.disabledRules.isEmpty ? origin(file.disabledRules) : .commandLine)
        optInRules = Value(value: file.optInRules?.value, origin: origin(file.optInRules))
        var enabled = file.enabledRules?.value ?? []
        for rule in command.enabledRules.compactMap(AuditRuleID.init(rawValue:)) where !enabled.contains(rule) {
            enabled.append(rule)
        }
        enabledRules = Value(
            value: enabled, origin: command.enabledRules.isEmpty ? origin(file.enabledRules) : .commandLine)
        severities = Value(value: file.severities?.value ?? [:], origin: origin(file.severities))
        if command.strict {
            strict = Value(value: true, origin: .commandLine)
        } else {
            strict = Value(value: file.strict?.value ?? false, origin: origin(file.strict))
        }
        if let format = command.format {
            self.format = Value(value: format, origin: .commandLine)
        } else {
            self.format = Value(value: file.reporter?.value ?? .text, origin: origin(file.reporter))
        }
        if let path = command.baselinePath {
            baseline = Value(value: path, origin: .commandLine)
        } else {
            baseline = Value(
                value: file.baseline.map { configuration?.resolve($0.value) ?? $0.value }, origin: origin(file.baseline)
            )
        }
        statusBarHidden = Value(value: file.statusBarHidden?.value, origin: origin(file.statusBarHidden))
    }

    /// The files below the configuration's directory that a pattern of `included` matches and
    /// none of `excluded` does (a pattern that matches a directory takes in or leaves out
    /// everything below it; through a directory, only `.yaml` and `.yml` files are taken in),
    /// sorted, as paths the run opens.
    ///
    /// - Complexity: One listing of each pattern's literal directory, then O(*f* · *p*)
    ///   pattern matches for *f* files and *p* patterns.
    static func expand(
        _ included: [GlobPattern], excluding excluded: [GlobPattern], in configuration: LoadedConfiguration,
        environment: some ScrollInspectEnvironment
    ) -> [String] {
        var candidates: Set<String> = []
        var listed: Set<String> = []
        for pattern in included where listed.insert(pattern.literalPrefix).inserted {
            let prefix = pattern.literalPrefix
            for file in environment.regularFiles(under: configuration.resolve(prefix)) {
                candidates.insert(prefix.isEmpty ? file : prefix + "/" + file)
            }
        }
        let matched = candidates.filter { path in
            let isIncluded = included.contains { pattern in
                pattern.matches(path) || (isFixtureName(path) && ancestors(of: path).contains(where: pattern.matches))
            }
            return isIncluded
                && !excluded.contains { pattern in
                    pattern.matches(path) || ancestors(of: path).contains(where: pattern.matches)
                }
        }
        return matched.sorted().map(configuration.resolve)
    }

    /// Whether a file found through a directory is a fixture: `.yaml`, `.yml`, `.storyboard` or `.xib`.
    static func isFixtureName(_ path: String) -> Bool {
        path.hasSuffix(".yaml") || path.hasSuffix(".yml") || path.hasSuffix(".storyboard") || path.hasSuffix(".xib")
    }

    /// `""` (the configuration's directory, which `.` names), `a`, `a/b` for `a/b/c.yaml`.
    static func ancestors(of path: String) -> [String] {
        let parts = path.split(separator: "/")
        return [""] + parts.indices.dropLast().map { parts[...$0].joined(separator: "/") }
    }
}
