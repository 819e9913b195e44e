import Testing
@testable import ScrollInspectCore

/// `--help` is put together from the subcommands' usage lines, summaries and options: the whole
/// text, pinned, so that moving a line between types cannot change it unnoticed.
@Suite struct HelpTextTests {
    static let expected = """
        scroll-inspect — UIKit's safe-area and content-inset rules, computed and explained

        usage:
          scroll-inspect [report] FILE... [--format text|json] [--explain] [--device NAME|all] [--orientation NAME|all] [--ios N|all] [-o FILE]
          scroll-inspect check [FILE...] [--format text|json|sarif|github|checkstyle|junit|codeclimate|xcode] [--explain] [--strict] [--disable RULE]... [--ios N|all] [--baseline FILE] [--write-baseline FILE] [-o FILE] [--config FILE]
          scroll-inspect diff FILE... [--ios A --ios B | --minimized] [--format text|json]
          scroll-inspect lifecycle FILE... [--format text|json]
          scroll-inspect render FILE... -o PATH [--format svg|html] [--guides all|PATH]... [--ios N|all | --ios A --ios B]
          scroll-inspect devices [--format text|json|swift] [--ios N]
          scroll-inspect schema [--format json]
          scroll-inspect config --effective [FILE...] [check's options] [--config FILE]
          scroll-inspect import FILE.storyboard|FILE.xib... [--device NAME] [--orientation NAME] [--ios N] [-o FILE]

        FILE is a fixture (fixture format 1), an Interface Builder document (.storyboard, .xib), or '-' for standard input.

        commands:
          report     print every controller and view with its frame, safeAreaInsets, layoutMargins and,
                     for scroll views, adjustedContentInset and contentOffset (the default)
          check      run the audit rules; exit 1 when a finding at error severity remains;
                     without FILE, the fixtures of .scroll-inspect.yml's 'included' (docs/configuration.md)
          diff       what moves between two releases (--ios 18 --ios 26), with each side's reasons;
                     by default iOS 10 (layout guides, no safe area) → iOS 11;
                     --minimized: the expanded bars → the minimized ones (iOS 27)
          lifecycle  the callbacks of pushing the top controller of a navigation stack, with the
                     safeAreaInsets each one observes
          render     draw each scene: screen, unsafe areas, bars, views, insets (SVG or HTML);
                     with '--ios A --ios B' each scene on both releases, side by side
          devices    list the device catalog: sizes, safe areas, bars, margins, Unity's safeArea
          schema     print the JSON Schema of the fixture format, for editors (docs/tooling.md)
          config     print the configuration check uses (.scroll-inspect.yml and the options), and where each value comes from
          import     write the fixture equivalent to an Interface Builder document (docs/storyboards.md)

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
          --baseline FILE     check: do not report the findings FILE holds (docs/tooling.md)
          --write-baseline F check: write every finding to F, as the baseline for --baseline
          --color WHEN        auto (default: on a terminal, unless NO_COLOR is set or TERM=dumb), always, never
          --quiet             only findings and errors: no summary line, notes or warnings
          --verbose           the effective options and the time of each stage, on standard error
          --config FILE       check, config: this configuration instead of .scroll-inspect.yml
          --effective         config: print the configuration check uses, and where each value comes from
          --stamp FILE        check: also write FILE, a Swift comment with the counts (the build-tool plugin's output)
          --minimized         diff: the expanded bars against the minimized ones, on each scene's release (iOS 27)
          --help, --version, --generate-completion-script bash|zsh|fish, --generate-manpage

        exit codes: 0 success, 1 check found errors, 64 usage error, 65 invalid fixture, 66 cannot open input,
                    73 cannot write output, 78 invalid configuration (.scroll-inspect.yml)

        """

    @Test func helpIsTheWholeText() {
        #expect(Usage.full == Self.expected)
        #expect(InMemoryEnvironment().run("check", "--help").standardOutput == Self.expected)
    }

    @Test func shortUsageNamesEveryCommand() {
        #expect(Usage.short == "usage: scroll-inspect [report|check|diff|lifecycle|render|devices|schema|config|import] FILE... [options]; see 'scroll-inspect --help'\n")
    }
}
