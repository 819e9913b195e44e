import ScrollInsets

/// Deterministic fixtures for the benchmark, written in block style as people write them.
///
/// Every generator takes a seed; the same seed gives the same bytes. The generated files are
/// valid fixtures (the benchmark checks that `scroll-inspect` exits 0 on each before timing it).
enum FixtureGenerator {
    /// Phones used for the app screens, with the orientations they are shown in.
    static let devices: [(name: String, landscape: Bool)] = [
        ("iPhone X", true), ("iPhone 14 Pro", true), ("iPhone 12", true), ("iPhone 8", true),
        ("iPhone 16 Pro Max", true), ("iPhone 12 mini", true), ("iPhone XR", true),
    ]

    /// `count` app screens separated by `---`: a tab bar controller with four navigation
    /// controllers, the selected one showing a table, collection or scroll view with cards,
    /// a header, a floating button and sometimes a child view controller. About 6.5 KB each
    /// (2,000 screens: 12.97 MB).
    static func appScreens(count: Int, seed: UInt64) -> [UInt8] {
        var rng = SplitMix64(seed: seed)
        var out = ""
        out.reserveCapacity(count * 6_600)
        for index in 0..<count {
            if index > 0 { out += "---\n" }
            var screen = ScreenWriter(index: index, rng: rng)
            screen.write()
            out += screen.out
            rng = screen.rng
        }
        return Array(out.utf8)
    }
}

/// Writes one app screen.
struct ScreenWriter {
    let index: Int
    var rng: SplitMix64
    var out = ""
    var width = 390.0
    var height = 844.0

    init(index: Int, rng: SplitMix64) {
        self.index = index
        self.rng = rng
    }

    static let titles = [
        "feed", "inbox", "search", "profile", "settings", "library", "orders", "photos",
        "messages", "explore", "cart", "history", "favorites", "wallet", "activity",
    ]

    mutating func line(_ indent: Int, _ text: String) {
        out += String(repeating: " ", count: indent)
        out += text
        out += "\n"
    }

    func n(_ value: Double) -> String { formatPoints(value) }

    mutating func write() {
        let device = rng.pick(FixtureGenerator.devices)
        let landscape = device.landscape && rng.chance(0.2)
        let orientation: Orientation = landscape ? .landscapeLeft : .portrait
        if let size = try? DeviceCatalog.device(named: device.name)?.screen(orientation: orientation).size {
            width = size.width
            height = size.height
        }
        let title = Self.titles[index % Self.titles.count]
        line(0, "# screen \(index): the \(title) tab of a generated app, \(device.name) \(orientation.rawValue)")
        line(0, "device: \(device.name)")
        line(0, "orientation: \(orientation.rawValue)")
        if rng.chance(0.1) { line(0, "layoutDirection: rightToLeft") }
        line(0, "root:")
        line(2, "tabBarController:")
        line(4, "name: tabs")
        line(4, "tabBar: {hidden: false, translucent: \(rng.chance(0.8))}")
        line(4, "selectedIndex: 0")
        line(4, "viewControllers:")
        line(6, "- navigationController:")
        line(10, "name: \(title)Navigation")
        line(
            10,
            "navigationBar: {hidden: false, translucent: \(rng.chance(0.85)), prefersLargeTitles: \(rng.chance(0.5))}")
        line(10, "toolbar: {hidden: true, translucent: true}")
        line(10, "viewControllers:")
        line(12, "- viewController:")
        line(16, "name: \(title)")
        if rng.chance(0.2) { line(16, "edgesForExtendedLayout: [top, left, right]") }
        line(16, "view:")
        line(18, "view:")
        line(20, "name: \(title)Root")
        line(20, "subviews:")
        switch rng.int(0...2) {
        case 0: tableView(22, title: title)
        case 1: collectionView(22, title: title)
        default: scrollView(22, title: title)
        }
        header(22)
        floatingButton(22)
        if rng.chance(0.4) { childController(22) }
        for tab in 1...3 {
            let other = Self.titles[(index + tab * 5) % Self.titles.count]
            line(6, "- navigationController:")
            line(10, "name: \(other)Navigation")
            line(10, "viewControllers:")
            line(12, "- viewController:")
            line(16, "name: \(other)")
            line(16, "view:")
            line(18, "tableView:")
            line(20, "name: \(other)Table")
            line(20, "sections: [{rows: \(rng.int(3...12))}]")
        }
    }

    mutating func tableView(_ indent: Int, title: String) {
        line(indent, "- tableView:")
        let i = indent + 4
        line(i, "name: \(title)Table")
        line(i, "frame: [0, 0, \(n(width)), \(n(height))]")
        line(i, "style: \(rng.pick(["plain", "grouped", "insetGrouped"]))")
        line(i, "rowHeight: \(rng.pick([44, 56, 64, 72]))")
        if rng.chance(0.3) { line(i, "separatorInset: [0, \(rng.pick([15, 20, 60])), 0, 0]") }
        if rng.chance(0.3) { line(i, "separatorInsetReference: fromAutomaticInsets") }
        line(i, "tableHeaderView: {height: \(rng.pick([0, 44, 120, 180]))}")
        line(i, "sections:")
        for _ in 0..<rng.int(2...3) {
            if rng.chance(0.3) {
                line(i + 2, "- rows: [{height: 44}, {height: 88}, {height: 60}]")
            } else {
                line(i + 2, "- rows: \(rng.int(3...12))")
            }
            line(
                i + 4,
                """
                header: {height: \(rng.pick([28, 38, 56])), background: \
                \(rng.pick(["backgroundView", "contentView"]))}
                """
            )
            if rng.chance(0.3) { line(i + 4, "footer: {height: \(rng.pick([20, 38]))}") }
        }
        line(i, "subviews:")
        for row in 0..<rng.int(3...5) { card(i + 2, name: "\(title)Cell\(row)", y: Double(row) * 64) }
    }

