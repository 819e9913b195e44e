/// Why `contentInsetAdjustmentBehavior` adjusts an edge or not, as data: the sentence
/// (``sentence``) is written only when someone reads ``ScrollResolution/reasons``.
///
/// A scroll view is resolved several times over when a collection view's content size
/// depends on its own adjusted inset; writing four sentences with numbers each time cost more
/// than the rest of the layout.
enum AdjustmentReason: Hashable, Sendable {
    /// `.never`.
    case never
    /// `.always`.
    case always
    /// `.automatic` on a vertical edge of a controller's content scroll view in a container.
    case contentScrollView(controller: String, containerKind: ControllerClass, container: String)
    /// `.scrollableAxes`, or `.automatic` falling back to it: the edge's axis and the test that
    /// decided, with a note when the controller turned `automaticallyAdjustsScrollViewInsets` off,
    /// and who set the bounce when SwiftUI did (``SwiftUIBounce``).
    case axis(
        AxisTest, behavior: ContentInsetAdjustmentBehavior, axis: Axis, content: Double, frame: Double,
        automaticAdjustmentOff: String?, bounceSetBy: SwiftUIBounce? = nil)
    /// Under the layout-guide rules (iOS 10): the controller wrote its layout guide into
    /// `contentInset` on this edge (`automaticallyAdjustsScrollViewInsets`).
    case layoutGuideWritten(guide: String, length: Double, controller: String, edge: Edge)
    /// Under the layout-guide rules (iOS 10): nothing was written on this edge.
    case noSafeArea

    /// What decided whether an axis scrolls.
    enum AxisTest: Hashable, Sendable {
        /// The content is strictly larger than the frame.
        case contentLarger
        /// The axis always bounces.
        case bounces
        /// A collection view's compositional or list layout scrolls along the axis.
        case layoutScrolls(LayoutScrollAxis)
        /// The content's size is set at run time, so the view is taken to scroll along the axis
        /// (``ScrollViewProperties/contentSizeUnknown``).
        case contentUnknown
        /// Neither.
        case notScrollable

        /// What the test takes without a recording (see ``AdjustmentReason/assumptions``).
        var assumptions: [String] {
            guard case let .layoutScrolls(mark) = self else { return [] }
            return [mark.assumption]
        }
    }

    /// What the decision takes without a recording, each said apart from ``sentence`` as its own
    /// 0-pt term beside the inset the edge lets through (empty where everything is recorded).
    var assumptions: [String] {
        guard case let .axis(test, _, _, _, _, _, _) = self else { return [] }
        return test.assumptions
    }

    /// The sentence, with the numbers.
    var sentence: String {
        switch self {
        case .never:
            return "never: no edge is adjusted"
        case .always:
            return "always: every edge is adjusted"
        case let .contentScrollView(controller, containerKind, container):
            let name = containerKind == .tabBarController ? "tab bar controller" : "navigation controller"
            return "automatic: content scroll view of '\(controller)' in \(name) '\(container)'"
        case let .axis(test, behavior, axis, content, frame, off, bounceSetBy):
            let dimension = axis == .vertical ? "height" : "width"
            let bounceName = axis == .vertical ? "alwaysBounceVertical" : "alwaysBounceHorizontal"
            let prefix = "\(behavior.rawValue): \(axis.rawValue) axis"
            var sentence: String
            switch test {
            case .contentLarger:
                sentence =
                    """
                    \(prefix) scrollable: contentSize.\(dimension) \(formatPoints(content)) > frame.\(dimension) \
                    \(formatPoints(frame))
                    """
            case .bounces:
                sentence = "\(prefix) scrollable: \(bounceName) is true"
                if let bounceSetBy { sentence += ", " + bounceSetBy.note }
            case let .layoutScrolls(mark):
                sentence =
                    """
                    \(prefix) scrollable: contentSize.\(dimension) \(formatPoints(content)) <= frame.\(dimension) \
                    \(formatPoints(frame)), but \(mark.note)
                    """
            case .contentUnknown:
                sentence =
                    """
                    \(prefix) taken as scrollable: the content's size is set at run time (contentSizeUnknown), so \
                    the view scrolls once it has its content
                    """
            case .notScrollable:
                sentence =
                    """
                    \(prefix) not scrollable: contentSize.\(dimension) \(formatPoints(content)) <= frame.\(dimension) \
                    \(formatPoints(frame)) and \(bounceName) is false
                    """
                if let bounceSetBy { sentence += ", " + bounceSetBy.note }
            }
            if let controller = off {
                sentence += "; '\(controller)' has automaticallyAdjustsScrollViewInsets false"
            }
            return sentence
        case let .layoutGuideWritten(guide, length, controller, edge):
            return
                """
                iOS 10: \(guide) \(formatPoints(length)) pt of '\(controller)' written into contentInset.\(edge) \
                (automaticallyAdjustsScrollViewInsets)
                """
        case .noSafeArea:
            return "iOS 10: no safe area; adjustedContentInset = contentInset"
        }
    }
}
