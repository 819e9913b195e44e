#if os(Linux)
    import Foundation
    import Testing
    @testable import ScrollInspectCore

    /// A fixture file that another program shortens while the built tool reads it: the tool maps its
    /// input (docs/performance.md, "The input, mapped"), and a mapped page past the file's new end
    /// cannot be read. The run ends with one line naming the file and exit 74, and writes nothing:
    /// no standard output, no `-o` file, no temporary file beside it.
    ///
    /// Each try starts the binary on a file of many scenes, waits until the file shows in the
    /// process's mappings (`/proc/PID/maps`), then truncates it to nothing while the run is still
    /// decoding. A run that finished reading before the truncation (it printed its whole report) is
    /// tried again, up to ``tries`` times; the test fails unless a try hit the window, and fails at
    /// once on any other ending (a signal, another exit code, output written).
    @Suite(.serialized) struct ShortenedInputTests {
        /// How many times a run may miss the window before the test fails.
        static let tries = 5

        /// Fixtures/feed-under-navigation-bar.yaml 200 times, 227 KB: the debug binary reads it for
        /// about a second, the release binary for tens of milliseconds; the truncation comes within a
        /// millisecond of the mapping.
        static func text() throws -> String {
            let scene = try String(
                contentsOf: PackageFiles.fixtures.appendingPathComponent("feed-under-navigation-bar.yaml"),
                encoding: .utf8)
            return Array(repeating: scene, count: 200).joined(separator: "---\n")
        }

        /// The commands tried, `FILE` standing for the fixture's path: the report on standard output,
        /// and `check` writing its report to a file.
        static let commands: [[String]] = [
            ["FILE", "--format", "json"],
            ["check", "FILE", "--format", "json", "-o", "report.json"],
        ]

        @Test(arguments: commands)
        func aFileShortenedWhileBeingReadIsAnErrorNamingIt(_ command: [String]) throws {
            let fileManager = FileManager.default
            let folder = fileManager.temporaryDirectory.appendingPathComponent("shortened-\(UUID().uuidString)")
            try fileManager.createDirectory(at: folder, withIntermediateDirectories: true)
            defer { try? fileManager.removeItem(at: folder) }
            let input = folder.appendingPathComponent("screens.yaml")
            let text = try Self.text()
            var hits = 0
            for _ in 1...Self.tries {
                try Data(text.utf8).write(to: input)
                let ending = try BuiltTool.run(
                    command.map { $0 == "FILE" ? input.path : $0 }, in: folder,
                    whileRunning: { try Self.shorten(input, onceMappedBy: $0) })
                let written = try fileManager.contentsOfDirectory(atPath: folder.path).sorted()
                if ending.exitCode == 0 && ending.terminationReason == .exit {
                    // Read to the end before the truncation: the whole report, not a part of it.
                    if command.contains("-o") {
                        #expect(written == ["report.json", "screens.yaml"])
                        #expect(ending.standardOutput == "")
                        try fileManager.removeItem(at: folder.appendingPathComponent("report.json"))
                    } else {
                        #expect(written == ["screens.yaml"])
                        #expect(ending.standardOutput.hasPrefix("{") && ending.standardOutput.hasSuffix("}\n"))
                    }
                    continue
                }
                // Nothing half written: no report file, and no temporary file of an atomic write.
                #expect(written == ["screens.yaml"])
                #expect(ending.terminationReason == .exit)
                #expect(ending.exitCode == ExitCode.ioError.rawValue)
                #expect(
                    ending.standardError
                        == "scroll-inspect: error: cannot read '\(input.path)': the file was shortened while it was "
                        + "being read\n")
                #expect(ending.standardOutput == "")
                hits += 1
                break
            }
            #expect(hits == 1, "no run of \(Self.tries) was still reading the file when it was truncated")
        }

        /// Truncates `file` to nothing as soon as `process` has mapped it, or does nothing if the
        /// process ends first.
        static func shorten(_ file: URL, onceMappedBy process: Process) throws {
            while process.isRunning {
                if maps(of: process).contains(file.path) {
                    guard Glibc.truncate(file.path, 0) == 0 else { throw CocoaError(.fileWriteUnknown) }
                    return
                }
                usleep(200)
            }
        }

        /// `/proc/PID/maps`, read to the end: a /proc file has no size, and a sanitized binary's
        /// mappings run to hundreds of lines (read with `String(contentsOfFile:)`, the
        /// AddressSanitizer binary's never showed the file, and no try hit the window).
        static func maps(of process: Process) -> String {
            guard let handle = FileHandle(forReadingAtPath: "/proc/\(process.processIdentifier)/maps") else {
                return ""
            }
            defer { try? handle.close() }
            return String(decoding: (try? handle.readToEnd()) ?? Data(), as: UTF8.self)
        }
    }
#endif
