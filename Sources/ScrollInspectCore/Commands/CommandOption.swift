/// An option of scroll-inspect's command line, declared once: its spellings, whether it takes
/// a value, and its line in `--help`. A command declares the options it takes, each stored into
/// one of its own properties (``ParsableCommand/arguments``, ``OptionDescriptor``); any other
/// option given to it is a usage error.
enum CommandOption: CaseIterable, Sendable {
    /// `--format F`.
    case format
    /// `--explain`.
    case explain
    /// `--device NAME|all`.
    case device
    /// `--orientation O|all`.
    case orientation
    /// `--ios N|all`.
    case ios
    /// `-o PATH` or `--output PATH`.
    case output
    /// `--guides all|PATH`, repeatable.
    case guides
    /// `--strict`.
    case strict
    /// `--disable RULE`, repeatable.
    case disable
    /// `--enable RULE`, repeatable: turns on a rule that is off by default.
    case enable
    /// `--baseline FILE`.
    case baseline
    /// `--write-baseline FILE`.
    case writeBaseline
    /// `--color auto|always|never`, every command (``ColorChoice``).
    case color
    /// `--quiet`, every command: only findings and errors.
    case quiet
    /// `--verbose`, every command: the effective options and the time of each stage on
    /// standard error.
    case verbose

    /// `--config FILE`: the configuration file (docs/configuration.md).
    case config
    /// `--effective` (`config`).
    case effective
    /// `--stamp FILE` (`check`): the build-tool plugin's output file.
    case stamp
    /// `--compare-stored-frames` (`import`): compare the laid-out frames with Xcode's.
    case compareStoredFrames
    /// `--ignore-simulated-metrics` (`import`): lay a scene out without its simulated containers.
    case ignoreSimulatedMetrics
    /// `--minimized` (`diff`): compare the expanded bars with the minimized ones (iOS 27).
    case minimized
    /// `--window WxH` (`import` of a capture): the window the capture was printed in.
    case window
    /// `--safe-area T,L,B,R` (`import` of a capture, with `--window`): that window's safe area.
    case safeArea
    /// `--recording` (`import` of a capture): write a recording instead of a fixture.
    case recording
    /// `--source URL` (`import --recording`): where the capture was published.
    case source

    /// Every spelling that takes a value, in the order spelling suggestions are looked up.
    static let valueSpellings = [
        "--format", "--device", "--orientation", "--disable", "--enable", "--ios", "-o", "--output", "--guides",
        "--baseline", "--write-baseline", "--color", "--generate-completion-script", "--config", "--stamp",
        "--window", "--safe-area", "--source",
    ]
    /// Every flag without a value, `--help` and `--version` included.
    static let flagSpellings = [
        "--explain", "--strict", "--help", "-h", "--version", "--quiet", "--verbose", "--generate-manpage",
        "--effective", "--compare-stored-frames", "--ignore-simulated-metrics", "--minimized",
        "--recording",
    ]

    /// The option a spelling names, or `nil` for `--help`, `-h`, `--version` and unknown ones.
    init?(spelling: String) {
        switch spelling {
        case "--format": self = .format
        case "--explain": self = .explain
        case "--device": self = .device
        case "--orientation": self = .orientation
        case "--ios": self = .ios
        case "-o", "--output": self = .output
        case "--guides": self = .guides
        case "--strict": self = .strict
        case "--disable": self = .disable
        case "--enable": self = .enable
        case "--baseline": self = .baseline
        case "--write-baseline": self = .writeBaseline
        case "--color": self = .color
        case "--quiet": self = .quiet
        case "--verbose": self = .verbose
        case "--config": self = .config
        case "--effective": self = .effective
        case "--stamp": self = .stamp
        case "--compare-stored-frames": self = .compareStoredFrames
        case "--ignore-simulated-metrics": self = .ignoreSimulatedMetrics
        case "--minimized": self = .minimized
        case "--window": self = .window
        case "--safe-area": self = .safeArea
        case "--recording": self = .recording
        case "--source": self = .source
        default: return nil
        }
    }

    /// The option's line in `--help`, aligned with the others.
    var help: String {
        switch self {
        case .format:
            """
              --format F          text (default), json (JSON report 1); check also sarif, github, checkstyle, junit, \
            codeclimate, xcode
            """
        case .explain: "  --explain           show the derivation of every inset"
        case .device: "  --device NAME|all   put every scene on this device, or on every device of the catalog"
        case .orientation: "  --orientation O|all portrait, portraitUpsideDown, landscapeLeft, landscapeRight, or all"
        case .ios: "  --ios N|all         the release (26, 18.4; 10: the iOS 10 mode), or all those the device runs"
        case .output:
            "  -o PATH             render: where to write the picture; check, report: the report ('-': stdout)"
        case .guides: "  --guides all|PATH   render: draw the safe-area and margin guides of these views"
        case .strict: "  --strict            check: treat warnings as errors"
        case .disable: "  --disable RULE      check: turn a rule off (repeatable)"
        case .enable:
            "  --enable RULE       check: turn on a rule that is off by default (repeatable; scroll-inspect rules)"
        case .baseline: "  --baseline FILE     check: do not report the findings FILE holds (docs/tooling.md)"
        case .writeBaseline: "  --write-baseline F check: write every finding to F, as the baseline for --baseline"
        case .color:
            "  --color WHEN        auto (default: on a terminal, unless NO_COLOR is set or TERM=dumb), always, never"
        case .quiet: "  --quiet             only findings and errors: no summary line, notes or warnings"
        case .verbose: "  --verbose           the effective options and the time of each stage, on standard error"
        case .config: "  --config FILE       check, config: this configuration instead of .scroll-inspect.yml"
        case .effective:
            "  --effective         config: print the configuration check uses, and where each value comes from"
        case .stamp:
            """
              --stamp FILE        check: also write FILE, a Swift comment with the counts (the build-tool plugin's \
            output)
            """
        case .compareStoredFrames:
            """
              --compare-stored-frames  import: compare the frames laid out with those Xcode stored, on the release \
            that saved it
            """
        case .ignoreSimulatedMetrics:
            """
              --ignore-simulated-metrics  import: lay scenes out without the containers their simulated metrics \
            declare
            """
        case .minimized:
            "  --minimized         diff: the expanded bars against the minimized ones, on each scene's release (iOS 27)"
        case .window: "  --window WxH        import of a capture: the window it was printed in (instead of --device)"
        case .safeArea: "  --safe-area T,L,B,R import of a capture, with --window: the window's safe area"
        case .recording:
            "  --recording         import of a capture: write a recording of its numbers (docs/captures.md)"
        case .source: "  --source URL        import --recording: where the capture was published (default: the file)"
        }
    }
}
