extension Resolver {
    /// Resolves one view: safe area, margins, scrolling, content; then queues its subviews.
    mutating func resolveView(_ node: ViewNode, _ placement: ViewPlacement) throws(ModelError) {
        let index = views.count
        // The superview's fields are read in place: copying the whole ResolvedView would
        // retain and release each of its references for every subview.
        let frame = placement.frame
        let superBounds: Rect, superInsets: EdgeInsets, superSubject: InsetTerm.Subject, originInWindow: Point
        if let superIndex = placement.superview {
            superBounds = views[superIndex].bounds
            superInsets = referenceInsets(ofSuperview: superIndex) ?? views[superIndex].safeAreaInsetsForSubviews
            superSubject = .view(path: views[superIndex].path)
            originInWindow = Point(x: views[superIndex].frameInWindow.minX + frame.minX - superBounds.origin.x,
                                   y: views[superIndex].frameInWindow.minY + frame.minY - superBounds.origin.y)
        } else {
            superBounds = Rect(origin: .zero, size: scene.screen.size)
            superInsets = referenceInsets(ofSuperview: nil) ?? scene.screen.safeAreaInsets
            superSubject = .window
            originInWindow = frame.origin
        }

        // The superview's coverage, then what the controller boundary adds.
        let coverage = SafeAreaPropagation.propagate(superInsets, superviewBounds: superBounds, to: frame,
                                                     superview: superSubject)
        var insets = coverage.insets
        var terms = coverage.terms
        terms.append(contentsOf: placement.boundaryTerms)
        for edge in Edge.allCases {
            let added = placement.boundaryTerms.total(on: edge)
            guard added != 0 else { continue }
            insets[edge] += added
            if insets[edge] < 0 {
                terms.add(.clamp, -insets[edge], on: edge, "safe-area insets are never negative: floored at 0")
                insets[edge] = 0
            }
        }

        let margins = LayoutMarginsResolution.resolve(LayoutMarginsResolution.Input(
            own: node.layoutMargins, isRootView: placement.controller != nil,
            respectsSystemMinimum: placement.respectsSystemMinimum,
            systemMinimum: scene.screen.metrics.systemMinimumLayoutMargins,
            insetsFromSafeArea: node.insetsLayoutMarginsFromSafeArea, safeArea: isIOS10 ? .zero : insets,
            preserved: node.preservesSuperviewLayoutMargins
                ? placement.superview.map { (views[$0].layoutMargins, superBounds, frame, superSubject) } : nil,
            direction: scene.layoutDirection))

        var view = ResolvedView(
            index: index, superview: placement.superview, path: placement.path, name: node.name, kind: node.kind,
            frame: frame, frameInWindow: Rect(origin: originInWindow, size: frame.size), boundsOrigin: .zero,
            safeAreaInsets: insets, safeAreaClampedEdges: coverage.clampedEdges, safeAreaLocalTerms: terms,
            safeAreaInheritedEdges: coverage.inheritedEdges, safeAreaInsetsForSubviews: insets,
            layoutMargins: margins.margins, layoutMarginsDerivation: margins.derivation,
            scroll: nil, table: nil, collection: nil, controller: placement.controller,
            isContainerView: placement.isContainerView, interactive: node.interactive, location: node.location)

        applyIOS10(to: &view, reference: insets)
        if node.kind.isScrollView {
            resolveScrolling(node, into: &view, contentScrollViewOf: placement.contentScrollViewOf)
        }
        views.append(view)
        // A root view that is itself a scroll view is its controller's content scroll view;
        // only a root view that is not one hands the role to its first subview.
        try enqueueSubviews(node.subviews, of: index,
                            contentScrollViewOf: node.kind.isScrollView ? nil : placement.controller)
    }

    /// Resolves the scroll, table or collection part of a view.
    mutating func resolveScrolling(_ node: ViewNode, into view: inout ResolvedView, contentScrollViewOf: Int?) {
        let context = contentScrollViewOf.map { index -> ContentScrollViewContext in
            let controller = controllers[index]
            return ContentScrollViewContext(controllerPath: controller.path,
                                            automaticallyAdjustsScrollViewInsets: controller.automaticallyAdjustsScrollViewInsets,
                                            containerKind: controller.containerKind, containerPath: controller.containerPath)
        }
        let size = view.frame.size
        let safeArea = view.safeAreaInsets
        func contentContext(_ resolution: ScrollResolution) -> ScrollContentContext {
            var forSubviews = safeArea
            for edge in resolution.adjustedEdges { forSubviews[edge] = 0 }
            return ScrollContentContext(size: size, safeAreaInsets: safeArea, safeAreaInsetsForSubviews: forSubviews,
                                        layoutMargins: view.layoutMargins, contentInset: resolution.contentInset,
                                        adjustedContentInset: resolution.adjustedContentInset,
                                        contentOffset: resolution.contentOffset, layoutDirection: scene.layoutDirection)
        }
        let properties = scrollProperties(of: node, contentScrollViewOf: contentScrollViewOf)
        func resolve(contentSize: Size) -> ScrollResolution {
            iOS10Resolution(ScrollAdjustment.resolve(properties, frameSize: size, safeArea: safeArea,
                                                     contentSize: contentSize, contentScrollView: context),
                            given: node.scroll, contentScrollViewOf: contentScrollViewOf)
        }

        var resolution: ScrollResolution
        switch node.kind {
        case .tableView:
            let table = node.table ?? TableViewProperties()
            resolution = resolve(contentSize: TableViewLayoutEngine.contentSize(of: table, width: size.width))
            view.table = TableViewLayoutEngine.layout(of: table, in: contentContext(resolution))
        case .collectionView:
            // The content size depends on the adjusted inset (section insets measured from the
            // safe area), which depends on the content size: iterate to a fixed point.
            let collection = node.collection ?? CollectionViewProperties()
            resolution = resolve(contentSize: node.scroll.contentSize ?? .zero)
            var layout = CollectionViewLayoutEngine.layout(of: collection, in: contentContext(resolution))
            for _ in 0..<4 {
                let next = resolve(contentSize: layout.contentSize)
                if next == resolution { break }
                resolution = next
                layout = CollectionViewLayoutEngine.layout(of: collection, in: contentContext(resolution))
            }
            // A layout that does not settle (a negative side contentInset can make an axis flip
            // between scrollable and not; UIKit would keep invalidating) keeps the last pair of
            // resolution and layout, which agree on the adjusted inset, and says so.
            if resolution.contentSize != layout.contentSize {
                layout.warnings.append(.doesNotSettle(contentSize: layout.contentSize, placedFor: resolution.contentSize))
            }
            view.collection = layout
        default:
            resolution = resolve(contentSize: node.scroll.contentSize ?? .zero)
        }
        let passed = contentContext(resolution).safeAreaInsetsForSubviews
        view.scroll = resolution
        view.boundsOrigin = resolution.contentOffset
        view.safeAreaInsetsForSubviews = passed
    }
}
