import Foundation
import Testing
@testable import ScrollInspectCore
@testable import ScrollInsetsReports
import ScrollInsets

/// `render FILE --ios 18 --ios 26`: each scene drawn on both releases, side by side in one
/// contact sheet, each panel titled with its release and its bars where that release puts them.
@Suite struct RenderReleasesSideBySideTests {
    static let path = "Fixtures/tab-navigation-table-iphone16-ios26.yaml"

    /// The issue-16 fixture (iPhone 16, tab bar → navigation controller → table), read from the
    /// repository's `Fixtures/`.
    static func fixture() throws -> String {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        return try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    }

    /// The picture `render FIXTURE --ios 18 --ios 26 -o -` writes.
    static func sideBySide() throws -> String {
        let environment = InMemoryEnvironment(files: [path: try fixture()])
        return environment.run("render", path, "--ios", "18", "--ios", "26", "-o", "-").standardOutput
    }

    /// The rectangle of the bar of `kind` in the panel with prefix `prefix`.
    static func bar(_ kind: String, in svg: ParsedSVG, prefix: String) -> Rect? {
        svg.elements.first {
            $0.attributes["id"]?.hasPrefix(prefix + "bar-") == true && $0.attributes["data-kind"] == kind
        }?.rect
    }

    @Test func bothPanelsAreTitledWithTheirRelease() throws {
        let svg = try ParsedSVG(try Self.sideBySide())
        #expect(svg.element(id: "s0-title")?.text == "\(Self.path)#0 · iOS 18")
        #expect(svg.element(id: "s1-title")?.text == "\(Self.path)#0 · iOS 26")
        #expect(svg.element(id: "s2-title") == nil)
        #expect(svg.element(id: "s0-subtitle")?.text == "iPhone 16 · portrait · 393×852")
        #expect(svg.element(id: "s1-subtitle")?.text == "iPhone 16 · portrait · 393×852")
    }

    /// iOS 18: the navigation bar on pixel row 161 (y 53.667, GKNavigationBarSwift #41; SVG writes three
    /// decimals), 44 tall; iOS 26.1 (recorded,
    /// docs/releases.md): from the safe-area top 59, 54 tall. The tab bar keeps 49 + 34 on both.
    @Test func barsSitAtEachReleasesPositions() throws {
        let svg = try ParsedSVG(try Self.sideBySide())
        #expect(Self.bar("navigationBar", in: svg, prefix: "s0-") == Rect(x: 0, y: 53.667, width: 393, height: 44))
        #expect(Self.bar("navigationBar", in: svg, prefix: "s1-") == Rect(x: 0, y: 59, width: 393, height: 54))
        #expect(Self.bar("tabBar", in: svg, prefix: "s0-") == Rect(x: 0, y: 769, width: 393, height: 83))
        #expect(Self.bar("tabBar", in: svg, prefix: "s1-") == Rect(x: 0, y: 769, width: 393, height: 83))
    }

    /// The two panels are one row: the second starts to the right of the first, at the same y.
    @Test func panelsAreSideBySide() throws {
        let text = try Self.sideBySide()
        #expect(text.contains("<g id=\"s0-cell\" transform=\"translate(16 16)\">"))
        let second = try #require(text.range(of: "<g id=\"s1-cell\" transform=\"translate(")).upperBound
        let translate = text[second...].prefix { $0 != ")" }.split(separator: " ")
        #expect(translate.count == 2)
        #expect(Double(String(translate[1])) == 16)
        #expect((Double(String(translate[0])) ?? 0) >= 16 + 393 + ContactSheet.gap)
    }

    @Test func commandSaysHowManyScenesItWrote() throws {
        let environment = InMemoryEnvironment(files: [Self.path: try Self.fixture()])
        let output = environment.run("render", Self.path, "--ios", "18", "--ios", "26", "-o", "out.svg")
        #expect(output.exitCode == .success)
        #expect(output.standardError == "scroll-inspect: wrote out.svg (2 scenes, SVG)\n")
    }

    /// One `--ios` draws one scene, titled without its release, as before.
    @Test func oneReleaseKeepsOneUntitledScene() throws {
        let environment = InMemoryEnvironment(files: [Self.path: try Self.fixture()])
        let svg = try ParsedSVG(environment.run("render", Self.path, "--ios", "18", "-o", "-").standardOutput)
        #expect(svg.element(id: "title")?.text == "\(Self.path)#0")
        #expect(svg.element(id: "s0-title") == nil)
    }

    /// A release the device does not run, on either side, is the model's error, no picture.
    @Test func aReleaseTheDeviceDoesNotRunIsAnError() throws {
        let environment = InMemoryEnvironment(files: [Self.path: try Self.fixture()])
        let output = environment.run("render", Self.path, "--ios", "10", "--ios", "26", "-o", "out.svg")
        #expect(output.exitCode == .dataError)
        #expect(output.files.isEmpty)
    }
}
