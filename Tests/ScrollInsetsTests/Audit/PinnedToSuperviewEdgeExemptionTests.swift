@testable import ScrollInsets
import Testing

/// `pinned-to-superview-edge` on the shapes that were false findings on real storyboards
/// (docs/audit-precision/): backgrounds, full-height views, containers, scroll views of unknown
/// content size; and the true findings next to them, which must stay. iPhone X in portrait:
/// safe area (44, 0, 34, 0), so a view whose top is at the root view's top has 44 pt under the
/// sensor housing.
@Suite struct PinnedToSuperviewEdgeExemptionTests {
    static let topEdges = Pin(top: PinEdge(.bounds), leading: PinEdge(.bounds), trailing: PinEdge(.bounds), height: 120)
    static let allEdges = Pin(
        top: PinEdge(.bounds), bottom: PinEdge(.bounds), leading: PinEdge(.bounds), trailing: PinEdge(.bounds))

    static func pinned(_ name: String, _ pin: Pin, subviews: [Node] = [], decorative: Bool = false) -> ViewNode {
        var node = ViewNode(name: name, subviews: subviews)
        node.pin = pin
        node.decorative = decorative
        return node
    }

    static func findings(
        _ subviews: [ViewNode], automaticallyAdjustsScrollViewInsets: Bool = true
    ) throws -> [Finding] {
        let controller = ControllerNode(
            name: "screen", automaticallyAdjustsScrollViewInsets: automaticallyAdjustsScrollViewInsets,
            view: ViewNode(subviews: subviews.map(Node.view)))
        let scene = Scene(screen: Screens.iPhoneXPortrait, root: .controller(controller))
        return Audit.run([.pinnedToSuperviewEdge], on: try scene.layout())
    }

    @Test func aBannerLeafAtTheTopIsReported() throws {
        let findings = try Self.findings([Self.pinned("banner", Self.topEdges)])
        #expect(
            findings.map(\.message.text) == [
                """
                'screen/view[0]/banner' is pinned to the top edge of 'screen/view[0]', not its safe area: its top 44 \
                pt lie in the unsafe area (the custom window's safeAreaInsets.top); pin it to the safe area
                """
            ])
    }

    @Test func aDecorativeBackgroundIsNot() throws {
        #expect(try Self.findings([Self.pinned("map", Self.topEdges, decorative: true)]).isEmpty)
    }

    @Test func aFullHeightViewIsNot() throws {
        #expect(try Self.findings([Self.pinned("backdrop", Self.allEdges)]).isEmpty)
    }

    @Test func aContainerIsCheckedThroughItsSubviews() throws {
        // The header (0, 0, 375, 120) holds a title pinned 8 pt below the header's top: the title's
        // top is 8 pt below the root view's, so 44 − 8 = 36 pt of it lie under the sensor housing.
        let title = Self.pinned(
            "title", Pin(top: PinEdge(.bounds, 8), leading: PinEdge(.bounds), trailing: PinEdge(.bounds), height: 60))
        let findings = try Self.findings([Self.pinned("header", Self.topEdges, subviews: [.view(title)])])
        #expect(
            findings.map(\.message.text) == [
                """
                'screen/view[0]/header/title' is pinned to the top edge of 'screen/view[0]/header', not its safe \
                area: its top 36 pt lie in the unsafe area (the custom window's safeAreaInsets.top); pin it to the \
                safe area
                """
            ])
    }

    @Test func aSubviewOfAContainerBelowTheEdgeIsNot() throws {
        // The header starts 100 pt down: its edge is not the root view's.
        var header = Self.topEdges
        header.top = PinEdge(.bounds, 100)
        let title = Self.pinned("title", Self.topEdges)
        #expect(try Self.findings([Self.pinned("header", header, subviews: [.view(title)])]).isEmpty)
    }

    @Test func anEmbedContainerIsNot() throws {
        // UIKit gives the child's view its own safe area: the container is not content.
        let child = ControllerNode(name: "child", frame: rect(0, 0, 375, 120), view: ViewNode())
        #expect(try Self.findings([Self.pinned("embed", Self.topEdges, subviews: [.controller(child)])]).isEmpty)
    }

    static func grid() -> ViewNode {
        var scroll = ScrollViewProperties()
        scroll.contentSizeUnknown = true
        var grid = ViewNode.collectionView(name: "grid", collection: CollectionViewProperties(), scroll: scroll)
        grid.pin = allEdges
        return grid
    }

    @Test func unknownContentIsTakenToScroll() throws {
        // `automatic`, no container: the scrollable-axes rule, and the unknown content scrolls
        // vertically, so 44 and 34 are added: nothing lies in the unsafe area.
        #expect(try Self.findings([Self.grid()]).isEmpty)
    }

    @Test func shortContentWithTheAdjustmentTurnedOffIsReportedAtTheTopOnly() throws {
        // automaticallyAdjustsScrollViewInsets false: short content does not scroll, gets no inset and
        // starts under the sensor housing; at the bottom short content ends above the home indicator.
        let findings = try Self.findings([Self.grid()], automaticallyAdjustsScrollViewInsets: false)
        #expect(
            findings.map(\.message.text) == [
                """
                'screen/view[0]/grid' is pinned to the top edge of 'screen/view[0]', not its safe area: while its \
                content (set at run time) is shorter than it, which then does not scroll and gets no safe-area \
                inset ('screen' has automaticallyAdjustsScrollViewInsets false), its top 44 pt lie in the unsafe \
                area (the custom window's safeAreaInsets.top); leave automaticallyAdjustsScrollViewInsets on, or pin \
                it to the safe area
                """
            ])
    }

    @Test func aNeverScrollViewIsToldToAdjust() throws {
        var scroll = ScrollViewProperties(contentInsetAdjustmentBehavior: .never)
        scroll.contentSizeUnknown = true
        var grid = ViewNode.collectionView(name: "grid", collection: CollectionViewProperties(), scroll: scroll)
        grid.pin = Self.allEdges
        #expect(
            try Self.findings([grid]).map(\.message.text) == [
                """
                'screen/view[0]/grid' is pinned to the top edge of 'screen/view[0]', not its safe area: its top 44 \
                pt lie in the unsafe area (the custom window's safeAreaInsets.top); use contentInsetAdjustmentBehavior \
                'automatic', or set contentInset from the safe area
                """,
                """
                'screen/view[0]/grid' is pinned to the bottom edge of 'screen/view[0]', not its safe area: its \
                bottom 34 pt lie in the unsafe area (the custom window's safeAreaInsets.bottom); use \
                contentInsetAdjustmentBehavior 'automatic', or set contentInset from the safe area
                """,
            ])
    }
}
