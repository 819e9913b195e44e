import ScrollInsets

extension FixtureKeys {
    /// The keys every view node takes. `name`, `frame`, `pin` and `subviews` are read by the
    /// decoder in their own place (the name names the path, the frame and the pin depend on
    /// where the view stands, the subviews are nodes).
    static let view = FixtureKeyTable<ViewNode>(
        "view", "Every view node (`view`, `scrollView`, `tableView`, `collectionView`).", prototype: ViewNode(),
        [
            .optional(
                "name", \.name, { $0.name = $1 }, .string, inOrder: false, "names the view in paths and messages"),
            .optional(
                "frame", \.frame, { $0.frame = $1 }, .rect, inOrder: false,
                """
                the frame in the superview's coordinates; required but for a root view (a controller's is set by its \
                container)
                """
            ),
            .custom(
                "pin", type: .mapping(keySet: "pin"), inOrder: false,
                "**extension**: instead of `frame`, places the view by constraint recipes (docs/pinned-views.md)"),
            .custom(
                "subviews", type: .sequence(of: .node), inOrder: false,
                "the subviews: view nodes, or controller nodes (child view controllers, which need a `frame`)"),
            .custom(
                "layoutMargins", type: .insets,
                "the margins, physical; exclusive with `directionalLayoutMargins`; absent, 8 each (the system's)",
                decode: { reader, body, view in
                    guard
                        let margins = reader.exclusiveKey(
                            among: ["layoutMargins", "directionalLayoutMargins"], in: body)
                    else { return }
                    if margins.key == "layoutMargins" {
                        view.layoutMargins = reader.read("layoutMargins", in: body, as: .insets).map(
                            LayoutMargins.physical)
                    } else {
                        view.layoutMargins = reader.read("directionalLayoutMargins", in: body, as: .directionalInsets)
                            .map(LayoutMargins.directional)
                    }
                },
                encode: { view, _ in
                    if case .physical(let insets)? = view.layoutMargins { return .inline(FixtureText.insets(insets)) }
                    return nil
                }),
            .custom(
                "directionalLayoutMargins", type: .directionalInsets,
                "the margins, leading and trailing following the layout direction; exclusive with `layoutMargins`",
                encode: { view, _ in
                    if case .directional(let insets)? = view.layoutMargins {
                        return .inline(FixtureText.directionalInsets(insets))
                    }
                    return nil
                }),
            .value(
                "insetsLayoutMarginsFromSafeArea", \.insetsLayoutMarginsFromSafeArea,
                { $0.insetsLayoutMarginsFromSafeArea = $1 }, .bool,
                "whether the margins are measured from the safe area rather than the bounds"),
            .value(
                "preservesSuperviewLayoutMargins", \.preservesSuperviewLayoutMargins,
                { $0.preservesSuperviewLayoutMargins = $1 }, .bool,
                "whether the margins grow to the superview's where the view reaches them"),
            .value(
                "interactive", \.interactive, { $0.interactive = $1 }, .bool,
                "**extension**: the view is a control, for the audit of controls in the unsafe area"),
            .value(
                "firstResponder", \.firstResponder, { $0.firstResponder = $1 }, .bool,
                "marks the text field or text view that has the keyboard"),
            .value(
                "decorative", \.decorative, { $0.decorative = $1 }, .bool,
                """
                **extension**: a background meant to reach the screen's edges (a map, an image, a blur); the audits \
                of views pinned to the edges skip it
                """
            ),
            .value(
                "frameAssumed", \.frameAssumed, { $0.frameAssumed = $1 }, .bool,
                """
                **extension**: the frame is a guess (an importer's stored frame scaled from the canvas); the audits \
                skip the view and its subviews, whose window positions follow from it
                """
            ),
        ])

