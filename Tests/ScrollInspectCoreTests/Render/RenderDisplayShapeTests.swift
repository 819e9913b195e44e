import Testing
@testable import ScrollInspectCore
@testable import ScrollInsetsReports
import ScrollInsets

/// Corner radii and housings per catalog device (sources in ``DisplayShape``).
@Suite struct RenderDisplayShapeTests {
    struct ShapeCase: CustomTestStringConvertible, Sendable {
        var device: String
        var shape: DisplayShape
        var testDescription: String { device }
    }

    static let notch = DisplayShape.Housing.notch(width: 209, height: 30)

    static let cases: [ShapeCase] = [
        ShapeCase(device: "iPhone SE (1st generation)", shape: .square),
        ShapeCase(device: "iPhone 8", shape: .square),
        ShapeCase(device: "iPhone 8 Plus", shape: .square),
        ShapeCase(device: "iPhone X", shape: DisplayShape(cornerRadius: 39, housing: notch)),
        ShapeCase(device: "iPhone XS Max", shape: DisplayShape(cornerRadius: 39, housing: notch)),
        ShapeCase(device: "iPhone XR", shape: DisplayShape(cornerRadius: 41.5, housing: notch)),
        ShapeCase(device: "iPhone 12 mini", shape: DisplayShape(cornerRadius: 44, housing: notch)),
        ShapeCase(device: "iPhone 12", shape: DisplayShape(cornerRadius: 47.33, housing: notch)),
        ShapeCase(device: "iPhone 12 Pro Max", shape: DisplayShape(cornerRadius: 53.33, housing: notch)),
        ShapeCase(
            device: "iPhone 14 Pro",
            shape: DisplayShape(
                cornerRadius: 55.33,
                housing: .island(width: 126, height: 37.33, top: 11))),
        ShapeCase(
            device: "iPhone 16 Pro Max",
            shape: DisplayShape(
                cornerRadius: 63.33,
                housing: .island(width: 126, height: 37.33, top: 14))),
        ShapeCase(device: "iPad (9th generation)", shape: .square),
        ShapeCase(device: "iPad Pro 11-inch (1st generation)", shape: DisplayShape(cornerRadius: 18, housing: .none)),
        ShapeCase(device: "iPad mini (6th generation)", shape: DisplayShape(cornerRadius: 18, housing: .none)),
    ]

    @Test(arguments: cases)
    func shapeOfCatalogDevice(_ testCase: ShapeCase) throws {
        let device = try #require(DeviceCatalog.device(named: testCase.device))
        #expect(DisplayShape.of(device) == testCase.shape)
    }

    @Test func customWindowIsSquare() {
        #expect(DisplayShape.of(nil) == .square)
    }

    @Test func housingEdgeFollowsUIKitsInterfaceOrientation() {
        #expect(DisplayShape.housingEdge(.portrait) == .top)
        #expect(DisplayShape.housingEdge(.portraitUpsideDown) == .bottom)
        #expect(DisplayShape.housingEdge(.landscapeLeft) == .right)
        #expect(DisplayShape.housingEdge(.landscapeRight) == .left)
    }
}
