import Testing
@testable import ScrollInsets

/// The iPhone Duo: listed with what Apple publishes, refused by name (docs/devices.md,
/// "Listed, not laid out").
@Suite struct PartialDeviceTests {
    static let refusal = "'iPhone Duo' cannot be laid out: no source publishes its window insets on either display, the inner display's size in points and scale, its bar heights and margins"

    @Test func theDuoIsListedWithWhatIsKnownAndNotLaidOut() throws {
        let duo = try #require(DeviceCatalog.partialDevice(named: "iphone-duo"))
        #expect(duo.name == "iPhone Duo")
        #expect(duo.known.first == "outer display 1398 × 2034 px at 460 ppi: 466 × 678 pt @3x (apple.com/iphone-duo/specs)")
        #expect(duo.firstRelease == UIKitRelease(27))
        #expect(duo.refusal == .unpublishedFigures(device: "iPhone Duo", missing: duo.missing))
        #expect(duo.refusal.description == Self.refusal)
        #expect(DeviceCatalog.device(named: "iPhone Duo") == nil)
        #expect(!DeviceCatalog.all.contains { $0.name == "iPhone Duo" })
    }

    @Test func aFixtureOnTheDuoIsRefusedByName() {
        let yaml = "device: iPhone Duo\nroot:\n  view: {name: root}\n"
        let result = FixtureDecoder.decode(Array(yaml.utf8))
        #expect(result.diagnostics.map(\.message) == [Self.refusal])
        #expect(result.diagnostics.first?.notes.map(\.message) == [
            "give a 'window' with a size and safeAreaInsets to lay the scene out on numbers you choose",
        ])
    }
}
