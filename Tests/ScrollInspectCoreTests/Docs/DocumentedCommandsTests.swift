import Foundation
import Testing

/// Every `scroll-inspect …` command shown in a shell block of README.md and docs/*.md runs on the
/// repository as written: it exits 0 or 1 (findings) and prints no error. Paths it would write
/// (`-o`, `--write-baseline`, `--stamp`, a `> FILE` redirection) go to a temporary directory
/// instead, and a later `--baseline` of the same name reads what was written there.
@Suite struct DocumentedCommandsTests {
    /// One command line of the documentation.
    struct Command: CustomStringConvertible {
        var file: String
        var line: Int
        var arguments: [String]
        var description: String { "\(file):\(line): scroll-inspect \(arguments.joined(separator: " "))" }
    }

    /// The documents read: README.md and every page of docs/.
    static let documents =
        ["README.md"]
        + PackageFiles.files(under: PackageFiles.root.appendingPathComponent("docs"))
        .filter { $0.hasSuffix(".md") && !$0.contains("/") }.sorted().map { "docs/" + $0 }

    /// The command lines of the shell blocks (```sh, ```bash, ```console), comments and
    /// redirections dropped, arguments split as a shell splits them (quotes, no expansion).
    static func commands(in document: String) -> [Command] {
        guard let text = try? String(contentsOf: PackageFiles.root.appendingPathComponent(document), encoding: .utf8)
        else { return [] }
        var commands: [Command] = []
        var inShell = false
        for (number, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = String(rawLine)
            if line.hasPrefix("```") {
                inShell = !inShell && ["```sh", "```bash", "```console"].contains(line)
                continue
            }
            guard inShell else { continue }
            var words = split(line)
            if words.first == "$" { words.removeFirst() }
            if words.starts(with: ["swift", "run"]) { words.removeFirst(2) }
            guard words.first == "scroll-inspect" else { continue }
            if let redirect = words.firstIndex(of: ">") { words = Array(words[..<redirect]) }
            commands.append(Command(file: document, line: number + 1, arguments: Array(words.dropFirst())))
        }
        return commands
    }

    /// Words as a shell splits them: blanks separate, quotes group, `#` after a blank starts a comment.
    static func split(_ line: String) -> [String] {
        var words: [String] = []
        var current = ""
        var quote: Character?
        var inWord = false
        for character in line {
            if let open = quote {
                if character == open { quote = nil } else { current.append(character) }
                continue
            }
            if character == "\"" || character == "'" { quote = character; inWord = true; continue }
            if character == " " || character == "\t" {
                if inWord { words.append(current); current = ""; inWord = false }
                continue
            }
            if character == "#" && !inWord { break }
            current.append(character)
            inWord = true
        }
        if inWord { words.append(current) }
        return words
    }

    /// `DIR/*.EXT` as a shell expands it, relative to the package: the directory's files with
    /// that ending, sorted; any other argument as it is.
    static func expandingGlob(_ argument: String) -> [String] {
        guard argument.contains("*") else { return [argument] }
        let directory = (argument as NSString).deletingLastPathComponent
        let pattern = (argument as NSString).lastPathComponent
        guard pattern.hasPrefix("*"), !pattern.dropFirst().contains("*") else { return [argument] }
        let names =
            (try? FileManager.default.contentsOfDirectory(
                atPath: PackageFiles.root.appendingPathComponent(directory).path)) ?? []
        let matches = names.filter { $0.hasSuffix(pattern.dropFirst()) }.sorted().map { directory + "/" + $0 }
        return matches.isEmpty ? [argument] : matches
    }

    @Test func everyDocumentedCommandRuns() throws {
        let commands = Self.documents.flatMap(Self.commands(in:))
        // README.md: 12 commands; docs/install.md: 4; docs/storyboards.md: 6; docs/tooling.md: 1;
        // docs/inspector.md: 5; docs/captures.md: 3.
        #expect(commands.count == 31)
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent(
            "scroll-inspect-docs-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        for command in commands {
            // A shell expands `Fixtures/*.yaml` before the tool sees it: so does the test.
            var arguments = command.arguments.flatMap(Self.expandingGlob)
            for (index, argument) in arguments.enumerated().dropFirst()
            where ["-o", "--output", "--write-baseline", "--stamp", "--baseline"].contains(arguments[index - 1])
                && argument != "-"
            {
                arguments[index] = scratch.appendingPathComponent((argument as NSString).lastPathComponent).path
            }
            let result = try BuiltTool.run(arguments)
            #expect([0, 1].contains(result.exitCode), "\(command) exited \(result.exitCode): \(result.standardError)")
            #expect(!result.standardError.contains("error:"), "\(command): \(result.standardError)")
        }
    }

