import Testing
@testable import ScrollInsets
@testable import ScrollInsetsFormats
import YAMLSubset

@Suite struct FixtureValueGeometryTests {
    static let insetsForm = "insets as [top, left, bottom, right] or {top:, left:, bottom:, right:}"

    static let insets: [ScalarCase<EdgeInsets>] = [
        ScalarCase("[0, 44, 21, 44]", EdgeInsets(top: 0, left: 44, bottom: 21, right: 44)),
        ScalarCase("{top: 0, left: 44, bottom: 21, right: 44}", EdgeInsets(top: 0, left: 44, bottom: 21, right: 44)),
        ScalarCase("{right: 44, top: 20}", EdgeInsets(top: 20, left: 0, bottom: 0, right: 44)),
        ScalarCase("{}", .zero),
        ScalarCase("[-1, 0, 0.5, 0]", EdgeInsets(top: -1, left: 0, bottom: 0.5, right: 0)),
        ScalarCase("[1, 2, 3]", nil, ["1:4: expected \(insetsForm); found a sequence of 3 numbers"]),
        ScalarCase("[1]", nil, ["1:4: expected \(insetsForm); found a sequence of 1 number"]),
        ScalarCase("[1, a, 3]", nil, ["1:4: expected \(insetsForm); found a sequence of 3 items"]),
        ScalarCase("[]", nil, ["1:4: expected \(insetsForm); found an empty sequence"]),
        ScalarCase(
            "[0 44 21 44]", nil,
            ["1:4: expected \(insetsForm); found a sequence of 1 item; separate the numbers with commas"]),
        ScalarCase(
            "0 44 21 44", nil,
            ["1:4: expected \(insetsForm); found '0 44 21 44'; write the numbers in brackets, separated by commas"]),
        ScalarCase("zero", nil, ["1:4: expected \(insetsForm); found 'zero'"]),
        ScalarCase(
            "[1, x, 3, '4']", nil,
            ["1:8: expected a number; found 'x'", "1:14: expected a number; found the string '4'"]),
        ScalarCase(
            "{top: 1, lft: 2}", nil,
            [
                "1:13: unknown key 'lft'; did you mean 'left'?", "  note: allowed keys: top, left, bottom, right",
            ]),
        ScalarCase("{top: }", nil, ["1:9: missing value for 'top'; expected a number"]),
        ScalarCase("", nil, ["1:3: missing value for 'v'; expected \(insetsForm)"]),
    ]

    @Test(arguments: insets)
    func edgeInsets(_ testCase: ScalarCase<EdgeInsets>) {
        let (value, diagnostics) = readValue(testCase.yaml, as: .insets)
        #expect(value == testCase.value)
        #expect(diagnostics == testCase.diagnostics)
    }

