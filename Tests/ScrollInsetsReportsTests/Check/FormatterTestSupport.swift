@testable import ScrollInsetsReports
import ScrollInsets
import Testing

/// Findings as the audit writes them, built by hand so the formatter tests do not depend on
/// the rules' wording.
enum SampleFindings {
    static let pager = Finding(
        rule: .controlInUnsafeArea, path: "root/pager",
        message:
            """
            interactive view 'root/pager' lies 22 pt inside the bottom unsafe area (inset 34) of the window; keep \
            controls inside the safe area
            """,
        location: ScrollInsets.SourceLocation(line: 9, column: 7),
        explanation: [
            .reason("frame in window [137, 770, 100, 30]"),
            .derivation(
                title: "window safeAreaInsets.bottom", total: 34,
                terms: [InsetTerm(source: .screen, amount: 34, reason: "home indicator")]),
        ],
        viewIndex: 1)
    static let scroll = Finding(
        rule: .doubleInset, path: "root/scroll",
        message:
            """
            'root/scroll' has contentInset.top 44, equal to its top safe-area inset, and behavior 'automatic' adds \
            the safe area again: adjustedContentInset.top is 88, the gap counted twice
            """,
        location: ScrollInsets.SourceLocation(line: 12, column: 5),
        explanation: [.derivation(title: "adjustedContentInset.top of 'root/scroll'", total: 88, terms: [])],
        viewIndex: 2)
    static let offset = Finding(
        rule: .contentOffsetNotZero, path: "root/scroll",
        message:
            """
            'root/scroll' starts at contentOffset (0, -44), not (0, 0): behavior 'automatic' adds the top safe-area \
            inset 44; code that assumes an offset of 0 at rest is off by 44 pt vertically
            """,
        viewIndex: 2)
}
