extension Resolver {
    /// Refuses a hosting controller the release does not have, `safeAreaRegions` and
    /// `scrollBounceBehavior` before iOS 16.4, a `scrollBounceBehavior` for a view that does not
    /// scroll, and a List written as the other release's view (``RuleVariants/HostingControllers``).
    func checkHosting(
        _ hosting: HostingControllerProperties, node: ControllerEntry, rootView: Int, path: String
    ) throws(ModelError) {
        let variant = variants.hostingControllers
        if variant == .unavailable {
            throw .hostingControllerNotModelled(
                path: path, reason: "SwiftUI's UIHostingController is iOS 13's; give 'ios: 13' or later",
                location: node.location)
        }
        if variant != .safeAreaRegions, let location = hosting.safeAreaRegionsLocation {
            throw .hostingControllerNotModelled(
                path: path,
                reason: """
                    safeAreaRegions is iOS 16.4's (before it, every region reaches the content); give 'ios: 16.4' or \
                    later, or leave it out
                    """,
                location: location)
        }
        if let location = hosting.scrollBounceBehaviorLocation {
            if variant != .safeAreaRegions {
                throw .hostingControllerNotModelled(
                    path: path,
                    reason: """
                        scrollBounceBehavior is iOS 16.4's (before it, the model takes SwiftUI's default, the always \
                        behavior); give 'ios: 16.4' or later, or leave it out
                        """,
                    location: location)
            }
            if !table.views[rootView].kind.isScrollView {
                throw .hostingControllerNotModelled(
                    path: path,
                    reason: """
                        scrollBounceBehavior sets the bounce of the scroll view the body puts on screen, and its \
                        view is a plain view; make the view the List's collectionView or the ScrollView's \
                        scrollView, or leave it out
                        """,
                    location: location)
            }
        }
        let kind = table.views[rootView].kind
        if kind == .collectionView && variant == .listIsTableView {
            throw .hostingControllerNotModelled(
                path: path,
                reason: "a List or Form is a tableView before iOS 16 (a collectionView from iOS 16); write 'tableView'",
                location: node.location)
        }
        if kind == .tableView && variant != .listIsTableView {
            throw .hostingControllerNotModelled(
                path: path,
                reason: """
                    a List or Form is a collectionView with a list layout from iOS 16 (a tableView before); write \
                    'collectionView' with 'layout: {list: …}'
                    """,
                location: node.location)
        }
    }

    /// Takes the container region from the hosting controller's content: `safeAreaRegions`
    /// without `.container` "omits it from the SwiftUI layout system altogether" (Apple's
    /// documentation of `UIHostingController.safeAreaRegions`), so the content's safe area is
    /// what is left: nothing, until a keyboard region is added (``Layout/adjustTablesForKeyboard()``).
    /// The terms cancel, edge by edge, what the root view would take from its position and the
    /// container's bars.
    func omitContainerSafeArea(
        _ hosting: HostingControllerProperties, from boundary: inout ControllerBoundary, slot: ControllerSlot
    ) {
        let passedDown: EdgeInsets, bounds: Rect
        if let superIndex = slot.superview.index {
            let superview = records[superIndex]
            bounds = Rect(origin: superview.boundsOrigin(in: scrolls), size: superview.frame.size)
            passedDown =
                superview.scroll.index.map { scrolls[$0].safeAreaInsetsForSubviews } ?? superview.safeAreaInsets
        } else {
            passedDown = scene.screen.safeAreaInsets
            bounds = windowBounds
        }
        var discarded = DiscardedTerms()
        var withoutRegions = boundary
        withoutRegions.totals = boundary.terms.totals
        let full = ViewInsetRules.safeArea(
            passedDown: passedDown, superviewBounds: bounds, frame: slot.frame, boundary: withoutRegions,
            superview: { .window }, recording: &discarded)
        for edge in Edge.allCases where full.insets[edge] > 0 {
            boundary.terms.add(
                .safeAreaRegions, -full.insets[edge], on: edge,
                .text(
                    """
                    safeAreaRegions '\(hosting.safeAreaRegions.rawValue)' of '\(slot.path)' omits the container \
                    safe area from SwiftUI's layout (Apple's documentation)
                    """))
        }
    }
}
