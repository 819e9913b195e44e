@testable import ScrollInsetsReports
import ScrollInsets
import Testing

@Suite struct FindingMatrixTests {
    static func sideways(_ inset: Int, line: Int = 4) -> Finding {
        Finding(
            rule: .alwaysScrollsSideways, path: "root/table",
            message: Finding.Message("'root/table' … (\(inset) and \(inset))"),
            location: ScrollInsets.SourceLocation(line: line, column: 3),
            explanation: [.reason("device-specific \(inset)")])
    }

    static let matrix = [
        DeviceFindings(device: "iPhone X landscapeLeft", findings: [SampleFindings.scroll, Self.sideways(44)]),
        DeviceFindings(device: "iPhone 11 landscapeLeft", findings: [Self.sideways(44)]),
        DeviceFindings(device: "iPhone 12 landscapeLeft", findings: [SampleFindings.pager, sideways(47)]),
        DeviceFindings(device: "iPhone 8 portrait", findings: []),
    ]

    @Test func groupsIdenticalFindingsAcrossDevices() {
        let groups = FindingMatrix.group(Self.matrix)
        #expect(
            groups.map(\.finding.message.text) == [
                "'root/table' … (44 and 44)",
                "'root/table' … (47 and 47)",
                SampleFindings.pager.message.text,
                SampleFindings.scroll.message.text,
            ])
        #expect(
            groups.map(\.devices) == [
                ["iPhone X landscapeLeft", "iPhone 11 landscapeLeft"],
                ["iPhone 12 landscapeLeft"],
                ["iPhone 12 landscapeLeft"],
                ["iPhone X landscapeLeft"],
            ])
        #expect(groups[0].finding.explanation == [.reason("device-specific 44")])
    }

    @Test func mergedFindingsNameTheirDevices() {
        let merged = FindingMatrix.merged(Self.matrix)
        #expect(
            merged[0].message.text == "'root/table' … (44 and 44) (on iPhone X landscapeLeft, iPhone 11 landscapeLeft)")
        #expect(
            TextFindingsFormatter.line(for: merged[1], file: "a.yaml")
                == """
                a.yaml:4:3: warning: [always-scrolls-sideways] 'root/table' … (47 and 47) (on iPhone 12 \
                landscapeLeft)
                """
        )
    }

    @Test func aDeviceListedTwiceIsNamedOnce() {
        let groups = FindingMatrix.group([
            DeviceFindings(device: "iPhone X portrait", findings: [Self.sideways(44), Self.sideways(44)]),
            DeviceFindings(device: "iPhone X portrait", findings: [Self.sideways(44)]),
        ])
        #expect(groups.map(\.devices) == [["iPhone X portrait"]])
    }

    @Test func findingsAtDifferentLocationsStaySeparate() {
        let groups = FindingMatrix.group([
            DeviceFindings(device: "a", findings: [Self.sideways(44, line: 9)]),
            DeviceFindings(device: "b", findings: [Self.sideways(44, line: 4)]),
        ])
        #expect(groups.map(\.devices) == [["b"], ["a"]])
    }

    @Test func anEmptyMatrixHasNoFindings() {
        #expect(FindingMatrix.group([]).isEmpty)
    }
}
