import Testing
@testable import ScrollInsets
@testable import ScrollInsetsFormats

/// A scalar written after `v: ` and what a typed read gives: a value or exact diagnostics.
struct ScalarCase<Value: Sendable & Equatable>: CustomTestStringConvertible, Sendable {
    let yaml: String
    let value: Value?
    let diagnostics: [String]
    init(_ yaml: String, _ value: Value?, _ diagnostics: [String] = []) {
        self.yaml = yaml
        self.value = value
        self.diagnostics = diagnostics
    }
    var testDescription: String { yaml.isEmpty ? "(empty)" : yaml }
}

@Suite struct FixtureValueNumberTests {
    static let numbers: [ScalarCase<Double>] = [
        ScalarCase("44", 44), ScalarCase("-0.5", -0.5), ScalarCase("+3", 3), ScalarCase("1e3", 1000),
        ScalarCase("2.5E-2", 0.025), ScalarCase("5.", 5), ScalarCase(".5", 0.5), ScalarCase("007", 7),
        ScalarCase("1e-400", 0), ScalarCase("1.7976931348623157e308", 1.7976931348623157e308),
        ScalarCase(".inf", nil, ["1:4: expected a finite number; found '.inf'"]),
        ScalarCase("-.Inf", nil, ["1:4: expected a finite number; found '-.Inf'"]),
        ScalarCase(".NaN", nil, ["1:4: expected a finite number; found '.NaN'"]),
        ScalarCase("nan", nil, ["1:4: expected a finite number; found 'nan'"]),
        ScalarCase("infinity", nil, ["1:4: expected a finite number; found 'infinity'"]),
        ScalarCase("1e400", nil, ["1:4: number '1e400' is out of range; expected a finite number"]),
        ScalarCase("-1e400", nil, ["1:4: number '-1e400' is out of range; expected a finite number"]),
        ScalarCase("0x10", nil, ["1:4: expected a number; found '0x10'"]),
        ScalarCase("1_000", nil, ["1:4: expected a number; found '1_000'"]),
        ScalarCase("1e", nil, ["1:4: expected a number; found '1e'"]),
        ScalarCase("e3", nil, ["1:4: expected a number; found 'e3'"]),
        ScalarCase("1.2.3", nil, ["1:4: expected a number; found '1.2.3'"]),
        ScalarCase("+", nil, ["1:4: expected a number; found '+'"]),
        ScalarCase("--1", nil, ["1:4: expected a number; found '--1'"]),
        ScalarCase("12pt", nil, ["1:4: expected a number; found '12pt'"]),
        ScalarCase("\"44\"", nil, ["1:4: expected a number; found the string \"44\""]),
        ScalarCase("'44'", nil, ["1:4: expected a number; found the string '44'"]),
        ScalarCase("[44]", nil, ["1:4: expected a number; found a sequence"]),
        ScalarCase("{a: 1}", nil, ["1:4: expected a number; found a mapping"]),
        ScalarCase("", nil, ["1:3: missing value for 'v'; expected a number"]),
    ]

    @Test(arguments: numbers)
    func number(_ testCase: ScalarCase<Double>) {
        let (value, diagnostics) = readValue(testCase.yaml, as: .number)
        #expect(value == testCase.value)
        #expect(diagnostics == testCase.diagnostics)
    }

    @Test func negativeZeroReadsAsZero() {
        let (value, _) = readValue("-0", as: .number)
        #expect(value?.sign == .plus)
    }

    static let nonNegative: [ScalarCase<Double>] = [
        ScalarCase("0", 0), ScalarCase("-0", 0), ScalarCase("375", 375),
        ScalarCase("-3", nil, ["1:4: expected a non-negative number; found '-3'"]),
        ScalarCase("-1e-3", nil, ["1:4: expected a non-negative number; found '-1e-3'"]),
        ScalarCase("wide", nil, ["1:4: expected a non-negative number; found 'wide'"]),
        ScalarCase(".inf", nil, ["1:4: expected a finite number; found '.inf'"]),
    ]

    @Test(arguments: nonNegative)
    func nonNegativeNumber(_ testCase: ScalarCase<Double>) {
        let (value, diagnostics) = readValue(testCase.yaml, as: .nonNegativeNumber)
        #expect(value == testCase.value)
        #expect(diagnostics == testCase.diagnostics)
    }

    static let counts: [ScalarCase<Int>] = [
        ScalarCase("3", 3), ScalarCase("0", 0), ScalarCase("+12", 12), ScalarCase("0012", 12),
        ScalarCase("-1", nil, ["1:4: expected a non-negative whole number; found '-1'"]),
        ScalarCase("2.5", nil, ["1:4: expected a non-negative whole number; found '2.5'"]),
        ScalarCase("2.0", nil, ["1:4: expected a non-negative whole number; found '2.0'"]),
        ScalarCase("1e3", nil, ["1:4: expected a non-negative whole number; found '1e3'"]),
        ScalarCase(
            "99999999999999999999", nil,
            ["1:4: whole number '99999999999999999999' is too large; the largest is 9223372036854775807"]),
        ScalarCase(
            "+9223372036854775808", nil,
            ["1:4: whole number '+9223372036854775808' is too large; the largest is 9223372036854775807"]),
        ScalarCase("9223372036854775807", Int.max),
        ScalarCase("'3'", nil, ["1:4: expected a non-negative whole number; found the string '3'"]),
    ]

    @Test(arguments: counts)
    func count(_ testCase: ScalarCase<Int>) {
        let (value, diagnostics) = readValue(testCase.yaml, as: .count)
        #expect(value == testCase.value)
        #expect(diagnostics == testCase.diagnostics)
    }

