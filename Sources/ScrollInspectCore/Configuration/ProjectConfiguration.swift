import ScrollInsets

/// A project's `.scroll-inspect.yml`: which fixtures `check` reads, the screens it puts them
/// on, which rules run and how severe they are, and how it reports (docs/configuration.md).
///
/// ```yaml
/// included: [Fixtures/**/*.yaml]
/// excluded: [Fixtures/invalid/**]
/// devices: [iPhone X, iPhone 16]
/// orientations: all
/// ios: [18, 26]
/// rules:
///   disabled: [content-offset-not-zero]
///   severity: {double-inset: error}
/// strict: false
/// reporter: sarif
/// baseline: scroll-inspect-baseline.json
/// statusBarHidden: true
/// ```
///
/// Every key is optional; an absent key leaves the command's default. The file is read by the
/// fixture parser (``ProjectConfiguration/init(parsing:)``), so a problem is reported at its
/// line and column, and a misspelt key gets a suggestion. Paths and patterns are relative to
/// the file's directory. Options given on the command line override the file
/// (``EffectiveConfiguration``).
struct ProjectConfiguration: Equatable, Sendable {
    /// The file's name, looked for in the working directory and then in each directory above.
    static let fileName = ".scroll-inspect.yml"

    /// A value read from the file and where it was written.
    struct Setting<Value: Equatable & Sendable>: Equatable, Sendable {
        var value: Value
        var location: SourceLocation
    }

    /// A list of devices, orientations or releases, or every one there is (`all`).
    enum Selection<Element: Equatable & Sendable>: Equatable, Sendable {
        case all
        case only([Element])
    }

    /// `included`: the fixtures `check` reads when no file is named on the command line.
    var included: Setting<[GlobPattern]>?
    /// `excluded`: fixtures left out of `included`'s matches (a pattern that names a directory
    /// leaves out everything below it).
    var excluded: Setting<[GlobPattern]>?
    /// `devices`: the devices each scene is put on (catalog names), or `all`.
    var devices: Setting<Selection<String>>?
    /// `orientations`: the orientations each scene is put on, or `all` (each device's).
    var orientations: Setting<Selection<Orientation>>?
    /// `ios`: the releases each scene is laid out on, or `all` (each device's).
    var releases: Setting<Selection<UIKitRelease>>?
    /// `rules.disabled`: rules that do not run.
    var disabledRules: Setting<[AuditRuleID]>?
    /// `rules.optIn`: when given, the only rules that run (the project opts in rule by rule).
    var optInRules: Setting<[AuditRuleID]>?
    /// `rules.enabled`: rules that are off by default (``AuditRuleID/optIn``) and run.
    var enabledRules: Setting<[AuditRuleID]>?
    /// `rules.severity`: a severity per rule, replacing the rule's own.
    var severities: Setting<[AuditRuleID: Severity]>?
    /// `strict`: warnings are errors.
    var strict: Setting<Bool>?
    /// `reporter`: `check`'s output format.
    var reporter: Setting<OutputFormat>?
    /// `baseline`: the baseline file `check` reads, relative to the configuration's directory.
    var baseline: Setting<String>?
    /// `statusBarHidden`: whether the app hides the status bar on every screen (Info.plist's
    /// `UIStatusBarHidden` with `UIViewControllerBasedStatusBarAppearance` `NO`); absent, each
    /// Interface Builder document's `Info.plist` decides (``AppInfoPlist``).
    var statusBarHidden: Setting<Bool>?

    /// The top-level keys, in the order the documentation lists them.
    static let keys = [
        "included", "excluded", "devices", "orientations", "ios", "rules", "strict", "reporter", "baseline",
        "statusBarHidden",
    ]
    /// The keys of `rules`.
    static let ruleKeys = ["disabled", "enabled", "optIn", "severity"]

    /// An empty configuration: every command default.
    init() {}
}
