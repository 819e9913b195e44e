import Testing
@testable import ScrollInspectCore

/// Numbers that overflow, pictures whose format the path does not name, and "wrote" only for
/// files that were written.
@Suite struct OutputSafetyTests {
    static let huge = """
        device: iPhone X
        root:
          viewController:
            name: feed
            view:
              tableView:
                name: table
                rowHeight: 1e308
                sections:
                  - rows: 20
        """

    @Test func aValueThatOverflowsIsAPositionedError() {
        let output = InMemoryEnvironment(files: ["big.yaml": Self.huge]).run("check", "big.yaml")
        #expect(
            output
                == CommandOutput(
                    standardOutput: "",
                    standardError: """
                        big.yaml:6:7: error: feed/table: contentSize.height overflows to infinity or is not a number; a value of the fixture is too large (a frame, a height, a count)
                        6 |       tableView:
                          |       ^

                        """, exitCode: .dataError))
        #expect(
            InMemoryEnvironment(files: ["big.yaml": Self.huge]).run("big.yaml", "--format", "json").exitCode
                == .dataError)
    }

    @Test func renderRefusesAnExtensionItCannotWrite() {
        let output = InMemoryEnvironment(files: ["a.yaml": BaselineTests.fixture()]).run(
            "render", "a.yaml", "-o", "x.png")
        #expect(output.exitCode == .usage)
        #expect(output.files == [])
        #expect(
            output.standardError.hasPrefix(
                """
                scroll-inspect: error: cannot tell the format of 'x.png' from its extension; name an .svg or .html \
                file, or give '--format svg' or '--format html'\n
                """
            ))
        let svg = InMemoryEnvironment(files: ["a.yaml": BaselineTests.fixture()]).run(
            "render", "a.yaml", "-o", "x.png", "--format", "svg")
        #expect(svg.exitCode == .success)
        #expect(svg.files.map(\.path) == ["x.png"])
    }

    @Test func nothingSaysWroteForAFileThatWasNot() {
        var status = CommandStatus(
            standardError: "scroll-inspect: note: a\nscroll-inspect: wrote /none/x.svg (1 scene, SVG)\n",
            exitCode: .success)
        status.failedToWrite("/none/x.svg", reason: "no such directory")
        #expect(
            status
                == CommandStatus(
                    standardError:
                        """
                        scroll-inspect: note: a\nscroll-inspect: error: cannot write '/none/x.svg': no such \
                        directory\n
                        """,
                    exitCode: .cantCreate))
    }
}
