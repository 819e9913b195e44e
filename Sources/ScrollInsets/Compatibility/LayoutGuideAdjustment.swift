/// The iOS 7–10 rule for a scroll view's insets (``RuleVariants/ContentInsets/automaticallyAdjustsScrollViewInsets``):
/// no safe area; a controller with `automaticallyAdjustsScrollViewInsets` writes its
/// `topLayoutGuide` and `bottomLayoutGuide` lengths into its content scroll view's
/// `contentInset`, and `adjustedContentInset` is `contentInset` (the property did not exist:
/// the inset UIKit scrolls by is `contentInset` itself). Apple's
/// `automaticallyAdjustsScrollViewInsets` documentation; WWDC 2017 session 204, which replaced
/// it by `contentInsetAdjustmentBehavior`. See docs/ios10-migration.md.
public enum LayoutGuideAdjustment {
    /// Guides a controller wrote into its content scroll view: their lengths and the
    /// controller's path.
    public struct WrittenGuides: Hashable, Sendable {
        /// The lengths written (top into `contentInset.top`, bottom into `contentInset.bottom`).
        public var guides: LayoutGuides
        /// The path of the controller that wrote them.
        public var controller: String

        /// Creates written guides.
        public init(guides: LayoutGuides, controller: String) {
            self.guides = guides
            self.controller = controller
        }
    }

    /// Resolves a scroll view under the layout-guide rules.
    ///
    /// - Parameters:
    ///   - properties: The scroll view's properties as given; `contentInsetAdjustmentBehavior`
    ///     is reported but has no effect.
    ///   - frameSize: Its frame size.
    ///   - contentSize: The content size (given, or computed for tables and collections).
    ///   - written: The guides its controller writes into `contentInset`, if any.
    /// - Returns: `contentInset` with the guides written in, `adjustedContentInset` equal to it,
    ///   the start offset `(-left, -top)`, and a reason per edge.
    /// - Complexity: O(1).
    public static func resolve(
        _ properties: ScrollViewProperties, frameSize: Size, contentSize: Size,
        written: WrittenGuides?
    ) -> ScrollResolution {
        var inset = properties.contentInset
        var why = ScrollExplanation(contentInset: properties.contentInset, safeArea: .zero)
        for edge in Edge.allCases {
            let (name, length): (String, Double) =
                switch edge {
                case .top: ("topLayoutGuide", written?.guides.top ?? 0)
                case .bottom: ("bottomLayoutGuide", written?.guides.bottom ?? 0)
                case .left, .right: ("", 0)
                }
            if let written, length != 0 {
                inset[edge] += length
                why.decisions[edge] = .layoutGuideWritten(
                    guide: name, length: length, controller: written.controller, edge: edge)
            } else {
                why.decisions[edge] = .noSafeArea
            }
        }
        return ScrollResolution(
            behavior: properties.contentInsetAdjustmentBehavior, contentSize: contentSize, contentInset: inset,
            adjustedContentInset: inset,
            contentOffset: properties.contentOffset ?? Point(x: 0 - inset.left, y: 0 - inset.top),
            contentOffsetIsDefault: properties.contentOffset == nil,
            scrollableAxes: ScrollAdjustment.scrollableAxes(
                contentSize: contentSize, frameSize: frameSize, properties: properties),
            adjustedEdges: [],
            scrollsAlong: ScrollAdjustment.scrollsAlong(
                contentSize: contentSize, adjusted: inset, frameSize: frameSize,
                properties: properties),
            isScrollEnabled: properties.isScrollEnabled, explanation: why)
    }
}
