import Testing
@testable import ScrollInsets

/// Unknown keys and kinds at every level: each is an error at the key that lists the keys
/// allowed there, and suggests the closest one when it is a plausible typo.
@Suite struct UnknownKeyTests {
    static let cases: [DiagnosticCase] = [
        DiagnosticCase(
            "scene key, misspelled",
            """
            device: iPhone X
            orientaton: landscapeLeft
            root: {view: {}}
            """,
            .error(
                2, 1, "unknown key 'orientaton'; did you mean 'orientation'?",
                notes: ["allowed keys: \(AllowedKeys.scene)"])),
        DiagnosticCase(
            "scene key, nothing close",
            """
            device: iPhone X
            colour: red
            root: {view: {}}
            """,
            .error(2, 1, "unknown key 'colour'; allowed keys: \(AllowedKeys.scene)")),
        DiagnosticCase(
            "window key",
            """
            window:
              size: [375, 812]
              safeAreaInset: [44, 0, 34, 0]
            root: {view: {}}
            """,
            .error(
                3, 3, "unknown key 'safeAreaInset'; did you mean 'safeAreaInsets'?",
                notes: ["allowed keys: \(AllowedKeys.window)"])),
        DiagnosticCase(
            "view controller key",
            """
            device: iPhone X
            root:
              viewController:
                addtionalSafeAreaInsets: [0, 0, 0, 0]
            """,
            .error(
                4, 5, "unknown key 'addtionalSafeAreaInsets'; did you mean 'additionalSafeAreaInsets'?",
                notes: ["allowed keys: \(AllowedKeys.viewController)"])),
        DiagnosticCase(
            "navigation controller key, wrong case",
            """
            device: iPhone X
            root:
              navigationController:
                toolBar: {hidden: false}
            """,
            .error(
                4, 5, "unknown key 'toolBar'; did you mean 'toolbar'?",
                notes: ["allowed keys: \(AllowedKeys.navigationController)"])),
        DiagnosticCase(
            "tab bar controller key",
            """
            device: iPhone X
            root:
              tabBarController:
                selectedIndx: 0
                viewControllers:
                  - viewController: {}
            """,
            .error(
                4, 5, "unknown key 'selectedIndx'; did you mean 'selectedIndex'?",
                notes: ["allowed keys: \(AllowedKeys.tabBarController)"])),
        DiagnosticCase(
            "a view controller has no viewControllers",
            """
            device: iPhone X
            root:
              viewController:
                viewControllers: []
            """,
            .error(4, 5, "unknown key 'viewControllers'; allowed keys: \(AllowedKeys.viewController)")),
        DiagnosticCase(
            "navigation bar key",
            """
            device: iPhone X
            root:
              navigationController:
                navigationBar: {hiden: true}
            """,
            .error(
                4, 21, "unknown key 'hiden'; did you mean 'hidden'?",
                notes: ["allowed keys: \(AllowedKeys.navigationBar)"])),
        DiagnosticCase(
            "large titles belong to the navigation bar only",
            """
            device: iPhone X
            root:
              tabBarController:
                tabBar: {prefersLargeTitles: true}
            """,
            .error(4, 14, "unknown key 'prefersLargeTitles'; allowed keys: \(AllowedKeys.bar)")),
        DiagnosticCase(
            "view key, transposed letters",
            """
            device: iPhone X
            root:
              view:
                subviews:
                  - view:
                      frmae: [0, 0, 10, 10]
                      frame: [0, 0, 10, 10]
            """,
            .error(6, 11, "unknown key 'frmae'; did you mean 'frame'?", notes: ["allowed keys: \(AllowedKeys.view)"])),
        DiagnosticCase(
            "scroll-view key on a plain view",
            """
            device: iPhone X
            root:
              view:
                contentInset: [0, 0, 20, 0]
            """,
            .error(4, 5, "unknown key 'contentInset'; allowed keys: \(AllowedKeys.view)")),
        DiagnosticCase(
            "scroll-view bounce key on a plain view",
            """
            device: iPhone X
            root:
              view:
                alwaysBounceVertical: true
            """,
            .error(4, 5, "unknown key 'alwaysBounceVertical'; allowed keys: \(AllowedKeys.view)")),
        DiagnosticCase(
            "scroll-view key, misspelled",
            """
            device: iPhone X
            root:
              scrollView:
                contentInsets: [0, 0, 20, 0]
            """,
            .error(
                4, 5, "unknown key 'contentInsets'; did you mean 'contentInset'?",
                notes: ["allowed keys: \(AllowedKeys.scrollView)"])),
        DiagnosticCase(
            "table key on a scroll view",
            """
            device: iPhone X
            root:
              scrollView:
                rowHeight: 44
            """,
            .error(4, 5, "unknown key 'rowHeight'; allowed keys: \(AllowedKeys.scrollView)")),
        DiagnosticCase(
            "table key, misspelled",
            """
            device: iPhone X
            root:
              tableView:
                rowHieght: 44
            """,
            .error(
                4, 5, "unknown key 'rowHieght'; did you mean 'rowHeight'?",
                notes: ["allowed keys: \(AllowedKeys.tableView)"])),
        DiagnosticCase(
            "table key on a collection view",
            """
            device: iPhone X
            root:
              collectionView:
                separatorStyle: none
            """,
            .error(4, 5, "unknown key 'separatorStyle'; allowed keys: \(AllowedKeys.collectionView)")),
        DiagnosticCase(
            "table section key",
            """
            device: iPhone X
            root:
              tableView:
                sections:
                  - rowz: 3
            """,
            .error(
                5, 9, "unknown key 'rowz'; did you mean 'rows'?",
                notes: [
                    """
                    allowed keys: \(AllowedKeys.tableSection)
                    """
                ])),
        DiagnosticCase(
            "table header key",
            """
            device: iPhone X
            root:
              tableView:
                sections:
                  - rows: 3
                    header: {height: 28, backgound: none}
            """,
            .error(
                6, 30, "unknown key 'backgound'; did you mean 'background'?",
                notes: ["allowed keys: \(AllowedKeys.headerFooter)"])),
        DiagnosticCase(
            "table row key",
            """
            device: iPhone X
            root:
              tableView:
                sections:
                  - rows: [{heigth: 60}]
            """,
            .error(5, 17, "unknown key 'heigth'; did you mean 'height'?", notes: ["allowed keys: height"])),
        DiagnosticCase(
            "collection key",
            """
            device: iPhone X
            root:
              collectionView:
                layot: {flow: {}}
            """,
            .error(
                4, 5, "unknown key 'layot'; did you mean 'layout'?",
                notes: ["allowed keys: \(AllowedKeys.collectionView)"])),
        DiagnosticCase(
            "layout other than flow, compositional or list",
            """
            device: iPhone X
            root:
              collectionView:
                layout:
                  grid: {}
            """,
            .error(5, 7, "unknown key 'grid'; allowed keys: flow, compositional, list"),
            .error(5, 7, "missing required key 'flow', 'compositional' or 'list'")),
        DiagnosticCase(
            "compositional without sections",
            """
            device: iPhone X
            root:
              collectionView:
                layout:
                  compositional: {}
            """,
            .error(5, 22, "missing required key 'sections'; expected a sequence")),
        DiagnosticCase(
            "misspelled dimension",
            """
            device: iPhone X
            root:
              collectionView:
                layout:
                  compositional:
                    sections:
                      - group: {height: {absolute: 44}, items: [{width: {fractionalWidht: 0.5}}]}
            """,
            .error(
                7, 62, "unknown key 'fractionalWidht'; did you mean 'fractionalWidth'?",
                notes: ["allowed keys: absolute, fractionalWidth, fractionalHeight, estimated"])),
        DiagnosticCase(
            "misspelled compositional section key",
            """
            device: iPhone X
            root:
              collectionView:
                layout:
                  compositional:
                    sections:
                      - contentInset: {top: 0, leading: 16, bottom: 0, trailing: 16}
                        group: {items: [{}]}
            """,
            .error(
                7, 13, "unknown key 'contentInset'; did you mean 'contentInsets'?",
                notes: ["allowed keys: \(AllowedKeys.compositionalSection)"])),
        DiagnosticCase(
            "flow key",
            """
            device: iPhone X
            root:
              collectionView:
                layout:
                  flow:
                    minimumLineSpaing: 4
            """,
            .error(
                6, 9, "unknown key 'minimumLineSpaing'; did you mean 'minimumLineSpacing'?",
                notes: ["allowed keys: \(AllowedKeys.flow)"])),
        DiagnosticCase(
            "collection section key",
            """
            device: iPhone X
            root:
              collectionView:
                sections: [{item: 3}]
            """,
            .error(4, 16, "missing required key 'items'; expected a non-negative whole number"),
            .error(4, 17, "unknown key 'item'; did you mean 'items'?", notes: ["allowed keys: items, header, footer"])),
        DiagnosticCase(
            "root kind, wrong case",
            """
            device: iPhone X
            root:
              tableview: {}
            """,
            .error(
                3, 3, "unknown kind 'tableview'; did you mean 'tableView'?",
                notes: ["allowed kinds: \(AllowedKeys.nodeKinds)"])),
        DiagnosticCase(
            "a controller's view must be a view",
            """
            device: iPhone X
            root:
              viewController:
                view:
                  viewController: {}
            """,
            .error(5, 7, "unknown kind 'viewController'; allowed kinds: \(AllowedKeys.viewKinds)")),
        DiagnosticCase(
            "a container's children must be controllers",
            """
            device: iPhone X
            root:
              navigationController:
                viewControllers:
                  - tableView: {}
            """,
            .error(5, 9, "unknown kind 'tableView'; allowed kinds: \(AllowedKeys.controllerKinds)")),
        DiagnosticCase(
            "a property next to the kind instead of under it",
            """
            device: iPhone X
            root:
              view:
              name: main
            """,
            .error(4, 3, "unexpected key 'name' next to 'view'; indent the properties under 'view:'")),
    ]

    @Test(arguments: cases)
    func unknownKey(_ testCase: DiagnosticCase) {
        testCase.check()
    }
}
