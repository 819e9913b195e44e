import ScrollInsets
import ScrollInsetsFormats

/// Holds a ``Recording`` against the model: lays out its fixture on its release and compares
/// each recorded number with the number at the same path of the scene's JSON report
/// (docs/recordings.md). `scroll-inspect verify` is this check run over files.
///
/// ```swift
/// let decoded = Recording.decode(bytes)
/// if let recording = decoded.recording {
///     let verdict = try RecordingCheck.check(recording)
///     verdict.disagreements.map(\.path)   // ["controller:nav.bars@navigationBar.frame"]
/// }
/// ```
///
/// The lookup goes over the JSON report (``JSONReport``) so that a path is spelled exactly as the
/// report a user reads spells it; that is why the check lives here and not in the model.
package enum RecordingCheck {
    /// The largest difference, in points, at which a recorded number agrees with the model's:
    /// 0.01 pt. Finer than any pixel (a third of a point on a 3× screen is 0.333), so a wrong
    /// pixel always disagrees; coarser than the rounding of printouts (`53.6667`, `53.67`).
    package static let tolerance = 0.01

    /// Lays out the recording's scene on its release and checks every recorded value.
    ///
    /// - Parameter recording: A decoded recording.
    /// - Returns: The verdict: each value's recorded and model numbers and derivation.
    /// - Throws: ``RecordingCheckError`` with the diagnostics of a scene that cannot be laid out
    ///   or of paths that find nothing, each at its place in the recording. A scene the model
    ///   declines for want of a source (no keyboard height, no figures for the device) is no
    ///   error: each value then disagrees, its model numbers `nil` and the refusal its derivation.
    /// - Complexity: The layout's, plus O(*v* · *n*) for *v* values in a report of *n* views.
    package static func check(_ recording: Recording) throws(RecordingCheckError) -> RecordingVerdict {
        let layout: Layout
        do {
            layout = try recording.scene.scene().layout()
        } catch {
            // A set-up the model declines for want of a source (a keyboard height, a device's
            // figures) is the model's gap, not the recording's: every value disagrees with it.
            if isRefusal(error) {
                return RecordingVerdict(
                    known: recording.known,
                    comparisons: recording.values.map { value in
                        ValueComparison(
                            path: value.path, location: value.pathLocation, recorded: value.expected, model: nil,
                            agrees: false, derivation: ["refused: \(error.description)"])
                    })
            }
            let location = recording.scene.location(of: error) ?? recording.scene.location
            throw RecordingCheckError(diagnostics: [.error(error.description, at: location)])
        }
        return try check(recording, against: SceneReport(file: "", index: 0, layout: layout))
    }

    /// Checks every recorded value against a laid-out scene.
    ///
    /// - Parameters:
    ///   - recording: A decoded recording.
    ///   - report: The recording's scene, laid out.
    /// - Returns: The verdict: each value's recorded and model numbers and derivation.
    /// - Throws: ``RecordingCheckError`` with a diagnostic at each path that is not a path of the
    ///   report, finds nothing, or finds numbers of another shape than those recorded.
    /// - Complexity: O(*n*) to write and read the report of *n* views, plus O(*v* · *n*) for
    ///   *v* values.
    package static func check(
        _ recording: Recording, against report: SceneReport
    ) throws(RecordingCheckError) -> RecordingVerdict {
        guard let document = ReportJSONValue.parse(JSONReport.render([report], explain: true)),
            case .array(let scenes)? = document["scenes"], let scene = scenes.first
        else {
            preconditionFailure("JSON report 1 is read back by ReportJSONValue")
        }
        var comparisons: [ValueComparison] = []
        var diagnostics: [FixtureDiagnostic] = []
        for value in recording.values {
            do throws(ReportPathError) {
                let path = try ReportPath(value.path)
                let found = try path.value(in: scene)
                let model = try numbers(found, shapedLike: value.expected, at: value.path)
                let agrees = zip(model.all, value.expected.all).allSatisfy { abs($0 - $1) <= tolerance }
                comparisons.append(
                    ValueComparison(
                        path: value.path, location: value.pathLocation, recorded: value.expected, model: model,
                        agrees: agrees,
                        derivation: agrees
                            ? [] : RecordingDerivation.lines(for: path, in: scene, recorded: value.expected)))
            } catch {
                diagnostics.append(.error(error.message, at: value.pathLocation))
            }
        }
        guard diagnostics.isEmpty else { throw RecordingCheckError(diagnostics: diagnostics) }
        return RecordingVerdict(known: recording.known, comparisons: comparisons)
    }

    /// Whether the model declines the set-up because no source gives what it needs, rather than
    /// because the set-up is wrong.
    static func isRefusal(_ error: ModelError) -> Bool {
        switch error {
        case .noKeyboardHeight, .missingFigures, .unpublishedFigures, .presentationNotModelled,
            .noIOS10CompatibilityFrame:
            true
        default: false
        }
    }

    /// The model's numbers at a path, in the shape the recording gives.
    private static func numbers(
        _ found: ReportJSONValue, shapedLike expected: RecordedNumbers,
        at path: String
    ) throws(ReportPathError) -> RecordedNumbers {
        let members: [(key: String, value: ReportJSONValue)]
        switch found {
        case .object(let list): members = list
        case .array(let items): members = items.enumerated().map { (String($0.offset), $0.element) }
        case .number(let value):
            guard case .number = expected else {
                throw ReportPathError(
                    "'\(path)' is the number \(RecordedNumbers.format(value)) in the report; record one number")
            }
            return .number(value)
        case .null: throw ReportPathError("'\(path)' is null in the report: the model has no such value for this scene")
        default: throw ReportPathError("'\(path)' is not a number in the report")
        }
        let numeric = members.compactMap { member -> (key: String, value: Double)? in
            if case .number(let value) = member.value { return (member.key, value) } else { return nil }
        }
        let names = numeric.map(\.key).joined(separator: ", ")
        switch expected {
        case .number:
            throw ReportPathError(
                "'\(path)' has the members \(names); record them all as [a, b, …], some as {name: n}, or add '.member'")
        case .ordered(let values):
            guard numeric.count == members.count, values.count == numeric.count else {
                throw ReportPathError("'\(path)' has \(numeric.count) numbers (\(names)); \(values.count) are recorded")
            }
            return .ordered(numeric.map(\.value))
        case .named(let values):
            return .named(
                try values.map { named throws(ReportPathError) in
                    guard let member = numeric.first(where: { $0.key == named.name }) else {
                        throw ReportPathError("'\(path)' has no number '\(named.name)'; it has \(names)")
                    }
                    return RecordedNumbers.NamedNumber(named.name, member.value)
                })
        }
    }
}

/// A recording whose scene cannot be laid out, or whose paths find nothing: positioned
/// diagnostics, as for an invalid fixture.
package struct RecordingCheckError: Error, Hashable, Sendable {
    /// The problems, each at its place in the recording.
    package var diagnostics: [FixtureDiagnostic]
}

extension RecordedNumbers {
    /// The numbers in order.
    var all: [Double] {
        switch self {
        case .number(let value): return [value]
        case .ordered(let values): return values
        case .named(let values): return values.map(\.value)
        }
    }
}
