import Testing
@testable import ScrollInsets
@testable import ScrollInsetsFormats

/// Values that parse but make no sense for a scene: a format below 1, negative window insets.
@Suite struct SceneValueRangeTests {
    func diagnostics(_ text: String) -> [String] {
        FixtureDecoder.decode(Array(text.utf8)).diagnostics.map {
            "\($0.location.line):\($0.location.column): \($0.message)"
        }
    }

    @Test func formatZeroIsAnError() {
        #expect(
            diagnostics("format: 0\ndevice: iPhone X\nroot: {view: {}}\n") == [
                "1:9: format '0' does not exist; formats start at 1"
            ])
    }

    @Test func formatOneIsAccepted() {
        #expect(diagnostics("format: 1\ndevice: iPhone X\nroot: {view: {}}\n") == [])
    }

    @Test func negativeWindowInsetsAreAnError() {
        let text = "window: {size: [400, 800], safeAreaInsets: [0, -5, 0, 0]}\nroot: {view: {}}\n"
        #expect(diagnostics(text) == ["1:44: a window's safeAreaInsets cannot be negative; found -5 on the left edge"])
    }
}

/// `statusBar: visible` where the device never shows one is a warning, not a silent no-op.
@Suite struct StatusBarWarningTests {
    @Test func visibleInIPhoneLandscapeIsAWarning() {
        let result = FixtureDecoder.decode(
            Array("device: iPhone X\norientation: landscapeLeft\nstatusBar: visible\nroot: {view: {}}\n".utf8))
        #expect(
            result.diagnostics.map { "\($0.severity) \($0.location.line):\($0.location.column): \($0.message)" }
                == ["warning 3:12: 'iPhone X' never shows a status bar in 'landscapeLeft'; 'visible' is ignored"])
        #expect(result.scenes.count == 1)
    }

    @Test func visibleInPortraitIsFine() {
        let result = FixtureDecoder.decode(Array("device: iPhone 8\nstatusBar: visible\nroot: {view: {}}\n".utf8))
        #expect(result.diagnostics.isEmpty)
    }
}
