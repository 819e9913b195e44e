/// A view's own layout margins as the scene gives them: physical (`layoutMargins`) or
/// directional (`directionalLayoutMargins`).
public enum LayoutMargins: Hashable, Sendable {
    /// `layoutMargins`: left stays left in right-to-left layouts.
    case physical(EdgeInsets)
    /// `directionalLayoutMargins`: leading is right in right-to-left layouts.
    case directional(DirectionalEdgeInsets)

    /// UIKit's default for a view that is not a view controller's root view: 8 on each edge.
    public static let standard = LayoutMargins.physical(EdgeInsets(all: 8))

    /// The margins on physical edges for `direction`.
    public func resolved(in direction: LayoutDirection) -> EdgeInsets {
        switch self {
        case .physical(let insets): return insets
        case .directional(let insets): return insets.resolved(in: direction)
        }
    }
}
