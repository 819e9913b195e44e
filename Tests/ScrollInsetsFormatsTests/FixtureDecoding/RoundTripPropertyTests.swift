import PropertyTesting
import Testing
@testable import ScrollInsets
@testable import ScrollInsetsFormats

/// Properties of the writer and the reader together: a scene comes back from its text
/// unchanged, and no text, however mangled, makes decoding trap.
@Suite struct RoundTripPropertyTests {
    @Test func sceneComesBackFromItsText() throws {
        try forAll(Gen<FixtureScene>.fixtureScene(), describe: describeRoundTrip) { scene in
            let result = decodeFixture(FixtureEncoder.encode(scene))
            return result.diagnostics.isEmpty && result.scenes.map { $0.strippingLocations() } == [scene]
        }
    }

    @Test func scenesComeBackFromOneFile() throws {
        let scenes = Gen<[FixtureScene]>.array(of: .fixtureScene(maxDepth: 2), count: 1...3).map { scenes in
            scenes.enumerated().map { index, scene in
                var scene = scene
                scene.index = index
                return scene
            }
        }
        try forAll(scenes, describe: { FixtureEncoder.encode($0) }) { scenes in
            let result = decodeFixture(FixtureEncoder.encode(scenes))
            return result.diagnostics.isEmpty && result.scenes.map { $0.strippingLocations() } == scenes
        }
    }

    /// Any finite `Double`, not only half points, is written in a form that reads back as
    /// exactly that number: subnormals, the largest magnitudes, long fractions.
    @Test func everyFiniteNumberComesBack() throws {
        let anyBits = Gen<Int>.int(in: Int.min...Int.max).map { Double(bitPattern: UInt64(bitPattern: Int64($0))) }
            .filter("finite") { $0.isFinite }
        let number = Gen<Double>.frequency([(1, .double(in: -10_000...10_000)), (1, anyBits)])
        try forAll(number, number) { x, y in
            let scroll = ScrollViewProperties(
                contentInset: EdgeInsets(top: x, left: y, bottom: -x, right: -y), contentOffset: Point(x: x, y: y))
            let scene = FixtureScene(
                index: 0, location: .start,
                target: .window(size: Size(width: abs(x), height: abs(y)), safeAreaInsets: .zero),
                root: .view(.scrollView(scroll: scroll)))
            let result = decodeFixture(FixtureEncoder.encode(scene))
            return result.diagnostics.isEmpty && result.scenes.map { $0.strippingLocations() } == [scene]
        }
    }

    /// Decoding mutated fixture text (bytes deleted, duplicated or inserted, lines deleted,
    /// duplicated or inserted; up to four edits) returns diagnostics or scenes and never
    /// traps. Its diagnostics lie in the text and come in order; errors leave no scene; and
    /// whatever decodes is written and read back unchanged.
    @Test func decodingMutatedTextNeverTraps() throws {
        try forAll(Gen<[UInt8]>.mutatedFixture, describe: { String(decoding: $0, as: UTF8.self).debugDescription }) {
            bytes in
            let result = FixtureDecoder.decode(bytes)
            guard result.hasErrors == result.scenes.isEmpty else { return false }
            let lineCount = bytes.count(where: { $0 == UInt8(ascii: "\n") }) + 1
            let locations = result.diagnostics.map(\.location)
            guard locations.allSatisfy({ (1...lineCount).contains($0.line) && $0.column >= 1 }),
                locations == locations.sorted()
            else { return false }
            guard !result.hasErrors else { return true }
            let again = decodeFixture(FixtureEncoder.encode(result.scenes))
            return again.diagnostics.isEmpty
                && again.scenes.map { $0.strippingLocations() } == result.scenes.map { $0.strippingLocations() }
        }
    }

