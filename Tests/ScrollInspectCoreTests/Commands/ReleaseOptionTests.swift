import Testing
@testable import ScrollInspectCore
import ScrollInsets

/// `--ios N|all` on the scene commands, and `devices --ios N` (issue 16).
@Suite struct ReleaseOptionTests {
    static let table =
        """
        device: iPhone X\nroot:\n  navigationController:\n    name: nav\n    viewControllers:\n      - \
        viewController:\n          name: feed\n          view: {tableView: {name: table, sections: [{rows: 3}]}}\n
        """

    /// `--ios N` replaces the scene's release, as `--device` replaces its device.
    @Test func anExplicitReleaseReplacesTheScenes() {
        let output = InMemoryEnvironment(files: ["t.yaml": Self.table]).run("t.yaml", "--ios", "12")
        #expect(output.exitCode == .success)
        #expect(
            output.standardOutput.hasPrefix(
                "t.yaml #0: iPhone X portrait 375×812, iOS 12, window safe area (44, 0, 34, 0)\n"))
    }

    /// A release the device does not run is an error at the scene, naming the range; nothing is written.
    @Test func aReleaseTheDeviceDoesNotRunIsAnError() {
        let output = InMemoryEnvironment(files: ["t.yaml": Self.table]).run("t.yaml", "--ios", "26")
        #expect(output.exitCode == .dataError)
        #expect(output.standardOutput == "")
        #expect(
            output.standardError.hasPrefix("t.yaml:1:1: error: 'iPhone X' does not run iOS 26; it runs iOS 11 to 16\n"))
    }

    /// The fixture's own `ios` that a `--device` cannot run is reported at the key.
    @Test func theFixturesReleaseOnAnotherDeviceIsReportedAtTheKey() {
        let text = "device: iPhone 16 Pro\nios: 26\nroot: {view: {}}\n"
        let output = InMemoryEnvironment(files: ["t.yaml": text]).run("t.yaml", "--device", "iPhone X")
        #expect(output.exitCode == .dataError)
        #expect(
            output.standardError.hasPrefix("t.yaml:2:6: error: 'iPhone X' does not run iOS 26; it runs iOS 11 to 16\n"))
    }

    /// `--ios N` with a `--device` that does not run it, in both orientations: the one error, once,
    /// the command line's (exit 64; it pointed at the fixture's `device:` line, issue 38).
    @Test func aReleaseTheDeviceDoesNotRunIsReportedOnceForAllOrientations() {
        let output = InMemoryEnvironment(files: ["t.yaml": Self.table])
            .run("t.yaml", "--device", "iPhone X", "--orientation", "all", "--ios", "26")
        #expect(
            output
                == CommandOutput(
                    standardOutput: "",
                    standardError: """
                        scroll-inspect: error: '--device' and '--ios' do not go together: 'iPhone X' does not run iOS \
                        26; it runs iOS 11 to 16\n
                        """, exitCode: .usage))
    }

    /// The fixture's own `ios` on a `--device` that does not run it, in both orientations: once,
    /// still at the key.
    @Test func theFixturesReleaseIsReportedOnceAtTheKey() {
        let text = "device: iPhone 16 Pro\nios: 26\nroot: {view: {}}\n"
        let output = InMemoryEnvironment(files: ["t.yaml": text]).run(
            "t.yaml", "--device", "iPhone X", "--orientation", "all")
        #expect(output.exitCode == .dataError)
        #expect(
            output.standardError == """
                t.yaml:2:6: error: 'iPhone X' does not run iOS 26; it runs iOS 11 to 16
                2 | ios: 26
                  |      ^

                """)
    }

    /// Distinct places stay distinct: two scenes of one file on the same device each get the
    /// error at their own position, each once.
    @Test func eachSceneKeepsItsOwnPosition() {
        let text = "device: iPhone X\nroot: {view: {}}\n---\ndevice: iPhone X\nroot: {view: {}}\n"
        let output = InMemoryEnvironment(files: ["t.yaml": text]).run("t.yaml", "--orientation", "all", "--ios", "26")
        #expect(output.exitCode == .dataError)
        #expect(
            output.standardError == """
                t.yaml:1:1: error: 'iPhone X' does not run iOS 26; it runs iOS 11 to 16
                1 | device: iPhone X
                  | ^
                t.yaml:4:1: error: 'iPhone X' does not run iOS 26; it runs iOS 11 to 16
                4 | device: iPhone X
                  | ^

                """)
    }

    /// `--ios all`: one scene per release the device runs, oldest first.
    @Test func allPutsTheSceneOnEveryReleaseTheDeviceRuns() {
        let output = InMemoryEnvironment(files: ["t.yaml": Self.table]).run("t.yaml", "--ios", "all")
        let headers = output.standardOutput.split(separator: "\n").filter { $0.hasPrefix("t.yaml #0:") }
        #expect(
            headers.map { $0.split(separator: ",")[1] } == [
                " iOS 11", " iOS 12", " iOS 13", " iOS 14", " iOS 15", " iOS 16",
            ])
    }

    /// `--device all --orientation all --ios all`: one scene per supported (device, orientation,
    /// release), no duplicates; releases without figures are skipped with a note.
    @Test func theWholeMatrixHasNoDuplicates() throws {
        let output = InMemoryEnvironment(files: ["t.yaml": Self.table]).run(
            "t.yaml", "--device", "all", "--orientation", "all", "--ios", "all")
        #expect(output.exitCode == .success)
        let headers = output.standardOutput.split(separator: "\n").filter { $0.hasPrefix("t.yaml #0:") }.map(
            String.init)
        var expected = 0
        for device in DeviceCatalog.all {
            for orientation in device.supportedOrientations {
                expected += device.releases.filter { (try? device.metrics(for: orientation, release: $0)) != nil }.count
            }
        }
        #expect(headers.count == expected)
        #expect(Set(headers).count == headers.count)
        #expect(output.standardError.contains("(no sourced figures)\n"))
    }

    @Test func devicesListsAReleasesTable() {
        let output = InMemoryEnvironment().run("devices", "--ios", "26")
        #expect(output.exitCode == .success)
        #expect(output.standardOutput.hasPrefix("iOS 26\ndevice "))
        #expect(output.standardOutput.contains("\nnot on iOS 26:\n"))
        #expect(output.standardOutput.contains("\n  'iPhone X' does not run iOS 26; it runs iOS 11 to 16\n"))
        #expect(
            output.standardOutput.contains(
                """
                  no sourced figures for 'iPad (9th generation)' on iOS 26: the window insets of home-button iPads on \
                iOS 26 are not published\n
                """
            ))
        let json = InMemoryEnvironment().run("devices", "--ios", "26", "--format", "json").standardOutput
        #expect(json.hasPrefix("{\n  \"format\": 1,\n  \"ios\": \"26\",\n"))
        #expect(json.contains("\"unavailable\": \"'iPhone X' does not run iOS 26; it runs iOS 11 to 16\""))
    }

    /// The text report states the release in the header; JSON has `ios` and each controller's
    /// bars in window coordinates.
    @Test func jsonHasTheReleaseAndTheBars() {
        let json = InMemoryEnvironment(files: ["t.yaml": Self.table]).run("t.yaml", "--format", "json").standardOutput
        #expect(json.contains("\"ios\": \"16\","))
        #expect(
            json.contains(
                "{\"kind\": \"statusBar\", \"frame\": {\"x\": 0, \"y\": 0, \"width\": 375, \"height\": 44}},\n"))
        #expect(
            json.contains(
                "{\"kind\": \"navigationBar\", \"frame\": {\"x\": 0, \"y\": 44, \"width\": 375, \"height\": 44}}\n"))
    }

    /// `--device all --ios 26`: every device that runs iOS 26 (and has its figures), one scene
    /// each; the devices that do not run it are noted once, the run does not fail.
    @Test func everyDeviceThatRunsARelease() {
        let output = InMemoryEnvironment(files: ["t.yaml": Self.table]).run(
            "check", "t.yaml", "--device", "all", "--ios", "26", "--format", "json")
        #expect(output.exitCode == .success)
        let scenes = output.standardOutput.components(separatedBy: "\"device\": ").count - 1
        let running = DeviceCatalog.all.filter { device in
            device.runs(UIKitRelease(26)) && (try? device.metrics(for: .portrait, release: UIKitRelease(26))) != nil
        }
        #expect(scenes == 53)
        #expect(running.count == 53)
        // The iPhone Duo (inner) has no portrait figures at all: it is skipped as such, before its release.
        let notRunning = DeviceCatalog.all.filter {
            !$0.runs(UIKitRelease(26)) && $0.sourcedOrientations.contains(.portrait)
        }.map(\.name)
        #expect(notRunning.count == 26)
        #expect(
            output.standardError.hasSuffix(
                """
                scroll-inspect: note: skipped 26 devices that do not run iOS 26: \
                \(notRunning.joined(separator: ", "))\n
                """
            ))
        #expect(output.standardError.components(separatedBy: "do not run iOS 26").count == 2)
    }

    /// A fixture's own `ios: 26` with `--device all` is laid out as `--ios 26` would lay it out: every
    /// device that runs 26, one note for those that do not (it was 31 errors and nothing checked).
    @Test func aFixturesOwnReleaseOnEveryDevice() {
        let own = Self.table.replacingOccurrences(of: "device: iPhone X\n", with: "device: iPhone 16\nios: 26\n")
        let environment = InMemoryEnvironment(files: ["t.yaml": own])
        let output = environment.run("check", "t.yaml", "--device", "all", "--format", "json")
        #expect(output.exitCode == .success)
        #expect(output.standardOutput.components(separatedBy: "\"device\": ").count - 1 == 53)
        #expect(output.standardOutput.components(separatedBy: "\"ios\": \"26\"").count - 1 == 53)
        #expect(output.standardError.components(separatedBy: "skipped 26 devices that do not run iOS 26: ").count == 2)
        #expect(!output.standardError.contains("error:"))
        #expect(output == environment.run("check", "t.yaml", "--device", "all", "--ios", "26", "--format", "json"))
    }

    /// A major version alone is the newest modelled release of it the device runs: 18 on the
    /// iPhone 16e (which shipped with 18.3) is 18.3; an explicit minor stays exact.
    @Test func aMajorVersionIsTheDevicesReleaseOfIt() {
        let major = InMemoryEnvironment(files: ["t.yaml": Self.table]).run(
            "t.yaml", "--device", "iPhone 16e", "--ios", "18")
        #expect(major.exitCode == .success)
        #expect(
            major.standardOutput.hasPrefix(
                "t.yaml #0: iPhone 16e portrait 390×844, iOS 18.3, window safe area (47, 0, 34, 0)\n"))
        let minor = InMemoryEnvironment(files: ["t.yaml": Self.table]).run(
            "t.yaml", "--device", "iPhone 16e", "--ios", "18.1")
        #expect(minor.exitCode == .usage)
        #expect(
            minor.standardError.hasPrefix(
                """
                scroll-inspect: error: '--device' and '--ios' do not go together: 'iPhone 16e' does not run iOS \
                18.1; it runs iOS 18.3 to 27\n
                """))
        let fixtureKey = InMemoryEnvironment(files: ["t.yaml": "device: iPhone 16e\nios: 18\nroot: {view: {}}\n"]).run(
            "t.yaml")
        #expect(fixtureKey.standardOutput.hasPrefix("t.yaml #0: iPhone 16e portrait 390×844, iOS 18.3,"))
    }
}
