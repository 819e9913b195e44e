import PropertyTesting
@testable import ScrollInsets
import Testing

/// Window controls (iPadOS 26) "do not contribute to the safe area" (recorded:
/// tauri-apps/tauri #15521): over random hierarchies, adding window controls to the screen changes
/// no view's `safeAreaInsets`, frame or margins; only pins to corner-adapted layout regions,
/// which the generators do not draw, move.
@Suite struct WindowControlsPropertyTests {
    @Test func windowControlsChangeNoSafeAreaFrameOrMargin() throws {
        try forAll(.scene(), describe: describeScene) { scene in
            var controlled = scene
            controlled.screen.windowFamily = .pad
            controlled.screen.windowControls = Rect(
                x: 0, y: 0, width: min(70, scene.screen.size.width),
                height: min(32, scene.screen.size.height))
            let plain = try scene.layout()
            let other = try controlled.layout()
            guard plain.views.count == other.views.count else { return false }
            for (a, b) in zip(plain.views, other.views)
            where a.safeAreaInsets != b.safeAreaInsets || a.frame != b.frame || a.layoutMargins != b.layoutMargins {
                return false
            }
            return true
        }
    }
}