    /// The scene generator reaches every kind of node, place and troublesome name, so the
    /// round trip is not checked on easy scenes only.
    @Test func generatorCoversTheFormat() throws {
        let scenes = try Gen<FixtureScene>.fixtureScene().samples(300, seed: 0x5eed)
        var seen = Set<String>()
        func visit(_ node: Node, inSubviews: Bool) {
            switch node {
            case .view(let view):
                seen.insert(view.kind.rawValue)
                if let name = view.name, FixtureText.scalar(name).hasPrefix("\"") { seen.insert("quoted name") }
                if view.frame == nil { seen.insert("view without a frame") }
                if case .directional? = view.layoutMargins { seen.insert("directional margins") }
                if view.table?.sections.contains(where: { $0.rowHeights.contains { $0 != nil } }) == true {
                    seen.insert("row heights")
                }
                if let layout = view.collection?.layout, layout != FlowLayout() { seen.insert("flow layout") }
                view.subviews.forEach { visit($0, inSubviews: true) }
            case .controller(let controller):
                seen.insert(controller.kind.name)
                if inSubviews { seen.insert("child view controller") }
                if controller.preferredVerticalBarBehavior == .disabled { seen.insert("preferredVerticalBarBehavior") }
                if case .tabBarController(let tabs) = controller.kind, tabs.selectedIndex > 0 {
                    seen.insert("selectedIndex")
                }
                if let view = controller.view { visit(.view(view), inSubviews: false) }
                controller.children.forEach { visit(.controller($0), inSubviews: false) }
                if let presentation = controller.presentedViewController {
                    seen.insert("presentation")
                    if presentation.detents.contains(where: {
                        if case .height = $0 { return true } else { return false }
                    }) {
                        seen.insert("custom detent")
                    }
                    visit(.controller(presentation.controller), inSubviews: false)
                }
            }
        }
        for scene in scenes {
            visit(scene.root, inSubviews: false)
            if case .window = scene.target { seen.insert("window") }
            if !scene.disabledRules.isEmpty { seen.insert("disabled rules") }
            if scene.statusBarHidden != nil { seen.insert("status bar") }
            if scene.orientation != .portrait { seen.insert("orientation") }
        }
        #expect(
            seen == [
                "view", "scrollView", "tableView", "collectionView", "viewController", "navigationController",
                "tabBarController",
                "tableViewController", "collectionViewController", "presentation", "custom detent",
                "child view controller", "selectedIndex", "quoted name", "view without a frame", "directional margins",
                "row heights",
                "flow layout", "window", "disabled rules", "status bar", "orientation", "preferredVerticalBarBehavior",
            ])
    }
}

/// The text of a scene, what decoding it says, and both models, for a failing round trip.
func describeRoundTrip(_ scene: FixtureScene) -> String {
    let text = FixtureEncoder.encode(scene)
    let result = decodeFixture(text)
    return """

        text:
        \(text)diagnostics: \(result.diagnostics)
        encoded: \(scene)
        decoded: \(result.scenes.map { $0.strippingLocations() })
        """
}

// MARK: Mutations

/// One edit of fixture bytes; positions are taken modulo the text's length, so they shrink
/// towards the start.
enum TextMutation: Sendable, CustomStringConvertible {
    case deleteByte(at: Int)
    case duplicateByte(at: Int)
    case insert([UInt8], at: Int)
    case deleteLine(at: Int)
    case duplicateLine(at: Int)
    case insertLine([UInt8], at: Int)

    /// Applies the edit; an edit of empty text inserts or does nothing.
    func apply(to bytes: inout [UInt8]) {
        switch self {
        case .deleteByte(let position):
            guard !bytes.isEmpty else { return }
            bytes.remove(at: position % bytes.count)
        case .duplicateByte(let position):
            guard !bytes.isEmpty else { return }
            let index = position % bytes.count
            bytes.insert(bytes[index], at: index)
        case .insert(let inserted, let position):
            bytes.insert(contentsOf: inserted, at: position % (bytes.count + 1))
        case .deleteLine(let position), .duplicateLine(let position):
            var lines = bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).map(Array.init)
            let index = position % lines.count
            if case .deleteLine = self { lines.remove(at: index) } else { lines.insert(lines[index], at: index) }
            bytes = Array(lines.joined(separator: [UInt8(ascii: "\n")]))
        case .insertLine(let line, let position):
            var lines = bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).map(Array.init)
            lines.insert(line, at: position % (lines.count + 1))
            bytes = Array(lines.joined(separator: [UInt8(ascii: "\n")]))
        }
    }

    var description: String {
        switch self {
        case .deleteByte(let at): return "delete byte \(at)"
        case .duplicateByte(let at): return "duplicate byte \(at)"
        case .insert(let bytes, let at):
            return "insert \(String(decoding: bytes, as: UTF8.self).debugDescription) at \(at)"
        case .deleteLine(let at): return "delete line \(at)"
        case .duplicateLine(let at): return "duplicate line \(at)"
        case .insertLine(let bytes, let at):
            return "insert line \(String(decoding: bytes, as: UTF8.self).debugDescription) at \(at)"
        }
    }
}

