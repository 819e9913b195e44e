/// A UIKit release, as `major.minor` of the iOS (or iPadOS) version an app runs on: the axis
/// along which UIKit's rules and numbers change, beside the device and the orientation.
///
/// ```swift
/// let release = UIKitRelease(18, 4)
/// release.description                 // "18.4"
/// UIKitRelease("26") == UIKitRelease(26)  // true
/// release.variants.barInsets          // .safeAreaInsets
/// ```
public struct UIKitRelease: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The major version: 10, 11, …, 18, 26, 27.
    public var major: Int
    /// The minor version (`4` in 18.4); 0 when not given.
    public var minor: Int

    /// Creates a release from its major and minor version.
    public init(_ major: Int, _ minor: Int = 0) {
        self.major = major
        self.minor = minor
    }

    /// Parses `26` or `18.4`; `nil` for anything else (a sign, a third component, a letter).
    public init?(_ text: String) {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard (1...2).contains(parts.count),
            parts.allSatisfy({ !$0.isEmpty && $0.count <= 4 && $0.allSatisfy(\.isASCIIDigit) }),
            let major = Int(parts[0]), let minor = parts.count == 2 ? Int(parts[1]) : 0
        else { return nil }
        self.init(major, minor)
    }

    /// iOS 10: layout guides and `automaticallyAdjustsScrollViewInsets`, before the safe area.
    public static let iOS10 = UIKitRelease(10)
    /// iOS 11: the safe area and `contentInsetAdjustmentBehavior`.
    public static let iOS11 = UIKitRelease(11)

    /// iOS 18: the last release of the classic bars (``RuleVariants/Bars/classic``), whose
    /// figures the audit rules compare hand-written constants with.
    public static let lastClassicBars = UIKitRelease(18)
    /// iOS 26: the first release of the Liquid Glass bars (``RuleVariants/Bars/liquidGlass``).
    public static let firstLiquidGlass = UIKitRelease(26)

    /// Whether this is release 10, the iOS 10 compatibility mode: an app built with the iOS
    /// 10 SDK, laid out with layout guides on any device (``RuleVariants/BarInsets/layoutGuides``;
    /// a device that does not run iOS 10 shows it with ``Device/iOS10CompatibilityFigures``).
    /// Releases the model has no rules for (iOS 9) are not it.
    public var isIOS10CompatibilityMode: Bool { isModelled && variants.barInsets == .layoutGuides }

    /// The release of a custom window that names none: 18, the last release whose bars the
    /// custom window's figures (44-pt navigation bar, 49-pt tab bar) describe.
    public static let customWindowDefault = UIKitRelease(18)

    /// `26`, or `18.4` when the minor version is not zero.
    public var description: String {
        minor == 0 ? "\(major)" : "\(major).\(minor)"
    }

    /// Orders releases by major, then minor version.
    public static func < (a: UIKitRelease, b: UIKitRelease) -> Bool {
        (a.major, a.minor) < (b.major, b.minor)
    }

    /// The rule variants this release selects (``RuleVariants``).
    public var variants: RuleVariants { RuleVariants(release: self) }
}

extension Character {
    /// Whether the character is one of the ASCII digits 0–9.
    var isASCIIDigit: Bool { ("0"..."9").contains(self) }
}
