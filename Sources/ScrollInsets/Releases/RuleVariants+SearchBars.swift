extension RuleVariants {
    /// How a navigation item's search bar is placed and how tall it is (``SearchBarPlacementRule``).
    public enum SearchBars: String, Hashable, Sendable, CaseIterable {
        /// iOS 11–12: stacked under the title, 56 pt (jdisho/Papr pull request 67: "iOS 11~
        /// UISearchBar now has the height equals to 56"); no `preferredSearchBarPlacement`.
        case stacked56
        /// iOS 13–15: stacked under the title, 52 pt (recorded on iOS 15.5, iPhone 13:
        /// software-mansion/react-native-screens issue 1951, "44 for the upper part, 52 for the
        /// search bar"); no `preferredSearchBarPlacement`.
        case stacked52
        /// iOS 16–18: `preferredSearchBarPlacement` `stacked` (52 pt) or `inline`; `automatic` is
        /// inline on iPad, stacked on iPhone.
        case placements
        /// iOS 26 and later: the integrated placements; on iPhone the search bar moves to the
        /// toolbar (WWDC25 session 284, 928 s), stacked only when asked for.
        case integrated
    }

    /// The search-bar variant of `release`.
    static func searchBars(_ release: UIKitRelease) -> SearchBars {
        switch release.major {
        case ..<13: .stacked56
        case 13..<16: .stacked52
        case 16..<UIKitRelease.firstLiquidGlass.major: .placements
        default: .integrated
        }
    }
}
