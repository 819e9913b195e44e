import Testing
@testable import ScrollInsets

/// The release value: parsing, printing, order, and the variants each release selects.
@Suite struct UIKitReleaseTests {
    struct Parse: CustomTestStringConvertible, Sendable {
        var text: String
        var expected: UIKitRelease?
        var testDescription: String { "'\(text)'" }
    }

    static let parses: [Parse] = [
        Parse(text: "26", expected: UIKitRelease(26)),
        Parse(text: "18.4", expected: UIKitRelease(18, 4)),
        Parse(text: "10", expected: .iOS10),
        Parse(text: "18.", expected: nil),
        Parse(text: ".4", expected: nil),
        Parse(text: "18.4.1", expected: nil),
        Parse(text: "-11", expected: nil),
        Parse(text: "iOS 26", expected: nil),
        Parse(text: "", expected: nil),
        Parse(text: "99999", expected: nil),
    ]

    @Test(arguments: parses)
    func parsing(_ test: Parse) {
        #expect(UIKitRelease(test.text) == test.expected)
    }

    @Test func printsMajorOrMajorDotMinor() {
        #expect(UIKitRelease(26).description == "26")
        #expect(UIKitRelease(18, 4).description == "18.4")
    }

    @Test func ordersByMajorThenMinor() {
        #expect(UIKitRelease(18, 4) < UIKitRelease(18, 5))
        #expect(UIKitRelease(18, 9) < UIKitRelease(26))
        #expect(!(UIKitRelease(11) < UIKitRelease(11)))
    }

    @Test func iOS10SelectsLayoutGuidesAndEveryLaterReleaseTheSafeArea() {
        #expect(UIKitRelease.iOS10.variants == RuleVariants(release: .iOS10))
        #expect(UIKitRelease.iOS10.variants.barInsets == .layoutGuides)
        #expect(UIKitRelease.iOS10.variants.contentInsets == .automaticallyAdjustsScrollViewInsets)
        #expect(UIKitRelease.iOS10.variants.letterboxing == .tallPhonesLetterboxed)
        for major in [11, 14, 18, 26, 27] {
            let variants = UIKitRelease(major).variants
            #expect(variants.barInsets == .safeAreaInsets)
            #expect(variants.contentInsets == .contentInsetAdjustmentBehavior)
            #expect(variants.letterboxing == RuleVariants.Letterboxing.none)
        }
    }

    @Test func layoutOptionsKeepTheTwoSystemsOfTheMigration() {
        #expect(LayoutOptions(system: .iOS10).release == .iOS10)
        #expect(LayoutOptions().release == nil)  // the screen's release
        #expect(LayoutOptions(system: .iOS11).release == nil)
        #expect(LayoutOptions(release: UIKitRelease(18, 4)).system == .iOS11)
        var options = LayoutOptions(release: UIKitRelease(26))
        options.system = .iOS10
        #expect(options.release == .iOS10)
    }
}
