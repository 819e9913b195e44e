/// How serious a finding is, in the three levels compilers and SARIF use.
///
/// Severities order from least to most serious: `note < warning < error`. The CLI's `check`
/// command fails (exit code 1) only on ``error``.
public enum Severity: String, Hashable, Sendable, CaseIterable, Comparable {
    /// Worth knowing; the layout is probably intended (a scroll view that starts at a
    /// non-zero offset).
    case note
    /// Probably a bug: content that will be clipped, hidden or doubled on some device.
    case warning
    /// A bug: a control the user cannot reach or see.
    case error

    /// Orders severities from ``note`` to ``error``.
    public static func < (a: Severity, b: Severity) -> Bool {
        a.rank < b.rank
    }

    private var rank: Int {
        switch self {
        case .note: return 0
        case .warning: return 1
        case .error: return 2
        }
    }
}
