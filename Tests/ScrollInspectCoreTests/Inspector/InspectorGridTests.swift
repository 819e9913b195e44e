import Foundation
import Testing
@testable import ScrollInspectCore
import ScrollInsets

/// `inspect --ios A,B`: a list of releases puts each scene on each listed release its device
/// runs; the page lists the screens left out (for its grid of screens), and only `inspect` takes
/// a list. The grid itself, the layers and the search are checked in Chromium by
/// scripts/inspector-check.sh.
@Suite struct InspectorGridTests {
    static let fixture = "Fixtures/feed-under-navigation-bar.yaml"

    static func run(_ arguments: [String]) -> CommandOutput {
        ScrollInspect.run(arguments, environment: PackageFileEnvironment())
    }

    /// The page's scene index: (device, release) of each screen, in order.
    static func screens(_ page: String) throws -> [String] {
        let index = try #require(
            try JSONSerialization.jsonObject(
                with: Data(InspectorPageTests.script("scene-index", in: page).utf8)) as? [String: Any])
        let scenes = try #require(index["scenes"] as? [[String: Any]])
        return scenes.map { "\($0["device"] as? String ?? "?") iOS \($0["ios"] as? String ?? "?")" }
    }

    static func notDrawn(_ page: String) throws -> [String] {
        try #require(
            try JSONSerialization.jsonObject(with: Data(InspectorPageTests.script("not-drawn", in: page).utf8))
                as? [String])
    }

    @Test func aListPutsTheSceneOnEachRelease() throws {
        let output = Self.run(["inspect", Self.fixture, "--device", "iPhone 16", "--ios", "18,26", "-o", "-"])
        #expect(output.exitCode == .success)
        #expect(try Self.screens(output.standardOutput) == ["iPhone 16 iOS 18", "iPhone 16 iOS 26"])
        #expect(try Self.notDrawn(output.standardOutput) == [])
        // The order of the list is the order of the screens.
        let reversed = Self.run(["inspect", Self.fixture, "--device", "iPhone 16", "--ios", "26,18", "-o", "-"])
        #expect(try Self.screens(reversed.standardOutput) == ["iPhone 16 iOS 26", "iPhone 16 iOS 18"])
    }

    /// Apple's "iOS N is compatible with these devices" lists (docs/releases.md, "Which releases a
    /// device runs"): the iPhone XS's last release is iOS 18, the iPhone X's iOS 16; the iPhone 17
    /// ships with iOS 26.
    @Test func everyDeviceOnTwoReleasesListsWhatItDoesNotRun() throws {
        let output = Self.run(["inspect", Self.fixture, "--device", "all", "--ios", "18,26", "-o", "-"])
        #expect(output.exitCode == .success)
        let screens = try Self.screens(output.standardOutput)
        #expect(screens.contains("iPhone XS iOS 18") && !screens.contains("iPhone XS iOS 26"))
        #expect(screens.contains("iPhone 17 iOS 26") && !screens.contains("iPhone 17 iOS 18"))
        #expect(!screens.contains { $0.hasPrefix("iPhone X iOS") })
        let left = try Self.notDrawn(output.standardOutput)
        for line in [
            "iPhone XS: does not run iOS 26", "iPhone 17: does not run iOS 18", "iPhone X: does not run iOS 18",
            "iPhone X: does not run iOS 26",
        ] {
            #expect(left.contains(line), "\(line)")
        }
        // Each screen either drawn or listed, never both.
        for line in left where line.hasSuffix(": does not run iOS 26") {
            let device = String(line.dropLast(": does not run iOS 26".count))
            #expect(!screens.contains("\(device) iOS 26"), "\(device)")
        }
        #expect(output.standardError.contains("scroll-inspect: note: skipped "))
        #expect(output.standardError.contains(" devices that do not run iOS 26: "))
    }

    /// One release with `--device all`: the devices left out are listed too.
    @Test func oneReleaseListsTheDevicesLeftOut() throws {
        let output = Self.run(["inspect", Self.fixture, "--device", "all", "--ios", "26", "-o", "-"])
        #expect(output.exitCode == .success)
        let left = try Self.notDrawn(output.standardOutput)
        #expect(left.contains("iPhone XS: does not run iOS 26"))
        #expect(!(try Self.screens(output.standardOutput)).contains("iPhone XS iOS 26"))
    }

    @Test(arguments: [
        (
            ["check", fixture, "--ios", "18,26"],
            """
            scroll-inspect: error: a list of releases ('--ios 18,26') goes with 'inspect' only; give one release \
            such as '--ios 26' (or '--ios A --ios B' where two are taken)
            """
        ),
        (
            ["render", fixture, "--ios", "18,26", "-o", "-"],
            """
            scroll-inspect: error: a list of releases ('--ios 18,26') goes with 'inspect' only; give one release \
            such as '--ios 26' (or '--ios A --ios B' where two are taken)
            """
        ),
        (
            ["inspect", fixture, "--ios", "18,26", "--ios", "26", "-o", "-"],
            """
            scroll-inspect: error: '--ios 18,26' (a list) does not go with a second '--ios'; give one list such \
            as '--ios 18,26', or two releases to compare such as '--ios 18 --ios 26'
            """
        ),
        (
            ["inspect", fixture, "--ios", "18,18", "-o", "-"],
            "scroll-inspect: error: iOS 18 is listed twice in '--ios 18,18'"
        ),
        (
            ["inspect", fixture, "--ios", "18,", "-o", "-"],
            """
            scroll-inspect: error: unknown iOS release '' in '--ios 18,'; expected releases such as 18,26 \
            (comma-separated, no spaces)
            """
        ),
        (
            ["inspect", fixture, "--ios", "18,all", "-o", "-"],
            """
            scroll-inspect: error: unknown iOS release 'all' in '--ios 18,all'; expected releases such as 18,26 \
            (comma-separated, no spaces)
            """
        ),
    ])
    func aListIsRefusedWhereItDoesNotGo(arguments: [String], message: String) {
        let output = Self.run(arguments)
        #expect(output.exitCode == .usage)
        #expect(output.standardOutput.isEmpty)
        #expect(output.standardError.hasPrefix(message + "\n"), "\(output.standardError)")
    }

    /// The page holds the grid's section, the layer boxes (the guides off, the rest on; the search
    /// bar, the keyboard layout guide and the split columns each their own) and the search box.
    @Test func pageHoldsTheGridTheLayersAndTheSearch() {
        let page = Self.run(["inspect", Self.fixture, "-o", "-"]).standardOutput
        #expect(page.contains("<section id=\"grid\" hidden"))
        #expect(page.contains("<button type=\"button\" id=\"show-grid\" hidden"))
        #expect(page.components(separatedBy: "<input type=\"checkbox\" data-layer=").count - 1 == 11)
        #expect(page.components(separatedBy: "data-default=\"0\"/>").count - 1 == 2)
        #expect(page.contains("<input type=\"checkbox\" data-layer=\"margins\" data-default=\"0\"/> layout margins"))
        #expect(
            page.contains(
                "#stage.hide-bars #s-render .bar:not(.search-bar), "
                    + "#stage.hide-bars #s-render [id^='s-label-bar']:not([id$='-searchBar'])"))
        #expect(page.contains("<input type=\"search\" id=\"find\""))
        #expect(page.contains("<script type=\"application/json\" id=\"not-drawn\">[]</script>"))
    }
}
