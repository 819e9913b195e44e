import Testing
@testable import ScrollInspectCore
@testable import ScrollInsetsReports
import ScrollInsets

/// `scroll-inspect devices` without `--ios`: every figure of a row comes from one release, the
/// device's default, which the `ios` column names (issue 16).
@Suite struct DevicesDefaultTableTests {
    /// A table's cells: columns are at least two spaces apart, no cell holds two spaces.
    static func cells(_ table: String) -> [[String]] {
        table.split(separator: "\n").map { line in
            line.split(separator: "  ", omittingEmptySubsequences: true).map { String($0.drop { $0 == " " }) }
        }
    }

    @Test func theHeaderNamesTheReleaseColumnThird() {
        let header = Self.cells(DevicesReport.text()).first
        #expect(
            header == [
                "device", "orientation", "ios", "size", "scale", "safe area", "status bar", "nav / large",
                "tab", "toolbar", "min margins", "Unity safeArea (px)",
            ])
    }

    /// iPhone 16 on its default iOS 26: the 54-pt navigation bar (106 with a large title) and
    /// 52-pt toolbar of iOS 26.1 (recorded, docs/releases.md), no longer the catalog's iOS 14–18
    /// 44, 96 and 44.
    @Test func iPhone16RowIsIOS26sNumbers() throws {
        let device = try #require(DeviceCatalog.device(named: "iPhone 16"))
        let rows = Self.cells(DevicesReport.text([device]))
        #expect(
            rows[1] == [
                "iPhone 16", "portrait", "26", "393×852", "3x", "(59, 0, 34, 0)", "54", "54 / 106", "49", "52",
                "16, 16", "(0, 102, 1179, 2277)",
            ])
    }

    /// iPhone X runs iOS 11–16: its rows are iOS 16's, 44-pt bars in portrait, 32 in landscape.
    @Test func iPhoneXRowsAreIOS16sNumbers() throws {
        let device = try #require(DeviceCatalog.device(named: "iPhone X"))
        let rows = Self.cells(DevicesReport.text([device]))
        #expect(
            rows[1] == [
                "iPhone X", "portrait", "16", "375×812", "3x", "(44, 0, 34, 0)", "44", "44 / 96", "49", "44",
                "16, 16", "(0, 102, 1125, 2202)",
            ])
        #expect(
            rows[2] == [
                "iPhone X", "landscapeLeft", "16", "812×375", "3x", "(0, 44, 21, 44)", "hidden", "32 / -", "32", "32",
                "16, 16", "(132, 63, 2172, 1062)",
            ])
    }

    /// Every row of the default table is, but for its `ios` column, the row `devices --ios N`
    /// prints for that device on N.
    @Test func everyRowIsItsReleasesRow() {
        for device in DeviceCatalog.all {
            let rows = Self.cells(DevicesReport.text([device])).dropFirst()
            let onRelease = Self.cells(DevicesReport.text([device], release: device.defaultRelease)).dropFirst(2)
            #expect(rows.count == onRelease.count, "\(device.name)")
            for (row, expected) in zip(rows, onRelease) {
                #expect(row[2] == device.defaultRelease.description, "\(device.name)")
                var withoutRelease = row
                withoutRelease.remove(at: 2)
                #expect(withoutRelease == expected, "\(device.name)")
            }
        }
    }

    /// JSON names each device's default release after `scale`, and its bars are that release's.
    @Test func jsonNamesEachDevicesRelease() throws {
        let device = try #require(DeviceCatalog.device(named: "iPhone 16"))
        let json = DevicesReport.json([device])
        #expect(json.contains("\"scale\": 3,\n      \"ios\": \"26\",\n"))
        #expect(json.contains("\"navigationBarHeight\": 54,"))
        #expect(json.contains("\"toolbarHeight\": 52,"))
        #expect(!json.contains("\"unavailable\""))
    }
}
