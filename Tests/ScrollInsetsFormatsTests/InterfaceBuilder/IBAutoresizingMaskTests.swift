import Testing
import XMLSubset
@testable import ScrollInsets
@testable import ScrollInsetsFormats

@Suite struct IBAutoresizingMaskTests {
    static func mask(_ attributes: [(String, String)]) -> IBAutoresizingMask {
        IBAutoresizingMask(
            XMLElement(name: "autoresizingMask", attributes: attributes.map { .init(name: $0.0, value: $0.1) }))
    }

    @Test func fixedMaskKeepsTheFrame() {
        let frame = Rect(x: 10, y: 20, width: 100, height: 50)
        #expect(
            Self.mask([]).frame(frame, from: Size(width: 320, height: 568), to: Size(width: 414, height: 896)) == frame)
    }

    @Test func flexibleSizeTakesTheWholeChange() {
        let mask = Self.mask([("widthSizable", "YES"), ("heightSizable", "YES")])
        #expect(
            mask.frame(
                Rect(x: 0, y: 0, width: 320, height: 568), from: Size(width: 320, height: 568),
                to: Size(width: 375, height: 667))
                == Rect(x: 0, y: 0, width: 375, height: 667))
    }

    @Test func changeIsSharedInProportionToTheFlexiblePortions() {
        // Left margin 100 and width 200 flexible, right margin 20 fixed; +60 shared 100 : 200.
        let mask = Self.mask([("flexibleMinX", "YES"), ("widthSizable", "YES")])
        #expect(
            mask.frame(
                Rect(x: 100, y: 0, width: 200, height: 10), from: Size(width: 320, height: 10),
                to: Size(width: 380, height: 10))
                == Rect(x: 120, y: 0, width: 240, height: 10))
    }

    @Test func zeroPortionsShareEqually() {
        // Both margins flexible and zero: the change is split in two (an assumption).
        let mask = Self.mask([("flexibleMinX", "YES"), ("flexibleMaxX", "YES")])
        #expect(
            mask.frame(
                Rect(x: 0, y: 0, width: 0, height: 10), from: Size(width: 0, height: 10),
                to: Size(width: 100, height: 10))
                == Rect(x: 50, y: 0, width: 0, height: 10))
    }
}
