import Foundation
import ScrollInsets
import ScrollInsetsFormats
import Testing
@testable import ScrollInspectCore
import YAMLSubset

/// `scroll-inspect schema`: the JSON Schema generated from the key tables accepts every fixture
/// of `Fixtures/`, rejects unknown keys and words, and is committed as docs/fixture.schema.json.
@Suite struct SchemaCommandTests {
    static let schemaPath = "docs/fixture.schema.json"

    static var isRecording: Bool {
        guard let value = ProcessInfo.processInfo.environment["SCROLLINSETS_RECORD"] else { return false }
        return !value.isEmpty && value != "0"
    }

    static func validator() throws -> SchemaValidator {
        SchemaValidator(root: try JSONValue.parse(json: FixtureSchema.json()))
    }

    /// The errors of each document of `text`.
    static func errors(_ text: String) throws -> [[String]] {
        let validator = try validator()
        return try YAMLParser().parse(text).get().map { validator.errors(JSONValue(yaml: $0)) }
    }

    @Test func theCommandPrintsTheSchema() {
        let output = InMemoryEnvironment().run("schema")
        #expect(output == CommandOutput(standardOutput: FixtureSchema.json(), standardError: "", exitCode: .success))
        #expect(InMemoryEnvironment().run("schema", "--format", "json").standardOutput == FixtureSchema.json())
    }

    @Test func theCommandTakesNoFileAndNoTextFormat() {
        let file = InMemoryEnvironment().run("schema", "a.yaml")
        #expect(file.standardError.hasPrefix("scroll-inspect: error: 'schema' takes no file; found 'a.yaml'\n"))
        #expect(file.exitCode == .usage)
        let text = InMemoryEnvironment().run("schema", "--format", "text")
        #expect(
            text.standardError.hasPrefix(
                "scroll-inspect: error: '--format text' does not go with 'schema'; expected json\n"))
        #expect(text.exitCode == .usage)
    }

    @Test func theSchemaUsesOnlyTheKeywordsTheValidatorChecks() throws {
        let validator = try Self.validator()
        #expect(validator.unsupportedKeywords() == [])
        #expect(validator.root["$schema"] == .string("https://json-schema.org/draft/2020-12/schema"))
    }

    @Test func everyKeyOfEveryTableIsInTheSchemaWithItsDescription() throws {
        let root = try Self.validator().root
        let rowHeight = root["$defs"]?["tableViewNode"]?["properties"]?["rowHeight"]
        #expect(
            rowHeight
                == .object([
                    "description": .string("the height of a row that does not give its own"),
                    "type": .string("number"), "minimum": .number(0), "default": .number(44),
                ]))
        let behavior = root["$defs"]?["collectionViewNode"]?["properties"]?["contentInsetAdjustmentBehavior"]
        #expect(behavior?["enum"] == .array(["automatic", "scrollableAxes", "never", "always"].map(JSONValue.string)))
        #expect(behavior?["default"] == .string("automatic"))
        #expect(
            root["$defs"]?["navigationControllerNode"]?["properties"]?["toolbar"]?["default"]
                == .object(["hidden": .bool(true)]))
        for kind in FixtureKeys.nodeKinds {
            let names = FixtureKeys.keySetNames(ofNodeKind: kind).flatMap {
                FixtureKeys.set(named: $0)?.keys.map(\.name) ?? []
            }
            guard case .object(let properties)? = root["$defs"]?[FixtureSchema.nodeDefinition(kind)]?["properties"]
            else {
                Issue.record("no properties for \(kind)"); continue
            }
            #expect(Set(properties.keys) == Set(names), "\(kind)")
        }
    }

    @Test func everyDefaultParses() {
        let unparsed = FixtureKeys.sets.flatMap(\.keys).compactMap(\.defaultValue).filter {
            FixtureSchema.defaultNode($0) == nil
        }
        #expect(unparsed == [])
    }

    @Test func everyFixtureIsValid() throws {
        let validator = try Self.validator()
        let paths = PackageFiles.files(under: PackageFiles.fixtures).filter {
            $0.hasSuffix(".yaml") && !$0.hasPrefix("invalid/")
        }
        #expect(paths.count > 40)
        var documents = 0
        for path in paths {
            let text = try String(contentsOf: PackageFiles.fixtures.appendingPathComponent(path), encoding: .utf8)
            for root in try YAMLParser().parse(text).get() {
                documents += 1
                #expect(validator.errors(JSONValue(yaml: root)) == [], "Fixtures/\(path)")
            }
        }
        #expect(documents > paths.count)
    }

    @Test func anUnknownKeyIsRejected() throws {
        let errors = try Self.errors(
            """
            device: iPhone 15
            root:
              viewController:
                view:
                  scrollView:
                    contentInsetAdjustmentBehaviour: never
            """)
        #expect(errors == [["/root/viewController/view/scrollView: unknown key 'contentInsetAdjustmentBehaviour'"]])
    }

    /// `preferredContentSize` takes sides above 0 (`exclusiveMinimum`), as the decoder does.
    @Test func aPreferredContentSizeSideOfZeroIsRejected() throws {
        let errors = try Self.errors(
            """
            device: iPad (A16)
            root:
              viewController:
                presentedViewController:
                  preferredContentSize: [400, 0]
                  controller:
                    viewController: {}
            ---
            device: iPad (A16)
            root:
              viewController:
                presentedViewController:
                  preferredContentSize: {width: 400, height: 500}
                  controller:
                    viewController: {}
            """)
        #expect(
            errors == [
                [
                    "/root/viewController/presentedViewController/preferredContentSize: a sequence matches none of "
                        + "the 2 forms"
                ],
                [],
            ])
    }

    @Test func wrongValuesAreRejected() throws {
        let errors = try Self.errors(
            """
            device: iPhone 15
            orientation: sideways
            root:
              view:
                contentInset: [0, 0]
                subviews:
                  - view: {frame: [0, 0, 10]}
                  - button: {}
            ---
            window: {safeAreaInsets: [1, 2, 3, 4]}
            """)
        #expect(
            errors == [
                [
                    "/orientation: 'sideways' is not one of the allowed values",
                    "/root/view: unknown key 'contentInset'",
                    "/root/view/subviews/0/view/frame: a sequence matches none of the 2 forms",
                    "/root/view/subviews/1: unknown key 'button'",
                ],
                ["/: missing required key 'root'", "/window: missing required key 'size'"],
            ])
    }

    @Test func theCommittedSchemaIsCurrent() throws {
        let url = PackageFiles.root.appendingPathComponent(Self.schemaPath)
        let current = (try? String(contentsOf: url, encoding: .utf8)) ?? ""
        let generated = FixtureSchema.json()
        if Self.isRecording {
            if generated != current { try generated.write(to: url, atomically: true, encoding: .utf8) }
            Issue.record(
                """
                \(Self.schemaPath) \(generated == current ? "unchanged" : "rewritten"); run again without \
                SCROLLINSETS_RECORD
                """
            )
            return
        }
        #expect(
            generated == current,
            """
            \(Self.schemaPath) is stale: regenerate it with SCROLLINSETS_RECORD=1 swift test --filter \
            SchemaCommandTests
            """
        )
    }
}
