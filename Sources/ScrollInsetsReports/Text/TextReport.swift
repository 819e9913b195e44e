import ScrollInsets

/// The default text report: per scene a header line, then a tree of controllers and views with
/// their frames, safe areas (clamped edges marked `*`), margins and scroll insets.
///
/// ```
/// Fixtures/feed.yaml #0: iPhone X portrait 375×812, iOS 16, window safe area (44, 0, 34, 0)
/// nav  navigationController  view (0, 0, 375, 812)  safe (44, 0, 34, 0)
/// └─ feed  viewController  view (0, 0, 375, 812)  safe (88, 0, 34, 0)
///    └─ table  tableView  frame (0, 0, 375, 812)  safe (88, 0, 34, 0)  margins (88, 16, 34, 16)
///         automatic: adjusted (88, 0, 34, 0)  offset (0, -88)  contentSize 375×880
/// ```
public enum TextReport {
    /// The report of several scenes, separated by blank lines.
    ///
    /// - Complexity: O(*n*) per scene in the number of views, cells and items; O(*n* · *d*)
    ///   with `explain` (each view's derivation climbs its superviews).
    public static func render(_ scenes: [SceneReport], explain: Bool = false) -> String {
        scenes.map { render($0, explain: explain) }.joined(separator: "\n")
    }

    /// The report of one scene, ending with a newline.
    ///
    /// - Complexity: O(*n*) in the number of views, cells and items; O(*n* · *d*) with `explain`.
    public static func render(_ report: SceneReport, explain: Bool = false) -> String {
        var lines = [header(report)]
        if explain { lines += explainWindow(report.layout) }
        lines += ReservedRegionLines.scene(report.layout, explain: explain)
        lines += KeyboardLines.scene(report.layout, explain: explain)
        let tree = SceneTree(layout: report.layout)
        // Depth first in document order, with an explicit stack: a hierarchy may be thousands
        // of levels deep.
        var stack = tree.roots.enumerated().reversed().map { index, root in
            Pending(node: root, prefix: "", isLast: index == tree.roots.count - 1, isRoot: true)
        }
        while let item = stack.popLast() {
            emit(item, tree: tree, report: report, explain: explain, into: &lines)
            let childPrefix = item.isRoot ? "" : item.prefix + (item.isLast ? "   " : "│  ")
            let children = tree.children(of: item.node)
            for (index, child) in children.enumerated().reversed() {
                stack.append(
                    Pending(node: child, prefix: childPrefix, isLast: index == children.count - 1, isRoot: false))
            }
        }
        if report.layout.views.contains(where: { !$0.safeAreaClampedEdges.isEmpty }) {
            lines.append("* clamped: the raw inset exceeded the superview's and was cut to it")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    static func header(_ report: SceneReport) -> String {
        let screen = report.layout.screen
        let device = report.deviceName ?? "custom window"
        var text =
            """
            \(report.file) #\(report.index): \(device) \(screen.orientation.rawValue) \
            \(TextFormatting.size(screen.size))
            """
        text += ", iOS \(report.layout.release)"
        if screen.designRequiresCompatibility { text += " (UIDesignRequiresCompatibility)" }
        text += ", window safe area \(TextFormatting.insets(screen.reportedSafeAreaInsets))"
        if report.layout.layoutDirection == .rightToLeft { text += ", rightToLeft" }
        return text
    }

    static func explainWindow(_ layout: Layout) -> [String] {
        Edge.allCases.compactMap { edge in
            let terms = layout.screen.reportedDerivation[edge]
            guard !terms.isEmpty else { return nil }
            return "  "
                + TextFormatting.derivationLine(
                    "window.safeAreaInsets", edge: edge,
                    value: layout.screen.reportedSafeAreaInsets[edge], terms: terms)
        }
    }

    /// A tree node waiting to be written, with where it sits among its siblings.
    struct Pending {
        var node: SceneTree.Node
        var prefix: String
        var isLast: Bool
        var isRoot: Bool
    }

    /// Writes one node's lines (not its children's).
    static func emit(_ item: Pending, tree: SceneTree, report: SceneReport, explain: Bool, into lines: inout [String]) {
        let (node, prefix, isLast, isRoot) = (item.node, item.prefix, item.isLast, item.isRoot)
        let branch = isRoot ? "" : (isLast ? "└─ " : "├─ ")
        let childPrefix = isRoot ? "" : prefix + (isLast ? "   " : "│  ")
        let layout = report.layout
        switch node {
        case .controller(let index):
            let controller = layout.controllers[index]
            let name =
                controller.name ?? controller.path.split(separator: "/").last.map(String.init)
                ?? controller.kind.spelling
            lines.append(
                prefix + branch
                    + """
                    \(name)  \(controller.kind.spelling)  view \(TextFormatting.rect(controller.viewFrame))  safe \
                    \(TextFormatting.insets(controller.safeAreaInsets))
                    """
            )
            for bar in controller.bars {
                lines.append(
                    childPrefix
                        + """
                             \(bar.kind.rawValue) \
                        \(TextFormatting.rect(bar.frame))\(bar.translucent ? "" : " opaque")
                        """
                )
            }
            lines += PresentationLines.lines(for: controller, in: layout, explain: explain).map {
                childPrefix + "     " + $0
            }
            lines += SplitLines.lines(for: controller, explain: explain).map { childPrefix + "     " + $0 }
        case .view(let index):
            let view = layout.views[index]
            let name = view.name ?? view.path.split(separator: "/").last.map(String.init) ?? view.kind.rawValue
            var line = prefix + branch + "\(name)  \(view.kind.rawValue)  frame \(TextFormatting.rect(view.frame))"
            line += "  safe \(TextFormatting.insets(view.safeAreaInsets, marked: view.safeAreaClampedEdges))"
            line += "  margins \(TextFormatting.insets(view.layoutMargins))"
            if view.interactive { line += "  interactive" }
            lines.append(line)
            let detail = childPrefix + (tree.children(of: node).isEmpty ? "     " : "│    ")
            lines += ContentLines.lines(for: view).map { detail + $0 }
            lines += MinimizedLines.view(view, in: report).map { detail + $0 }
            lines += KeyboardLines.view(view, in: layout, explain: explain).map { detail + $0 }
            if explain { lines += ExplainLines.lines(for: view, in: layout).map { detail + $0 } }
        }
    }
}
