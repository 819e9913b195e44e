extension ReleaseMetrics {
    /// The bars of a container inside a sheet that does not fill the window (a page or form
    /// sheet at a detent, not the compact-height sheet that fills it).
    ///
    /// iOS 13–18 (``RuleVariants/Presentations/cardSheets``, ``RuleVariants/Presentations/sheetDetents``;
    /// on 26 under `UIDesignRequiresCompatibility`, ``RuleVariants/Presentations/compatibilitySheets``, assumed):
    /// a 56-pt navigation bar, recorded in the view hierarchy of iOS 13 page sheets
    /// (wix/react-native-navigation #5730: "it should be 56"; Tencent/QMUI_iOS #877, iPhone 11
    /// Pro simulator, iOS 13.0: "the navigation bar is 56, not 44"; NetNewsWire #1301, iOS 13.2;
    /// HeathWang/HWPanModal #85). On iPads **assumed** the same 56: Hackworth's iPadOS 16 beta notes
    /// say such bars shrank by 12 pt on iPhone (56 → 44) and 6 on iPad (which fits 56 → 50),
    /// a change reverted in beta 6. The large-title bar is unchanged (not recorded in a sheet).
    /// Before 13 sheets fill an iPhone; from 26 no recording gives a sheet's bar, so the Liquid
    /// Glass bar stays (docs/releases.md, "Where sources disagree", 9).
    static func sheetBars(
        _ metrics: OrientationMetrics, family: DeviceFamily, variants: RuleVariants
    ) -> OrientationMetrics {
        var metrics = metrics
        switch variants.presentations {
        case .cardSheets, .sheetDetents, .compatibilitySheets:
            metrics.navigationBarHeight = 56
            metrics.navigationBarRaise = 0
            metrics.barNotes =
                family == .pad
                ? [
                    .assumption(
                        """
                        an iPad sheet's 56-pt navigation bar, as the iPhone's recorded one (Hackworth's iPadOS 16 \
                        beta notes)
                        """)
                ]
                : [.reason("in a sheet, recorded on iOS 13: react-native-navigation #5730, QMUI_iOS #877")]
            if variants.presentations == .compatibilitySheets {
                metrics.barNotes.append(
                    .assumption("under UIDesignRequiresCompatibility on iOS 26, a sheet's bar as before 26"))
            }
        case .fullScreenOnPhone, .floatingSheets:
            break
        }
        return metrics
    }
}
