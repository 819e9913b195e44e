/// How a scroll view adjusts its content inset, and why.
public struct ScrollResolution: Hashable, Sendable {
    /// The behavior in force.
    public var behavior: ContentInsetAdjustmentBehavior
    /// `contentSize`: given, or computed from a table's or collection's content.
    public var contentSize: Size
    /// `contentInset` as given.
    public var contentInset: EdgeInsets
    /// `adjustedContentInset = contentInset + safeAreaInsets` on each adjusted edge.
    public var adjustedContentInset: EdgeInsets
    /// `contentOffset`: given, or UIKit's start `(-adjusted.left, -adjusted.top)`.
    public var contentOffset: Point
    /// Whether ``contentOffset`` is UIKit's start rather than a given value.
    public var contentOffsetIsDefault: Bool
    /// The axes that scroll: content strictly larger than the frame, or an always-bounce flag.
    public var scrollableAxes: [Axis]
    /// The edges whose safe-area inset was added (and so absorbed: not passed to subviews).
    public var adjustedEdges: [Edge]
    /// Why each edge was or was not adjusted, one term per edge: a sentence with the numbers.
    ///
    /// The sentences are written when read, from the decisions the resolution keeps as data.
    public var reasons: [Edge: WhyTerm] { explanation.reasons }
    /// The terms of each edge of ``adjustedContentInset``, built when read.
    public var derivation: InsetDerivation { explanation.derivation }
    /// The axes the user can actually scroll along: the content plus the adjusted insets on
    /// that axis is longer than the frame, or the axis always bounces. Unlike
    /// ``scrollableAxes`` (UIKit's test for adjusting), this counts the insets: `.always` on a
    /// table in landscape adds 44 + 44 to a content exactly as wide as the table, so it scrolls
    /// sideways by 88 pt.
    public var scrollsAlong: [Axis] = []
    /// The insets of the scroll indicators, as UIKit applies them (``ScrollIndicatorInsets``).
    public var indicatorInsets = ScrollIndicatorInsets.Result()
    /// `isScrollEnabled`: when `false` the user scrolls along no axis (``scrollsAlong`` is empty).
    public var isScrollEnabled = true
    /// The zoom: the scale in force and the content size it makes (``ZoomScale``).
    public var zoom = ZoomScale.Result()
    /// The values the scroll view's other rules add to the reports, each with its terms
    /// (``ScrollReportField``): the JSON and text writers and ``explain(into:)`` print them all.
    public var reportFields: [ScrollReportField] = []
    /// The decisions and inputs ``reasons`` and ``derivation`` are written from.
    var explanation: ScrollExplanation
}

extension ScrollResolution {
    /// Records why the scroll view has its values, key by key, in report order: the one place a
    /// scroll-view result is mapped to its terms (``Layout/explanation(ofView:)`` calls it).
    public func explain(into why: inout Explanation) {
        let derivation = derivation, reasons = reasons
        for edge in Edge.allCases {
            let note = adjustedEdges.contains(edge) ? nil : reasons[edge]
            why.record(
                .adjustedContentInset, edge, value: adjustedContentInset[edge], terms: derivation[edge], note: note)
        }
        for edge in Edge.allCases {
            why.record(.adjustment, edge, value: "", sentence: reasons[edge], inText: false)
        }
        // The text shows the indicators only where they do not follow the adjusted inset.
        let differ =
            indicatorInsets.vertical != adjustedContentInset || indicatorInsets.horizontal != adjustedContentInset
        for edge in Edge.allCases {
            why.record(
                .indicatorInsets, edge,
                value:
                    """
                    vertical \(formatPoints(indicatorInsets.vertical[edge])), horizontal \
                    \(formatPoints(indicatorInsets.horizontal[edge]))
                    """,
                sentence: indicatorInsets.term(on: edge), inText: differ)
        }
        if !isScrollEnabled {
            why.record(
                .scrolling,
                [
                    .reason(
                        "isScrollEnabled false: the scroll view doesn't accept touch events "
                            + "(Apple's isScrollEnabled documentation), so it scrolls along no axis; "
                            + "its insets are computed as ever")
                ])
        }
        for field in reportFields where !field.terms.isEmpty { why.record(field.key, field.terms) }
    }
}

/// What a table or collection view needs to know of its scroll view to lay out its content.
public struct ScrollContentContext: Hashable, Sendable {
    /// The scroll view's bounds size (its frame size).
    public var size: Size
    /// The scroll view's own `safeAreaInsets`.
    public var safeAreaInsets: EdgeInsets
    /// The insets the scroll view passes to its content: ``safeAreaInsets`` less the absorbed edges.
    public var safeAreaInsetsForSubviews: EdgeInsets
    /// The scroll view's effective `layoutMargins`.
    public var layoutMargins: EdgeInsets
    /// `contentInset` as given.
    public var contentInset: EdgeInsets
    /// `adjustedContentInset`.
    public var adjustedContentInset: EdgeInsets
    /// `contentOffset`.
    public var contentOffset: Point
    /// The layout direction.
    public var layoutDirection: LayoutDirection
    /// The screen's pixel grid, which collection layouts put their frames on.
    var pixelGrid: PixelGrid
    /// The platform whose readable width the readable content guide takes.
    var readablePlatform: ReadableContentGuide.Platform
    /// Whether the scroll view is its controller's content scroll view under a navigation bar
    /// showing a large title (a grouped table's first titled header is shorter there).
    var underLargeTitle = false
    /// The screen's width in portrait (its narrower side), which sets the system cell margin on
    /// iOS 11–18 (`CellContentMargins`); `nil` for a scroll view laid out alone.
    public var screenWidth: Double?
    /// The width of the window the scroll view is in, as it stands, which sets the system cell
    /// margin on iOS 26 (`CellContentMargins`); `nil` for a scroll view laid out alone.
    var windowWidth: Double?
    /// The scene's system minimum layout margins, left and right (a full-screen root view's), which
    /// an inset-grouped list's card keeps in from the safe area whatever the collection view's own
    /// margins (`ListSectionInsets`); `nil` for a scroll view laid out alone.
    var systemMinimumMargins: EdgeInsets?

    /// Creates a context.
    public init(
        size: Size, safeAreaInsets: EdgeInsets, safeAreaInsetsForSubviews: EdgeInsets,
        layoutMargins: EdgeInsets, contentInset: EdgeInsets, adjustedContentInset: EdgeInsets,
        contentOffset: Point, layoutDirection: LayoutDirection, pixelGrid: PixelGrid = PixelGrid(scale: nil),
        readablePlatform: ReadableContentGuide.Platform = .phone
    ) {
        self.pixelGrid = pixelGrid
        self.readablePlatform = readablePlatform
        self.size = size
        self.safeAreaInsets = safeAreaInsets
        self.safeAreaInsetsForSubviews = safeAreaInsetsForSubviews
        self.layoutMargins = layoutMargins
        self.contentInset = contentInset
        self.adjustedContentInset = adjustedContentInset
        self.contentOffset = contentOffset
        self.layoutDirection = layoutDirection
    }
}
