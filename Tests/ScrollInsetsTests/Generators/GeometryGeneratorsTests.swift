import PropertyTesting
@testable import ScrollInsets
import Testing

/// The geometry generators keep their invariants and shrink to the simplest values, and a
/// few geometry laws hold for what they generate.
@Suite struct GeometryGeneratorsTests {
    let configuration = PropertyConfiguration(seed: 0x5EED)

    @Test func edgeInsetsAreNonNegativeAndBounded() throws {
        try forAll(.edgeInsets) { insets in
            Edge.allCases.allSatisfy { (0...200).contains(insets[$0]) }
        }
    }

    @Test func sizesAndRectsAreNonNegative() throws {
        try forAll(.rect, .size, .halfPointRect) { rect, size, aligned in
            [rect.width, rect.height, size.width, size.height, aligned.width, aligned.height].allSatisfy { $0 >= 0 }
        }
    }

    @Test func halfPointsAreMultiplesOfAHalfInTheirRange() throws {
        try forAll(.halfPoints(in: -10.25...10.75)) { value in
            (value * 2).rounded() == value * 2 && (-10...10.5).contains(value)
        }
    }

    @Test func failingGeometryShrinksToZero() throws {
        #expect(check(.edgeInsets, configuration: configuration) { _ in false }.counterexample?.shrunk == .zero)
        #expect(check(.rect, configuration: configuration) { _ in false }.counterexample?.shrunk == .zero)
        #expect(
            check(.layoutDirection, configuration: configuration) { _ in false }.counterexample?.shrunk == .leftToRight)
    }

    @Test func harnessExpectingFailureShrinksInsetsToTheEdgeThatMatters() throws {
        let result = check(.edgeInsets, configuration: configuration) { $0.bottom < 34 }
        #expect(result.counterexample?.shrunk == EdgeInsets(top: 0, left: 0, bottom: 34, right: 0))
    }

    @Test func insettingNeverGrowsARect() throws {
        try forAll(.rect, .edgeInsets) { rect, insets in
            let inset = rect.inset(by: insets)
            return inset.width <= rect.width && inset.height <= rect.height && inset.width >= 0 && inset.height >= 0
        }
    }

    @Test func directionalInsetsRoundTrip() throws {
        try forAll(.edgeInsets, .layoutDirection) { insets, direction in
            insets.directional(in: direction).resolved(in: direction) == insets
        }
    }

    /// Mirroring twice is exact for half-point geometry; for arbitrary doubles it is not
    /// (the harness finds rounding counterexamples), which is why this uses `halfPointRect`.
    @Test func mirroringHalfPointRectsTwiceIsIdentity() throws {
        try forAll(.halfPointRect, .halfPoints(in: 0...2_000)) { rect, width in
            rect.mirrored(inWidth: width).mirrored(inWidth: width) == rect
        }
    }
}