extension Gen where Value == TextMutation {
    /// Any edit; inserted bytes are the fixture format's punctuation, blanks, controls,
    /// multi-byte characters and invalid UTF-8.
    static var textMutation: Gen<TextMutation> {
        let position = Gen<Int>.int(in: 0...100_000)
        let pieces: [[UInt8]] =
            [
                " ", "\t", "\n", "\r", ":", ": ", "-", "- ", "#", " #", "[", "]", "{", "}", ",", "'", "\"", "\\", "&a ",
                "*a", "!t ",
                "|", ">", "?", "%", "@", "`", "0", "9", ".", "e", "-1", "a", "é", "\u{301}", "\u{FEFF}", "\u{0}", "---",
                "<<",
            ].map { Array($0.utf8) } + [[0xFF], [0xC3], [0xE2, 0x82]]
        let lines: [[UInt8]] = [
            "---", "...", "", "#", "\t", "  ", "root:", "device: iPhone X", "window: {size: [10, 10]}", "  view: {}",
            "- view: {}",
            "    name: x", "    frame: [0, 0, 1, 1]", "  extra: 1", "%YAML 1.2", "# scroll-inspect: disable x, y",
            "        subviews:", "          - viewController: {frame: [0, 0, 1, 1]}", "    sections: [1, {items: 2}]",
        ].map { Array($0.utf8) }
        return .oneOf([
            position.map { TextMutation.deleteByte(at: $0) },
            position.map { TextMutation.duplicateByte(at: $0) },
            Gen<([UInt8], Int)>.zip(.element(of: pieces), position).map { TextMutation.insert($0, at: $1) },
            position.map { TextMutation.deleteLine(at: $0) },
            position.map { TextMutation.duplicateLine(at: $0) },
            Gen<([UInt8], Int)>.zip(.element(of: lines), position).map { TextMutation.insertLine($0, at: $1) },
        ])
    }
}

extension Gen where Value == [UInt8] {
    /// Valid fixture text (a random scene's, or one of the hand-written fixtures with comments,
    /// flow mappings and several scenes) after one to four edits.
    static var mutatedFixture: Gen<[UInt8]> {
        let handWritten = [
            DecodedSceneTests.fullFixture, FixtureEncoderTests.fullText,
            """
            # scroll-inspect: disable rule-a
            device: iPad Air 11-inch (M2)
            orientation: portraitUpsideDown
            root: {navigationController: {viewControllers: [{viewController: {view: {scrollView: {contentSize: [1, 2]}}}}]}}
            ---
            window: {size: {width: 10, height: 20}, safeAreaInsets: {top: 1}}
            root:
              tableView:
                sections:
                  - {rows: 2, header: {height: 3}}
                  - rows: [{height: 1}, {}]
            """,
        ]
        let base = Gen<String>.frequency([
            (3, Gen<FixtureScene>.fixtureScene(maxDepth: 2).map { FixtureEncoder.encode($0) }),
            (1, .element(of: handWritten)),
        ])
        return Gen<(String, [TextMutation])>.zip(base, .array(of: .textMutation, count: 1...4)).map { text, mutations in
            var bytes = Array(text.utf8)
            for mutation in mutations { mutation.apply(to: &bytes) }
            return bytes
        }
    }
}
