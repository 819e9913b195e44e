import Testing
@testable import ScrollInspectCore

/// `--help` is put together from the subcommands' usage lines, summaries and options: the whole
/// text, pinned, so that moving a line between types cannot change it unnoticed.
@Suite struct HelpTextTests {
    static let expected = """
        scroll-inspect — UIKit's safe-area and content-inset rules, computed and explained

        usage:
          scroll-inspect [report] FILE... [--format text|json] [--explain] [--device NAME|all] [--orientation NAME|all] [--ios N|all] [-o FILE]
          scroll-inspect check [FILE...] [--format text|json|sarif|github|checkstyle|junit|codeclimate|xcode] [--explain] [--strict] [--disable RULE]... [--enable RULE]... [--device NAME|all] [--orientation NAME|all] [--ios N|all] [--baseline FILE] [--write-baseline FILE] [-o FILE] [--config FILE] [--stamp FILE]
          scroll-inspect diff FILE... [--ios A --ios B | --minimized] [--device NAME|all] [--orientation NAME|all] [--format text|json]
          scroll-inspect lifecycle FILE... [--device NAME|all] [--orientation NAME|all] [--format text|json]
          scroll-inspect render FILE... -o PATH [--format svg|html] [--guides all|PATH]... [--device NAME|all] [--orientation NAME|all] [--ios N|all | --ios A --ios B]
          scroll-inspect inspect FILE... -o PAGE.html [--device NAME|all] [--orientation O|all] [--ios N|all|A,B | --ios A --ios B]
          scroll-inspect devices [--format text|json|swift] [--ios N]
          scroll-inspect schema [--format json]
          scroll-inspect config --effective [FILE...] [--format F] [--device NAME|all] [--orientation NAME|all] [--ios N|all] [--strict] [--disable RULE]... [--enable RULE]... [--baseline FILE] [--config FILE]
          scroll-inspect import FILE.storyboard|FILE.xib|CAPTURE.txt... [--device NAME] [--orientation NAME] [--ios N] [-o FILE] [--compare-stored-frames] [--ignore-simulated-metrics] [--window WxH --safe-area T,L,B,R] [--recording [--source URL]]
          scroll-inspect verify RECORDING|DIRECTORY... [--format text|json]
          scroll-inspect rules

        FILE is a fixture (fixture format 1), an Interface Builder document (.storyboard, .xib), or '-' for standard input.

        commands:
          report     print every controller and view with its frame, safeAreaInsets, layoutMargins and,
                     for scroll views, adjustedContentInset and contentOffset (the default)
          check      run the audit rules; exit 1 when a finding at error severity remains; a FILE may be a directory;
                     without FILE, the fixtures of .scroll-inspect.yml's 'included' (docs/configuration.md), or
                     without one, every fixture, .storyboard and .xib under the current directory
          diff       what moves between two releases (--ios 18 --ios 26), with each side's reasons;
                     by default iOS 10 (layout guides, no safe area) → iOS 11;
                     --minimized: the expanded bars → the minimized ones (iOS 27)
          lifecycle  the callbacks of pushing the top controller of a navigation stack, with the
                     safeAreaInsets each one observes
          render     draw each scene: screen, unsafe areas, bars, views, insets (SVG or HTML);
                     with '--ios A --ios B' each scene on both releases, side by side
          inspect    one interactive HTML page: every scene, a switcher, a panel that explains
                     the selected view's insets; with '--ios A --ios B' what moved between them;
                     a grid of the screens when a scene is on several ('--device all --ios 18,26')
          devices    list the device catalog: sizes, safe areas, bars, margins, Unity's safeArea
          schema     print the JSON Schema of the fixture format, for editors (docs/tooling.md)
          config     print the configuration check uses (.scroll-inspect.yml and the options), and where each value comes from
          import     write the fixture equivalent to an Interface Builder document (docs/storyboards.md),
                     or to a view hierarchy UIKit printed, or its recording (docs/captures.md)
          verify     check recordings of UIKit (Tests/Recordings) against the model: every recorded number
                     that disagrees, with the model's derivation; exit 1 on a disagreement not marked known
          rules      list the audit rules: severity, on or off by default, what each catches (docs/audits.md)

        options:
          --format F          text (default), json (JSON report 1); check also sarif, github, checkstyle, junit, codeclimate, xcode
          --explain           show the derivation of every inset
          --device NAME|all   put every scene on this device, or on every device of the catalog
          --orientation O|all portrait, portraitUpsideDown, landscapeLeft, landscapeRight, or all
          --ios N|all         the release (26, 18.4; 10: the iOS 10 mode), or all those the device runs
          -o PATH             render: where to write the picture; check, report: the report ('-': stdout)
          --guides all|PATH   render: draw the safe-area and margin guides of these views
          --strict            check: treat warnings as errors
          --disable RULE      check: turn a rule off (repeatable)
          --enable RULE       check: turn on a rule that is off by default (repeatable; scroll-inspect rules)
          --baseline FILE     check: do not report the findings FILE holds (docs/tooling.md)
          --write-baseline F check: write every finding to F, as the baseline for --baseline
          --color WHEN        auto (default: on a terminal, unless NO_COLOR is set or TERM=dumb), always, never
          --quiet             only findings and errors: no summary line, notes or warnings
          --verbose           the effective options and the time of each stage, on standard error
          --config FILE       check, config: this configuration instead of .scroll-inspect.yml
          --effective         config: print the configuration check uses, and where each value comes from
          --stamp FILE        check: also write FILE, a Swift comment with the counts (the build-tool plugin's output)
          --compare-stored-frames  import: compare the frames laid out with those Xcode stored, on the release that saved it
          --ignore-simulated-metrics  import: lay scenes out without the containers their simulated metrics declare
          --minimized         diff: the expanded bars against the minimized ones, on each scene's release (iOS 27)
          --window WxH        import of a capture: the window it was printed in (instead of --device)
          --safe-area T,L,B,R import of a capture, with --window: the window's safe area
          --recording         import of a capture: write a recording of its numbers (docs/captures.md)
          --source URL        import --recording: where the capture was published (default: the file)
          --help, --version, --generate-completion-script bash|zsh|fish, --generate-manpage

        exit codes: 0 success, 1 check found errors or verify a disagreement, 64 usage error, 65 invalid fixture
                    or recording, 66 cannot open input, 73 cannot write output, 74 input shortened while being read,
                    78 invalid configuration (.scroll-inspect.yml)

        """

