/// The rule for where a scroll view's indicators run: the app's indicator insets plus what
/// UIKit adds, per edge (docs/scroll-views.md, "Scroll indicators").
///
/// - iOS 13 and later: UIKit adds the scroll view's safe-area insets to both indicators' insets
///   while `automaticallyAdjustsScrollIndicatorInsets` is true (its default), "in addition to"
///   the app's, and whatever the `contentInsetAdjustmentBehavior` — `.never` included (Apple's
///   `automaticallyAdjustsScrollIndicatorInsets` documentation; react-native #28140 shows the
///   change between iOS 12 and 13 under `.never`).
/// - iOS 11–12: the indicators move with the content: UIKit adds what it added to the content
///   inset, so nothing under `.never` and the indicators run into the corners (openradar
///   35721413). Under the iOS 10 rules the same reading adds the layout guides written into
///   `contentInset`, which is an assumption: no source records iOS 10's indicators.
public enum ScrollIndicatorInsets {
    /// The effective insets of both indicators and what UIKit added to them.
    public struct Result: Hashable, Sendable {
        /// The vertical indicator's effective insets.
        public var vertical: EdgeInsets = .zero
        /// The horizontal indicator's effective insets.
        public var horizontal: EdgeInsets = .zero
        /// What UIKit added on each edge, to both indicators.
        public var added: EdgeInsets = .zero
        /// The variant that decided it.
        public var variant: RuleVariants.IndicatorInsets = .safeAreaUnlessOptedOut
        /// Whether `automaticallyAdjustsScrollIndicatorInsets` was false (iOS 13 and later).
        public var optedOut = false

        /// Creates a result with nothing added.
        public init() {}

        /// Why each edge has what UIKit added, one term per edge: a sentence with the numbers.
        public var reasons: [Edge: WhyTerm] {
            var reasons: [Edge: WhyTerm] = [:]
            for edge in Edge.allCases { reasons[edge] = term(on: edge) }
            return reasons
        }

        /// Why `edge` has what UIKit added: a sourced sentence (``reason(on:)``).
        func term(on edge: Edge) -> WhyTerm { .reason(reason(on: edge)) }

        /// The sentence of ``term(on:)``.
        func reason(on edge: Edge) -> String {
            let amount = formatPoints(added[edge])
            switch variant {
            case .safeAreaUnlessOptedOut where optedOut:
                return "automaticallyAdjustsScrollIndicatorInsets is false: nothing added"
            case .safeAreaUnlessOptedOut:
                return
                    "safe-area inset \(amount) pt added (automaticallyAdjustsScrollIndicatorInsets, iOS 13 and later)"
            case .followContentAdjustment:
                return
                    """
                    \(amount) pt added with the content inset (iOS 12 and earlier: indicators follow the content \
                    adjustment)
                    """
            }
        }
    }

    /// The indicators of a scroll view.
    ///
    /// - Parameters:
    ///   - properties: The scroll view's properties as given.
    ///   - safeArea: Its own `safeAreaInsets`.
    ///   - content: Its content-inset resolution (what UIKit added to `contentInset`).
    ///   - variant: The release's variant (``RuleVariants/indicatorInsets``).
    /// - Complexity: O(1).
    public static func resolve(
        _ properties: ScrollViewProperties, safeArea: EdgeInsets, content: ScrollResolution,
        variant: RuleVariants.IndicatorInsets
    ) -> Result {
        var result = Result()
        result.variant = variant
        switch variant {
        case .safeAreaUnlessOptedOut:
            result.optedOut = !properties.automaticallyAdjustsScrollIndicatorInsets
            result.added = result.optedOut ? .zero : safeArea
        case .followContentAdjustment:
            for edge in Edge.allCases {
                result.added[edge] = content.adjustedContentInset[edge] - properties.contentInset[edge]
            }
        }
        for edge in Edge.allCases {
            result.vertical[edge] = properties.verticalScrollIndicatorInsets[edge] + result.added[edge]
            result.horizontal[edge] = properties.horizontalScrollIndicatorInsets[edge] + result.added[edge]
        }
        return result
    }
}
