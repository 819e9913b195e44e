import ScrollInsets

extension CaptureImporter.Result {
    /// The fixture text, after comments that say where it comes from and what it assumes;
    /// empty when the import failed.
    public func fixtureText(file: String) -> String {
        guard let scene else { return "" }
        return header(file: file, command: "import") + FixtureEncoder.encode(scene)
    }

    /// A recording (docs/recordings.md): the fixture, and as `values` every printed number the
    /// model computes for it, each with its line in the capture; the numbers the fixture took are
    /// listed in the comments. Empty when the import failed.
    ///
    /// - Parameters:
    ///   - file: The capture's path, named in the recording's header comment.
    ///   - source: Where the capture was published (the `source` key).
    ///   - device: The device as the source names it (`recordedOn.device`).
    ///   - release: The release the capture was printed on, as the source names it (`"13.3"`).
    public func recordingText(file: String, source: String, device: String, release: String) -> String {
        guard let scene else { return "" }
        var text = header(file: file, command: "import --recording")
        if !inputs.isEmpty {
            text += "# Set up as printed (the fixture takes them; not compared):\n"
            for input in inputs {
                text += "#   \(input.path): \(numbers(input.numbers)) (line \(input.location.line))\n"
            }
        }
        text += "source: \(FixtureText.scalar(source))\n"
        text += "trust: recorded\n"
        text += "recordedOn: {ios: \(quoted(release)), device: \(FixtureText.scalar(device))}\n"
        text += "fixture:\n"
        for line in FixtureEncoder.encode(scene).split(separator: "\n", omittingEmptySubsequences: false)
        where !line.isEmpty && !line.hasPrefix("format:") {
            text += "  \(line)\n"
        }
        text += "values:\n"
        for value in values {
            text +=
                "  \(value.path): \(numbers(value.numbers))  # line \(value.location.line):\(value.location.column), "
                + "\(value.printed)\n"
        }
        return text
    }

    private func header(file: String, command: String) -> String {
        let file = String(file.map { $0.isNewline ? " " : $0 })
        var text =
            "# Imported from \(file) by scroll-inspect \(command): what UIKit printed, the containers read from\n"
        text += "# its private container views. Assumed, because a recursiveDescription does not print them:\n"
        for assumption in CaptureImporter.assumptions { text += "# - \(assumption)\n" }
        return text
    }

    private func numbers(_ numbers: [Double]) -> String {
        "[" + numbers.map { FixtureText.number($0) }.joined(separator: ", ") + "]"
    }

    private func quoted(_ text: String) -> String { FixtureText.doubleQuoted(text) }
}
