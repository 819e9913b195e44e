/// The rules of `contentInsetAdjustmentBehavior`: which edges a scroll view adjusts, its
/// `adjustedContentInset`, and where it starts scrolling.
///
/// Sources: `UIScrollView.h` (enum comments), Apple's `adjustedContentInset` and
/// `contentInsetAdjustmentBehavior` documentation, WWDC 2018 session 235. See
/// docs/scroll-views.md.
public enum ScrollAdjustment {
    /// The axes that scroll: per axis, the content is strictly larger than the frame
    /// (`contentInset` plays no part), or the axis always bounces, or a collection view's
    /// compositional or list layout scrolls along it (`LayoutScrollAxis`), or the content's size
    /// is unknown and the view is taken to scroll along that axis
    /// (``ScrollViewProperties/contentSizeUnknown``).
    public static func scrollableAxes(contentSize: Size, frameSize: Size, properties: ScrollViewProperties) -> [Axis] {
        var axes: [Axis] = []
        if contentSize.width > frameSize.width || properties.alwaysBounceHorizontal
            || properties.layoutScrolls(along: .horizontal) || properties.takenToScroll(along: .horizontal)
        {
            axes.append(.horizontal)
        }
        if contentSize.height > frameSize.height || properties.alwaysBounceVertical
            || properties.layoutScrolls(along: .vertical) || properties.takenToScroll(along: .vertical)
        {
            axes.append(.vertical)
        }
        return axes
    }

    /// Resolves a scroll view.
    ///
    /// - Parameters:
    ///   - properties: The scroll view's properties.
    ///   - frameSize: Its frame size.
    ///   - safeArea: Its own `safeAreaInsets`.
    ///   - contentSize: The content size (given, or computed for tables and collections).
    ///   - contentScrollView: The controller the scroll view is the content scroll view of, if any.
    /// - Returns: The adjusted content inset, the start offset, and a reason per edge.
    public static func resolve(
        _ properties: ScrollViewProperties, frameSize: Size, safeArea: EdgeInsets,
        contentSize: Size, contentScrollView: ContentScrollViewContext?
    ) -> ScrollResolution {
        let behavior = properties.contentInsetAdjustmentBehavior
        let axes = scrollableAxes(contentSize: contentSize, frameSize: frameSize, properties: properties)
        var adjusted = properties.contentInset
        var adjustedEdges: [Edge] = []
        var why = ScrollExplanation(contentInset: properties.contentInset, safeArea: safeArea)
        for edge in Edge.allCases {
            let decision = decide(
                edge: edge, behavior: behavior, axes: axes, contentSize: contentSize,
                frameSize: frameSize, properties: properties, contentScrollView: contentScrollView)
            why.decisions[edge] = decision.reason
            guard decision.adjusts else { continue }
            adjustedEdges.append(edge)
            why.adjusted.insert(EdgeMask(edge))
            adjusted[edge] += safeArea[edge]
        }
        let offset = properties.contentOffset ?? Point(x: 0 - adjusted.left, y: 0 - adjusted.top)
        return ScrollResolution(
            behavior: behavior, contentSize: contentSize, contentInset: properties.contentInset,
            adjustedContentInset: adjusted, contentOffset: offset,
            contentOffsetIsDefault: properties.contentOffset == nil,
            scrollableAxes: axes, adjustedEdges: adjustedEdges,
            scrollsAlong: scrollsAlong(
                contentSize: contentSize, adjusted: adjusted,
                frameSize: frameSize, properties: properties),
            isScrollEnabled: properties.isScrollEnabled, explanation: why)
    }

    /// The axes the user can scroll along: the content plus the adjusted insets is longer than
    /// the frame on that axis, or the axis always bounces, or a compositional or list layout
    /// scrolls along it (``ScrollResolution/scrollsAlong``);
    /// none while `isScrollEnabled` is false (the scroll view then accepts no touch events:
    /// Apple's `isScrollEnabled` documentation).
    static func scrollsAlong(
        contentSize: Size, adjusted: EdgeInsets, frameSize: Size,
        properties: ScrollViewProperties
    ) -> [Axis] {
        guard properties.isScrollEnabled else { return [] }
        var axes: [Axis] = []
        if contentSize.width + adjusted.horizontal > frameSize.width || properties.alwaysBounceHorizontal
            || properties.layoutScrolls(along: .horizontal) || properties.takenToScroll(along: .horizontal)
        {
            axes.append(.horizontal)
        }
        if contentSize.height + adjusted.vertical > frameSize.height || properties.alwaysBounceVertical
            || properties.layoutScrolls(along: .vertical) || properties.takenToScroll(along: .vertical)
        {
            axes.append(.vertical)
        }
        return axes
    }

    /// Whether `behavior` adjusts `edge`, and why.
    static func decide(
        edge: Edge, behavior: ContentInsetAdjustmentBehavior, axes: [Axis], contentSize: Size,
        frameSize: Size, properties: ScrollViewProperties,
        contentScrollView: ContentScrollViewContext?
    ) -> (adjusts: Bool, reason: AdjustmentReason) {
        switch behavior {
        case .never:
            return (false, .never)
        case .always:
            return (true, .always)
        case .scrollableAxes:
            return axisDecision(
                edge.axis, behavior: behavior, contentSize: contentSize, frameSize: frameSize,
                properties: properties, automaticAdjustmentOff: nil)
        case .automatic:
            if edge.axis == .vertical, let context = contentScrollView, context.adjustsVerticalEdges,
                let container = context.containerKind
            {
                return (
                    true,
                    .contentScrollView(
                        controller: context.controllerPath, containerKind: container,
                        container: context.containerPath ?? "")
                )
            }
            var off: String? = nil
            if edge.axis == .vertical, let context = contentScrollView, context.containerKind != nil,
                !context.automaticallyAdjustsScrollViewInsets
            {
                off = context.controllerPath
            }
            return axisDecision(
                edge.axis, behavior: behavior, contentSize: contentSize, frameSize: frameSize,
                properties: properties, automaticAdjustmentOff: off)
        }
    }

    static func axisDecision(
        _ axis: Axis, behavior: ContentInsetAdjustmentBehavior, contentSize: Size,
        frameSize: Size, properties: ScrollViewProperties,
        automaticAdjustmentOff: String?
    ) -> (adjusts: Bool, reason: AdjustmentReason) {
        let (content, frame) =
            axis == .vertical ? (contentSize.height, frameSize.height) : (contentSize.width, frameSize.width)
        let bounce = axis == .vertical ? properties.alwaysBounceVertical : properties.alwaysBounceHorizontal
        let test: AdjustmentReason.AxisTest
        if content > frame {
            test = .contentLarger
        } else if bounce {
            test = .bounces
        } else if let mark = properties.layoutScrollAxis, mark.axis == axis {
            test = .layoutScrolls(mark)
        } else {
            test = properties.takenToScroll(along: axis) ? .contentUnknown : .notScrollable
        }
        return (
            test != .notScrollable,
            .axis(
                test, behavior: behavior, axis: axis, content: content, frame: frame,
                automaticAdjustmentOff: automaticAdjustmentOff,
                bounceSetBy: axis == .vertical && test != .contentLarger ? properties.swiftUIBounce : nil)
        )
    }
}
