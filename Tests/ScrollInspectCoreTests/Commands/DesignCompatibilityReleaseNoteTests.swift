import Testing

@testable import ScrollInspectCore

/// A release the run asks for that ignores `UIDesignRequiresCompatibility` (`--ios 27`) is said
/// once on standard error, as the decoder says it for a fixture's own `ios: 27`.
@Suite struct DesignCompatibilityReleaseNoteTests {
    static let fixture = """
        format: 1
        device: iPhone 16
        ios: 26
        designRequiresCompatibility: true
        root:
          view:
            name: root

        """
    static var environment: InMemoryEnvironment { InMemoryEnvironment(files: ["a.yaml": fixture]) }

    @Test func aReleaseThatIgnoresTheKeySaysSo() {
        let output = Self.environment.run("a.yaml", "--ios", "27")
        #expect(
            output.standardError
                == """
                scroll-inspect: note: a.yaml #0: 'designRequiresCompatibility' is ignored on iOS 27; UIKit ignores \
                UIDesignRequiresCompatibility from iOS 27\n
                """)
        #expect(output.exitCode == .success)
    }

    @Test func theScenesOwnReleaseSaysNothing() {
        let output = Self.environment.run("a.yaml", "--ios", "26")
        #expect(output.standardError == "")
    }
}
