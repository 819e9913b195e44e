import Testing
@testable import ScrollInsets

@Suite struct GeometryTests {
    @Test func directionalInsetsResolveLeadingToTheRightInRightToLeft() {
        let insets = DirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
        #expect(insets.resolved(in: .leftToRight) == EdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        #expect(insets.resolved(in: .rightToLeft) == EdgeInsets(top: 1, left: 4, bottom: 3, right: 2))
        #expect(EdgeInsets(top: 1, left: 4, bottom: 3, right: 2).directional(in: .rightToLeft) == insets)
    }

    @Test func rectInsetClampsAtZero() {
        #expect(
            Rect(x: 0, y: 0, width: 50, height: 50).inset(by: EdgeInsets(all: 30))
                == Rect(x: 30, y: 30, width: 0, height: 0))
        #expect(
            Rect(x: 10, y: 20, width: 100, height: 50).inset(by: EdgeInsets(top: 5, left: 10, bottom: 5, right: 10))
                == Rect(x: 20, y: 25, width: 80, height: 40))
    }

    @Test func distanceIsMeasuredInwards() {
        let outer = Rect(x: 0, y: 0, width: 100, height: 100)
        let inner = Rect(x: 10, y: -5, width: 100, height: 50)
        #expect(outer.distance(to: inner, on: .left) == 10)
        #expect(outer.distance(to: inner, on: .top) == -5)
        #expect(outer.distance(to: inner, on: .right) == -10)
        #expect(outer.distance(to: inner, on: .bottom) == 55)
    }

    @Test func mirroring() {
        #expect(
            Rect(x: 10, y: 5, width: 30, height: 10).mirrored(inWidth: 100) == Rect(x: 60, y: 5, width: 30, height: 10))
        #expect(
            EdgeInsets(top: 1, left: 2, bottom: 3, right: 4).mirroredHorizontally
                == EdgeInsets(top: 1, left: 4, bottom: 3, right: 2))
    }

    @Test(arguments: [
        (44.0, "44"), (0.5, "0.5"), (-0.0, "0"), (-12.25, "-12.25"), (1e20, "1e+20"), (812, "812"),
        (574.1666666666666, "574.167"), (204.83333333333331, "204.833"), (0.0004, "0"), (-0.0004, "0"),
        (1.0005, "1.001"), (2.5, "2.5"), (-33.3333333, "-33.333"), (Double.infinity, "inf"),
    ])
    func formatting(_ value: Double, _ text: String) {
        #expect(formatPoints(value) == text)
    }

    @Test(arguments: [(574.1666666666666, "574.1666666666666"), (44.0, "44"), (-0.0, "0"), (1e20, "1e+20")])
    func exactFormatting(_ value: Double, _ text: String) {
        #expect(formatExactPoints(value) == text)
    }
}
