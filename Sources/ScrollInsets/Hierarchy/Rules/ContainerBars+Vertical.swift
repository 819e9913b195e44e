extension ContainerBars {
    /// iOS 27.1 on a screen with a vertical-bar column (the iPhone Duo's cover, and its inner
    /// display open): a tab bar or a toolbar is not at the bottom but in the column on the
    /// trailing edge, with the status bar and the camera ("iOS 27 stacks the status bar,
    /// Dynamic Island, toolbars and tab bars down a single vertical edge — the 84pt reserved
    /// column": GetStream/stream-chat-react-native #3818, recorded; Apple's documentation of
    /// `UIVerticalBarBehavior`). The window's safe area already holds the column on that edge,
    /// so the bar adds nothing at the bottom and nothing beyond the column at the side: the
    /// child's safe area and `adjustedContentInset` keep (0, 0, 34, 84).
    ///
    /// - Parameters:
    ///   - kind: `.tabBar` or `.toolbar`.
    ///   - bar: The bar's properties.
    ///   - container: The container's view.
    ///   - metrics: The screen's metrics, whose ``OrientationMetrics/verticalBarColumn`` is not 0.
    /// - Returns: The bar in the column (the container's coordinates) and no terms.
    /// - Complexity: O(1).
    static func verticalBar(
        _ kind: BarKind, _ bar: BarProperties, in container: Container,
        metrics: OrientationMetrics
    ) -> Result {
        let size = container.size
        let column = metrics.verticalBarColumn
        let frame = Rect(x: max(0, size.width - column), y: 0, width: min(column, size.width), height: size.height)
        return Result(
            childFrame: Rect(origin: .zero, size: size),
            bars: [ResolvedBar(kind: kind, frame: frame, translucent: bar.translucent, vertical: true)],
            terms: InsetDerivation())
    }
}
