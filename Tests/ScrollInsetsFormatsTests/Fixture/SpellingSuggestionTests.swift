import Testing
@testable import ScrollInsets
@testable import ScrollInsetsFormats

@Suite struct SpellingSuggestionTests {
    struct DistanceCase: CustomTestStringConvertible, Sendable {
        let a: String
        let b: String
        let distance: Int
        var testDescription: String { "\(a) → \(b)" }
    }

    static let distances: [DistanceCase] = [
        DistanceCase(a: "rigth", b: "right", distance: 1),
        DistanceCase(a: "kitten", b: "sitting", distance: 3),
        DistanceCase(a: "", b: "abc", distance: 3),
        DistanceCase(a: "abc", b: "", distance: 3),
        DistanceCase(a: "Frame", b: "frame", distance: 0),
        DistanceCase(a: "ca", b: "abc", distance: 3),
        DistanceCase(a: "addtionalSafeAreaInsets", b: "additionalSafeAreaInsets", distance: 1),
        DistanceCase(a: "héight", b: "height", distance: 1),
    ]

    @Test(arguments: distances)
    func distance(_ testCase: DistanceCase) {
        #expect(SpellingSuggestion.distance(testCase.a, testCase.b) == testCase.distance)
        #expect(SpellingSuggestion.distance(testCase.b, testCase.a) == testCase.distance)
    }

    struct ClosestCase: CustomTestStringConvertible, Sendable {
        let input: String
        let candidates: [String]
        let suggestion: String?
        var testDescription: String { input }
    }

    static let closest: [ClosestCase] = [
        ClosestCase(
            input: "landscpeLeft", candidates: Orientation.allCases.map(\.rawValue), suggestion: "landscapeLeft"),
        ClosestCase(input: "Portrait", candidates: Orientation.allCases.map(\.rawValue), suggestion: "portrait"),
        ClosestCase(input: "lft", candidates: ["top", "left", "bottom", "right"], suggestion: "left"),
        ClosestCase(input: "widht", candidates: ["x", "y", "width", "height"], suggestion: "width"),
        ClosestCase(input: "x", candidates: ["y"], suggestion: nil),
        ClosestCase(input: "colour", candidates: ["name", "frame"], suggestion: nil),
        ClosestCase(input: "depth", candidates: ["x", "y", "width", "height"], suggestion: nil),
        ClosestCase(input: "bat", candidates: ["cat", "hat"], suggestion: "cat"),
        ClosestCase(input: "hat", candidates: ["cat", "hat"], suggestion: "hat"),
        ClosestCase(input: "anything", candidates: [], suggestion: nil),
    ]

    @Test(arguments: closest)
    func closestCandidate(_ testCase: ClosestCase) {
        #expect(SpellingSuggestion.closest(to: testCase.input, among: testCase.candidates) == testCase.suggestion)
    }
}
