/// Builders for the orientation metrics the catalog repeats, so each entry states only the
/// figures that set it apart. Every number here is sourced in docs/devices.md.
extension DeviceCatalog {
    /// An iPhone in portrait (or a home-button iPhone upside down): status bar shown,
    /// 44-pt navigation bar, 96-pt large-title bar, 49-pt tab bar, 44-pt toolbar.
    ///
    /// - Parameters:
    ///   - sensorHousing: The top hardware inset (notch or Dynamic Island); 0 on home-button
    ///     phones, whose top inset is the status bar alone.
    ///   - homeIndicator: The bottom hardware inset; 34 on Face ID phones, 0 otherwise.
    ///   - statusBar: The status bar's height.
    ///   - margin: The leading and trailing system minimum layout margin (16 or 20).
    static func phonePortrait(
        sensorHousing: Double, homeIndicator: Double, statusBar: Double,
        margin: Double
    ) -> OrientationMetrics {
        OrientationMetrics(
            hardwareInsets: EdgeInsets(top: sensorHousing, left: 0, bottom: homeIndicator, right: 0),
            statusBarHeight: statusBar, statusBarVisibleByDefault: true,
            navigationBarHeight: 44, largeTitleNavigationBarHeight: 96,
            tabBarHeight: 49, toolbarHeight: 44,
            systemMinimumLayoutMargins: sideMargins(margin))
    }

    /// An iPhone in landscape: no status bar, no large titles; the sensor housing insets both
    /// long sides equally and the home indicator keeps 21 pt at the bottom.
    ///
    /// Bars follow the width size class the HIG gives for the phone in landscape: compact
    /// width → 32-pt navigation bar, tab bar and toolbar; regular width (Plus and Max
    /// phones) → 44, 49 and 44. The margin is 16 in compact width and 20 in regular width.
    ///
    /// - Parameters:
    ///   - sensorHousing: The left and right hardware inset; 0 on home-button phones.
    ///   - homeIndicator: The bottom hardware inset; 21 on Face ID phones, 0 otherwise.
    ///   - regularWidth: Whether the HIG lists the phone as regular width in landscape.
    static func phoneLandscape(
        sensorHousing: Double, homeIndicator: Double,
        regularWidth: Bool
    ) -> OrientationMetrics {
        var metrics = OrientationMetrics(
            hardwareInsets: EdgeInsets(top: 0, left: sensorHousing, bottom: homeIndicator, right: sensorHousing),
            statusBarHeight: 0, statusBarVisibleByDefault: false,
            navigationBarHeight: regularWidth ? 44 : 32, largeTitleNavigationBarHeight: nil,
            tabBarHeight: regularWidth ? 49 : 32, toolbarHeight: regularWidth ? 44 : 32,
            systemMinimumLayoutMargins: sideMargins(regularWidth ? 20 : 16))
        metrics.regularWidth = regularWidth
        return metrics
    }

    /// An iPad in any orientation: status bar shown, 50-pt navigation bar and toolbar,
    /// 102-pt large-title bar (50 + the 52-pt large-title band; derived, see docs), 20-pt
    /// margins (regular width).
    ///
    /// - Parameter homeIndicator: `true` for iPads without a Home button: 24-pt status bar,
    ///   20-pt home-indicator inset, 45-pt tab bar above it. `false`: 20-pt status bar, no
    ///   hardware inset, 50-pt tab bar.
    static func pad(homeIndicator: Bool) -> OrientationMetrics {
        var metrics = OrientationMetrics(
            hardwareInsets: EdgeInsets(top: 0, left: 0, bottom: homeIndicator ? 20 : 0, right: 0),
            statusBarHeight: homeIndicator ? 24 : 20, statusBarVisibleByDefault: true,
            navigationBarHeight: 50, largeTitleNavigationBarHeight: 102,
            tabBarHeight: homeIndicator ? 45 : 50, toolbarHeight: 50,
            systemMinimumLayoutMargins: sideMargins(20))
        metrics.regularWidth = true
        return metrics
    }

    /// Leading and trailing margins of `value`, top and bottom 0.
    static func sideMargins(_ value: Double) -> DirectionalEdgeInsets {
        DirectionalEdgeInsets(top: 0, leading: value, bottom: 0, trailing: value)
    }
}
