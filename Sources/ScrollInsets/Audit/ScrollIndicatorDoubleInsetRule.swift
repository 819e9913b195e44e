/// `scroll-indicator-double-inset` (warning): a scroll view's own indicator inset on an edge
/// equals what UIKit already adds to the indicator there (non-zero), so the indicator stops that
/// far short twice.
///
/// Since iOS 13 UIKit adds the scroll view's safe-area insets to both indicators' insets while
/// `automaticallyAdjustsScrollIndicatorInsets` is true (its default), "in addition to" the app's,
/// whatever the `contentInsetAdjustmentBehavior` (Apple's
/// `automaticallyAdjustsScrollIndicatorInsets` documentation; react-native PR #29809, quoting it;
/// iOS 11–12 added what the behavior added to the content inset: ``ScrollIndicatorInsets``). Code
/// written for iOS 12 set the indicator insets to the bars' height by hand, often as a copy of a
/// hand-set `contentInset` under `never` (react-native #28140). From iOS 13 the inset is counted
/// twice: "an additional scroll bottom inset of 44pts" in every `MessagesViewController` (MessageKit
/// #1520, fixed in #1521 by turning the adjustment off), indicator insets "the size of the tab bar
/// and nav bar" on iOS 13 and not on 12 (badoo/Chatto #636, fixed by setting them to zero);
/// wikimedia/wikipedia-ios #3382 and bluesky-social/social-app #7131 turned the adjustment off for
/// the same reason.
///
/// Read on the edges along which each indicator runs: the vertical indicator's top and bottom,
/// the horizontal indicator's left and right. One finding per doubled edge.
///
/// Example: `'nav/feed/table' sets verticalScrollIndicatorInsets.top 88, the 88 pt UIKit already
/// adds there: the indicator stops 176 pt from the top, the inset counted twice; set it to 0 (or,
/// from iOS 13, automaticallyAdjustsScrollIndicatorInsets to false)`.
enum ScrollIndicatorDoubleInsetRule: ViewAuditRule {
    /// `scroll-indicator-double-inset`.
    static let id = AuditRuleID.scrollIndicatorDoubleInset
    /// ``Severity/warning``.
    static let severity = Severity.warning
    /// What the rule catches.
    static let summary =
        """
        a scroll view's own indicator inset repeats the inset UIKit already adds to its indicators (the safe area \
        since iOS 13), so the indicator stops short twice
        """

    /// One finding per doubled edge of a scroll view's indicators.
    static func check(_ view: ResolvedView, in pass: AuditPass, into findings: inout [Finding]) {
        guard let scroll = view.scroll, let properties = view.scrollViewProperties else { return }
        let indicators = scroll.indicatorInsets
        // Each indicator, the app's insets, the effective ones, and the edges along which it runs.
        let readings: [(String, EdgeInsets, EdgeInsets, [Edge])] = [
            (
                "verticalScrollIndicatorInsets", properties.verticalScrollIndicatorInsets, indicators.vertical,
                [.top, .bottom]
            ),
            (
                "horizontalScrollIndicatorInsets", properties.horizontalScrollIndicatorInsets, indicators.horizontal,
                [.left, .right]
            ),
        ]
        for (name, own, effective, edges) in readings {
            for edge in edges {
                let added = indicators.added[edge]
                guard added > auditTolerance, abs(own[edge] - added) < auditTolerance else { continue }
                let path = view.path
                findings.append(
                    Finding(
                        rule: id, path: path,
                        message: .scrollIndicatorDoubleInset(
                            path: path, property: "\(name).\(edge.rawValue)", own: own[edge],
                            effective: effective[edge], edge: edge),
                        location: view.location,
                        explanation: pass.explanation {
                            [
                                .reason(
                                    """
                                    \(name).\(edge.rawValue) of '\(path)' = \(AuditText.pt(effective[edge])): \
                                    \(AuditText.pt(own[edge])) set by the app + \(AuditText.pt(added)) added by UIKit
                                    """),
                                .reason("  UIKit: \(indicators.reason(on: edge))"),
                            ] + pass.layout.safeAreaLines(ofView: view.index, on: edge)
                        },
                        viewIndex: view.index))
            }
        }
    }
}

extension Finding.Message {
    /// `'P' sets PROPERTY N, the N pt UIKit already adds there: the indicator stops E pt from the
    /// EDGE, the inset counted twice; set it to 0 (or, from iOS 13, automaticallyAdjustsScrollIndicatorInsets
    /// to false)`.
    static func scrollIndicatorDoubleInset(
        path: String, property: String, own: Double, effective: Double, edge: Edge
    ) -> Finding.Message {
        Finding.Message(
            """
            '\(path)' sets \(property) \(AuditText.pt(own)), the \(AuditText.pt(own)) pt UIKit already adds there: \
            the indicator stops \(AuditText.pt(effective)) pt from the \(edge.rawValue), the inset counted twice; \
            set it to 0 (or, from iOS 13, automaticallyAdjustsScrollIndicatorInsets to false)
            """
        )
    }
}
