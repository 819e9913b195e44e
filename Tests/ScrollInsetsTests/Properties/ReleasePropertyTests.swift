import PropertyTesting
import Testing
@testable import ScrollInsets

/// Issue 16's properties over random scenes × random releases. The other property suites draw
/// their screens from `Gen.screen`, which puts each device on a random release it runs, so
/// what they say holds on every release; these add what is particular to releases.
@Suite struct ReleasePropertyTests {
    /// A scene on a release its device does not run is refused with
    /// ``ModelError/releaseNotSupported(device:release:first:last:)`` naming the device's range
    /// (``ModelError/releaseNotModelled(_:)`` for a release the model has no rules for),
    /// by the layout and by the device's screen alike, and never laid out.
    @Test func aSceneOnAReleaseItsDeviceCannotRunIsRejected() throws {
        try forAll(.scene(on: .screenOnAReleaseItDoesNotRun), describe: describeScene) { scene in
            guard let device = scene.screen.device else { return false }
            let release = scene.screen.release
            // A release the model has no rules for (iOS 9) is refused before the device's range.
            let expected =
                release.isModelled
                ? ModelError.releaseNotSupported(
                    device: device.name, release: release,
                    first: device.firstRelease, last: device.lastRelease)
                : ModelError.releaseNotModelled(release)
            do {
                _ = try scene.layout()
                return false
            } catch {
                guard (error as? ModelError) == expected else { return false }
            }
            // Asked for by its major version alone, a release the device first ran at a later
            // minor is that first release (18 is 18.3 on the iPhone 16e): the screen takes it.
            if let resolved = device.release(matching: release) {
                let screen = try? device.screen(orientation: scene.screen.orientation, release: release)
                return resolved == device.firstRelease && release.minor == 0 && screen?.release == resolved
            }
            do {
                _ = try device.screen(orientation: scene.screen.orientation, release: release)
                return false
            } catch {
                return (error as? ModelError) == expected
            }
        }
    }

    /// Every drawn scene is on a release its device runs, or in the iOS 10 compatibility mode,
    /// and lays out under it. Release 10 is an app built with the iOS 10 SDK, which runs on any
    /// later system (``Device/iOS10CompatibilityFigures``; docs/fixture-format.md, "Releases"):
    /// it needs the device's compatibility frame, not iOS 10.0 itself (the iPad (5th generation)
    /// first ran 10.2).
    @Test func aSceneLaysOutUnderItsScreensRelease() throws {
        try forAll(.scene(), describe: describeScene) { scene in
            if let device = scene.screen.device, scene.screen.release != .iOS10, !device.runs(scene.screen.release) {
                return false
            }
            return try scene.layout().release == scene.screen.release
        }
    }

    /// The bars a layout shows have the heights of its release's figures: a navigation bar is
    /// the screen's navigation bar (or large-title bar) tall; a toolbar the toolbar's height
    /// above the container's bottom inset, or what is left of its minimum slot (iOS 26 phones),
    /// and on iOS 26 the whole slot down to the container's bottom;
    /// a bottom tab bar its height plus the container's bottom inset, or its minimum slot; a
    /// floating one its own height (iPadOS 26) or the navigation bar's.
    @Test func barsHaveTheirReleasesHeights() throws {
        try forAll(.scene(scrollViews: false), describe: describeScene) { scene in
            let layout = try scene.layout()
            let metrics = layout.screen.metrics
            for controller in layout.controllers {
                let bottomInset = controller.safeAreaInsets.bottom
                for bar in controller.bars {
                    // A bar in the vertical-bar column (the iPhone Duo, iOS 27.1) is the column wide
                    // and the container tall (GetStream/stream-chat-react-native #3818).
                    if bar.vertical {
                        guard bar.frame.width == metrics.verticalBarColumn, bar.kind != .navigationBar else {
                            return false
                        }
                        continue
                    }
                    let height = bar.frame.height
                    switch bar.kind {
                    case .navigationBar:
                        guard height == metrics.navigationBarHeight || height == metrics.largeTitleNavigationBarHeight
                        else { return false }
                    case .toolbar:
                        // From iOS 26 the frame is the whole slot, to the container's bottom.
                        let slot = max(metrics.toolbarMinimumSlot, bottomInset + metrics.toolbarHeight)
                        guard height == (metrics.toolbarFillsSlot ? slot : slot - bottomInset) else { return false }
                    case .tabBar:
                        let expected =
                            metrics.tabBarPlacement == .floatingTop
                            ? metrics.floatingTabBarHeight ?? metrics.navigationBarHeight
                            : max(metrics.tabBarMinimumSlot, metrics.tabBarHeight + bottomInset)
                        guard height == expected else { return false }
                    case .searchBar:
                        // Stacked: 56 (iOS 11–12) or 52 (SearchBarPlacementRule); in the toolbar's slot: the toolbar's.
                        let slot = max(metrics.toolbarMinimumSlot, bottomInset + metrics.toolbarHeight)
                        let inToolbar = metrics.toolbarFillsSlot ? slot : slot - bottomInset
                        guard height == 56 || height == 52 || height == inToolbar else { return false }
                    }
                }
            }
            return true
        }
    }

    /// The audit runs on every release and each finding points at a view of the layout.
    @Test func auditFindingsPointAtViewsOnEveryRelease() throws {
        try forAll(.scene(), describe: describeScene) { scene in
            let layout = try scene.layout()
            return Audit.run(on: layout).allSatisfy { finding in
                finding.viewIndex.map { layout.views.indices.contains($0) } ?? true
            }
        }
    }
}
