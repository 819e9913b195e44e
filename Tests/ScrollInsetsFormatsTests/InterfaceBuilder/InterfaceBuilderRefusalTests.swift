import Testing
import ScrollInsets
import ScrollInsetsFormats

/// Documents the importer refuses, each with its message and position.
@Suite struct InterfaceBuilderRefusalTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var id: String
        var text: String
        var message: String
        var line: Int
        var column: Int
        var testDescription: String { id }
    }

    static let cases: [Case] = [
        Case(
            id: "pre-Xcode 5 archive",
            text: """
                <?xml version="1.0" encoding="UTF-8"?>
                <archive type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="8.00">
                </archive>
                """,
            message:
                """
                a pre-Xcode 5 archive ('<archive>'); open it in Xcode and save it again to convert it to the document \
                format
                """,
            line: 2, column: 1),
        Case(
            id: "tvOS", text: #"<document type="com.apple.InterfaceBuilder3.AppleTV.Storyboard" version="3.0"/>"#,
            message:
                """
                a tvOS document ('com.apple.InterfaceBuilder3.AppleTV.Storyboard'); only iOS (CocoaTouch) documents \
                are read
                """,
            line: 1, column: 1),
        Case(
            id: "macOS", text: #"<document type="com.apple.InterfaceBuilder3.Cocoa.Storyboard.XIB" version="3.0"/>"#,
            message:
                """
                a macOS document ('com.apple.InterfaceBuilder3.Cocoa.Storyboard.XIB'); only iOS (CocoaTouch) \
                documents are read
                """,
            line: 1, column: 1),
        Case(
            id: "watchKit runtime",
            text:
                #"<document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" "#
                + #"targetRuntime="watchKit"/>"#,
            message: "the target runtime 'watchKit' is not iOS; only iOS (CocoaTouch) documents are read", line: 1,
            column: 1),
        Case(
            id: "another version",
            text: #"<document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="2.0"/>"#,
            message: "the document version '2.0' is not read; expected '3.0' (Xcode 5 and later)", line: 1, column: 1),
        Case(
            id: "not a document", text: "<plist version=\"1.0\"/>",
            message: "the root element is '<plist>'; expected an Interface Builder '<document>'", line: 1, column: 1),
        Case(
            id: "billion laughs",
            text: """
                <?xml version="1.0"?>
                <!DOCTYPE document [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;">]>
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">&b;</document>
                """,
            message: "a document type declaration ('<!DOCTYPE'); DTDs are not processed, so no entity can be declared",
            line: 2, column: 1),
    ]

    @Test(arguments: cases) func refuses(_ example: Case) {
        let result = InterfaceBuilderImporter.importDocument(Array(example.text.utf8))
        #expect(result.scenes.isEmpty)
        #expect(
            result.diagnostics == [
                .error(example.message, at: SourceLocation(line: example.line, column: example.column))
            ])
    }

    /// Xcode writes a frame on every top-level view; an object without one is not taken for a
    /// view, so a xib holding nothing else has no scene (a cell with its frame is one:
    /// IBStandInTests).
    @Test func aXibWhoseOnlyObjectHasNoFrameHasNoScene() {
        let text = """
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="17701" targetRuntime="iOS.CocoaTouch">
                <device id="retina6_1" orientation="portrait" appearance="light"/>
                <objects>
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                    <tableViewCell contentMode="scaleToFill" id="cel-aa-001"/>
                </objects>
            </document>
            """
        let result = InterfaceBuilderImporter.importDocument(Array(text.utf8))
        #expect(result.diagnostics.isEmpty)
        #expect(result.scenes.isEmpty)
        #expect(result.documentSceneCount == 0)
    }

    @Test func controllersNestedTooDeeplyAreAnErrorNotACrash() {
        // 3,000 navigation controllers, each the root of the one before: one line per scene.
        let count = 3_000
        var lines = [#"<document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0"><scenes>"#]
        for index in 0..<count {
            let segue =
                index + 1 < count
                ? #"<connections><segue destination="c\#(index + 1)" kind="relationship" "#
                    + #"relationship="rootViewController"/></connections>"#
                : ""
            lines.append(
                #"<scene><objects><navigationController id="c\#(index)" sceneMemberID="viewController">"#
                    + #"\#(segue)</navigationController></objects></scene>"#
            )
        }
        lines.append("</scenes></document>")
        let result = InterfaceBuilderImporter.importDocument(Array(lines.joined(separator: "\n").utf8))
        #expect(result.scenes.isEmpty)
        // The 101st controller, on line 102, column 17 ('<scene><objects>' before it).
        #expect(
            result.diagnostics.filter(\.isError) == [
                .error(
                    "controllers and views nested deeper than 100 levels",
                    at: SourceLocation(line: 102, column: 17))
            ])
    }
}
