extension DeviceCatalog {
    /// Devices sold by November 2026 whose figures are only partly public: listed with what is
    /// known, never laid out (``PartialDevice``; docs/devices.md, "Listed, not laid out").
    /// They are not in ``all``, so `--device all` and every generator over the catalog skip them.
    public static let partial: [PartialDevice] = [
        // Apple publishes the outer display's pixels (1398x2034 at 460 ppi: 466x678 pt @3x)
        // and the inner display's (1878x2670 at 430 ppi) but no scale or points for the inner
        // one; safearea.info's 669x951 pt fits Apple's inner pixel count at no scale. No
        // source gives either display's window insets or bars.
        PartialDevice(
            name: "iPhone Duo", family: .phone,
            known: ["outer display 1398 × 2034 px at 460 ppi: 466 × 678 pt @3x (apple.com/iphone-duo/specs)",
                    "inner display 1878 × 2670 px at 430 ppi (apple.com/iphone-duo/specs)",
                    "runs iOS 27"],
            missing: ["its window insets on either display", "the inner display's size in points and scale",
                      "its bar heights and margins"],
            firstRelease: UIKitRelease(27), lastRelease: 27,
            sources: [Citation.duoSpecs, Citation.safeAreaInfo]),
    ]

    /// The partial device named `name` (its name or an alias, matched as
    /// ``device(named:)`` matches), or `nil`.
    public static func partialDevice(named name: String) -> PartialDevice? {
        let key = normalized(name)
        return partial.first { ([$0.name] + $0.aliases).contains { normalized($0) == key } }
    }
}
