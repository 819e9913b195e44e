import Testing
@testable import ScrollInsets

/// iPhone 16, iPhone SE (3rd generation) and iPad (A16) on iOS 18 (18.3, its first, for the iPad)
/// and 26 under each container: the
/// table's `adjustedContentInset` top and bottom, derived by hand from the sourced rules
/// (docs/releases.md): window insets — iPhone 16 (59, 0, 34, 0), SE (20, 0, 0, 0), iPad
/// (24, 0, 20, 0) on 18 and (32, 0, 25, 0) on 26; bars on 18 — phone navigation bar 44 (at y
/// 53.667, pixel row 161, on the Dynamic Island: GKNavigationBarSwift #41), large title 96, toolbar
/// 44, tab bar 49; iPad bars 50,
/// large title 102, the tab bar floating at the top. On 26, as recorded on the iOS 26.1
/// simulators by Vercantez/openuikit's probes (navprobe, toolbarheightprobe, Tabs, NavFlow,
/// conf-ipad): the navigation bar 54 at max(safe-area top, 10), 106 with a large title; the
/// phone toolbar 86 and tab bar 83 from the screen's bottom whatever the bottom inset; the iPad
/// navigation bar 54, toolbar 54 above the 25-pt inset (79), floating tab bar 44 with 20 below
/// it (a child without a navigation bar starts at 32 + 44 + 20 = 96). The status-bar-hidden SE
/// cases are the recordings themselves: navigation 64, large title 116, tab bar 83.
@Suite struct ReleaseContainerTests {
    enum Container: String, Sendable, CaseIterable {
        case navigation, largeTitle, toolbar, tabBar
    }

    struct Case: CustomTestStringConvertible, Sendable {
        var device: String
        var major: Int
        var minor = 0
        var container: Container
        var top: Double
        var bottom: Double
        var statusBarHidden = false
        var testDescription: String {
            "\(device) iOS \(UIKitRelease(major, minor)) \(container.rawValue)"
                + (statusBarHidden ? " status bar hidden" : "")
        }
    }

    static let cases: [Case] = [
        Case(device: "iPhone 16", major: 18, container: .navigation, top: 161.0 / 3 + 44, bottom: 34),
        Case(device: "iPhone 16", major: 18, container: .largeTitle, top: 161.0 / 3 + 96, bottom: 34),
        Case(device: "iPhone 16", major: 18, container: .toolbar, top: 161.0 / 3 + 44, bottom: 34 + 44),
        Case(device: "iPhone 16", major: 18, container: .tabBar, top: 59, bottom: 34 + 49),
        Case(device: "iPhone 16", major: 26, container: .navigation, top: 59 + 54, bottom: 34),
        Case(device: "iPhone 16", major: 26, container: .largeTitle, top: 59 + 106, bottom: 34),
        Case(device: "iPhone 16", major: 26, container: .toolbar, top: 59 + 54, bottom: 86),
        Case(device: "iPhone 16", major: 26, container: .tabBar, top: 59, bottom: 83),
        Case(device: "iPhone SE (3rd generation)", major: 18, container: .navigation, top: 20 + 44, bottom: 0),
        Case(device: "iPhone SE (3rd generation)", major: 18, container: .largeTitle, top: 20 + 96, bottom: 0),
        Case(device: "iPhone SE (3rd generation)", major: 18, container: .toolbar, top: 20 + 44, bottom: 44),
        Case(device: "iPhone SE (3rd generation)", major: 18, container: .tabBar, top: 20, bottom: 49),
        Case(device: "iPhone SE (3rd generation)", major: 26, container: .navigation, top: 20 + 54, bottom: 0),
        Case(device: "iPhone SE (3rd generation)", major: 26, container: .largeTitle, top: 20 + 106, bottom: 0),
        Case(device: "iPhone SE (3rd generation)", major: 26, container: .toolbar, top: 20 + 54, bottom: 86),
        Case(device: "iPhone SE (3rd generation)", major: 26, container: .tabBar, top: 20, bottom: 83),
        Case(
            device: "iPhone SE (3rd generation)", major: 26, container: .navigation, top: 64, bottom: 0,
            statusBarHidden: true),
        Case(
            device: "iPhone SE (3rd generation)", major: 26, container: .largeTitle, top: 116, bottom: 0,
            statusBarHidden: true),
        Case(
            device: "iPhone SE (3rd generation)", major: 26, container: .tabBar, top: 0, bottom: 83,
            statusBarHidden: true),
        // Hackworth, "iPad Navigation Bar and Toolbar Height Changes in iOS 12", iPad Pro 10.5"
        // measured: a navigation controller's child top 64 on iOS 11 and 70 on 12, 116 and 122
        // with a large title; the iOS 11 tab bar 49 (the phone's), 50 from 12.
        Case(device: "iPad Pro 10.5-inch", major: 11, container: .navigation, top: 64, bottom: 0),
        Case(device: "iPad Pro 10.5-inch", major: 11, container: .largeTitle, top: 116, bottom: 0),
        Case(device: "iPad Pro 10.5-inch", major: 11, container: .tabBar, top: 20, bottom: 49),
        Case(device: "iPad Pro 10.5-inch", major: 12, container: .navigation, top: 70, bottom: 0),
        Case(device: "iPad Pro 10.5-inch", major: 12, container: .largeTitle, top: 122, bottom: 0),
        Case(device: "iPad Pro 10.5-inch", major: 12, container: .tabBar, top: 20, bottom: 50),
        Case(device: "iPad (A16)", major: 18, minor: 3, container: .navigation, top: 24 + 50, bottom: 20),
        Case(device: "iPad (A16)", major: 18, minor: 3, container: .largeTitle, top: 24 + 102, bottom: 20),
        Case(device: "iPad (A16)", major: 18, minor: 3, container: .toolbar, top: 24 + 50, bottom: 20 + 50),
        Case(device: "iPad (A16)", major: 18, minor: 3, container: .tabBar, top: 24 + 50, bottom: 20),
        Case(device: "iPad (A16)", major: 26, container: .navigation, top: 32 + 54, bottom: 25),
        Case(device: "iPad (A16)", major: 26, container: .largeTitle, top: 32 + 106, bottom: 25),
        Case(device: "iPad (A16)", major: 26, container: .toolbar, top: 32 + 54, bottom: 79),
        Case(device: "iPad (A16)", major: 26, container: .tabBar, top: 96, bottom: 25),
    ]

    static func root(_ container: Container) -> ControllerNode {
        let feed = ControllerNode(
            name: "feed", view: .tableView(name: "table", table: TableViewProperties(sections: [.init(rowCount: 40)])))
        switch container {
        case .navigation: return .navigationController(name: "root", viewControllers: [feed])
        case .largeTitle:
            return .navigationController(
                name: "root", navigationBar: BarProperties(prefersLargeTitles: true), viewControllers: [feed])
        case .toolbar:
            return .navigationController(name: "root", toolbar: BarProperties(hidden: false), viewControllers: [feed])
        case .tabBar: return .tabBarController(name: "root", viewControllers: [feed])
        }
    }

    @Test(arguments: cases)
    func adjustedContentInset(_ test: Case) throws {
        let screen = try TestScenes.device(test.device).screen(
            orientation: .portrait, statusBarHidden: test.statusBarHidden,
            release: UIKitRelease(test.major, test.minor))
        let layout = try Scene(screen: screen, root: .controller(Self.root(test.container))).layout()
        let table = try #require(layout.view(path: "root/feed/table")?.scroll)
        #expect(table.adjustedContentInset.top == test.top)
        #expect(table.adjustedContentInset.bottom == test.bottom)
    }
}
