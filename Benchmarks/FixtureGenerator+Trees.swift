import ScrollInsets

extension FixtureGenerator {
    /// One scene of about `views` views in a wide, shallow tree: a root view holding groups of
    /// 200 views (every fourth group a scroll view), each leaf a named view with a frame, some
    /// reaching into the safe-area bands. Block style, about 70 bytes a view.
    static func wideScene(views: Int, seed: UInt64) -> [UInt8] {
        var rng = SplitMix64(seed: seed)
        var out = ""
        out.reserveCapacity(views * 80)
        let groupSize = 200
        let groups = max(1, (views - 1 + groupSize - 1) / groupSize)
        var remaining = views - 1 - groups
        out += "# \(views) views: \(groups) groups of up to \(groupSize - 1) leaves\n"
        out += "window:\n  size: [390, 844]\n  safeAreaInsets: [47, 0, 34, 0]\n"
        out += "root:\n  view:\n    name: root\n    subviews:\n"
        for group in 0..<groups {
            let leaves = min(remaining, groupSize - 1)
            remaining -= leaves
            let isScroll = group % 4 == 3
            out += isScroll ? "      - scrollView:\n" : "      - view:\n"
            out += "          name: g\(group)\n"
            out += "          frame: [0, \(rng.int(0...40)), 390, 804]\n"
            if isScroll { out += "          contentSize: [390, \(leaves * 24)]\n" }
            out += "          subviews:\n"
            for leaf in 0..<leaves {
                out += "            - view:\n"
                out += "                name: g\(group)v\(leaf)\n"
                out +=
                    """
                                    frame: [\(rng.int(0...10) * 20), \(leaf * 24 % 800), \(rng.int(2...19) * 10), \
                    20]\n
                    """
                if leaf % 16 == 0 { out += "                interactive: true\n" }
            }
        }
        return Array(out.utf8)
    }

    /// One scene whose views are nested `depth` deep, in flow style, one view a line: block
    /// style would indent each level further, making the file quadratic in the depth.
    ///
    /// Each view level is three YAML levels (the `{view: …}` mapping, its body and the
    /// `subviews` sequence); the scene's mapping and the innermost view's `frame` sequence
    /// add one each, so the default parser limit of 10,000 levels admits at most 3,333 view
    /// levels.
    static func deepScene(depth: Int) -> [UInt8] {
        var out = ""
        out.reserveCapacity(depth * 60)
        out += "# \(depth) views, each the only subview of the one before\n"
        out += "window: {size: [390, 844], safeAreaInsets: [47, 0, 34, 0]}\n"
        out += "root:\n"
        for level in 0..<depth {
            out += " {view: {name: d\(level), frame: [0, 1, 390, 400]"
            out += level == depth - 1 ? "}}\n" : ", subviews: [\n"
        }
        if depth > 1 { out += " " + String(repeating: "]}}", count: depth - 1) + "\n" }
        return Array(out.utf8)
    }

    /// The YAML nesting a deep scene of `depth` view levels needs.
    static func yamlLevels(ofDeepScene depth: Int) -> Int { 3 * depth + 1 }
}
