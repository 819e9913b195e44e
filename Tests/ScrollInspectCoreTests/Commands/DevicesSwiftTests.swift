import Foundation
import Testing
@testable import ScrollInspectCore
@testable import ScrollInsetsReports
import ScrollInsets

/// `devices --format swift`: the presets pinned by a golden file, and the generated source
/// type-checked by the toolchain's `swiftc` on its own, as a snapshot-testing target would
/// compile it (the golden alone would not notice Swift that does not compile).
@Suite struct DevicesSwiftTests {
    @Test func presetsMatchTheGolden() throws {
        let output = InMemoryEnvironment().run("devices", "--format", "swift")
        #expect(output.exitCode == .success)
        #expect(output.standardError == "")
        try CLIGolden.check(output.standardOutput, against: "devices.swift")
    }

    @Test(arguments: [nil, "26"] as [String?])
    func presetsCompile(_ release: String?) throws {
        let arguments = ["devices", "--format", "swift"] + (release.map { ["--ios", $0] } ?? [])
        let source = ScrollInspect.run(arguments, environment: InMemoryEnvironment()).standardOutput
        let file = FileManager.default.temporaryDirectory.appendingPathComponent(
            "DevicePresets-\(UUID().uuidString).swift")
        try Data(source.utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let result = try SwiftTypecheck.check(file)
        #expect(result.diagnostics == "")
        #expect(result.exitCode == 0)
    }

    /// The figures are the catalog's: iPhone X on iOS 16, both ways up it turns.
    @Test func iPhoneXOnIOS16() {
        let source = DevicesReport.swift(
            [DeviceCatalog.device(named: "iPhone X")!], release: UIKitRelease(16), toolVersion: ScrollInspect.version)
        #expect(
            source.hasSuffix(
                """
                extension DevicePreset {
                    /// iPhone X.
                    public static let iPhoneX = DevicePreset(name: "iPhone X", scale: 3, screens: [
                        Screen(orientation: .portrait, release: "16", width: 375, height: 812, safeArea: Insets(top: 44, left: 0, bottom: 34, right: 0)),
                        Screen(orientation: .landscapeLeft, release: "16", width: 812, height: 375, safeArea: Insets(top: 0, left: 44, bottom: 21, right: 44)),
                        Screen(orientation: .landscapeRight, release: "16", width: 812, height: 375, safeArea: Insets(top: 0, left: 44, bottom: 21, right: 44)),
                    ])

                    /// Every preset, in catalog order.
                    public static let all: [DevicePreset] = [
                        .iPhoneX,
                    ]
                }

                """))
    }

    /// A device that does not run the release is left out.
    @Test func aDeviceThatDoesNotRunTheReleaseIsLeftOut() {
        let source = DevicesReport.swift(
            [DeviceCatalog.device(named: "iPhone 6")!], release: UIKitRelease(26), toolVersion: ScrollInspect.version)
        #expect(
            source.hasSuffix(
                """
                extension DevicePreset {\n\n    /// Every preset, in catalog order.\n    public static let all: \
                [DevicePreset] = [\n    ]\n}\n
                """
            ))
    }

    struct Name: CustomTestStringConvertible, Sendable {
        var device: String
        var identifier: String
        var testDescription: String { device }
    }

    @Test(arguments: [
        Name(device: "iPhone X", identifier: "iPhoneX"),
        Name(device: "iPhone SE (3rd generation)", identifier: "iPhoneSE3rdGeneration"),
        Name(device: "iPad Pro 12.9-inch (3rd generation)", identifier: "iPadPro12_9Inch3rdGeneration"),
        Name(device: "iPad mini (A17 Pro)", identifier: "iPadMiniA17Pro"),
        Name(device: "iPhone 16e", identifier: "iPhone16e"),
    ])
    func identifiers(_ name: Name) {
        #expect(DevicesReport.identifier(name.device) == name.identifier)
    }

    @Test func everyIdentifierIsDistinct() {
        let identifiers = DeviceCatalog.all.map { DevicesReport.identifier($0.name) }
        #expect(Set(identifiers).count == identifiers.count)
    }
}
