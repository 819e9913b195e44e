import ScrollInsets

/// How an imported view's frame was found on a device, the ladder of docs/storyboards.md.
public enum IBFrameMethod: String, Hashable, Sendable, CaseIterable {
    /// A controller's root view (or a xib's File's Owner view): its frame is the controller's,
    /// which the model places from the screen and the containers.
    case rootView = "root view"
    /// The autoresizing mask applied to the stored frame as the superview's size changes.
    case autoresizing
    /// Constraints to the superview, its safe area, its margins or a layout guide, modelled as a
    /// `Pin` that the model resolves.
    case pins
    /// Required equalities (siblings, multipliers, intrinsic sizes of leaves, sizes a view's
    /// content fixes) solved exactly.
    case solved
    /// Not determined by required equalities: the stored frame scaled from the canvas, with a
    /// `frame-not-resolved` note.
    case storedFrame = "stored frame"
    /// In a scroll view's content: the stored frame, which the scroll view's insets do not depend on,
    /// its x and width scaled by its superview's change of width.
    case scrollContent = "scroll content"

    /// The method's name in the JSON report: `rootView`, `autoresizing`, `pins`, `solved`,
    /// `storedFrame` or `scrollContent`.
    public var jsonName: String {
        switch self {
        case .rootView: "rootView"
        case .autoresizing: "autoresizing"
        case .pins: "pins"
        case .solved: "solved"
        case .storedFrame: "storedFrame"
        case .scrollContent: "scrollContent"
        }
    }
}
