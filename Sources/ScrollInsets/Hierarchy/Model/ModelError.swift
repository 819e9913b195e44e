/// Why a scene cannot be laid out.
public enum ModelError: Error, Hashable, Sendable {
    /// The device does not rotate to the orientation (iPhones with Face ID stay out of
    /// `portraitUpsideDown`).
    case unsupportedOrientation(device: String, orientation: Orientation)
    /// A property holds a value the model cannot use: the path of the node, and why.
    case invalidValue(path: String, message: String)
    /// A tab bar controller's `selectedIndex` names no tab: its path, the index, and how many
    /// tabs it has.
    case selectedIndexOutOfRange(path: String, selectedIndex: Int, count: Int)
}

extension ModelError: CustomStringConvertible {
    /// The error as one lowercase line, in the house style of diagnostics.
    public var description: String {
        switch self {
        case let .unsupportedOrientation(device, orientation):
            return "'\(device)' does not support orientation '\(orientation.rawValue)'"
        case let .invalidValue(path, message):
            return "\(path): \(message)"
        case let .selectedIndexOutOfRange(path, selectedIndex, count):
            return "\(path): selectedIndex '\(selectedIndex)' is out of range; the tab bar controller has \(count) view controller\(count == 1 ? "" : "s")"
        }
    }
}
