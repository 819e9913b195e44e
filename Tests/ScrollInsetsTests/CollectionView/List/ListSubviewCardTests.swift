import Testing
@testable import ScrollInsets

/// Where an inset-grouped list's card stands when its collection view is a *subview* (own margins
/// the default 8), not a controller's root view: at least the scene's system minimum margin in from
/// the safe area (docs/collection-views.md, "List layouts"). Each expected number is derived by hand
/// from that rule; the two recorded cases are the recordings' own set-ups.
@Suite struct ListSubviewCardTests {
    /// The first section of an inset-grouped list in a collection view at `frame` inside the root
    /// view of controller `vc` on `device`.
    static func subviewList(
        device: String, release: Int, orientation: Orientation = .portrait, frame: Rect,
        margins: LayoutMargins? = nil
    ) throws -> CollectionSectionLayout {
        let screen = try #require(DeviceCatalog.device(named: device))
            .screen(orientation: orientation, release: UIKitRelease(release))
        var list = ViewNode.collectionView(
            name: "list", frame: frame,
            collection: CollectionViewProperties(sections: [2], list: ListConfiguration(appearance: .insetGrouped)))
        list.layoutMargins = margins
        let layout = try Scene(
            screen: screen,
            root: .controller(ControllerNode(name: "vc", view: ViewNode(name: "root", subviews: [.view(list)])))
        ).layout()
        return try #require(layout.view(path: "vc/root/list")?.collection?.sections.first)
    }

    @Test("iOS 14, a 414-pt phone (iPhone 11): the card at the system minimum 20, not at the subview's 8")
    func fourteenOn414() throws {
        // The swiftsenpai recording's set-up: 414 wide, no side safe area; max(8, 0 + 20) = 20,
        // 414 - 2 x 20 = 374 wide.
        let section = try Self.subviewList(
            device: "iPhone 11", release: 14, frame: Rect(x: 0, y: 92, width: 414, height: 804))
        #expect(section.items.map(\.minX) == [20, 20])
        #expect(section.items.map(\.width) == [374, 374])
        // Before iOS 26, 17.5 above the first section (2x: 35 px, on the grid): cells at 17.5, 61.5.
        #expect(section.items.map(\.minY) == [17.5, 61.5])
        #expect(
            section.list?.reasons[.left]
                == .reason(
                    """
                    safe area 0 + system minimum margin 20 = 20 (above the layout margin 8) - adjustedContentInset \
                    0 = 20 pt, by the list's section-inset rule (list.sectionInsets)
                    """))
    }

    @Test("iOS 26, the 393-pt iPhone 16: a full-size subview (a collection view controller's wrapper) at 16")
    func twentySixOn393() throws {
        // openuikit's listseparatorprobe: UIKit puts the controller's collection view inside a
        // wrapper view; max(8, 0 + 16) = 16 (393 < 414), 393 - 32 = 361 wide, not the table's 20.
        let section = try Self.subviewList(
            device: "iPhone 16", release: 26, frame: Rect(x: 0, y: 0, width: 393, height: 852))
        #expect(section.items.map(\.minX) == [16, 16])
        #expect(section.items.map(\.width) == [361, 361])
    }

    @Test("Landscape (iPhone X, iOS 16, 44-pt side bands): the card at 44 + 16, not at 44 + 8")
    func landscapeSubview() throws {
        // The collection view's margins are its own 8 on its 44-pt safe area (52); the floor is
        // 44 + 16 (compact width) = 60; 812 - 120 = 692 wide.
        let section = try Self.subviewList(
            device: "iPhone X", release: 16, orientation: .landscapeLeft,
            frame: Rect(x: 0, y: 0, width: 812, height: 375))
        #expect(section.items.map(\.minX) == [60, 60])
        #expect(section.items.map(\.width) == [692, 692])
    }

    @Test("Own margins larger than the minimum win: 30-pt margins put the card at 30 on a 414-pt phone")
    func largerOwnMargins() throws {
        let section = try Self.subviewList(
            device: "iPhone 11", release: 16, frame: Rect(x: 0, y: 0, width: 414, height: 896),
            margins: .physical(EdgeInsets(top: 0, left: 30, bottom: 0, right: 30)))
        #expect(section.items.map(\.minX) == [30, 30])
        #expect(section.items.map(\.width) == [354, 354])
        #expect(
            section.list?.reasons[.left]
                == .reason(
                    """
                    layout margin 30 - adjustedContentInset 0 = 30 pt, by the list's section-inset rule \
                    (list.sectionInsets)
                    """))
    }
}
