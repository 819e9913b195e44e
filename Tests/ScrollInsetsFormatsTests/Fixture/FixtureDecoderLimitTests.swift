import Testing
@testable import ScrollInsets
@testable import ScrollInsetsFormats
import YAMLSubset
import YAMLTestSupport

/// The decoder's limits hold exactly at their value and give one positioned error just past it,
/// which stops the decoding (docs/limits.md).
@Suite struct FixtureDecoderLimitTests {
    private func decode(_ text: String, _ limits: FixtureDecoder.Limits) -> [String] {
        describe(FixtureDecoder.decode(Array(text.utf8), limits: limits).diagnostics)
    }

    private func scene(_ root: String) -> String { "device: iPhone X\nroot:\n  \(root)\n" }

    @Test func defaultLimits() {
        let limits = FixtureDecoder.Limits()
        #expect(limits.parser == YAMLParser.Limits())
        #expect(limits.maximumScenes == 100_000)
        #expect(limits.maximumViewsPerScene == 1_000_000)
        #expect(limits.maximumViews == 2_000_000)
        #expect(limits.maximumTotalPathLength == 256 * 1024 * 1024)
    }

    @Test func parserLimitsApplyThroughTheDecoder() {
        let text = scene("view: {}")
        let size = text.utf8.count
        #expect(decode(text, .init(parser: .init(maximumInputSize: size))) == [])
        #expect(
            decode(text, .init(parser: .init(maximumInputSize: size - 1)))
                == ["1:1: input is \(size) bytes; the maximum is \(size - 1) bytes"])
        #expect(
            describe(FixtureDecoder.decode(Array(text.utf8), limits: YAMLParser.Limits(maximumDepth: 1)).diagnostics)
                == ["3:3: nesting is deeper than the maximum of 1 levels"])
    }

    @Test func scenesAtAndPastTheLimit() {
        let two = scene("view: {}") + "---\n" + scene("view: {}")
        #expect(decode(two, .init(maximumScenes: 2)) == [])
        let three = two + "---\n" + scene("view: {}")
        let result = FixtureDecoder.decode(Array(three.utf8), limits: .init(maximumScenes: 2))
        #expect(
            describe(result.diagnostics) == ["9:1: the file has more than 2 scenes; the maximum is 2 scenes per file"])
        #expect(result.scenes.isEmpty)
    }

    @Test func viewsPerSceneAtAndPastTheLimit() {
        let limits = FixtureDecoder.Limits(maximumViewsPerScene: 3)
        #expect(
            decode(scene("view: {subviews: [{view: {frame: [0, 0, 1, 1]}}, {view: {frame: [0, 0, 1, 1]}}]}"), limits)
                == [])
        #expect(
            decode(
                scene(
                    """
                    view: {subviews: [{view: {frame: [0, 0, 1, 1]}}, {view: {frame: [0, 0, 1, 1]}}, {view: {frame: \
                    [0, 0, 1, 1]}}]}
                    """
                ), limits)
                == [
                    """
                    3:84: the scene has more than 3 views; the maximum is 3 views per scene (table rows and \
                    collection items count as views)
                    """
                ])
    }

    @Test func controllersTableRowsAndCollectionItemsCountAsViews() {
        let limits = FixtureDecoder.Limits(maximumViewsPerScene: 4)
        // A controller, its table and 2 rows; then 3 rows.
        #expect(decode(scene("viewController: {view: {tableView: {sections: [{rows: 2}]}}}"), limits) == [])
        #expect(
            decode(scene("viewController: {view: {tableView: {sections: [{rows: 3}]}}}"), limits)
                == [
                    """
                    3:57: the scene has more than 4 views; the maximum is 4 views per scene (table rows and \
                    collection items count as views)
                    """
                ])
        #expect(decode(scene("tableView: {sections: [{rows: [{height: 1}, {}]}, {rows: 1}]}"), limits) == [])
        #expect(
            decode(scene("tableView: {sections: [{rows: [{height: 1}, {}]}, {rows: 2}]}"), limits)
                == [
                    """
                    3:60: the scene has more than 4 views; the maximum is 4 views per scene (table rows and \
                    collection items count as views)
                    """
                ])
        #expect(decode(scene("collectionView: {sections: [1, {items: 2}]}"), limits) == [])
        #expect(
            decode(scene("collectionView: {sections: [2, {items: 2}]}"), limits)
                == [
                    """
                    3:34: the scene has more than 4 views; the maximum is 4 views per scene (table rows and \
                    collection items count as views)
                    """
                ])
    }

    @Test func viewsPerFileAtAndPastTheLimit() {
        let limits = FixtureDecoder.Limits(maximumViews: 5)
        let twoScenes =
            scene("tableView: {sections: [{rows: 1}]}") + "---\n" + scene("tableView: {sections: [{rows: 2}]}")
        #expect(decode(twoScenes, limits) == [])
        let pastTheLimit =
            scene("tableView: {sections: [{rows: 1}]}") + "---\n" + scene("tableView: {sections: [{rows: 3}]}")
        #expect(
            decode(pastTheLimit, limits)
                == [
                    """
                    7:33: the file has more than 5 views; the maximum is 5 views per file (table rows and collection \
                    items count as views)
                    """
                ])
    }

    /// Paths as the layout names them: `a` (1 byte), `a/bc` (4), `a/view[1]` (9): 14 bytes.
    @Test func totalPathLengthAtAndPastTheLimit() throws {
        let text = scene(
            "view: {name: a, subviews: [{view: {name: bc, frame: [0, 0, 1, 1]}}, {view: {frame: [0, 0, 1, 1]}}]}")
        #expect(decode(text, .init(maximumTotalPathLength: 14)) == [])
        #expect(
            decode(text, .init(maximumTotalPathLength: 13))
                == [
                    """
                    3:72: the paths of the views add up to more than 13 bytes; the maximum is 13 bytes per file (a \
                    path grows with the nesting depth and the names)
                    """
                ])
        let layout = try #require(try FixtureDecoder.decode(Array(text.utf8)).scenes.first?.scene().layout())
        #expect(layout.views.map(\.path) == ["a", "a/bc", "a/view[1]"])
    }

    @Test func controllerPathsCount() throws {
        // 'nav' 3, 'nav/viewController[0]' 21, 'nav/viewController[0]/v' 23: 47 bytes.
        let text = scene(
            "navigationController: {name: nav, viewControllers: [{viewController: {view: {view: {name: v}}}}]}")
        #expect(decode(text, .init(maximumTotalPathLength: 47)) == [])
        #expect(decode(text, .init(maximumTotalPathLength: 46)).count == 1)
        let layout = try #require(try FixtureDecoder.decode(Array(text.utf8)).scenes.first?.scene().layout())
        #expect(layout.controllers.map(\.path) == ["nav", "nav/viewController[0]"])
        #expect(layout.views.filter { !$0.isContainerView }.map(\.path) == ["nav/viewController[0]/v"])
    }
}
