import ScrollInsets

/// Every key of the fixture format, declared once per node kind.
///
/// Each node kind has one table (`FixtureKeyTable`): the scene, the window, the controllers
/// and their bars, the views, the scroll, table and collection views, the pin. The decoder
/// reads keys through it, the encoder writes them through it, unknown keys are suggested from
/// its names, and the fuzz dictionary (`Fuzz/fixture.dict`) and the key tables of
/// docs/fixture-format.md are generated from ``sets`` (a test fails when they are stale;
/// `SCROLLINSETS_RECORD=1 swift test --filter GeneratedFixtureFilesTests` rewrites them).
///
/// Adding a plain key to a node kind is one line in its table, next to the model's property:
///
/// ```swift
/// .value("alwaysBounceHorizontal", \.alwaysBounceHorizontal, { $0.alwaysBounceHorizontal = $1 }, .bool,
///     "bounces sideways even when the content fits"),
/// ```
package enum FixtureKeys {
    /// Every key set as plain values, in the order of docs/fixture-format.md.
    package static var sets: [FixtureKeySet] {
        [
            scene.keySet, window.keySet, windowControls.keySet, keyboard.keySet, controller.keySet,
            navigationItem.keySet, searchController.keySet, presentedViewController.keySet, viewController.keySet,
            navigationController.keySet, tabBarController.keySet, splitViewController.keySet, hostingController.keySet,
            navigationBar.keySet,
            minimization.keySet, bar.keySet,
            view.keySet, pin.keySet, pinEdge.keySet,
            scrollView.keySet, tableView.keySet, tableHeaderView.keySet, tableSection.keySet, tableRow.keySet,
            headerFooter.keySet, collectionView.keySet, collectionLayout.keySet, flowLayout.keySet,
            compositionalLayout.keySet, compositionalSection.keySet, compositionalGroup.keySet,
            compositionalItem.keySet,
            boundarySupplementaryItem.keySet, layoutDimension.keySet, collectionSection.keySet, listLayout.keySet,
            collectionItem.keySet, collectionHeaderFooter.keySet,
        ]
    }

    /// The key set named `name` (`FixtureKeySet/name`), if there is one.
    package static func set(named name: String) -> FixtureKeySet? {
        sets.first { $0.name == name }
    }

    /// The kinds of controller node, in the order messages list them.
    package static let controllerKinds = ControllerClass.allCases.map(\.spelling).sorted()
    /// The kinds of view node (`ViewKind`'s raw values), in the order messages list them.
    package static let viewKinds = ViewKind.allCases.map(\.rawValue)
    /// Every kind of node: controllers first.
    package static let nodeKinds = controllerKinds + viewKinds

    /// The names of the key sets (`FixtureKeySet/name`) whose keys a node of `kind` takes, in
    /// the order messages list their keys: `tableView` takes `view`, `scrollView` and `tableView`,
    /// `navigationController` takes `controller` and `navigationController`, `tableViewController`
    /// takes `controller` and `viewController`; empty for a word
    /// that is not a node kind (``nodeKinds``).
    package static func keySetNames(ofNodeKind kind: String) -> [String] {
        switch ControllerClass(spelling: kind) {
        case .tableViewController?, .collectionViewController?: return ["controller", "viewController"]
        case let controllerClass?: return ["controller", controllerClass.spelling]
        case nil: break
        }
        switch ViewKind(rawValue: kind) {
        case .view?: return ["view"]
        case .scrollView?: return ["view", "scrollView"]
        case .tableView?, .collectionView?: return ["view", "scrollView", kind]
        case nil: return []
        }
    }
}