    /// README's picture is what `scroll-inspect render Fixtures/feed-under-navigation-bar.yaml`
    /// draws; `SCROLLINSETS_RECORD=1` writes it again (and fails the run that did).
    @Test func theReadmePictureIsTheRenderCommandsOutput() throws {
        let picture = PackageFiles.root.appendingPathComponent("docs/images/feed-under-navigation-bar.svg")
        let result = try BuiltTool.run([
            "render", "Fixtures/feed-under-navigation-bar.yaml", "-o", "-", "--format", "svg",
        ])
        #expect(result.exitCode == 0)
        if ProcessInfo.processInfo.environment["SCROLLINSETS_RECORD"] == "1" {
            try result.standardOutput.write(to: picture, atomically: true, encoding: .utf8)
            Issue.record("recorded \(picture.path); run again without SCROLLINSETS_RECORD=1")
            return
        }
        #expect(try String(contentsOf: picture, encoding: .utf8) == result.standardOutput)
    }

    /// README's configuration example is the repository's `.scroll-inspect.yml`, and `check`
    /// with it (no file named) runs on the repository: the fixtures documented as wrong fail it
    /// (exit 1), nothing is invalid, no error or note on standard error.
    @Test func theReadmeConfigurationIsTheRepositorysAndWorks() throws {
        let readme = try String(contentsOf: PackageFiles.root.appendingPathComponent("README.md"), encoding: .utf8)
        let configuration = try String(
            contentsOf: PackageFiles.root.appendingPathComponent(".scroll-inspect.yml"), encoding: .utf8)
        #expect(configuration == "included: [Fixtures]\nexcluded: [Fixtures/invalid]\n")
        #expect(readme.contains("```yaml\n" + configuration + "```\n"))
        let result = try BuiltTool.run(["check"])
        #expect(result.exitCode == 1)
        #expect(result.standardError == "")
        // The counts, then what was checked (the screens and files of the whole repository).
        let summary = String(result.standardOutput.split(separator: "\n").last ?? "")
        #expect(summary.hasPrefix(try AuditFixtureExpectation.repositorySummary() + " in "))
        #expect(summary.hasSuffix(" files"))
    }

    /// A transcript of the documentation: a plain block whose first line is `$ scroll-inspect …`
    /// (or `$ swift run scroll-inspect …`), and the output it shows.
    struct Transcript: CustomStringConvertible {
        var command: Command
        var output: String
        var description: String { command.description }
    }

    static func transcripts(in document: String) -> [Transcript] {
        guard let text = try? String(contentsOf: PackageFiles.root.appendingPathComponent(document), encoding: .utf8)
        else { return [] }
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var transcripts: [Transcript] = []
        var index = 0
        while index < lines.count {
            defer { index += 1 }
            guard lines[index] == "```", index + 1 < lines.count, lines[index + 1].hasPrefix("$ ") else { continue }
            var words = split(String(lines[index + 1].dropFirst(2)))
            if words.starts(with: ["swift", "run"]) { words.removeFirst(2) }
            guard words.first == "scroll-inspect", let end = lines[(index + 2)...].firstIndex(of: "```") else {
                continue
            }
            let output = lines[(index + 2)..<end].map { $0 + "\n" }.joined()
            transcripts.append(
                Transcript(
                    command: Command(file: document, line: index + 2, arguments: Array(words.dropFirst())),
                    output: output))
            index = end
        }
        return transcripts
    }

    /// Every transcript shows what the command prints on the repository, exactly (standard
    /// output, then standard error). A line `…` alone stands for lines left out: the output then
    /// starts with the lines above it and ends with the lines below it.
    @Test func everyTranscriptIsTheCommandsOutput() throws {
        let transcripts = Self.documents.flatMap(Self.transcripts(in:))
        // README.md: 3; docs/configuration.md: 2; docs/fixture-parser.md: 1; docs/bar-minimization.md: 2;
        // docs/devices.md: 3; docs/reserved-regions.md: 1; docs/captures.md: 3.
        #expect(transcripts.count == 15)
        for transcript in transcripts {
            let result = try BuiltTool.run(transcript.command.arguments)
            let printed = result.standardOutput + result.standardError
            if let elision = transcript.output.range(of: "…\n"),
                elision.lowerBound == transcript.output.startIndex
                    || transcript.output[transcript.output.index(before: elision.lowerBound)] == "\n"
            {
                let head = String(transcript.output[..<elision.lowerBound])
                let tail = String(transcript.output[elision.upperBound...])
                #expect(printed.hasPrefix(head) && printed.hasSuffix(tail), "\(transcript)")
                #expect(printed.count > head.count + tail.count, "\(transcript): nothing is left out at '…'")
            } else {
                #expect(printed == transcript.output, "\(transcript)")
            }
        }
    }
}
