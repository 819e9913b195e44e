import Testing
@testable import ScrollInspectCore

/// `*`, `**` and `?` of `.scroll-inspect.yml`'s `included` and `excluded`.
@Suite struct GlobPatternTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var pattern: String
        var path: String
        var matches: Bool
        var testDescription: String { "\(pattern) \(matches ? "matches" : "does not match") \(path)" }
    }

    static let cases: [Case] = [
        Case(pattern: "Fixtures/*.yaml", path: "Fixtures/a.yaml", matches: true),
        Case(pattern: "Fixtures/*.yaml", path: "Fixtures/audit/a.yaml", matches: false),
        Case(pattern: "Fixtures/*.yaml", path: "Fixtures/a.yml", matches: false),
        Case(pattern: "Fixtures/**/*.yaml", path: "Fixtures/a.yaml", matches: true),
        Case(pattern: "Fixtures/**/*.yaml", path: "Fixtures/audit/seeds/a.yaml", matches: true),
        Case(pattern: "Fixtures/**/*.yaml", path: "Other/a.yaml", matches: false),
        Case(pattern: "**/*.yaml", path: "a.yaml", matches: true),
        Case(pattern: "**/*.yaml", path: "x/y/z.yaml", matches: true),
        Case(pattern: "**", path: "x/y/z.yaml", matches: true),
        Case(pattern: "Fixtures/**", path: "Fixtures", matches: true),
        Case(pattern: "a?c.yaml", path: "abc.yaml", matches: true),
        Case(pattern: "a?c.yaml", path: "ac.yaml", matches: false),
        Case(pattern: "a?c", path: "a/c", matches: false),
        Case(pattern: "*", path: "a/b", matches: false),
        Case(pattern: "*b*", path: "abc", matches: true),
        Case(pattern: "*b*", path: "ac", matches: false),
        Case(pattern: "./Fixtures//a.yaml", path: "Fixtures/a.yaml", matches: true),
        Case(pattern: "Fixtures/invalid", path: "Fixtures/invalid", matches: true),
        // `.` is the configuration's directory itself: the empty path, an ancestor of every file.
        Case(pattern: ".", path: "", matches: true),
        Case(pattern: "./", path: "", matches: true),
        Case(pattern: ".", path: "Fixtures/a.yaml", matches: false),
        Case(pattern: "Fixtures/invalid", path: "Fixtures/invalid-not", matches: false),
    ]

    @Test(arguments: cases) func matching(_ test: Case) {
        #expect(GlobPattern(test.pattern)?.matches(test.path) == test.matches)
    }

    @Test func patternsOutsideTheDirectoryAreRefused() {
        #expect(GlobPattern("") == nil)
        #expect(GlobPattern("/etc/*.yaml") == nil)
        #expect(GlobPattern("../Fixtures/*.yaml") == nil)
        #expect(GlobPattern("Fixtures/../../x") == nil)
    }

    @Test func theLiteralPrefixIsTheDirectoryListed() {
        #expect(GlobPattern("Fixtures/audit/**/*.yaml")?.literalPrefix == "Fixtures/audit")
        #expect(GlobPattern("Fixtures/*.yaml")?.literalPrefix == "Fixtures")
        #expect(GlobPattern("*/a.yaml")?.literalPrefix == "")
        #expect(GlobPattern("a.yaml")?.literalPrefix == "")
        #expect(GlobPattern(".")?.literalPrefix == "")
    }
}
