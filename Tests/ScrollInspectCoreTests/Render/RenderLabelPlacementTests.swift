import Foundation
import Testing
@testable import ScrollInspectCore
@testable import ScrollInsetsReports
import ScrollInsets

/// Every label of every fixture in every orientation its device turns to: no two labels'
/// boxes overlap and none leaves the drawing (so none crosses the screen's edge or the legend
/// beside it).
///
/// The boxes are computed from the drawn SVG as a reader would measure them: the baseline
/// point, `text-anchor`, a `rotate(-90 …)` transform, 0.6 em per character and a line
/// `font-size + 3` tall (the estimate ``LabelPlacer`` uses, so the check does not depend on
/// the machine's fonts).
@Suite struct RenderLabelPlacementTests {
    /// One fixture drawn in every orientation of its device (`--orientation all`).
    struct FixtureCase: CustomTestStringConvertible, Sendable {
        var path: String
        var testDescription: String { path }
    }

    /// Every fixture under `Fixtures/` but the invalid ones and the fuzzing seeds.
    static let cases: [FixtureCase] = PackageFiles.files(under: PackageFiles.fixtures)
        .filter { $0.hasSuffix(".yaml") && !$0.hasPrefix("invalid/") && !$0.hasPrefix("seeds/") }
        .map { FixtureCase(path: "Fixtures/" + $0) }

    /// What is wrong with one scene's labels.
    struct Problems: Equatable, CustomStringConvertible {
        var overlaps: [String] = []
        var outside: [String] = []
        var description: String { (overlaps + outside).joined(separator: "\n") }
    }

    /// A label's box in the drawing's coordinates.
    static func box(of text: ParsedSVG.Element, fontSize: Double) -> Rect? {
        guard let x = text.number("x"), let y = text.number("y") else { return nil }
        let width = Double(text.text.count) * fontSize * 0.6
        let shift: Double
        switch text.attributes["text-anchor"] {
        case "middle": shift = width / 2
        case "end": shift = width
        default: shift = 0
        }
        if let transform = text.attributes["transform"], transform.hasPrefix("rotate(-90") {
            // Rotated a quarter turn anticlockwise about its baseline point: the text runs
            // upwards, its top to the left of the baseline.
            return Rect(x: x - fontSize, y: y - width + shift, width: fontSize + 3, height: width)
        }
        return Rect(x: x - shift, y: y - fontSize, width: width, height: fontSize + 3)
    }

    /// The problems of every scene of an HTML page (one inline SVG per scene), keyed by the
    /// scene's heading.
    static func problems(inPage page: String, fontSize: Double = 11) throws -> [String: Problems] {
        let parsed = try ParsedSVG(page)
        var result: [String: Problems] = [:]
        var index = 0
        while let screen = parsed.element(id: "s\(index)-screen"), let canvas = screen.rect {
            let group = "s\(index)-layer-labels"
            let labels = parsed.elements.filter { $0.name == "text" && $0.ancestors.contains(group) }
            var problems = Problems()
            let boxes = labels.compactMap { label in box(of: label, fontSize: fontSize).map { (label, $0) } }
            for (offset, (label, box)) in boxes.enumerated() {
                let id = label.attributes["id"] ?? "?"
                if box.minX < canvas.minX - 0.001 || box.minY < canvas.minY - 0.001
                    || box.maxX > canvas.maxX + 0.001 || box.maxY > canvas.maxY + 0.001
                {
                    problems.outside.append("\(id) '\(label.text)' \(box) outside \(canvas)")
                }
                for (other, otherBox) in boxes[(offset + 1)...] where box.overlaps(otherBox) {
                    problems.overlaps.append(
                        "\(id) '\(label.text)' overlaps \(other.attributes["id"] ?? "?") '\(other.text)'")
                }
            }
            result["s\(index)"] = problems
            index += 1
        }
        return result
    }

    /// The pages of `fixture` in every orientation: one `--orientation all` page, or, when
    /// the fixture cannot be laid out in some orientation (a keyboard whose landscape height
    /// is not published), one page per orientation that it can.
    static func pages(of fixture: String) -> [String] {
        func page(_ orientation: String) -> CommandOutput {
            ScrollInspect.run(
                ["render", fixture, "--orientation", orientation, "--format", "html", "-o", "-"],
                environment: PackageFileEnvironment())
        }
        let all = page("all")
        if !all.standardOutput.isEmpty { return [all.standardOutput] }
        return Orientation.allCases.map { page($0.rawValue).standardOutput }.filter { !$0.isEmpty }
    }

    @Test(arguments: cases)
    func labelsNeitherOverlapNorLeaveTheDrawing(_ fixture: FixtureCase) throws {
        var count = 0
        for page in Self.pages(of: fixture.path) {
            let scenes = try Self.problems(inPage: page)
            count += scenes.count
            for (scene, problems) in scenes.sorted(by: { $0.key < $1.key }) {
                #expect(problems.overlaps == [], "\(fixture.path) \(scene)")
                #expect(problems.outside == [], "\(fixture.path) \(scene)")
            }
        }
        #expect(count > 0)
    }
}
