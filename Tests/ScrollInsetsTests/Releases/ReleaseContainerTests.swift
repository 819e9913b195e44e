import Testing
@testable import ScrollInsets

/// iPhone 16, iPhone SE (3rd generation) and iPad (A16) on iOS 18 (18.3, its first, for the iPad)
/// and 26 under each container: the
/// table's `adjustedContentInset` top and bottom, derived by hand from the sourced rules
/// (docs/releases.md): window insets — iPhone 16 (59, 0, 34, 0), SE (20, 0, 0, 0), iPad
/// (24, 0, 20, 0) on 18 and (32, 0, 25, 0) on 26; bars — phone navigation bar 44 below the status bar
/// (y 54 on the Dynamic Island) on 18, 54 at the safe-area top on 26; large title 96 on phones; toolbar
/// 44 / 52; tab bar 49; iPad bars 50, large title 102; the iPad tab bar floating at the top from 18.
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
        var testDescription: String { "\(device) iOS \(UIKitRelease(major, minor)) \(container.rawValue)" }
    }

    static let cases: [Case] = [
        Case(device: "iPhone 16", major: 18, container: .navigation, top: 54 + 44, bottom: 34),
        Case(device: "iPhone 16", major: 18, container: .largeTitle, top: 54 + 96, bottom: 34),
        Case(device: "iPhone 16", major: 18, container: .toolbar, top: 54 + 44, bottom: 34 + 44),
        Case(device: "iPhone 16", major: 18, container: .tabBar, top: 59, bottom: 34 + 49),
        Case(device: "iPhone 16", major: 26, container: .navigation, top: 59 + 54, bottom: 34),
        Case(device: "iPhone 16", major: 26, container: .largeTitle, top: 59 + 96, bottom: 34),
        Case(device: "iPhone 16", major: 26, container: .toolbar, top: 59 + 54, bottom: 34 + 52),
        Case(device: "iPhone 16", major: 26, container: .tabBar, top: 59, bottom: 34 + 49),
        Case(device: "iPhone SE (3rd generation)", major: 18, container: .navigation, top: 20 + 44, bottom: 0),
        Case(device: "iPhone SE (3rd generation)", major: 18, container: .largeTitle, top: 20 + 96, bottom: 0),
        Case(device: "iPhone SE (3rd generation)", major: 18, container: .toolbar, top: 20 + 44, bottom: 44),
        Case(device: "iPhone SE (3rd generation)", major: 18, container: .tabBar, top: 20, bottom: 49),
        Case(device: "iPhone SE (3rd generation)", major: 26, container: .navigation, top: 20 + 54, bottom: 0),
        Case(device: "iPhone SE (3rd generation)", major: 26, container: .largeTitle, top: 20 + 96, bottom: 0),
        Case(device: "iPhone SE (3rd generation)", major: 26, container: .toolbar, top: 20 + 54, bottom: 52),
        Case(device: "iPhone SE (3rd generation)", major: 26, container: .tabBar, top: 20, bottom: 49),
        Case(device: "iPad (A16)", major: 18, minor: 3, container: .navigation, top: 24 + 50, bottom: 20),
        Case(device: "iPad (A16)", major: 18, minor: 3, container: .largeTitle, top: 24 + 102, bottom: 20),
        Case(device: "iPad (A16)", major: 18, minor: 3, container: .toolbar, top: 24 + 50, bottom: 20 + 50),
        Case(device: "iPad (A16)", major: 18, minor: 3, container: .tabBar, top: 24 + 50, bottom: 20),
        Case(device: "iPad (A16)", major: 26, container: .navigation, top: 32 + 50, bottom: 25),
        Case(device: "iPad (A16)", major: 26, container: .largeTitle, top: 32 + 102, bottom: 25),
        Case(device: "iPad (A16)", major: 26, container: .toolbar, top: 32 + 50, bottom: 25 + 50),
        Case(device: "iPad (A16)", major: 26, container: .tabBar, top: 32 + 50, bottom: 25),
    ]

    static func root(_ container: Container) -> ControllerNode {
        let feed = ControllerNode(name: "feed", view: .tableView(name: "table", table: TableViewProperties(sections: [.init(rowCount: 40)])))
        switch container {
        case .navigation: return .navigationController(name: "root", viewControllers: [feed])
        case .largeTitle: return .navigationController(name: "root", navigationBar: BarProperties(prefersLargeTitles: true), viewControllers: [feed])
        case .toolbar: return .navigationController(name: "root", toolbar: BarProperties(hidden: false), viewControllers: [feed])
        case .tabBar: return .tabBarController(name: "root", viewControllers: [feed])
        }
    }

    @Test(arguments: cases)
    func adjustedContentInset(_ test: Case) throws {
        let screen = try TestScenes.device(test.device).screen(orientation: .portrait, release: UIKitRelease(test.major, test.minor))
        let layout = try Scene(screen: screen, root: .controller(Self.root(test.container))).layout()
        let table = try #require(layout.view(path: "root/feed/table")?.scroll)
        #expect(table.adjustedContentInset.top == test.top)
        #expect(table.adjustedContentInset.bottom == test.bottom)
    }
}
