/// Devices whose window insets change alike from release to release: the classes of
/// docs/devices.md ("Insets per class, release and orientation"). A device's class says which
/// release rules (``ReleaseMetrics``) apply to its figures.
public enum InsetClass: String, Hashable, Sendable, CaseIterable {
    /// iPhones with a Home button: status bar 20, no hardware insets.
    case homeButtonPhone = "HB"
    /// The 44-pt notch: X, XS, XS Max, 11 Pro, 11 Pro Max.
    case notch44 = "N44"
    /// XR and 11: 44 on iOS 12–13, 48 from iOS 14.
    case notch48 = "N48"
    /// 12 mini and 13 mini: 50.
    case notch50 = "N50"
    /// The 47-pt notch: 12, 12 Pro, 12 Pro Max, 13, 13 Pro, 13 Pro Max, 14, 14 Plus.
    case notch47 = "N47"
    /// 16e and 17e: the 47-pt notch on the later phones.
    case notch47e = "N47e"
    /// The Dynamic Island at 59: 14 Pro, 14 Pro Max, the 15 family, 16, 16 Plus.
    case dynamicIsland59 = "DI59"
    /// The Dynamic Island at 62: 16 Pro, 16 Pro Max, the 17 family, 18 Pro, 18 Pro Max.
    case dynamicIsland62 = "DI62"
    /// iPhone Air: 68.
    case air = "AIR"
    /// The iPhone Duo's displays: the 84-pt vertical-bar column on the trailing edge.
    case duo = "DUO"
    /// iPads with a Home button.
    case homeButtonPad = "PHB"
    /// iPads without a Home button (home indicator).
    case homeIndicatorPad = "PHI"

    /// Whether the class is a phone with Face ID (a sensor housing and a home indicator).
    var isFaceIDPhone: Bool {
        switch self {
        case .homeButtonPhone, .homeButtonPad, .homeIndicatorPad, .duo: return false
        default: return true
        }
    }

    /// Whether the class has the Dynamic Island.
    var hasDynamicIsland: Bool { self == .dynamicIsland59 || self == .dynamicIsland62 }

    /// The class of a device described by its family and portrait figures, for entries that
    /// do not name one: by the portrait top inset on phones, by the home indicator on iPads.
    static func derived(family: DeviceFamily, portrait: OrientationMetrics) -> InsetClass {
        switch family {
        case .pad:
            return portrait.hardwareInsets.bottom > 0 ? .homeIndicatorPad : .homeButtonPad
        case .phone:
            switch portrait.hardwareInsets.top {
            case 0: return .homeButtonPhone
            case 47: return .notch47
            case 48: return .notch48
            case 50: return .notch50
            case 59: return .dynamicIsland59
            case 62: return .dynamicIsland62
            case 68: return .air
            default: return .notch44
            }
        }
    }
}
