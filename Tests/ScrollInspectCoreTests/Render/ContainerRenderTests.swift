import Foundation
import Testing
@testable import ScrollInspectCore
@testable import ScrollInsets
@testable import ScrollInsetsFormats

/// Render (and so the inspector) draws the containers of docs/split-views.md, the navigation
/// item's search bar and the keyboard layout guide pins follow (docs/render.md). The expected
/// frames are the fixtures' key numbers, worked out in their comments from the sources they cite.
@Suite struct ContainerRenderTests {
    /// Scene `index` of the package's `fixture`, drawn alone.
    static func svg(_ fixture: String, scene index: Int) throws -> ParsedSVG {
        let bytes = try PackageFileEnvironment().contents(ofFile: fixture)
        let decoded = FixtureDecoder.decode(bytes)
        #expect(decoded.diagnostics.isEmpty)
        let layout = try decoded.scenes[index].scene().layout()
        let report = SceneReport(file: fixture, index: index, layout: layout)
        return try ParsedSVG(SVGReport.render(RenderScene(report: report)))
    }

    static let split = "Fixtures/ipad-settings-split.yaml"

    /// iPadOS 18, landscape: the 320-pt primary column, then the secondary after the 1-pt divider
    /// of the releases before iPadOS 26.
    @Test func tiledColumnsAreDrawnAtTheirFrames() throws {
        let svg = try Self.svg(Self.split, scene: 0)
        let columns = svg.shapes(class: "split-column")
        #expect(columns.map(\.classes) == [["split-column"], ["split-column"]])
        #expect(columns.map { $0.attributes["data-column"] } == ["primary", "secondary"])
        #expect(
            columns.map(\.rect) == [
                Rect(x: 0, y: 0, width: 320, height: 834), Rect(x: 321, y: 0, width: 873, height: 834),
            ])
        #expect(columns.map { $0.attributes["data-path"] } == ["split.columns@primary", "split.columns@secondary"])
        let labels = svg.elements.filter { ($0.attributes["id"] ?? "").hasPrefix("label-split-column") }.map(\.text)
        #expect(labels == ["primary column 320", "secondary column 873"])
    }

    /// iPadOS 26, landscape: the secondary's controller view reaches under the sidebar (0 to 1194),
    /// so the primary, floating at (10, 32) and 834 − 32 − 15 = 787 tall, is drawn over the content;
    /// the secondary column starts at its trailing edge, 330.
    @Test func theIPadOS26SidebarIsDrawnOverTheContent() throws {
        let svg = try Self.svg(Self.split, scene: 2)
        let columns = svg.shapes(class: "split-column")
        #expect(columns.map(\.classes) == [["split-column", "over"], ["split-column"]])
        #expect(
            columns.map(\.rect) == [
                Rect(x: 10, y: 32, width: 320, height: 787), Rect(x: 330, y: 0, width: 864, height: 834),
            ])
        let labels = svg.elements.filter { ($0.attributes["id"] ?? "").hasPrefix("label-split-column") }.map(\.text)
        #expect(labels == ["primary column 320 (over content)", "secondary column 864"])
    }

    /// Portrait, automatic: the secondary alone; the hidden primary is not drawn.
    @Test func aHiddenColumnIsNotDrawn() throws {
        let columns = try Self.svg(Self.split, scene: 1).shapes(class: "split-column")
        #expect(columns.map { $0.attributes["data-column"] } == ["secondary"])
        #expect(columns.map(\.rect) == [Rect(x: 0, y: 0, width: 834, height: 1194)])
    }

    /// On an iPhone the split collapses: one column, the screen's 393 × 852.
    @Test func aCollapsedSplitIsDrawnCollapsed() throws {
        let svg = try Self.svg("Fixtures/split-master-detail-iphone.yaml", scene: 0)
        let columns = svg.shapes(class: "split-column")
        #expect(columns.map(\.classes) == [["split-column", "collapsed"]])
        #expect(columns.map(\.rect) == [Rect(x: 0, y: 0, width: 393, height: 852)])
        #expect(svg.elements.contains { $0.name == "text" && $0.text == "primary column 393 (collapsed)" })
    }

    /// iPhone 16, iOS 18: the search bar stacked under the 96-pt large title, 52 tall, drawn as a
    /// bar of its own kind (rounded); the navigation bar stays a plain bar.
    @Test func theSearchBarIsItsOwnBar() throws {
        let svg = try Self.svg("Fixtures/searchable-list-large-title.yaml", scene: 0)
        let search = svg.shapes(class: "search-bar")
        #expect(search.count == 1)
        #expect(search.first?.classes == ["bar", "search-bar", "translucent"])
        #expect(search.first?.attributes["data-kind"] == "searchBar")
        #expect(search.first?.attributes["rx"] == "10")
        // 53.667 (the status bar) + 96, as the drawing prints coordinates (three decimals).
        #expect(search.first?.rect == Rect(x: 0, y: 149.667, width: 393, height: 52))
        #expect(
            svg.shapes(class: "bar").filter { !$0.classes.contains("search-bar") }.map { $0.attributes["data-kind"] }
                == ["navigationBar"])
    }

    static let chat = "Fixtures/chat-keyboard-guide.yaml"

    /// iPhone 16 with the 335-pt keyboard: the guide's top at 852 − 335 = 517, drawn 2 pt tall
    /// about its line across the root view, with the two views pinned to it.
    @Test func theKeyboardLayoutGuideFollowsTheKeyboard() throws {
        let svg = try Self.svg(Self.chat, scene: 0)
        let guides = svg.shapes(class: "keyboard-guide")
        #expect(guides.map(\.rect) == [Rect(x: 0, y: 516, width: 393, height: 2)])
        #expect(guides.first?.attributes["data-top"] == "517")
        #expect(guides.first?.attributes["data-view"] == "chat/root")
        #expect(guides.first?.attributes["data-pinned"] == "[\"chat/root/messages\",\"chat/root/inputBar\"]")
        #expect(svg.elements.contains { $0.name == "text" && $0.text == "keyboardLayoutGuide top 517" })
    }

    /// Without the keyboard the guide rests on the safe area's bottom: 852 − 34 = 818.
    @Test func withoutTheKeyboardTheGuideRestsOnTheSafeArea() throws {
        let guides = try Self.svg(Self.chat, scene: 1).shapes(class: "keyboard-guide")
        #expect(guides.first?.attributes["data-top"] == "818")
        #expect(guides.map(\.rect) == [Rect(x: 0, y: 817, width: 393, height: 2)])
    }

    /// A scene with none of them keeps the groups it had: no empty layer is added.
    @Test func scenesWithoutThemHaveNoNewGroups() throws {
        let svg = try Self.svg("Fixtures/tab-and-navigation-iphone-x.yaml", scene: 0)
        for id in ["layer-split-columns", "layer-keyboard-guides"] { #expect(svg.element(id: id) == nil, "\(id)") }
        #expect(svg.shapes(class: "search-bar").isEmpty)
    }
}