    /// The keys a scroll, table and collection view adds. `contentSize` is read by the decoder
    /// in its own place (table and collection views compute it).
    static let scrollView = FixtureKeyTable<ScrollViewProperties>(
        "scrollView", "What a `scrollView`, `tableView` and `collectionView` add to a view's keys.",
        prototype: ScrollViewProperties(),
        [
            .optional(
                "contentSize", \.contentSize, { $0.contentSize = $1 }, .size, inOrder: false,
                "the size of the content; computed for a table or collection view, where giving one is an error"),
            .value(
                "contentInset", \.contentInset, { $0.contentInset = $1 }, .insets,
                "insets the app adds around the content"),
            .optional(
                "contentOffset", \.contentOffset, { $0.contentOffset = $1 }, .point,
                "the scroll position; absent, UIKit's start: (-adjusted.left, -adjusted.top)"),
            .value(
                "contentInsetAdjustmentBehavior", \.contentInsetAdjustmentBehavior,
                { $0.contentInsetAdjustmentBehavior = $1 }, .enumeration(ContentInsetAdjustmentBehavior.self),
                "when the safe area is added to the content inset"),
            .value(
                "alwaysBounceVertical", \.alwaysBounceVertical, { $0.alwaysBounceVertical = $1 }, .bool,
                "bounces vertically even when the content fits; a table view's default is true"),
            .value(
                "alwaysBounceHorizontal", \.alwaysBounceHorizontal, { $0.alwaysBounceHorizontal = $1 }, .bool,
                "bounces horizontally even when the content fits"),
            .value(
                "verticalScrollIndicatorInsets", \.verticalScrollIndicatorInsets,
                { $0.verticalScrollIndicatorInsets = $1 }, .insets,
                "the app's insets of the vertical indicator; UIKit may add the safe area"),
            .value(
                "horizontalScrollIndicatorInsets", \.horizontalScrollIndicatorInsets,
                { $0.horizontalScrollIndicatorInsets = $1 }, .insets,
                "the app's insets of the horizontal indicator; UIKit may add the safe area"),
            .value(
                "scrollIndicatorInsets", \.scrollIndicatorInsets, { $0.scrollIndicatorInsets = $1 }, .insets,
                "the older combined property: sets both indicators' insets"),
            .value(
                "automaticallyAdjustsScrollIndicatorInsets", \.automaticallyAdjustsScrollIndicatorInsets,
                { $0.automaticallyAdjustsScrollIndicatorInsets = $1 }, .bool,
                "iOS 13 and later: adds the safe area to the indicator insets, whatever the behavior"),
            .value(
                "isScrollEnabled", \.isScrollEnabled, { $0.isScrollEnabled = $1 }, .bool,
                "false: the user cannot scroll (the insets are computed as ever)"),
            .value(
                "contentSizeUnknown", \.contentSizeUnknown, { $0.contentSizeUnknown = $1 }, .bool,
                """
                **extension**: the content comes at run time (a data source, content pinned to the edges), so the \
                view is taken to scroll vertically (horizontally for a horizontal flow layout), as it does with content
                """
            ),
            .value(
                "zoomScale", \.zoomScale, { $0.zoomScale = $1 }, .nonNegativeNumber,
                "the content's scale, clamped into [minimumZoomScale, maximumZoomScale]; contentSize is scaled by it"),
            .value(
                "minimumZoomScale", \.minimumZoomScale, { $0.minimumZoomScale = $1 }, .nonNegativeNumber,
                "the smallest scale"),
            .value(
                "maximumZoomScale", \.maximumZoomScale, { $0.maximumZoomScale = $1 }, .nonNegativeNumber,
                "the largest scale; zooming is enabled only above minimumZoomScale"),
            .value(
                "topEdgeEffectStyle", \.topEdgeEffectStyle, { $0.topEdgeEffectStyle = $1 },
                .enumeration(ScrollEdgeEffectStyle.self),
                """
                iOS 26 `topEdgeEffect.style`: `automatic` (soft on 26, hard from 27), `soft` or `hard`; read by the \
                `edge-effect-default-changed` audit
                """
            ),
        ])

    /// The allowed keys of each kind of view, in the order messages list them; joined once, not per view.
    static let viewKeys = view.names
    static let scrollViewKeys = view.names + scrollView.names
    static let tableViewKeys = view.names + scrollView.names + tableView.names
    static let collectionViewKeys = view.names + scrollView.names + collectionView.names

    /// The allowed keys of a kind of view.
    static func allowedKeys(_ kind: ViewKind) -> [String] {
        switch kind {
        case .view: viewKeys
        case .scrollView: scrollViewKeys
        case .tableView: tableViewKeys
        case .collectionView: collectionViewKeys
        }
    }
}
