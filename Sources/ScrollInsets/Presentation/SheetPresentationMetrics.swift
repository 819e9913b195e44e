/// The sheet metrics UIKit's iPad form sheet takes from `_UISheetPresentationMetrics` on iPadOS
/// 16–18 and 26, read from decompiled UIKitCores 18.0 (22A3354) and 26.1 (23B85), leads; on 26 a
/// frame recorded on the iPad Pro 11-inch (iPadOS 26.5) and a peer model's iPad (A16) assertion
/// agree; 16–18 has no printout (docs/presentations.md).
enum SheetPresentationMetrics {
    /// `-[_UISheetPresentationMetrics topOffset]`: 10. `SheetLayoutInfo` keeps twice it between
    /// a floating sheet and the safe area above and below, and grows a sheet presented over a
    /// functionally full-screen parent by it upward. The 26.1 restore leaves the getter's body
    /// out; 10 is jackeltoncarbone/Jwift's reading of the 26.1 cache and an earlier decompiled
    /// UIKitCore's body, and the recorded iPad (A16) form sheet is 650 = 640 + 10 tall.
    static let topOffset = 10.0

    /// `-[_UISheetPresentationMetrics minimumSidePadding]`: 25, a floating sheet's least gap
    /// to the left and right safe area (read as ``topOffset``).
    static let minimumSidePadding = 25.0

    /// `-[_UISheetPresentationMetrics defaultFormSheetSizeForScreenSize:]`: by the screen's
    /// longest side, 540 × 600 up to 1024, 620 × 680 from 1590, 580 × 640 between (a screen that
    /// wants wide content margins, 414 × 394, is none of the catalog's iPads: iPad (A16) is
    /// recorded 580 wide).
    static func defaultFormSheetSize(forScreenSize size: Size) -> Size {
        let longest = max(size.width, size.height)
        if longest >= 1590 { return Size(width: 620, height: 680) }
        if longest <= 1024 { return Size(width: 540, height: 600) }
        return Size(width: 580, height: 640)
    }
}
