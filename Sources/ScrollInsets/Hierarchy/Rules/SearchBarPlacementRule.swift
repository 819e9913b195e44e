/// The rule for where a navigation item's search bar goes and what it adds to the safe area of
/// the controller on top (docs/safe-area.md, "Search bars").
///
/// Sources, by release:
/// - Where: stacked under the title before iOS 16 (Apple: `stacked` "reflects the traditional
///   search bar layout available in versions of iOS earlier than iOS 16"). iOS 16–18:
///   `preferredSearchBarPlacement`; `inline` puts it "on the trailing edge of the navigation bar",
///   adding no height; `automatic` is inline on iPad (nextcloud/talk-ios pull request 902, iOS 16:
///   "Otherwise the searchbar will be placed on the right side of the navigationItem") and stacked
///   on iPhone. iOS 26: "On iPhone, the search bar moves automatically to the toolbar" (WWDC25
///   session 284, 928 s; Provenance-Emu/Provenance pull request 2435: "the search bar moves to the
///   bottom on iOS"); on iPad the integrated placements are in the navigation bar's trailing
///   edge (the same session, 961 s and 1023 s).
/// - How tall, stacked: 56 pt on iOS 11–12 (jdisho/Papr pull request 67); 52 pt recorded on
///   iOS 15.5, iPhone 13 (software-mansion/react-native-screens issue 1951: "44 for the upper part,
///   52 for the search bar"), reused on iOS 16–18 (assumed); 54 pt from iOS 26, recorded on an
///   iOS 27 402 x 874 iPhone simulator (patleeman/bb-studio: a navigation bar `(0.0, 62.0, 402.0,
///   108.0)`, the 54-pt title row and the search row, its field at y 116). The iPad reuses these,
///   marked assumed. The navigation bar's frame holds the stacked search bar (``ContainerBars``).
/// - Shown at the initial offset: `hidesSearchBarWhenScrolling` keeps the bar "visible only when
///   the scroll position equals the top of your content view" (Apple), which it is under a large
///   title (GitHawkApp/GitHawk pull request 692, iOS 11); under a standard title the bar starts
///   collapsed, "a initially hidden searchbar which unfolds on drag" (mozilla-mobile/firefox-ios
///   pull request 6703, iPhone X and 11), so it adds nothing.
public enum SearchBarPlacementRule {
    /// Where the search bar is.
    public enum Outcome: Hashable, Sendable {
        /// Collapsed into the navigation bar: nothing shown, nothing added.
        case hidden(WhyTerm)
        /// Below the title, `height` points tall, added to the navigation bar's height.
        case stacked(height: Double, why: WhyTerm)
        /// In the navigation bar's row: no height of its own.
        case inNavigationBar(WhyTerm)
        /// iOS 26 on iPhone: in the navigation controller's toolbar, which is shown for it.
        case toolbar(WhyTerm)
    }

    /// Why a search controller cannot be laid out.
    public enum Problem: Error, Hashable, Sendable {
        /// `active: true`: no source gives the bars while the search is presented.
        case active
        /// A placement before the release that has it.
        case placementNotAvailable(SearchBarPlacement, first: Int)
        /// `integratedCentered` on iPad under a tab bar controller: "placed below" the tab bar,
        /// at a height no source gives.
        case centeredUnderTabBar
    }

    /// What the navigation bar does with `search`.
    ///
    /// ```swift
    /// try SearchBarPlacementRule.place(
    ///     SearchController(), preferred: .automatic, variant: .placements, family: .phone,
    ///     largeTitle: true, underTabBarController: false)
    /// // .stacked(height: 52, …)
    /// ```
    ///
    /// - Parameters:
    ///   - search: The navigation item's search controller.
    ///   - preferred: `preferredSearchBarPlacement`.
    ///   - variant: The release's ``RuleVariants/SearchBars``.
    ///   - family: Phone or pad.
    ///   - largeTitle: Whether the bar shows a large title (``LargeTitleDisplay``).
    ///   - underTabBarController: Whether a tab bar controller shows the navigation controller.
    /// - Throws: ``Problem``.
    /// - Complexity: O(1).
    public static func place(
        _ search: SearchController, preferred: SearchBarPlacement, variant: RuleVariants.SearchBars,
        family: DeviceFamily, largeTitle: Bool, underTabBarController: Bool
    ) throws(Problem) -> Outcome {
        if search.active { throw .active }
        switch variant {
        case .stacked56, .stacked52:
            guard preferred == .automatic else { throw .placementNotAvailable(preferred, first: 16) }
            return stacked(search, variant: variant, family: family, largeTitle: largeTitle, words: "stacked")
        case .placements:
            if preferred.isIntegrated { throw .placementNotAvailable(preferred, first: 26) }
            if preferred == .inline || (preferred == .automatic && family == .pad) {
                let why =
                    preferred == .inline
                    ? "'inline': on the trailing edge of the navigation bar (Apple), adding no height"
                    : """
                    'automatic' on iPad: inline on the trailing edge of the navigation bar (nextcloud/talk-ios \
                    pull request 902, iOS 16), adding no height
                    """
                return .inNavigationBar(.reason("search bar " + why))
            }
            let words = preferred == .stacked ? "'stacked'" : "'automatic' on iPhone: stacked"
            return stacked(search, variant: variant, family: family, largeTitle: largeTitle, words: words)
        case .integrated:
            if preferred == .stacked {
                return stacked(search, variant: variant, family: family, largeTitle: largeTitle, words: "'stacked'")
            }
            let name =
                preferred == .inline ? "'inline' (deprecated in iOS 26, as 'integrated')" : "'\(preferred.rawValue)'"
            if family == .phone {
                return .toolbar(
                    .reason(
                        """
                        search bar \(name) on iPhone: in the toolbar ("On iPhone, the search bar moves automatically to \
                        the toolbar", WWDC25 session 284)
                        """))
            }
            if preferred == .integratedCentered && underTabBarController { throw .centeredUnderTabBar }
            return .inNavigationBar(
                .reason(
                    """
                    search bar \(name) on iPad: on the trailing edge of the navigation bar (WWDC25 session 284), \
                    adding no height
                    """))
        }
    }

    /// The stacked bar: shown with its height, or collapsed under a standard title.
    static func stacked(
        _ search: SearchController, variant: RuleVariants.SearchBars, family: DeviceFamily, largeTitle: Bool,
        words: String
    ) -> Outcome {
        if search.hidesSearchBarWhenScrolling && !largeTitle {
            return .hidden(
                .reason(
                    """
                    search bar \(words), collapsed at the initial offset: hidesSearchBarWhenScrolling under a standard \
                    title starts hidden (mozilla-mobile/firefox-ios pull request 6703)
                    """))
        }
        let height: Double
        let recorded: String
        switch variant {
        case .stacked56: (height, recorded) = (56, "iOS 11–12, jdisho/Papr pull request 67")
        case .stacked52, .placements:
            (height, recorded) = (52, "recorded on iOS 15.5, iPhone 13: react-native-screens issue 1951")
        case .integrated:
            (height, recorded) = (54, "recorded on iOS 27, a 402 x 874 iPhone simulator: patleeman/bb-studio")
        }
        let text = "search bar \(words) (\(formatPoints(height)) pt \(recorded))"
        let sourced = family == .phone && variant != .placements
        return .stacked(height: height, why: sourced ? .reason(text) : .assumption(text))
    }
}
