/// How far a corner-adapted ``LayoutRegion`` moves away from the window's top-leading corner
/// (docs/reserved-regions.md).
///
/// - **Window controls** (iPadOS 26): the controls' frame is not published, so the scene gives
///   it (`window: {windowControls: {frame: RECT}}`). A view overlapping the control area gets
///   "the size of the overlapping area" as its top-leading corner inset (documented: Apple's
///   `GeometryProxy.containerCornerInsets`); horizontal adaptation moves the region's leading
///   edge past the controls, vertical adaptation its top edge below them.
/// - **The display corner**: on an iPad a corner-adapted region reports 9.5 pt even full screen
///   with no window controls (recorded on an iPadOS 26.2 simulator: erik-sutton95/OpenZCine #91;
///   TetsuOtter/TRViS #315 saw a nonzero inset there too). On a phone the model adds nothing
///   (assumed: JetBrains/compose-multiplatform-core #3018 calls the horizontal insets iOS 26.0
///   added on iPhone unexpected, gone in 26.1).
/// - The region's edge is the larger of the plain region's and the adaptation (assumed: no
///   source says whether the two add up; with a zero safe area, as recorded, both give the same).
public struct CornerAdaptation: Hashable, Sendable {
    /// The window controls' frame in the superview's coordinates, `nil` when none show.
    public var windowControls: Rect?
    /// The display-corner adaptation: 9.5 on an iPad (recorded), 0 on a phone (assumed).
    var displayCorner: Double
    /// The physical edge the window's leading corner is on (left in left-to-right layouts).
    var leadingEdge: Edge

    /// The display-corner adaptation of an iPad, recorded on an iPadOS 26.2 simulator
    /// (erik-sutton95/OpenZCine #91: corner-adapted layout regions "report only the 9.5pt
    /// display-corner adaptation").
    static let padDisplayCorner = 9.5

    /// Creates an adaptation context.
    public init(windowControls: Rect?, displayCorner: Double, leadingEdge: Edge) {
        self.windowControls = windowControls
        self.displayCorner = displayCorner
        self.leadingEdge = leadingEdge
    }

    /// The distance from `visible`'s edge that the adaptation along `axis` asks for on `edge`:
    /// the leading edge for horizontal adaptation, the top for vertical, 0 elsewhere.
    ///
    /// - Complexity: O(1).
    public func inset(on edge: Edge, axis: LayoutRegion.AdaptivityAxis, in visible: Rect) -> Double {
        switch axis {
        case .horizontal: guard edge == leadingEdge else { return 0 }
        case .vertical: guard edge == .top else { return 0 }
        }
        return max(displayCorner, windowControlsOverlap(on: edge, in: visible) ?? 0)
    }

    /// How far the window controls reach into `visible` from `edge` ("the size of the overlapping
    /// area": Apple's `GeometryProxy.containerCornerInsets`), or `nil` when they do not overlap it.
    ///
    /// - Complexity: O(1).
    public func windowControlsOverlap(on edge: Edge, in visible: Rect) -> Double? {
        guard let controls = windowControls, controls.width > 0, controls.height > 0,
            controls.minX < visible.maxX, controls.maxX > visible.minX,
            controls.minY < visible.maxY, controls.maxY > visible.minY
        else { return nil }
        switch edge {
        case .left: return controls.maxX - visible.minX
        case .right: return visible.maxX - controls.minX
        default: return controls.maxY - visible.minY
        }
    }
}
