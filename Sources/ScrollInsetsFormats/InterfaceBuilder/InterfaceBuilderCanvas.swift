import ScrollInsets

/// The catalog device that stands for an Interface Builder canvas device id.
///
/// Xcode names the canvas by an id (`<device id="retina6_1">`) whose screen size the
/// Interface Builder format notes measure from the documents' root views; the model each id
/// stands for is this table's choice among the catalog's devices of that size (an
/// assumption, listed in docs/storyboards.md): the canvas only sets the default device,
/// and every command can lay the document out on any device with `--device`.
public enum InterfaceBuilderCanvas {
    /// Canvas id → catalog device name, for every id the notes measured that the catalog can lay out.
    public static let devices: [String: String] = [
        "retina4_0": "iPhone SE (1st generation)",  // 320×568
        "retina4": "iPhone SE (1st generation)",  // simulatedScreenMetrics before Xcode 8
        "retina4_7": "iPhone 8",  // 375×667
        "retina47": "iPhone 8",
        "retina4_7.fullscreen": "iPhone 8",
        "retina5_5": "iPhone 8 Plus",  // 414×736
        "retina55": "iPhone 8 Plus",
        "retina5_9": "iPhone X",  // 375×812
        "retina6_1": "iPhone 11",  // 414×896 (XR/11)
        "retina6_5": "iPhone 11 Pro Max",  // 414×896 (XS Max/11 Pro Max)
        "retina6_0": "iPhone 12",  // 390×844
        "retina6_7": "iPhone 12 Pro Max",  // 428×926
        "retina6_12": "iPhone 15",  // 393×852 (14 Pro, 15, 16)
        "retina6_72": "iPhone 15 Plus",  // 430×932
        "retina6_3": "iPhone 16 Pro",  // 402×874
        "ipad9_7": "iPad Pro 9.7-inch",  // 768×1024
        "iPad": "iPad Pro 9.7-inch",
        "ipad10_5": "iPad Pro 10.5-inch",  // 834×1112
        "ipad12_9": "iPad Pro 12.9-inch (2nd generation)",
        "ipad12_9rounded": "iPad Pro 12.9-inch (3rd generation)",  // 1024×1366
        "ipad11_0rounded": "iPad Pro 11-inch (1st generation)",
    ]

    /// Canvas ids no catalog device stands for, laid out as a `window` of that size instead:
    /// `retina3_5`, the 3.5-inch iPhone (iPhone 4s, 320×480 points: Apple's iOS Device
    /// Compatibility Reference), whose 20-pt status bar is its safe area's top, as on every
    /// Home-button phone of the catalog.
    public static let windows: [String: (size: Size, safeAreaInsets: EdgeInsets)] = [
        "retina3_5": (Size(width: 320, height: 480), EdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
    ]

    /// The device a document without a canvas (before Xcode 8, untouched templates) or with an
    /// id the catalog cannot lay out is laid out on by default: the 375×667 canvas, the one most documents in the notes
    /// use. An assumption.
    public static let fallbackDevice = "iPhone 8"

    /// The catalog device for `id`, and whether it is the fallback.
    public static func device(for id: String?) -> (device: Device, isFallback: Bool) {
        if let id, let name = devices[id], let device = DeviceCatalog.device(named: name) {
            return (device, false)
        }
        return (DeviceCatalog.device(named: fallbackDevice)!, true)
    }
}
