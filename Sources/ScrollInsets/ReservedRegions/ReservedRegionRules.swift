/// The rule for which reserved regions a screen has (docs/reserved-regions.md).
///
/// Only from iOS 27.1 (``RuleVariants/ReservedRegions/available``: the API is "iOS 27.1+" in
/// Apple's documentation). The figures the model has:
///
/// - **division**: the fold of a display that folds (``Device/fold``; the iPhone Duo's inner
///   display). The fold runs top to bottom at the middle of the open display's width
///   (assumed: no source gives its position; Split View halves the display 50/50, claimed by
///   the iPhone Duo skills from Apple's tech talks). Its width and margins are not published:
///   the model gives it a zero-width frame with zero margins, and says so. It is active when
///   the scene's `fold` is `partial` ("A fold is active only while the device is partially
///   open": cupertino_native_better's `CNReservedRegion`; Apple's HIG, "Designing for iPhone
///   Duo", as quoted in Ark0N/Codeman #407).
/// - **occlusion**: an iPad window's window controls (``Screen/windowControls``), at the frame
///   the scene gives (Apple's documentation names "window controls" among the occlusions; no
///   source publishes their frame or margins: margins 0, said so). The iPhone Duo's camera and
///   status strip lie in the vertical-bar column, whose 84 pt the safe area already holds, but
///   no source gives their frames; nor the Dynamic Island's.
public enum ReservedRegionRules {
    /// The reserved regions of `screen` in the window's coordinates.
    ///
    /// - Parameters:
    ///   - screen: The screen.
    ///   - fold: The scene's `fold`.
    ///   - variants: The release's rules.
    /// - Returns: The regions, empty before 27.1 and on screens without a fold.
    /// - Throws: ``ModelError/noFold(device:)`` for `fold: partial` on a screen that does not fold.
    /// - Complexity: O(1).
    public static func regions(
        screen: Screen, fold: FoldState, variants: RuleVariants
    ) throws(ModelError) -> [ReservedRegion] {
        let axis = screen.device?.fold
        if fold == .partial && axis == nil {
            throw .noFold(device: screen.device?.name ?? "custom window")
        }
        guard variants.reservedRegions == .available else { return [] }
        var regions: [ReservedRegion] = []
        if let controls = screen.windowControls {
            regions.append(
                ReservedRegion(
                    kind: .occlusion, frame: controls, margins: .zero, isActive: true,
                    reason: [
                        .reason("the window controls, at the frame the scene gives (not published)"),
                        .assumption("their margins 0 (not published)"),
                    ]
                ))
        }
        guard axis == .vertical, screen.orientation.isLandscape else { return regions }
        let x = screen.size.width / 2
        let frame = Rect(x: x, y: 0, width: 0, height: screen.size.height)
        let state = fold == .partial ? "active: fold partial" : "inactive: fold flat"
        regions.append(
            ReservedRegion(
                kind: .division, frame: frame, margins: .zero, isActive: fold == .partial,
                reason: [
                    .reason("the fold, \(state)"),
                    .assumption("at the middle of the width (Split View halves the display, claimed)"),
                    .assumption("its width and margins 0 (not published)"),
                ]
            ))
        return regions
    }
}