    mutating func collectionView(_ indent: Int, title: String) {
        line(indent, "- collectionView:")
        let i = indent + 4
        line(i, "name: \(title)Grid")
        line(i, "frame: [0, 0, \(n(width)), \(n(height))]")
        if rng.chance(0.3) { line(i, "contentInset: [0, 0, \(rng.pick([20, 44, 80])), 0]") }
        line(i, "layout:")
        line(i + 2, "flow:")
        let item = rng.pick([80.0, 100, 120, 160])
        line(i + 4, "itemSize: [\(n(item)), \(n(item * 1.25))]")
        line(i + 4, "minimumLineSpacing: \(rng.pick([8, 10, 16]))")
        line(i + 4, "minimumInteritemSpacing: \(rng.pick([8, 10]))")
        line(i + 4, "sectionInset: [\(rng.pick([0, 8, 16])), 16, 0, 16]")
        line(i + 4, "sectionInsetReference: \(rng.pick(["fromContentInset", "fromSafeArea", "fromLayoutMargins"]))")
        line(i + 4, "headerReferenceSize: [0, \(rng.pick([0, 40, 50]))]")
        line(i, "sections: [\((0..<rng.int(2...3)).map { _ in String(rng.int(4...14)) }.joined(separator: ", "))]")
        line(i, "subviews:")
        for cell in 0..<rng.int(3...6) { card(i + 2, name: "\(title)Item\(cell)", y: Double(cell) * 130) }
    }

    mutating func scrollView(_ indent: Int, title: String) {
        line(indent, "- scrollView:")
        let i = indent + 4
        let cards = rng.int(4...7)
        line(i, "name: \(title)Scroll")
        line(i, "frame: [0, 0, \(n(width)), \(n(height))]")
        line(i, "contentSize: [\(n(width)), \(cards * 140 + 40)]")
        line(
            i,
            """
            contentInsetAdjustmentBehavior: \
            \(rng.pick(["automatic", "automatic", "scrollableAxes", "always", "never"]))
            """
        )
        if rng.chance(0.5) { line(i, "alwaysBounceVertical: true") }
        line(i, "subviews:")
        for card in 0..<cards { self.card(i + 2, name: "\(title)Card\(card)", y: Double(card) * 140 + 20) }
    }

    /// A card: a view with an image, a title, a subtitle and a button.
    mutating func card(_ indent: Int, name: String, y: Double) {
        line(indent, "- view:")
        let i = indent + 4
        line(i, "name: \(name)")
        line(i, "frame: [16, \(n(y)), \(n(width - 32)), 120]")
        if rng.chance(0.3) { line(i, "preservesSuperviewLayoutMargins: true") }
        if rng.chance(0.2) { line(i, "directionalLayoutMargins: {top: 8, leading: 16, bottom: 8, trailing: 16}") }
        line(i, "subviews:")
        line(i + 2, "- view: {name: \(name)Image, frame: [12, 12, 96, 96]}")
        line(i + 2, "- view:")
        line(i + 6, "name: \(name)Title")
        line(i + 6, "frame: [120, 12, \(n(width - 200)), 24]")
        line(i + 6, "insetsLayoutMarginsFromSafeArea: \(rng.chance(0.7))")
        line(i + 2, "- view: {name: \(name)Subtitle, frame: [120, 40, \(n(width - 200)), 40]}")
        line(i + 2, "- view: {name: \(name)Button, frame: [\(n(width - 76)), 76, 32, 32], interactive: true}")
    }

    mutating func header(_ indent: Int) {
        line(indent, "- view:")
        let i = indent + 4
        line(i, "name: banner")
        line(i, "frame: [0, 0, \(n(width)), \(rng.pick([60, 100, 140]))]")
        line(i, "layoutMargins: [8, 20, 8, 20]")
        line(i, "subviews:")
        line(i + 2, "- view: {name: bannerTitle, frame: [20, 44, \(n(width - 40)), 28]}")
        line(i + 2, "- view: {name: bannerClose, frame: [\(n(width - 44)), 8, 36, 36], interactive: true}")
    }

    mutating func floatingButton(_ indent: Int) {
        line(indent, "- view:")
        line(indent + 4, "name: compose")
        line(indent + 4, "frame: [\(n(width - 72)), \(n(height - rng.pick([72, 90, 120]))), 56, 56]")
        line(indent + 4, "interactive: true")
    }

    mutating func childController(_ indent: Int) {
        line(indent, "- viewController:")
        let i = indent + 4
        line(i, "name: miniPlayer")
        line(i, "additionalSafeAreaInsets: [0, 0, \(rng.pick([0, 8, 16])), 0]")
        line(i, "frame: [0, \(n(height - 140)), \(n(width)), 64]")
        line(i, "view:")
        line(i + 2, "view:")
        line(i + 4, "name: playerView")
        line(i + 4, "subviews:")
        line(i + 6, "- view: {name: artwork, frame: [8, 8, 48, 48]}")
        line(i + 6, "- view: {name: playPause, frame: [\(n(width - 56)), 12, 40, 40], interactive: true}")
    }
}
