/// How UIKit's collection view layouts put frames on the screen's pixel grid.
///
/// Rule: each layout attribute's origin is rounded to the nearest pixel, `round(v · scale) /
/// scale`, halves away from zero; its size is kept. So a cell whose exact x is 102.333 starts at
/// 102.5 on a 2x screen (204.67 px → 205 px) and stays at 102.333 on a 3x screen (307 px), and
/// items of fractional widths can leave or overlap a fraction of a pixel between them.
///
/// Sources: a recorded `UICollectionViewFlowLayout` whose cell at y 100.8 pt (201.6 px on an
/// iPhone 8, 302.4 px on an iPhone 8 Plus) was placed at 101 and 100.667 — the origin rounded
/// to the pixel ("四舍五入", round half up) while the cell kept its 100.8-point size, leaving a
/// gap (a jianshu.com post, read at reibang.com/p/58d0414eccac); a flow layout's recorded frames at
/// half points, "frame = (242.5 0; 220 45)" (StackOverflow 17957742); and a 4 × 2 grid of
/// `width / 4` items on a 414-point view that showed gaps between some cells (StackOverflow
/// "UICollectionView spacing precision"). The same post records that `UITableView` does not
/// round row heights (rows at 1802.16, 1902.28), so this rule is applied to collection views only.
///
/// A screen without a known scale (a custom window) keeps exact values.
public struct PixelGrid: Hashable, Sendable {
    /// Pixels per point; `nil` keeps exact values.
    public var scale: Double?

    /// Creates the grid of a screen with `scale` pixels per point (`nil`: no rounding).
    public init(scale: Double?) {
        self.scale = scale.flatMap { $0 > 0 && $0.isFinite ? $0 : nil }
    }

    /// `value` rounded to the nearest pixel.
    public func aligned(_ value: Double) -> Double {
        guard let scale else { return value }
        return (value * scale).rounded(.toNearestOrAwayFromZero) / scale
    }

    /// `frame` with its origin rounded to the nearest pixel and its size kept.
    public func aligned(_ frame: Rect) -> Rect {
        guard scale != nil else { return frame }
        return Rect(x: aligned(frame.minX), y: aligned(frame.minY), width: frame.width, height: frame.height)
    }
}
