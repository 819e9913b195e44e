/// A controller presented modally by another (`presentedViewController` in a fixture): the
/// style, the sheet's detents, and the presented controller (docs/presentations.md).
///
/// ```swift
/// let presentation = Presentation(.pageSheet, detents: [.medium, .large], selectedDetent: .large,
///                                 controller: ControllerNode(name: "sheet"))
/// ```
public struct Presentation: Hashable, Sendable {
    /// `modalPresentationStyle`.
    public var modalPresentationStyle: ModalPresentationStyle
    /// `UISheetPresentationController.detents` (iOS 15): the heights a sheet may rest at.
    /// UIKit's default is `[.large]`.
    public var detents: [SheetDetent]
    /// `selectedDetentIdentifier`, or `nil` for the smallest of ``detents``.
    public var selectedDetent: SheetDetent?
    /// The presented controller's `preferredContentSize`, or `nil` for UIKit's default (zero).
    /// An iPad form sheet takes it as its size when both sides are above 0; other
    /// presentations ignore it (docs/presentations.md).
    public var preferredContentSize: Size?
    /// The presented controller.
    public var controller: ControllerNode
    /// Where `presentedViewController` is in its fixture, if it came from one.
    public var location: SourceLocation? = nil

    /// Creates a presentation; the defaults are UIKit's (`.automatic`, the large detent, no
    /// preferred content size).
    public init(
        _ modalPresentationStyle: ModalPresentationStyle = .automatic, detents: [SheetDetent] = [.large],
        selectedDetent: SheetDetent? = nil, preferredContentSize: Size? = nil, controller: ControllerNode
    ) {
        self.modalPresentationStyle = modalPresentationStyle
        self.detents = detents
        self.selectedDetent = selectedDetent
        self.preferredContentSize = preferredContentSize
        self.controller = controller
    }
}

/// `UIModalPresentationStyle`, the cases the fixture format names.
public enum ModalPresentationStyle: String, Hashable, Sendable, CaseIterable {
    /// `.automatic` (iOS 13): a page sheet for a plain view controller.
    case automatic
    /// `.pageSheet`.
    case pageSheet
    /// `.formSheet`.
    case formSheet
    /// `.fullScreen`.
    case fullScreen
    /// `.overFullScreen`.
    case overFullScreen
    /// `.popover` (not modelled: laying out throws).
    case popover
}

/// A sheet detent: `.medium()`, `.large()` or a custom height (iOS 16,
/// `custom(identifier:resolver:)`) in points within the sheet's safe area.
public enum SheetDetent: Hashable, Sendable {
    /// `.medium()`: "approximately half the height of the screen"; inactive in compact height.
    case medium
    /// `.large()`: the full height.
    case large
    /// A custom detent of this height, "a height within the safe area of the sheet".
    case height(Double)

    /// The fixture and report spelling: `medium`, `large` or the number.
    public var name: String {
        switch self {
        case .medium: return "medium"
        case .large: return "large"
        case .height(let height): return formatPoints(height)
        }
    }
}
