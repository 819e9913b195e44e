/// A layout region a view can pin to (`UIView.LayoutRegion`, iOS 26; Apple's documentation of
/// `UIView.LayoutRegion` and `UIView.layoutGuide(for:)`): the safe area or the layout margins,
/// with or without a corner adaptation.
///
/// A corner-adapted region also avoids what sits in the window's top-leading corner: iPad
/// window controls (iPadOS 26), which are not part of `safeAreaInsets` (recorded:
/// tauri-apps/tauri #15521, "The controls do not contribute to the safe area"), and the display
/// corner (9.5 pt, recorded on an iPadOS 26.2 simulator: erik-sutton95/OpenZCine #91). See
/// ``CornerAdaptation`` and docs/reserved-regions.md.
///
/// ```swift
/// // layoutGuide(for: .safeArea(cornerAdaptation: .horizontal))
/// let region = LayoutRegion(.safeArea, cornerAdaptation: .horizontal)
/// let edge = PinEdge(.layoutRegion(region), 8)
/// ```
public struct LayoutRegion: Hashable, Sendable {
    /// The region a layout region starts from.
    public enum Base: String, Hashable, Sendable, CaseIterable {
        /// `.safeArea(cornerAdaptation:)`: the safe area.
        case safeArea
        /// `.margins(cornerAdaptation:)`: the layout margins.
        case margins
    }

    /// `UIView.LayoutRegion.AdaptivityAxis`: the axis along which a region moves away from the
    /// corner.
    public enum AdaptivityAxis: String, Hashable, Sendable, CaseIterable {
        /// The region's leading edge moves in (content beside the window controls).
        case horizontal
        /// The region's top edge moves down (content below the window controls).
        case vertical
    }

    /// The safe area or the margins.
    public var base: Base
    /// The corner adaptation, `nil` for none (then the region is the plain safe area or margins).
    public var cornerAdaptation: AdaptivityAxis?

    /// Creates a layout region.
    public init(_ base: Base, cornerAdaptation: AdaptivityAxis?) {
        self.base = base
        self.cornerAdaptation = cornerAdaptation
    }

    /// UIKit's spelling: `safeArea(cornerAdaptation: .horizontal)`, `margins(cornerAdaptation: nil)`.
    var swiftName: String {
        "\(base.rawValue)(cornerAdaptation: \(cornerAdaptation.map { ".\($0.rawValue)" } ?? "nil"))"
    }
}
