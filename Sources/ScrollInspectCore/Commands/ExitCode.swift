/// The exit codes of scroll-inspect (sysexits), as the fixture-format contract lists them.
package enum ExitCode: Int32, Sendable {
    /// Success (for `check`: no finding at error severity).
    case success = 0
    /// `check` found an error-severity finding.
    case findings = 1
    /// A usage error: unknown flag, missing argument.
    case usage = 64
    /// The fixture is invalid: every problem is reported, nothing is printed on stdout.
    case dataError = 65
    /// An input file cannot be opened.
    case noInput = 66
    /// An output file (`render -o`) cannot be written.
    case cantCreate = 73
    /// An input file was shortened by another program while the run read it (EX_IOERR); only the
    /// executable, which maps its input files, ends with it (`ShortenedFileGuard` in main).
    case ioError = 74
    /// The configuration file (`.scroll-inspect.yml`) is invalid (EX_CONFIG).
    case configuration = 78
}
