/// The bar heights that app code copies into constants, as the audit rules compare views with
/// them: the figures of a home-button iPhone in portrait (status bar, navigation bar, toolbar,
/// tab bar) on the layout's release and on iOS 18, the last release before Liquid Glass.
///
/// Both come from ``ReleaseMetrics`` applied to the catalog's home-button iPhone, so a rule
/// never carries a 44 or 49 of its own: on iOS 11–18 both sets are 20, 44, 44, 49; on iOS 26
/// and 27 the release's navigation bar is 54 and its toolbar 52 (docs/releases.md, "Bars per
/// release"), and a rule looks for the old figures and the new ones.
struct ReleaseBarHeights {
    /// The release whose figures ``current`` holds: the layout's (``Layout/release``).
    let release: UIKitRelease
    /// A home-button iPhone in portrait on ``release``.
    let current: OrientationMetrics
    /// A home-button iPhone in portrait on iOS 18 (``UIKitRelease/lastClassicBars``).
    let classic: OrientationMetrics
    /// A home-button iPhone in portrait on iOS 26 (``UIKitRelease/firstLiquidGlass``).
    let liquidGlass: OrientationMetrics
    /// The offsets ``HardCodedBarOffsetRule`` looks for from the window's top and bottom, and
    /// the heights ``BottomBarUnderHomeIndicatorRule`` looks for, with their names: worked out
    /// once a layout, not once a view.
    private(set) var topOffsets: [(offset: Double, name: String)] = []
    private(set) var bottomOffsets: [(offset: Double, name: String)] = []
    private(set) var bottomBarHeights: [(height: Double, name: String)] = []

    /// The figures for a layout under `release`.
    init(release: UIKitRelease) {
        self.release = release
        current = Self.homeButtonPhone(on: release)
        classic = Self.homeButtonPhone(on: UIKitRelease.lastClassicBars)
        liquidGlass = Self.homeButtonPhone(on: UIKitRelease.firstLiquidGlass)
        topOffsets = HardCodedBarOffsetRule.topOffsets(self)
        bottomOffsets = HardCodedBarOffsetRule.bottomOffsets(self)
        bottomBarHeights = BottomBarUnderHomeIndicatorRule.heights(self)
    }

    /// What the iOS 18 figures are called on a release that changed them: "through iOS 18".
    var classicQualifier: String { " through iOS \(UIKitRelease.lastClassicBars)" }

    /// The portrait figures of a home-button iPhone (iPhone SE, 2nd and 3rd generation, runs
    /// every release from 13 to 27) on `release`. Home-button phones have figures on every
    /// release; before 11 the iOS 11 figures stand in (the same bars).
    static func homeButtonPhone(on release: UIKitRelease) -> OrientationMetrics {
        let base = DeviceCatalog.phonePortrait(sensorHousing: 0, homeIndicator: 0, statusBar: 20, margin: 16)
        return
            (try? ReleaseMetrics.metrics(
                base, insetClass: .homeButtonPhone, family: .phone, landscape: false,
                release: release)) ?? base
    }
}
