import Testing
@testable import ScrollInsets
@testable import ScrollInsetsFormats
import XMLSubset

/// A view whose subviews' constraints fix its size (``IBSceneImporter/fittingSizes(in:)``): a
/// column of two 22-pt buttons, 10 pt apart and 10 pt from the column's top and bottom, with a
/// width of its own and no height constraint, placed 8 pt below a blur that ends at the safe
/// area's top.
@Suite struct IBFittingSizeTests {
    /// A `<constraint>`: `first.attribute = second.attribute + constant` (a view's own size
    /// when `first` and `second` are `nil`).
    static func constraint(
        _ first: String?, _ attribute: String, _ second: String?, _ secondAttribute: String?, _ constant: Int,
        _ id: String
    ) -> String {
        let firstItem = first.map { #"firstItem="\#($0)" "# } ?? ""
        let secondItem =
            second.map { #" secondItem="\#($0)" secondAttribute="\#(secondAttribute ?? attribute)""# } ?? ""
        let value = constant == 0 ? "" : #" constant="\#(constant)""#
        return #"<constraint \#(firstItem)firstAttribute="\#(attribute)"\#(secondItem)\#(value) id="\#(id)"/>"#
    }

    static func document(bottomToColumn: Bool = true, columnHeight: Int? = nil) -> String {
        let button = { (id: String, y: Int) in
            """
            <button opaque="NO" contentMode="scaleToFill" buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
                <rect key="frame" x="11" y="\(y)" width="22" height="22"/>
                <constraints>
                    <constraint firstAttribute="height" constant="22" id="\(id)-h"/>
                    <constraint firstAttribute="width" constant="22" id="\(id)-w"/>
                </constraints>
            </button>
            """
        }
        var columnConstraints = [
            Self.constraint(nil, "width", nil, nil, 44, "col-c-w"),
            Self.constraint("btn-aa-001", "centerX", "col-vw-001", "centerX", 0, "col-c-1"),
            Self.constraint("btn-aa-001", "top", "col-vw-001", "top", 10, "col-c-2"),
            Self.constraint("btn-bb-002", "top", "btn-aa-001", "bottom", 10, "col-c-3"),
            Self.constraint("btn-bb-002", "centerX", "col-vw-001", "centerX", 0, "col-c-4"),
        ]
        if bottomToColumn {
            columnConstraints.append(
                Self.constraint(nil, "bottom", "btn-bb-002", "bottom", 10, "col-c-5")
            )
        }
        if let columnHeight {
            columnConstraints.append(Self.constraint(nil, "height", nil, nil, columnHeight, "col-c-h"))
        }
        let column = """
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="col-vw-001">
                <rect key="frame" x="323" y="8" width="44" height="500"/>
                <subviews>
            \(IBStoryboard.indented(button("btn-aa-001", 10) + "\n" + button("btn-bb-002", 42), by: 2))
                </subviews>
                <constraints>
            \(IBStoryboard.indented(columnConstraints.joined(separator: "\n"), by: 2))
                </constraints>
            </view>
            """
        let blur = """
            <visualEffectView opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="blr-vw-001">
                <rect key="frame" x="0.0" y="0.0" width="375" height="20"/>
                <view key="contentView" opaque="NO" clipsSubviews="YES" contentMode="center" id="blr-cv-001">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="20"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                </view>
                <blurEffect style="regular"/>
            </visualEffectView>
            """
        let controller = IBStoryboard.viewController(
            id: "ctl-vc-001", label: "Controls", viewID: "root-vw-01", safeAreaID: "sfa-lg-001",
            subviews: [blur, column],
            constraints: [
                Self.constraint(nil, "top", "blr-vw-001", "top", 0, "rt-c-001"),
                Self.constraint("sfa-lg-001", "top", "blr-vw-001", "bottom", 0, "rt-c-002"),
                Self.constraint("blr-vw-001", "leading", "sfa-lg-001", "leading", 0, "rt-c-003"),
                Self.constraint("sfa-lg-001", "trailing", "blr-vw-001", "trailing", 0, "rt-c-004"),
                Self.constraint("sfa-lg-001", "trailing", "col-vw-001", "trailing", 8, "rt-c-005"),
                Self.constraint("col-vw-001", "top", "blr-vw-001", "bottom", 8, "rt-c-006"),
            ])
        return IBStoryboard.document(
            initialViewController: "ctl-vc-001", scenes: [IBStoryboard.scene("ctl-sc-001", controller)])
    }

    static func imported(_ document: String) throws -> (ImportedScene, Layout) {
        let options = InterfaceBuilderImporter.Options(device: DeviceCatalog.device(named: "iPhone X"))
        let result = InterfaceBuilderImporter.importDocument(Array(document.utf8), options: options)
        let scene = try #require(result.scenes.first)
        return (scene, try scene.fixture.scene().layout())
    }

    static func method(_ scene: ImportedScene, line: Int) -> IBFrameMethod? {
        scene.methods.first { $0.location.line == line }?.method
    }

    @Test func aColumnIsAsTallAsTheChainOfItsButtons() throws {
        let (scene, layout) = try Self.imported(Self.document())
        // iPhone X: safe area top 44, right 0. The column: x 375 - 8 - 44 = 323, y 44 + 8 = 52,
        // height 10 + 22 + 10 + 22 + 10 = 74 (the stored 500 is not read).
        let column = try #require(layout.views.first { $0.path.hasSuffix("/view col-vw-001") })
        #expect(column.frameInWindow == Rect(x: 323, y: 52, width: 44, height: 74))
        let button = try #require(layout.views.first { $0.path.hasSuffix("/button btn-bb-002") })
        // 52 + 10 + 22 + 10 = 94; x 323 + (44 - 22) / 2 = 334.
        #expect(button.frameInWindow == Rect(x: 334, y: 94, width: 22, height: 22))
        #expect(!scene.methods.contains { $0.method == .storedFrame })
        #expect(!column.frameAssumed)
    }

    @Test func aChainOpenAtTheBottomFixesNoHeight() throws {
        // Without the column's bottom constraint nothing fixes its height: its stored frame is
        // kept (scaled) and marked assumed, as before.
        let (scene, layout) = try Self.imported(Self.document(bottomToColumn: false))
        let column = try #require(layout.views.first { $0.path.hasSuffix("/view col-vw-001") })
        #expect(column.frameAssumed)
        #expect(scene.methods.contains { $0.method == .storedFrame })
    }

    @Test func aHeightOfItsOwnWinsOverNothing() throws {
        // The column's own height 74 agrees with its content: solved either way.
        let (_, layout) = try Self.imported(Self.document(columnHeight: 74))
        let column = try #require(layout.views.first { $0.path.hasSuffix("/view col-vw-001") })
        #expect(column.frameInWindow == Rect(x: 323, y: 52, width: 44, height: 74))
    }

    @Test func theFittingSizeOfTheColumnAlone() throws {
        let element = try XMLReader().read(Array(Self.document().utf8))
        let document = try InterfaceBuilderDocument(root: element)
        let graph = IBControllerGraph(document)
        let importer = try IBSceneImporter(document: document, graph: graph, root: "ctl-vc-001")
        let column = try #require(importer.tree.viewIndex["col-vw-001"])
        // Width from its own constraint, height from the chain.
        #expect(importer.fittingSizes[column] == IBSceneImporter.FittingSize(width: 44, height: 74))
        // The root view's subviews are pinned to it, not chained to fix its size.
        let root = try #require(importer.tree.viewIndex["root-vw-01"])
        #expect(importer.fittingSizes[root] == nil)
    }
}