    static let directional: [ScalarCase<DirectionalEdgeInsets>] = [
        ScalarCase(
            "{top: 0, leading: 16, bottom: 0, trailing: 16}",
            DirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)),
        ScalarCase("{leading: 20}", DirectionalEdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 0)),
        ScalarCase(
            "[0, 16, 0, 16]", nil,
            ["1:4: expected directional insets as {top:, leading:, bottom:, trailing:}; found a sequence"]),
        ScalarCase("{left: 1}", nil, ["1:5: unknown key 'left'; allowed keys: top, leading, bottom, trailing"]),
        ScalarCase(
            "{traling: 1}", nil,
            [
                "1:5: unknown key 'traling'; did you mean 'trailing'?",
                "  note: allowed keys: top, leading, bottom, trailing",
            ]),
    ]

    @Test(arguments: directional)
    func directionalInsets(_ testCase: ScalarCase<DirectionalEdgeInsets>) {
        let (value, diagnostics) = readValue(testCase.yaml, as: .directionalInsets)
        #expect(value == testCase.value)
        #expect(diagnostics == testCase.diagnostics)
    }

    static let rectForm = "a rect as [x, y, width, height] or {x:, y:, width:, height:}"

    static let rects: [ScalarCase<Rect>] = [
        ScalarCase("[0, 0, 375, 812]", Rect(x: 0, y: 0, width: 375, height: 812)),
        ScalarCase("[-10, -20.5, 1e2, 0]", Rect(x: -10, y: -20.5, width: 100, height: 0)),
        ScalarCase("{x: 0, y: 88, width: 375, height: 724}", Rect(x: 0, y: 88, width: 375, height: 724)),
        ScalarCase(
            "{x: 0, y: 0, width: 375}", nil, ["1:4: missing required key 'height'; expected a non-negative number"]),
        ScalarCase("[0, 0, -1, 5]", nil, ["1:11: expected a non-negative number; found '-1'"]),
        ScalarCase(
            "[0, 0, -1, -5]", nil,
            ["1:11: expected a non-negative number; found '-1'", "1:15: expected a non-negative number; found '-5'"]),
        ScalarCase("[0, 0, 1]", nil, ["1:4: expected \(rectForm); found a sequence of 3 numbers"]),
        ScalarCase(
            "{x: 0, y: 0, width: 1, height: 2, depth: 3}", nil,
            ["1:38: unknown key 'depth'; allowed keys: x, y, width, height"]),
        ScalarCase(
            "{x: 0, y: 0, widht: 1, height: 2}", nil,
            [
                "1:17: unknown key 'widht'; did you mean 'width'?", "  note: allowed keys: x, y, width, height",
                "1:4: missing required key 'width'; expected a non-negative number",
            ]),
        ScalarCase("", nil, ["1:3: missing value for 'v'; expected \(rectForm)"]),
    ]

    @Test(arguments: rects)
    func rect(_ testCase: ScalarCase<Rect>) {
        let (value, diagnostics) = readValue(testCase.yaml, as: .rect)
        #expect(value == testCase.value)
        #expect(diagnostics == testCase.diagnostics)
    }

    static let sizes: [ScalarCase<Size>] = [
        ScalarCase("[375, 812]", Size(width: 375, height: 812)),
        ScalarCase("{width: 1, height: 2}", Size(width: 1, height: 2)),
        ScalarCase("[1, -2]", nil, ["1:8: expected a non-negative number; found '-2'"]),
        ScalarCase(
            "[1]", nil, ["1:4: expected a size as [width, height] or {width:, height:}; found a sequence of 1 number"]),
        ScalarCase("{height: 2}", nil, ["1:4: missing required key 'width'; expected a non-negative number"]),
    ]

    @Test(arguments: sizes)
    func size(_ testCase: ScalarCase<Size>) {
        let (value, diagnostics) = readValue(testCase.yaml, as: .size)
        #expect(value == testCase.value)
        #expect(diagnostics == testCase.diagnostics)
    }

    static let points: [ScalarCase<Point>] = [
        ScalarCase("[0, -88]", Point(x: 0, y: -88)),
        ScalarCase("{x: 1.5, y: 2}", Point(x: 1.5, y: 2)),
        ScalarCase("{x: 1}", nil, ["1:4: missing required key 'y'; expected a number"]),
        ScalarCase("[1, 2, 3]", nil, ["1:4: expected a point as [x, y] or {x:, y:}; found a sequence of 3 numbers"]),
        ScalarCase("[1, .nan]", nil, ["1:8: expected a finite number; found '.nan'"]),
    ]

    @Test(arguments: points)
    func point(_ testCase: ScalarCase<Point>) {
        let (value, diagnostics) = readValue(testCase.yaml, as: .point)
        #expect(value == testCase.value)
        #expect(diagnostics == testCase.diagnostics)
    }

    @Test func blockMappingFormWorksLikeTheFlowForm() {
        let root = YAMLParser().parse("frame:\n  x: 0\n  y: 0\n  width: 10\n  height: 20\n").documents[0].root
        var reader = FixtureReader()
        let scene = reader.mapping(root, allowed: ["frame"])!
        #expect(reader.read("frame", in: scene, as: .rect) == Rect(x: 0, y: 0, width: 10, height: 20))
        #expect(reader.diagnostics == [])
    }
}