    @Test func sequenceOfNumbersReportsEveryBadItem() {
        let (value, diagnostics) = readValue("[1, x, 3, '4']", as: .sequence(of: .number))
        #expect(value == nil)
        #expect(diagnostics == ["1:8: expected a number; found 'x'", "1:14: expected a number; found the string '4'"])
        #expect(readValue("[1, 2]", as: .sequence(of: .number)).0 == [1, 2])
        #expect(readValue("7", as: .sequence(of: .number)).1 == ["1:4: expected a sequence; found '7'"])
    }
}

@Suite struct FixtureValueWordTests {
    static let bools: [ScalarCase<Bool>] = [
        ScalarCase("true", true), ScalarCase("false", false),
        ScalarCase("yes", nil, ["1:4: expected true or false; found 'yes'"]),
        ScalarCase("no", nil, ["1:4: expected true or false; found 'no'"]),
        ScalarCase("True", nil, ["1:4: expected true or false; found 'True'"]),
        ScalarCase("FALSE", nil, ["1:4: expected true or false; found 'FALSE'"]),
        ScalarCase("on", nil, ["1:4: expected true or false; found 'on'"]),
        ScalarCase("1", nil, ["1:4: expected true or false; found '1'"]),
        ScalarCase("\"true\"", nil, ["1:4: expected true or false; found the string \"true\""]),
        ScalarCase("", nil, ["1:3: missing value for 'v'; expected true or false"]),
    ]

    @Test(arguments: bools)
    func bool(_ testCase: ScalarCase<Bool>) {
        let (value, diagnostics) = readValue(testCase.yaml, as: .bool)
        #expect(value == testCase.value)
        #expect(diagnostics == testCase.diagnostics)
    }

    static let strings: [ScalarCase<String>] = [
        ScalarCase("iPhone X", "iPhone X"), ScalarCase("'44'", "44"), ScalarCase("\"a\\tb\"", "a\tb"),
        ScalarCase("123", "123"), ScalarCase("no", "no"), ScalarCase("''", ""),
        ScalarCase("[a]", nil, ["1:4: expected a string; found a sequence"]),
        ScalarCase("{}", nil, ["1:4: expected a string; found an empty mapping"]),
        ScalarCase("", nil, ["1:3: missing value for 'v'; expected a string"]),
    ]

    @Test(arguments: strings)
    func string(_ testCase: ScalarCase<String>) {
        let (value, diagnostics) = readValue(testCase.yaml, as: .string)
        #expect(value == testCase.value)
        #expect(diagnostics == testCase.diagnostics)
    }

    static let orientations: [ScalarCase<Orientation>] = [
        ScalarCase("landscapeLeft", .landscapeLeft), ScalarCase("'portrait'", .portrait),
        ScalarCase(
            "landscpeLeft", nil,
            [
                "1:4: unknown value 'landscpeLeft'; did you mean 'landscapeLeft'?",
                "  note: allowed values: portrait, portraitUpsideDown, landscapeLeft, landscapeRight",
            ]),
        ScalarCase(
            "Portrait", nil,
            [
                "1:4: unknown value 'Portrait'; did you mean 'portrait'?",
                "  note: allowed values: portrait, portraitUpsideDown, landscapeLeft, landscapeRight",
            ]),
        ScalarCase(
            "sideways", nil,
            [
                """
                1:4: unknown value 'sideways'; allowed values: portrait, portraitUpsideDown, landscapeLeft, \
                landscapeRight
                """
            ]),
        ScalarCase(
            "[portrait]", nil,
            [
                "1:4: expected one of portrait, portraitUpsideDown, landscapeLeft or landscapeRight; found a sequence"
            ]),
        ScalarCase(
            "", nil,
            [
                """
                1:3: missing value for 'v'; expected one of portrait, portraitUpsideDown, landscapeLeft or \
                landscapeRight
                """
            ]),
    ]

    @Test(arguments: orientations)
    func enumeration(_ testCase: ScalarCase<Orientation>) {
        let (value, diagnostics) = readValue(testCase.yaml, as: .enumeration(Orientation.self))
        #expect(value == testCase.value)
        #expect(diagnostics == testCase.diagnostics)
    }

    @Test func oneOfMapsWordsToValues() {
        let statusBarHidden = FixtureValue<Bool>.oneOf([("visible", false), ("hidden", true)])
        #expect(statusBarHidden.expected == "one of visible or hidden")
        #expect(readValue("hidden", as: statusBarHidden).0 == true)
        #expect(readValue("visible", as: statusBarHidden).0 == false)
        #expect(
            readValue("hiden", as: statusBarHidden).1 == [
                "1:4: unknown value 'hiden'; did you mean 'hidden'?", "  note: allowed values: visible, hidden",
            ])
    }

    @Test func customValueTypesComposeTheBuiltInOnes() {
        let edges = FixtureValue<[Edge]>(expected: "all, none or a sequence of edges") { reader, node in
            switch node.scalar?.text {
            case "all": return Edge.allCases
            case "none": return []
            default: return reader.read(node, as: .sequence(of: .enumeration(Edge.self)))
            }
        }
        #expect(readValue("all", as: edges).0 == [.top, .left, .bottom, .right])
        #expect(readValue("[top, bottom]", as: edges).0 == [.top, .bottom])
        #expect(
            readValue("[top, botom]", as: edges).1 == [
                "1:10: unknown value 'botom'; did you mean 'bottom'?",
                "  note: allowed values: top, left, bottom, right",
            ])
        #expect(readValue("", as: edges).1 == ["1:3: missing value for 'v'; expected all, none or a sequence of edges"])
    }
}