    @Test func helpIsTheWholeText() {
        #expect(Usage.full == Self.expected)
        #expect(InMemoryEnvironment().run("--help").standardOutput == Self.expected)
        #expect(InMemoryEnvironment().run("help").standardOutput == Self.expected)
    }

    /// `COMMAND --help` and `help COMMAND`: the command's usage line, summary and options only.
    @Test func eachCommandHasItsOwnHelp() {
        let expected = """
            usage: scroll-inspect lifecycle FILE... [--device NAME|all] [--orientation NAME|all] [--format text|json]

            the callbacks of pushing the top controller of a navigation stack, with the
            safeAreaInsets each one observes

            options:
              --format F          text (default), json (JSON report 1); check also sarif, github, checkstyle, junit, codeclimate, xcode
              --device NAME|all   put every scene on this device, or on every device of the catalog
              --orientation O|all portrait, portraitUpsideDown, landscapeLeft, landscapeRight, or all

            'scroll-inspect --help' lists every command; docs/tooling.md describes them.

            """
        #expect(InMemoryEnvironment().run("lifecycle", "--help").standardOutput == expected)
        #expect(InMemoryEnvironment().run("help", "lifecycle").standardOutput == expected)
        let check = InMemoryEnvironment().run("check", "--help")
        #expect(check.exitCode == .success)
        #expect(
            check.standardOutput.hasPrefix(
                """
                usage: scroll-inspect check [FILE...] [--format \
                text|json|sarif|github|checkstyle|junit|codeclimate|xcode] [--explain] [--strict] [--disable RULE]... \
                [--enable RULE]... [--device NAME|all] [--orientation NAME|all] [--ios N|all] [--baseline FILE] \
                [--write-baseline FILE] [-o FILE] [--config FILE] [--stamp FILE]\n
                """
            ))
        #expect(
            check.standardOutput.contains(
                """
                \n  --enable RULE       check: turn on a rule that is off by default (repeatable; scroll-inspect \
                rules)\n
                """
            ))
        #expect(!check.standardOutput.contains("--guides"))
        #expect(
            InMemoryEnvironment().run("help", "chek")
                == CommandOutput(
                    standardOutput: "",
                    standardError: """
                        scroll-inspect: error: unknown command 'chek' for 'help'; did you mean 'check'?
                        \(Usage.short)
                        """, exitCode: .usage))
    }

    @Test func shortUsageNamesEveryCommand() {
        #expect(
            Usage.short
                == """
                usage: scroll-inspect \
                [report|check|diff|lifecycle|render|inspect|devices|schema|config|import|verify|rules] FILE... \
                [options]; see 'scroll-inspect --help'\n
                """
        )
    }
}
