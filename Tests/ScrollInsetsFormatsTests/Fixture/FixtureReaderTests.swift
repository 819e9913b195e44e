import Testing
@testable import ScrollInsets
@testable import ScrollInsetsFormats
import YAMLSubset
import YAMLTestSupport

@Suite struct FixtureReaderTests {
    static let controllerKeys = ["name", "additionalSafeAreaInsets", "view"]
    static let viewKinds = ["view", "scrollView", "tableView", "collectionView"]

    private func root(_ yaml: String) -> YAMLNode {
        YAMLParser().parse(yaml).documents[0].root
    }

    @Test func unknownKeySuggestsTheClosestAndListsTheAllowedKeys() {
        var reader = FixtureReader()
        let mapping = reader.mapping(
            root("name: feed\naddtionalSafeAreaInsets: [0, 0, 0, 0]\n"),
            allowed: Self.controllerKeys)
        #expect(mapping != nil)
        #expect(
            describe(reader.diagnostics) == [
                "2:1: unknown key 'addtionalSafeAreaInsets'; did you mean 'additionalSafeAreaInsets'?",
                "  note: allowed keys: name, additionalSafeAreaInsets, view",
            ])
    }

    @Test func unknownKeyWithoutACloseMatchListsTheAllowedKeys() {
        var reader = FixtureReader()
        _ = reader.mapping(root("colour: red\nNAME: x\n"), allowed: Self.controllerKeys)
        #expect(
            describe(reader.diagnostics) == [
                "1:1: unknown key 'colour'; allowed keys: name, additionalSafeAreaInsets, view",
                "2:1: unknown key 'NAME'; did you mean 'name'?",
                "  note: allowed keys: name, additionalSafeAreaInsets, view",
            ])
    }

    @Test func mappingRejectsOtherNodes() {
        var reader = FixtureReader()
        #expect(reader.mapping(root("x"), allowed: ["a", "b"]) == nil)
        #expect(reader.mapping(root("[1]"), allowed: ["a"]) == nil)
        #expect(
            describe(reader.diagnostics) == [
                "1:1: expected a mapping; found 'x'", "  note: allowed keys: a, b",
                "1:1: expected a mapping; found a sequence", "  note: allowed keys: a",
            ])
    }

    @Test func emptyValueAsAMapping() throws {
        let body = try #require(root("view:\n")["view"])
        var reader = FixtureReader()
        #expect(reader.mapping(body, allowed: ["name"]) == nil)
        #expect(describe(reader.diagnostics) == ["1:6: missing value; expected a mapping"])
        var accepting = FixtureReader()
        let emptyMapping = accepting.mapping(body, allowed: ["name"], acceptingEmptyValue: true)
        let empty = try #require(emptyMapping)
        #expect(empty.entries == [])
        #expect(empty.location == SourceLocation(line: 1, column: 6))
        #expect(accepting.read("name", in: empty, as: .string) == nil)
        #expect(accepting.diagnostics == [])
    }

    @Test func requiredKeyMissingNamesTheExpectedValue() {
        var reader = FixtureReader()
        let view = reader.mapping(root("\nname: a\n"), allowed: ["name", "frame"])!
        #expect(reader.read("frame", in: view, as: .rect, required: true) == nil)
        #expect(reader.read("frame", in: view, as: .rect) == nil)
        #expect(
            describe(reader.diagnostics) == [
                """
                2:1: missing required key 'frame'; expected a rect as [x, y, width, height] or {x:, y:, width:, \
                height:}
                """
            ])
    }

    @Test func emptyValueOfAKeyIsAMissingValue() {
        var reader = FixtureReader()
        let view = reader.mapping(root("frame:\nname: a\n"), allowed: ["name", "frame"])!
        #expect(reader.read("frame", in: view, as: .rect, required: true) == nil)
        #expect(
            describe(reader.diagnostics) == [
                "1:7: missing value for 'frame'; expected a rect as [x, y, width, height] or {x:, y:, width:, height:}"
            ])
    }

    @Test func nestedMappingsAndSequencesByKey() throws {
        var reader = FixtureReader()
        let controllerMapping = reader.mapping(
            root("navigationBar: {hidden: true}\nviewControllers:\n- a\n- b\ntoolbar:\nitems:\n"),
            allowed: ["navigationBar", "viewControllers", "toolbar", "items", "tabBar"])
        let controller = try #require(controllerMapping)
        let barMapping = reader.mapping("navigationBar", in: controller, allowed: ["hidden"])
        let bar = try #require(barMapping)
        #expect(reader.read("hidden", in: bar, as: .bool) == true)
        #expect(reader.sequence("viewControllers", in: controller)?.map { dump($0) } == ["a", "b"])
        #expect(reader.mapping("toolbar", in: controller, allowed: ["hidden"]) == nil)
        #expect(
            reader.mapping("toolbar", in: controller, allowed: ["hidden"], acceptingEmptyValue: true)?.entries == [])
        #expect(reader.sequence("items", in: controller) == nil)
        #expect(reader.sequence("items", in: controller, acceptingEmptyValue: true) == [])
        #expect(reader.mapping("tabBar", in: controller, allowed: ["hidden"]) == nil)
        #expect(reader.sequence("tabBar", in: controller, required: true) == nil)
        #expect(
            describe(reader.diagnostics) == [
                "5:9: missing value for 'toolbar'; expected a mapping",
                "6:7: missing value for 'items'; expected a sequence",
                "1:1: missing required key 'tabBar'; expected a sequence",
            ])
    }

    @Test func sequenceRejectsOtherNodes() {
        var reader = FixtureReader()
        #expect(reader.sequence(root("{a: 1}")) == nil)
        #expect(reader.sequence(root("a: 1")["a"]!) == nil)
        #expect(
            describe(reader.diagnostics) == [
                "1:1: expected a sequence; found a mapping", "1:4: expected a sequence; found '1'",
            ])
    }

    @Test func singleKeyReadsAKindAndItsBody() throws {
        var reader = FixtureReader()
        let node = root("tableView:\n  name: table\n")
        let kind = reader.singleKey(node, allowed: Self.viewKinds, expected: "a view")
        let entry = try #require(kind)
        #expect(entry.key == "tableView")
        #expect(entry.keyLocation == SourceLocation(line: 1, column: 1))
        #expect(dump(entry.value) == "{name: table}")
        #expect(reader.singleKey(nil, allowed: Self.viewKinds, expected: "a view") == nil)
        #expect(reader.diagnostics == [])
    }

    @Test func singleKeyErrors() {
        var reader = FixtureReader()
        #expect(reader.singleKey(root("scrolView: {}"), allowed: Self.viewKinds, expected: "a view") == nil)
        #expect(reader.singleKey(root("table"), allowed: Self.viewKinds, expected: "a view") == nil)
        #expect(reader.singleKey(root("{}"), allowed: Self.viewKinds, expected: "a view") == nil)
        #expect(
            reader.singleKey(
                root("view:\nname: a\nframe: [0, 0, 1, 1]\n"),
                allowed: Self.viewKinds, expected: "a view")?.key == "view")
        #expect(
            describe(reader.diagnostics) == [
                "1:1: unknown kind 'scrolView'; did you mean 'scrollView'?",
                "  note: allowed kinds: view, scrollView, tableView, collectionView",
                "1:1: expected a view as a mapping with one key naming its kind; found 'table'",
                "  note: allowed kinds: view, scrollView, tableView, collectionView",
                "1:1: expected a view as a mapping with one key naming its kind; found an empty mapping",
                "  note: allowed kinds: view, scrollView, tableView, collectionView",
                "2:1: unexpected key 'name' next to 'view'; indent the properties under 'view:'",
                "3:1: unexpected key 'frame' next to 'view'; indent the properties under 'view:'",
            ])
    }

    @Test func exclusiveKeys() throws {
        var reader = FixtureReader()
        let keys = ["device", "window", "orientation"]
        let bothMapping = reader.mapping(root("window: {}\norientation: portrait\ndevice: iPhone X\n"), allowed: keys)
        let both = try #require(bothMapping)
        #expect(reader.exclusiveKey(among: ["device", "window"], in: both, required: true)?.key == "window")
        let neitherMapping = reader.mapping(root("orientation: portrait\n"), allowed: keys)
        let neither = try #require(neitherMapping)
        #expect(reader.exclusiveKey(among: ["device", "window"], in: neither) == nil)
        #expect(reader.exclusiveKey(among: ["device", "window"], in: neither, required: true) == nil)
        let oneMapping = reader.mapping(root("device: iPad\n"), allowed: keys)
        let one = try #require(oneMapping)
        #expect(reader.exclusiveKey(among: ["device", "window"], in: one, required: true)?.key == "device")
        #expect(
            describe(reader.diagnostics) == [
                "3:1: 'device' cannot be used together with 'window'; keep one of them",
                "1:1: missing required key 'device' or 'window'",
            ])
    }

    @Test func errorsAreCollectedNotStoppedAtTheFirst() {
        var reader = FixtureReader()
        let scene = reader.mapping(
            root(
                """
                orientation: landscpeLeft
                statusBar: yes
                window:
                  size: [812, -375]
                  safeAreaInsets: [0, 44, 21]
                """), allowed: ["orientation", "statusBar", "window"])!
        _ = reader.read("orientation", in: scene, as: .enumeration(Orientation.self))
        _ = reader.read("statusBar", in: scene, as: .bool)
        if let window = reader.mapping("window", in: scene, allowed: ["size", "safeAreaInsets"]) {
            _ = reader.read("size", in: window, as: .size)
            _ = reader.read("safeAreaInsets", in: window, as: .insets)
        }
        #expect(reader.hasErrors)
        #expect(
            describe(reader.diagnostics) == [
                "1:14: unknown value 'landscpeLeft'; did you mean 'landscapeLeft'?",
                "  note: allowed values: portrait, portraitUpsideDown, landscapeLeft, landscapeRight",
                "2:12: expected true or false; found 'yes'",
                "4:15: expected a non-negative number; found '-375'",
                """
                5:19: expected insets as [top, left, bottom, right] or {top:, left:, bottom:, right:}; found a \
                sequence of 3 numbers
                """,
            ])
    }

    @Test func reportAndErrorAddTheCallersDiagnostics() {
        var reader = FixtureReader()
        #expect(!reader.hasErrors)
        reader.report(FixtureDiagnostic(.warning, "header background on the content view", at: .start))
        #expect(!reader.hasErrors)
        reader.error(
            "format 2 is not supported; the highest supported format is 1", at: SourceLocation(line: 1, column: 9))
        #expect(reader.hasErrors)
        #expect(reader.diagnostics.map(\.severity) == [.warning, .error])
    }

    /// The shape of the decoder that will read scenes: parse, then read each document
    /// with typed reads, keeping locations.
    @Test func decodingAScene() throws {
        struct Scene: Equatable {
            var device: String?
            var orientation: Orientation
            var viewKind: String
            var frame: Rect?
            var margins: EdgeInsets
            var viewLocation: ScrollInsets.SourceLocation
        }
        let result = YAMLParser().parse(
            """
            device: iPhone X
            orientation: landscapeLeft
            root:
              view:
                frame: [0, 0, 812, 375]
            """)
        var reader = FixtureReader()
        var scenes: [Scene] = []
        for document in result.documents where !document.hasErrors {
            guard let scene = reader.mapping(document.root, allowed: ["device", "orientation", "root"]),
                let root = reader.singleKey(scene["root"], allowed: ["view"], expected: "a view"),
                let view = reader.mapping(root.value, allowed: ["frame", "layoutMargins"], acceptingEmptyValue: true)
            else { continue }
            scenes.append(
                Scene(
                    device: reader.read("device", in: scene, as: .string),
                    orientation: reader.read("orientation", in: scene, as: .enumeration(Orientation.self)) ?? .portrait,
                    viewKind: root.key,
                    frame: reader.read("frame", in: view, as: .rect, required: true),
                    margins: reader.read("layoutMargins", in: view, as: .insets) ?? EdgeInsets(all: 8),
                    viewLocation: root.keyLocation))
        }
        #expect(reader.diagnostics == [])
        #expect(
            scenes == [
                Scene(
                    device: "iPhone X", orientation: .landscapeLeft, viewKind: "view",
                    frame: Rect(x: 0, y: 0, width: 812, height: 375), margins: EdgeInsets(all: 8),
                    viewLocation: SourceLocation(line: 4, column: 3))
            ])
    }
}

@Suite struct FixtureMappingTests {
    @Test func lookups() throws {
        let node = YAMLParser().parse("a: 1\nb: [2]\na: 3\n").documents[0].root
        let mapping = FixtureMapping(node: node, allowedKeys: ["a", "b", "c"])
        #expect(mapping.location == SourceLocation(line: 1, column: 1))
        #expect(mapping.entries.map(\.key) == ["a", "b", "a"])
        #expect(mapping["a"].map { dump($0) } == "1")
        #expect(mapping.entry("b")?.keyLocation == SourceLocation(line: 2, column: 1))
        #expect(mapping.contains("b"))
        #expect(!mapping.contains("c"))
    }
}
