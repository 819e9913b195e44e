import ScrollInsets
import XMLSubset

/// The header of an Interface Builder document (`.storyboard` or `.xib`) and its element tree:
/// what kind of document it is, which Xcode saved it, whether it uses safe areas and the canvas
/// its frames were laid out on.
///
/// Only the document format Xcode 5 and later write is read (`<document … version="3.0">`,
/// one dialect for storyboards and xibs). The older keyed archive (`<archive>`), documents for
/// other platforms (`…AppleTV…`, `…Cocoa…` for macOS, watchKit) and other versions are refused
/// with an error naming what was found.
public struct InterfaceBuilderDocument: Hashable, Sendable {
    /// Whether the document is a storyboard or a xib.
    public enum Kind: String, Hashable, Sendable {
        /// `com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB`: scenes of controllers.
        case storyboard
        /// `com.apple.InterfaceBuilder3.CocoaTouch.XIB`: top-level objects and File's Owner.
        case xib
    }

    /// Storyboard or xib.
    public var kind: Kind
    /// The `toolsVersion` attribute: the Interface Builder build that saved the document.
    public var toolsVersion: String?
    /// `useSafeAreas="YES"` on the document. The guides are still decided per root view.
    public var usesSafeAreas: Bool
    /// The canvas device id (`<device id="retina6_1">`, or before Xcode 8 the
    /// `simulatedScreenMetrics` type), `nil` when the document names none.
    public var canvasDeviceID: String?
    /// `orientation="landscape"` on `<device>`.
    public var canvasIsLandscape: Bool
    /// The root `<document>` element.
    public var root: XMLElement

    /// Reads the header of a parsed document.
    ///
    /// - Throws: `FixtureDiagnostics` holding one error for an archive, a non-iOS document or another version.
    public init(root: XMLElement) throws(FixtureDiagnostics) {
        let at = SourceLocation(root.location)
        func refusal(_ message: String, at location: SourceLocation) -> FixtureDiagnostics {
            FixtureDiagnostics([.error(message, at: location)])
        }
        if root.name == "archive" {
            throw refusal(
                """
                a pre-Xcode 5 archive ('<archive>'); open it in Xcode and save it again to convert it to the document \
                format
                """,
                at: at)
        }
        guard root.name == "document" else {
            throw refusal("the root element is '<\(root.name)>'; expected an Interface Builder '<document>'", at: at)
        }
        let type = root["type"] ?? ""
        switch type {
        case "com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB": kind = .storyboard
        case "com.apple.InterfaceBuilder3.CocoaTouch.XIB": kind = .xib
        default:
            let platform =
                type.contains("AppleTV")
                ? "tvOS" : type.contains("Cocoa.") ? "macOS" : type.contains("watchKit") ? "watchOS" : nil
            throw refusal(
                platform.map { "a \($0) document ('\(type)'); only iOS (CocoaTouch) documents are read" }
                    ?? "the document type '\(type)' is not an iOS storyboard or xib", at: at)
        }
        if let runtime = root["targetRuntime"], !runtime.hasPrefix("iOS.CocoaTouch") {
            throw refusal(
                "the target runtime '\(runtime)' is not iOS; only iOS (CocoaTouch) documents are read", at: at)
        }
        guard root["version"] == "3.0" else {
            throw refusal(
                "the document version '\(root["version"] ?? "")' is not read; expected '3.0' (Xcode 5 and later)",
                at: at)
        }
        toolsVersion = root["toolsVersion"]
        usesSafeAreas = root["useSafeAreas"] == "YES"
        let device = root.child(named: "device")
        let simulated = root.child(named: "simulatedMetricsContainer")?.child(
            named: "simulatedScreenMetrics", key: "destination")
        canvasDeviceID = device?["id"] ?? simulated?["type"]
        canvasIsLandscape = device?["orientation"] == "landscape"
        self.root = root
    }

    /// The Xcode release that probably saved the document, from ``toolsVersion``, for reports
    /// only (behaviour never depends on it): "15.3+" for the placeholder `32700.99.1234`.
    public var xcodeEra: String? {
        guard let toolsVersion else { return nil }
        if toolsVersion == "32700.99.1234" { return "15.3+" }
        guard let build = Int(toolsVersion.prefix { $0.isNumber }) else { return nil }
        let eras: [(Int, String)] = [
            (24100, "26"), (23000, "16"), (22100, "15"), (21200, "14"), (19100, "13"), (17100, "12"),
            (14800, "11"), (14300, "10"), (13100, "9"), (11100, "8"), (8100, "7"), (6100, "6"), (4400, "5"),
        ]
        return eras.first { build >= $0.0 }?.1 ?? "4 or earlier"
    }
}

extension InterfaceBuilderDocument {
    /// The iOS release of the SDK that shipped with the Xcode that saved the document
    /// (``xcodeEra``): Xcode 9 ships iOS 11, …, Xcode 16 iOS 18, Xcode 26 iOS 26 (Apple's Xcode
    /// release notes). Documents saved before Xcode 9 take iOS 10, the earliest release the model
    /// lays out; `nil` when the document names no tools version.
    public var savedRelease: UIKitRelease? {
        guard let era = xcodeEra else { return nil }
        let releases: [String: Int] = [
            "26": 26, "16": 18, "15.3+": 17, "15": 17, "14": 16, "13": 15, "12": 14, "11": 13,
            "10": 12, "9": 11,
        ]
        return UIKitRelease(releases[era] ?? 10)
    }
}

extension SourceLocation {
    /// The same line and column as an XML location.
    init(_ location: XMLLocation) {
        self.init(line: location.line, column: location.column)
    }
}
