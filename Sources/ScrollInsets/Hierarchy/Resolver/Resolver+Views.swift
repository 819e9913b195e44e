extension Resolver {
    /// Resolves one view: safe area, margins, scrolling, content; then queues its subviews.
    ///
    /// This is the resolver's hot path: it reads the superview's record, runs the two
    /// per-view rules (``ViewInsetRules``) without keeping terms, and appends a record.
    mutating func resolveView(_ entry: Int, _ slot: ViewSlot) throws(ModelError) {
        let index = records.count
        let frame = slot.frame
        let passedDown: EdgeInsets, superBounds: Rect, originInWindow: Point
        var superMargins: (margins: EdgeInsets, bounds: Rect)? = nil
        if let superIndex = slot.superview.index {
            let superview = records[superIndex]
            superBounds = Rect(origin: superview.boundsOrigin(in: scrolls), size: superview.frame.size)
            if usesLayoutGuides {
                passedDown = legacyInsets[superIndex]
            } else if let scroll = superview.scroll.index {
                passedDown = scrolls[scroll].safeAreaInsetsForSubviews
            } else {
                passedDown = superview.safeAreaInsets
            }
            originInWindow = Point(
                x: superview.originInWindow.x + frame.minX - superBounds.origin.x,
                y: superview.originInWindow.y + frame.minY - superBounds.origin.y)
            superMargins = (superview.layoutMargins, superBounds)
        } else {
            passedDown = scene.screen.safeAreaInsets
            superBounds = windowBounds
            originInWindow = frame.origin
        }

        var discarded = DiscardedTerms()
        let boundary = slot.controller.index.map { boundaries[$0] }
        let safeArea = ViewInsetRules.safeArea(
            passedDown: passedDown, superviewBounds: superBounds, frame: frame,
            boundary: boundary, superview: { .window }, recording: &discarded)
        let reported = usesLayoutGuides ? EdgeInsets.zero : safeArea.insets
        let margins = ViewInsetRules.margins(
            of: table.views[entry].marginSettings, rootOf: boundary, safeArea: reported, superview: superMargins,
            frame: frame, systemMinimum: systemMinimum,
            direction: scene.layoutDirection, name: { .window }, recording: &discarded)
        var record = ViewRecord(
            frame: frame, originInWindow: originInWindow, safeAreaInsets: reported,
            layoutMargins: margins, superview: slot.superview, controller: slot.controller, scroll: nil,
            siblingIndex: slot.siblingIndex, kind: table.views[entry].kind,
            clampedEdges: usesLayoutGuides ? [] : safeArea.clamped,
            inheritedEdges: usesLayoutGuides ? [] : safeArea.inherited,
            isContainerView: slot.isContainerView, interactive: table.views[entry].interactive)
        if usesLayoutGuides { keepLegacyInsets(safeArea.insets, controller: slot.controller) }
        if table.views[entry].kind.isScrollView {
            let content = resolveScrolling(
                table.views[entry], record: record, contentScrollViewOf: slot.contentScrollViewOf,
                swiftUIBounce: slot.swiftUIBounce)
            record.scroll = _OptionalIndex(scrolls.count)
            scrolls.append(content)
        }
        records.append(record)
        entries.append(Int32(truncatingIfNeeded: entry))
        let count = Int(table.views[entry].childCount)
        guard count > 0 else { return }
        // A root view that is itself a scroll view is its controller's content scroll view;
        // only a root view that is not one hands the role to its first subview.
        siblings.append(
            Siblings(
                first: Int(table.views[entry].firstChild), count: count, next: 0, superview: index,
                contentScrollViewOf: table.views[entry].kind.isScrollView ? nil : slot.controller))
        work.append(.subviews)
    }

    /// Resolves the scroll, table or collection part of a view; `swiftUIBounce`, for a hosting
    /// controller's root view, is the `alwaysBounceVertical` SwiftUI sets (``ScrollBounceBehavior``).
    func resolveScrolling(
        _ node: ViewEntry, record: ViewRecord, contentScrollViewOf: _OptionalIndex, swiftUIBounce: SwiftUIBounce?
    ) -> ScrollContent {
        let controller = contentScrollViewOf.index
        let context = controller.map(contentScrollViewContext(of:))
        let underLargeTitle = controller.map(isUnderLargeTitle(_:)) ?? false
        let size = record.frame.size
        let safeArea = record.safeAreaInsets
        func contentContext(_ resolution: ScrollResolution) -> ScrollContentContext {
            var forSubviews = safeArea
            for edge in resolution.adjustedEdges { forSubviews[edge] = 0 }
            var context = ScrollContentContext(
                size: size, safeAreaInsets: safeArea, safeAreaInsetsForSubviews: forSubviews,
                layoutMargins: record.layoutMargins, contentInset: resolution.contentInset,
                adjustedContentInset: resolution.adjustedContentInset,
                contentOffset: resolution.contentOffset, layoutDirection: scene.layoutDirection,
                pixelGrid: PixelGrid(scale: scene.screen.device?.scale),
                readablePlatform: ReadableContentGuide.Platform(scene.screen.device?.family ?? .phone))
            context.underLargeTitle = underLargeTitle
            context.screenWidth = min(scene.screen.size.width, scene.screen.size.height)
            context.windowWidth = windowBounds.width
            context.systemMinimumMargins = systemMinimum.resolved(in: scene.layoutDirection)
            return context
        }
        var scrollProperties = node.scrollProperties
        if let swiftUIBounce {
            scrollProperties.alwaysBounceVertical = swiftUIBounce.behavior.alwaysBounces
            scrollProperties.swiftUIBounce = swiftUIBounce
        } else if node.kind == .collectionView, let collection = node.collection?.value {
            scrollProperties.layoutScrollAxis = LayoutScrollAxis(of: collection)
        }
        if scrollProperties.contentSizeUnknown, node.kind == .collectionView,
            let collection = node.collection?.value, collection.compositional == nil, collection.list == nil
        {
            scrollProperties.unknownContentAxis = collection.layout.scrollDirection
        }
        let written =
            variants.contentInsets == .automaticallyAdjustsScrollViewInsets
            ? writtenGuides(contentScrollViewOf: controller) : nil
        func resolve(contentSize: Size) -> ScrollResolution {
            switch variants.contentInsets {
            case .contentInsetAdjustmentBehavior:
                return ScrollAdjustment.resolve(
                    scrollProperties, frameSize: size, safeArea: safeArea,
                    contentSize: contentSize, contentScrollView: context)
            case .automaticallyAdjustsScrollViewInsets:
                return LayoutGuideAdjustment.resolve(
                    scrollProperties, frameSize: size, contentSize: contentSize,
                    written: written)
            }
        }

        // The zoom scales a given content size (a table's or collection's is computed: none is given).
        let zoom = ZoomScale.resolve(scrollProperties, contentSize: scrollProperties.contentSize)
        var resolution: ScrollResolution
        var table: TableLayout? = nil, collection: CollectionLayout? = nil
        switch node.kind {
        case .tableView:
            let properties = node.table?.value ?? TableViewProperties()
            let environment = TableHeaderFooterHeights.Environment(
                pixelGrid: PixelGrid(scale: scene.screen.device?.scale),
                underLargeTitle: underLargeTitle, headerHeightWithoutView: variants.headerHeightWithoutView)
            resolution = resolve(
                contentSize: TableViewLayoutEngine.contentSize(
                    of: properties, width: size.width,
                    variants: variants, environment: environment,
                    pad: scene.screen.device?.family == .pad))
            table = TableViewLayoutEngine.layout(of: properties, in: contentContext(resolution), variants: variants)
        case .collectionView:
            // The content size depends on the adjusted inset (section insets measured from the
            // safe area), which depends on the content size: iterate to a fixed point.
            let properties = node.collection?.value ?? CollectionViewProperties()
            let variants = variants
            func layOut(_ context: ScrollContentContext) -> CollectionLayout {
                if let list = properties.list {
                    return ListLayoutEngine.layout(of: list, in: properties, context: context, variants: variants)
                }
                return CollectionViewLayoutEngine.layout(of: properties, in: context)
            }
            resolution = resolve(contentSize: scrollProperties.contentSize ?? .zero)
            var layout = layOut(contentContext(resolution))
            for _ in 0..<4 {
                let next = resolve(contentSize: layout.contentSize)
                if next == resolution { break }
                resolution = next
                layout = layOut(contentContext(resolution))
            }
            // A layout that does not settle (a negative side contentInset can make an axis flip
            // between scrollable and not; UIKit would keep invalidating) keeps the last pair of
            // resolution and layout, which agree on the adjusted inset, and says so.
            if resolution.contentSize != layout.contentSize {
                layout.warnings.append(
                    .doesNotSettle(contentSize: layout.contentSize, placedFor: resolution.contentSize))
            }
            collection = layout
        default:
            resolution = resolve(contentSize: zoom.contentSize ?? .zero)
        }
        resolution.zoom = zoom
        resolution.reportFields += zoom.reportFields
        resolution.indicatorInsets = ScrollIndicatorInsets.resolve(
            scrollProperties, safeArea: safeArea, content: resolution,
            variant: variants.indicatorInsets)
        return ScrollContent(
            resolution: resolution,
            safeAreaInsetsForSubviews: contentContext(resolution).safeAreaInsetsForSubviews,
            table: table, collection: collection)
    }

    /// What a controller tells the content scroll view it adjusts for.
    /// Whether controller `index` is shown by a navigation controller whose bar shows a large
    /// title (its content scroll view sits under it).
    func isUnderLargeTitle(_ index: Int) -> Bool {
        guard let parent = controllers[index].parent, controllers[index].containerKind == .navigationController else {
            return false
        }
        return controllers[parent].bars.contains { $0.kind == .navigationBar && $0.largeTitle }
    }

    func contentScrollViewContext(of index: Int) -> ContentScrollViewContext {
        let controller = controllers[index]
        return ContentScrollViewContext(
            controllerPath: controller.path,
            automaticallyAdjustsScrollViewInsets: controller.automaticallyAdjustsScrollViewInsets,
            containerKind: controller.containerKind, containerPath: controller.containerPath)
    }
}
