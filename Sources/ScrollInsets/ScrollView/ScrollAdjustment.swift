/// The rules of `contentInsetAdjustmentBehavior`: which edges a scroll view adjusts, its
/// `adjustedContentInset`, and where it starts scrolling.
///
/// Sources: `UIScrollView.h` (enum comments), Apple's `adjustedContentInset` and
/// `contentInsetAdjustmentBehavior` documentation, WWDC 2018 session 235. See
/// docs/scroll-views.md.
public enum ScrollAdjustment {
    /// The axes that scroll: per axis, the content is strictly larger than the frame
    /// (`contentInset` plays no part), or the axis always bounces.
    public static func scrollableAxes(contentSize: Size, frameSize: Size, properties: ScrollViewProperties) -> [Axis] {
        var axes: [Axis] = []
        if contentSize.width > frameSize.width || properties.alwaysBounceHorizontal { axes.append(.horizontal) }
        if contentSize.height > frameSize.height || properties.alwaysBounceVertical { axes.append(.vertical) }
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
    public static func resolve(_ properties: ScrollViewProperties, frameSize: Size, safeArea: EdgeInsets,
                               contentSize: Size, contentScrollView: ContentScrollViewContext?) -> ScrollResolution {
        let behavior = properties.contentInsetAdjustmentBehavior
        let axes = scrollableAxes(contentSize: contentSize, frameSize: frameSize, properties: properties)
        var adjusted = properties.contentInset
        var adjustedEdges: [Edge] = []
        var reasons: [Edge: String] = [:]
        var derivation = InsetDerivation()
        for edge in Edge.allCases {
            if properties.contentInset[edge] != 0 {
                derivation.add(.contentInset, properties.contentInset[edge], on: edge,
                               "contentInset.\(edge) \(formatPoints(properties.contentInset[edge])) pt")
            }
            let decision = decide(edge: edge, behavior: behavior, axes: axes, contentSize: contentSize,
                                  frameSize: frameSize, properties: properties, contentScrollView: contentScrollView)
            reasons[edge] = decision.reason
            guard decision.adjusts else { continue }
            adjustedEdges.append(edge)
            adjusted[edge] += safeArea[edge]
            if safeArea[edge] != 0 {
                derivation.add(.safeArea, safeArea[edge], on: edge,
                               "safe-area inset \(formatPoints(safeArea[edge])) pt: \(decision.reason)")
            }
        }
        let offset = properties.contentOffset ?? Point(x: 0 - adjusted.left, y: 0 - adjusted.top)
        var scrollsAlong: [Axis] = []
        if contentSize.width + adjusted.horizontal > frameSize.width || properties.alwaysBounceHorizontal { scrollsAlong.append(.horizontal) }
        if contentSize.height + adjusted.vertical > frameSize.height || properties.alwaysBounceVertical { scrollsAlong.append(.vertical) }
        return ScrollResolution(behavior: behavior, contentSize: contentSize, contentInset: properties.contentInset,
                                adjustedContentInset: adjusted, contentOffset: offset,
                                contentOffsetIsDefault: properties.contentOffset == nil,
                                scrollableAxes: axes, adjustedEdges: adjustedEdges, reasons: reasons,
                                derivation: derivation, scrollsAlong: scrollsAlong)
    }

    /// Whether `behavior` adjusts `edge`, and the sentence that says why.
    static func decide(edge: Edge, behavior: ContentInsetAdjustmentBehavior, axes: [Axis], contentSize: Size,
                       frameSize: Size, properties: ScrollViewProperties,
                       contentScrollView: ContentScrollViewContext?) -> (adjusts: Bool, reason: String) {
        switch behavior {
        case .never:
            return (false, "never: no edge is adjusted")
        case .always:
            return (true, "always: every edge is adjusted")
        case .scrollableAxes:
            return axisDecision(edge.axis, behavior: behavior, axes: axes, contentSize: contentSize,
                                frameSize: frameSize, properties: properties)
        case .automatic:
            if edge.axis == .vertical, let context = contentScrollView, context.adjustsVerticalEdges,
               let container = context.containerKind {
                return (true, "automatic: content scroll view of '\(context.controllerPath)' in \(containerName(container)) '\(context.containerPath ?? "")'")
            }
            var decision = axisDecision(edge.axis, behavior: behavior, axes: axes, contentSize: contentSize,
                                        frameSize: frameSize, properties: properties)
            if edge.axis == .vertical, let context = contentScrollView, context.containerKind != nil,
               !context.automaticallyAdjustsScrollViewInsets {
                decision.reason += "; '\(context.controllerPath)' has automaticallyAdjustsScrollViewInsets false"
            }
            return decision
        }
    }

    static func axisDecision(_ axis: Axis, behavior: ContentInsetAdjustmentBehavior, axes: [Axis], contentSize: Size,
                             frameSize: Size, properties: ScrollViewProperties) -> (adjusts: Bool, reason: String) {
        let (dimension, content, frame) = axis == .vertical
            ? ("height", contentSize.height, frameSize.height)
            : ("width", contentSize.width, frameSize.width)
        let bounce = axis == .vertical ? properties.alwaysBounceVertical : properties.alwaysBounceHorizontal
        let bounceName = axis == .vertical ? "alwaysBounceVertical" : "alwaysBounceHorizontal"
        let prefix = "\(behavior.rawValue): \(axis) axis"
        if content > frame {
            return (true, "\(prefix) scrollable: contentSize.\(dimension) \(formatPoints(content)) > frame.\(dimension) \(formatPoints(frame))")
        }
        if bounce {
            return (true, "\(prefix) scrollable: \(bounceName) is true")
        }
        return (false, "\(prefix) not scrollable: contentSize.\(dimension) \(formatPoints(content)) <= frame.\(dimension) \(formatPoints(frame)) and \(bounceName) is false")
    }

    static func containerName(_ kind: String) -> String {
        kind == "tabBarController" ? "tab bar controller" : "navigation controller"
    }
}
