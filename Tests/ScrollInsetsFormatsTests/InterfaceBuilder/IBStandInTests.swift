import Testing
@testable import ScrollInsets
@testable import ScrollInsetsFormats

/// Every document is a scene (docs/storyboards.md, "Cell and view xibs", "Freeform sizes and the
/// 3.5-inch canvas"): a cell xib is a plain table of the cell's width holding the cell, a view
/// xib the root view of a controller, a freeform size or the 320×480 canvas a window; each
/// imported fixture is read back by the fixture decoder and lays out the same.
@Suite struct IBStandInTests {
    typealias Importer = InterfaceBuilderImporterTests

    /// The scene's fixture written out and read back, laid out.
    static func readBack(_ scene: ImportedScene) throws -> Layout {
        let decoded = decodeFixture(FixtureEncoder.encode([scene.fixture]))
        #expect(decoded.diagnostics.filter(\.isError).isEmpty, "\(decoded.diagnostics)")
        return try #require(decoded.scenes.first).scene().layout()
    }

    @Test func aCellXibIsAPlainTableOfTheCellsWidthHoldingTheCell() throws {
        let result = try Importer.imported(IBTestDocuments.cellXib)
        #expect(result.documentSceneCount == 1)
        let scene = try #require(result.scenes.first)
        #expect(scene.name == "TitleCell")
        // On the canvas device (retina4_7: iPhone 8, 375×667).
        #expect(scene.fixture.device?.name == "iPhone 8")
        for layout in [try Importer.layout(scene), try Self.readBack(scene)] {
            let table = try #require(layout.view(path: "TitleCell/view[0]/table"))
            #expect(table.kind == .tableView)
            #expect(table.tableProperties?.style == .plain)
            // The cell's width (320), the canvas's height (667).
            #expect(table.frame == Rect(x: 0, y: 0, width: 320, height: 667))
            // One row, the cell's height.
            #expect(table.table?.rows.map(\.frame) == [Rect(x: 0, y: 0, width: 320, height: 60)])
            // The cell at the top of the content; its content view's label where it is stored.
            let cell = try #require(layout.view(path: "TitleCell/view[0]/table/TitleCell cx1-ce-001"))
            #expect(cell.frame == Rect(x: 0, y: 0, width: 320, height: 60))
            let label = try #require(
                layout.view(path: "TitleCell/view[0]/table/TitleCell cx1-ce-001/contentView cx1-cv-001/title"))
            #expect(label.frame == Rect(x: 8, y: 8, width: 35, height: 21))
        }
        // The views the importer made are never compared with stored frames; the cell's content
        // lies in the table's content (its stored frames kept).
        #expect(scene.storedFrameComparisons.isEmpty)
        #expect(scene.methods.filter { $0.method == .scrollContent }.count == 3)
        #expect(scene.methods.filter { $0.method == .autoresizing }.map(\.kind) == [.tableView])
    }

    @Test func aCollectionCellXibIsACollectionViewHoldingOneItemOfTheCellsSize() throws {
        let result = try Importer.imported(IBTestDocuments.collectionCellXib)
        let scene = try #require(result.scenes.first)
        for layout in [try Importer.layout(scene), try Self.readBack(scene)] {
            let collection = try #require(layout.view(path: "PhotoCell/view[0]/collection"))
            #expect(collection.frame == Rect(x: 0, y: 0, width: 100, height: 667))
            #expect(collection.collection?.sections.map(\.items) == [[Rect(x: 0, y: 0, width: 100, height: 120)]])
        }
    }

    @Test func aFreeformViewXibIsTheRootViewOfAControllerInAWindowOfItsSize() throws {
        let result = try Importer.imported(IBTestDocuments.freeformViewXib)
        let scene = try #require(result.scenes.first)
        #expect(scene.name == "BannerView")
        // The freeform size, with no safe area (Xcode's freeform canvas: docs/storyboards.md).
        #expect(
            scene.fixture.target == .window(size: Size(width: 375, height: 200), safeAreaInsets: EdgeInsets(all: 0)))
        for layout in [try Importer.layout(scene), try Self.readBack(scene)] {
            let root = try #require(layout.view(path: "BannerView/view[0]"))
            #expect(root.frame == Rect(x: 0, y: 0, width: 375, height: 200))
            // Pinned to the safe area's top: the window's top.
            let strip = try #require(layout.view(path: "BannerView/view[0]/strip"))
            #expect(strip.frame == Rect(x: 0, y: 0, width: 375, height: 200))
        }
        #expect(Importer.methods(scene) == [.rootView, .pins])
    }

    @Test func aViewXibWithoutFreeformSizeIsLaidOutOnTheCanvasDevice() throws {
        let text = IBTestDocuments.freeformViewXib.replacingOccurrences(
            of: "<freeformSimulatedSizeMetrics key=\"simulatedDestinationMetrics\"/>", with: "")
        let scene = try #require(try Importer.imported(text).scenes.first)
        #expect(scene.fixture.device?.name == "iPhone 8")
        let strip = try #require(try Importer.layout(scene).view(path: "BannerView/view[0]/strip"))
        #expect(strip.frame == Rect(x: 0, y: 20, width: 375, height: 647))
    }

    @Test func aFreeformControllerIsAWindowOfItsSizeAndAgreesWithItsStoredFrames() throws {
        let result = try Importer.imported(IBTestDocuments.freeformController)
        let scene = try #require(result.scenes.first)
        #expect(
            scene.fixture.target == .window(size: Size(width: 375, height: 300), safeAreaInsets: EdgeInsets(all: 0)))
        let rows = try #require(try Self.readBack(scene).view(path: "panel/view[0]/rows"))
        #expect(rows.frame == Rect(x: 0, y: 0, width: 375, height: 300))
        #expect(scene.storedFrameComparisons.map(\.agrees) == [true])
        // On a device given by the caller, the device's size.
        let onDevice = try #require(
            try Importer.imported(IBTestDocuments.freeformController, device: "iPhone 8").scenes.first)
        #expect(
            try Importer.layout(onDevice).view(path: "panel/view[0]/rows")?.frame
                == Rect(x: 0, y: 0, width: 375, height: 667))
    }

    @Test func theThreeAndAHalfInchCanvasIsA320By480Window() throws {
        let result = try Importer.imported(IBTestDocuments.retina35Canvas)
        // No note: the canvas is laid out as it is, not on a fallback device.
        #expect(result.diagnostics.isEmpty)
        let scene = try #require(result.scenes.first)
        #expect(
            scene.fixture.target
                == .window(
                    size: Size(width: 320, height: 480),
                    safeAreaInsets: EdgeInsets(top: 20, left: 0, bottom: 0, right: 0)))
        let items = try #require(try Self.readBack(scene).view(path: "list/view[0]/items"))
        #expect(items.frame == Rect(x: 0, y: 20, width: 320, height: 460))
        #expect(scene.storedFrameComparisons.map(\.agrees) == [true])
    }

    @Test func sizesThatAreNotFinitePositiveNumbersKeepTheCanvas() throws {
        // A freeform size of `inf` is no window: the canvas device.
        let freeform = IBTestDocuments.freeformController
            .replacingOccurrences(
                of: "<size key=\"freeformSize\" width=\"375\" height=\"300\"/>",
                with: "<size key=\"freeformSize\" width=\"inf\" height=\"300\"/>")
        #expect(try #require(try Importer.imported(freeform).scenes.first).fixture.device?.name == "iPhone 8")
        // A cell of width `nan` and height 0: a table of the canvas's width with one 44-pt row.
        // (The cell's own frame only: a content view of width `nan` is the model's error, as any view's.)
        var cell = IBTestDocuments.cellXib
        let frame = try #require(cell.range(of: "width=\"320\" height=\"60\""))
        cell.replaceSubrange(frame, with: "width=\"nan\" height=\"0\"")
        #expect(cell != IBTestDocuments.cellXib)
        let layout = try Importer.layout(try #require(try Importer.imported(cell).scenes.first))
        let table = try #require(layout.view(path: "TitleCell/view[0]/table"))
        #expect(table.frame == Rect(x: 0, y: 0, width: 375, height: 667))
        #expect(table.table?.rows.map(\.frame) == [Rect(x: 0, y: 0, width: 375, height: 44)])
    }

    @Test func aSecondTopLevelViewIsNotLaidOutWithANote() throws {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
                <device id="retina4_7" orientation="portrait" appearance="light"/>
                <objects>
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                    <view contentMode="scaleToFill" id="tw1-vw-001" userLabel="banner">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="100"/>
                    </view>
                    <view contentMode="scaleToFill" id="tw1-vw-002" userLabel="footer">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="50"/>
                    </view>
                </objects>
            </document>
            """
        let result = try Importer.imported(text)
        #expect(result.scenes.map(\.name) == ["banner"])
        #expect(
            result.diagnostics.map(\.message) == [
                """
                the top-level 'footer' (view) is not laid out: a xib is one scene, made from its File's Owner view or \
                else its first top-level view
                """
            ])
        #expect(result.diagnostics.map(\.location) == [SourceLocation(line: 9, column: 9)])
    }

    @Test func aXibWithNoTopLevelViewHasNoScene() throws {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch">
                <objects>
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                    <customObject id="ob1-ob-001" customClass="DataSource"/>
                </objects>
            </document>
            """
        let result = try Importer.imported(text)
        #expect(result.scenes.isEmpty)
        #expect(result.documentSceneCount == 0)
    }
}
