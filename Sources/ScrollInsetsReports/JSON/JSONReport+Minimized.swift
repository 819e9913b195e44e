import ScrollInsets

extension JSONReport {
    /// `minimizedBars`: `[{path, safeAreaInsets, adjustedContentInset}]`, the views whose safe
    /// area or `adjustedContentInset` differs when the bars minimize (iOS 27;
    /// docs/bar-minimization.md); absent when nothing minimizes.
    static func writeMinimized(_ report: SceneReport, into stream: inout JSONWriter) {
        guard let minimized = report.minimized else { return }
        let layout = report.layout
        let paths = minimized.viewPaths()
        stream.key("minimizedBars")
        stream.openArray()
        for view in minimized.views where !view.isContainerView && layout.differs(from: minimized, view: view.index) {
            stream.nextElement()
            stream.openObject()
            stream.key("path"); stream.string(paths[view.index])
            stream.key("safeAreaInsets"); stream.insets(view.safeAreaInsets)
            stream.key("adjustedContentInset")
            if let scroll = view.scroll { stream.insets(scroll.adjustedContentInset) } else { stream.null() }
            stream.closeObject()
        }
        stream.closeArray()
    }
}
