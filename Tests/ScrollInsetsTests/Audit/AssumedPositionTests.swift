@testable import ScrollInsets
import Testing

/// A view whose frame is a guess (`frameAssumed`, an importer's stored frame) raises no finding,
/// nor do its subviews, whose window positions follow from it: the Pulley storyboard's button
/// "2 pt inside the top unsafe area" sat in a container whose frame the importer kept from the
/// canvas. iPhone X in portrait: the top unsafe band is 44 pt.
@Suite struct AssumedPositionTests {
    static func findings(containerAssumed: Bool) throws -> [Finding] {
        var container = ViewNode(
            name: "bar", frame: rect(0, 0, 375, 80),
            subviews: [view("close", rect(16, 20, 44, 44), interactive: true)])
        container.frameAssumed = containerAssumed
        let scene = Scene(screen: Screens.iPhoneXPortrait, root: rootView([.view(container)]))
        return Audit.run([.controlInUnsafeArea], on: try scene.layout())
    }

    @Test func aControlInALaidOutContainerIsReported() throws {
        // The button spans y 20–64 in the window: 44 − 20 = 24 pt in the top band.
        #expect(
            try Self.findings(containerAssumed: false).map(\.message.text) == [
                """
                interactive view 'root/bar/close' lies 24 pt inside the top unsafe area (inset 44) of the window; keep \
                controls inside the safe area
                """
            ])
    }

    @Test func aControlInAnAssumedContainerIsNot() throws {
        #expect(try Self.findings(containerAssumed: true).isEmpty)
    }
}
