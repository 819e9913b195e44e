extension DeviceCatalog {
    /// The iPhone Air (class AIR): 420 × 912 pt @3x, a 68-pt top, regular width in landscape
    /// (HIG), margins 20 by the catalog's rule (420 ≥ 414).
    ///
    /// The Air first runs iOS 26: no iOS 14–18 figures exist. Its entry holds figures in the
    /// catalog's iOS 14–18 shape derived from what is recorded on 26 (useyourloaf's iPhone 17
    /// table: 68/34 portrait; 20, 68, 29, 68 landscape): portrait 68/34, landscape 68 sides
    /// over the phones' 21-pt home indicator. ``ReleaseMetrics`` derives 26 from them (the
    /// recorded 20 top and 29 bottom in landscape) and 27 (portrait carried over; landscape
    /// refused: not published). Status bar 54 and the bars are the Dynamic Island phones',
    /// assumed, not measured on the Air.
    static let airPhones: [Device] = [
        faceIDPhone(
            "iPhone Air", width: 420, height: 912, sensorHousing: 68, statusBar: 54, regularWidth: true,
            insetClass: .air, first: UIKitRelease(26),
            sources: [Citation.useYourLoaf17, Citation.safeAreaInfo, Citation.hig, Citation.compatibility])
    ]
}
