/// The help texts.
enum Usage {
    static let short = "usage: scroll-inspect [report|check|devices] FILE... [options]; see 'scroll-inspect --help'\n"

    static let full = """
    scroll-inspect — UIKit's safe-area and content-inset rules, computed and explained

    usage:
      scroll-inspect [report] FILE... [--format text|json] [--explain] [--device NAME|all] [--orientation NAME|all]
      scroll-inspect check FILE... [--format text|json|sarif|github] [--explain] [--strict] [--disable RULE]...
      scroll-inspect devices [--format text|json]

    FILE is a fixture (fixture format 1), or '-' for standard input.

    commands:
      report     print every controller and view with its frame, safeAreaInsets, layoutMargins and,
                 for scroll views, adjustedContentInset and contentOffset (the default)
      check      run the audit rules; exit 1 when a finding at error severity remains
      devices    list the device catalog: sizes, safe areas, bars, system minimum margins

    options:
      --format F          text (default), json (JSON report 1); for check also sarif and github
      --explain           show the derivation of every inset
      --device NAME|all   put every scene on this device, or on every device of the catalog
      --orientation O|all portrait, portraitUpsideDown, landscapeLeft, landscapeRight, or all
      --strict            check: treat warnings as errors
      --disable RULE      check: turn a rule off (repeatable)
      --help, --version

    exit codes: 0 success, 1 check found errors, 64 usage error, 65 invalid fixture, 66 cannot open input

    """
}
