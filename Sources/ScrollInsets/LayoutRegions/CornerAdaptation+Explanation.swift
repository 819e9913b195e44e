extension CornerAdaptation {
    /// Why a corner-adapted region's `edge` lies where it does, for `--explain`: the window
    /// controls' overlap (documented rule, the scene's frame), the display corner (assumed: 9.5 pt
    /// on every iPad, recorded once on iPadOS 26.2; 0 on a phone) and how the plain region and the
    /// corner inset combine (assumed: the larger). Empty for an edge the adaptation does not move
    /// (horizontal adaptation moves the leading edge, vertical the top).
    ///
    /// - Parameters:
    ///   - region: The layout region the view pins to.
    ///   - edge: The superview's physical edge the pin measures from.
    ///   - base: The plain region's distance from that edge (the safe area's or the margins').
    ///   - visible: The superview's bounds.
    /// - Returns: The terms, in the order the value is built.
    /// - Complexity: O(1).
    public func terms(of region: LayoutRegion, on edge: Edge, base: Double, in visible: Rect) -> [WhyTerm] {
        guard let axis = region.cornerAdaptation else { return [] }
        switch axis {
        case .horizontal: guard edge == leadingEdge else { return [] }
        case .vertical: guard edge == .top else { return [] }
        }
        let corner = inset(on: edge, axis: axis, in: visible)
        let plain = region.base == .safeArea ? "safeAreaInsets" : "layoutMargins"
        var terms: [WhyTerm] = [
            .reason(
                """
                \(region.swiftName) on the \(edge) edge: \(formatPoints(max(base, corner))) = max(\(plain) \
                \(formatPoints(base)), corner inset \(formatPoints(corner)))
                """)
        ]
        if let overlap = windowControlsOverlap(on: edge, in: visible), let controls = windowControls {
            let frameText = [controls.minX, controls.minY, controls.width, controls.height].map(formatPoints)
                .joined(separator: ", ")
            terms.append(
                .reason(
                    """
                    the window controls (the scene's frame; [\(frameText)] in the superview's coordinates) reach \
                    \(formatPoints(overlap)) pt in from its \(edge) edge: "the size of the overlapping area" (Apple's \
                    GeometryProxy.containerCornerInsets)
                    """))
        }
        if displayCorner > 0 {
            terms.append(
                .assumption(
                    """
                    the display corner adds \(formatPoints(displayCorner)) pt on every iPad and every release from 26 \
                    (recorded once, on an iPadOS 26.2 simulator: erik-sutton95/OpenZCine #91)
                    """))
        } else {
            terms.append(
                .assumption(
                    """
                    the display corner adds 0 on a phone (JetBrains/compose-multiplatform-core #3018 calls the \
                    horizontal insets iOS 26.0 added on iPhone unexpected, gone in 26.1)
                    """))
        }
        terms.append(
            .assumption(
                """
                the plain region and the corner inset combine by the larger, not the sum (no source says; with a \
                zero safe area, as recorded, both give the same)
                """))
        return terms
    }
}
