/// The iOS 10 rules (``SystemVersion/iOS10``), as hooks into the iOS 11 walk.
///
/// The walk computes every view's iOS 11 insets as usual, but only to place bars and to read
/// each controller's layout guides: a root view's iOS 11 insets on a screen without hardware
/// insets are exactly its `topLayoutGuide`/`bottomLayoutGuide` (status bar and bars; the
/// iOS 11 safe area replaced the guides with the same values). Every view then reports zero
/// `safeAreaInsets`, margins are built without a safe area, and scroll views take
/// `adjustedContentInset == contentInset`, with the guides written into the content scroll
/// view's `contentInset` when its controller has `automaticallyAdjustsScrollViewInsets`.
/// `additionalSafeAreaInsets` (iOS 11 API) is ignored. See docs/ios10-migration.md.
extension Resolver {
    var isIOS10: Bool { options.system == .iOS10 }

    /// In iOS 10 mode, the iOS 11 insets the superview (or the window) passes down.
    func referenceInsets(ofSuperview index: Int?) -> EdgeInsets? {
        guard isIOS10 else { return nil }
        return index.map { legacyInsets[$0] } ?? scene.screen.safeAreaInsets
    }

    /// The view at `index` as bar placement needs it: in iOS 10 mode, with its iOS 11 insets.
    func referenceView(_ index: Int) -> ContainerView {
        ContainerView(index: index, size: records[index].frame.size,
                      safeAreaInsets: isIOS10 ? legacyInsets[index] : records[index].safeAreaInsets)
    }

    /// In iOS 10 mode: keeps a view's iOS 11 insets aside (the view itself reports none) and
    /// records the layout guides of the controller whose root view it is.
    mutating func keepLegacyInsets(_ reference: EdgeInsets, controller: Int32) {
        legacyInsets.append(reference)
        if controller >= 0 {
            controllers[Int(controller)].layoutGuides = LayoutGuides(top: reference.top, bottom: reference.bottom)
        }
    }

    /// The layout guides `automaticallyAdjustsScrollViewInsets` writes into a content scroll
    /// view's `contentInset`, with the controller's path; `nil` when none are written.
    func writtenGuides(contentScrollViewOf: Int?) -> (guides: LayoutGuides, controller: String)? {
        guard isIOS10, let index = contentScrollViewOf else { return nil }
        let controller = controllers[index]
        guard controller.automaticallyAdjustsScrollViewInsets, let guides = controller.layoutGuides else { return nil }
        return (guides, controller.path)
    }

    /// The scroll properties the walk resolves: unchanged under iOS 11; under iOS 10, no
    /// adjustment and the written guides added to `contentInset`.
    func scrollProperties(of node: ViewNode, contentScrollViewOf: Int?) -> ScrollViewProperties {
        guard isIOS10 else { return node.scroll }
        var properties = node.scroll
        properties.contentInsetAdjustmentBehavior = .never
        if let written = writtenGuides(contentScrollViewOf: contentScrollViewOf) {
            properties.contentInset.top += written.guides.top
            properties.contentInset.bottom += written.guides.bottom
        }
        return properties
    }

    /// Under iOS 10, the resolution with the given behavior, iOS 10 reasons and the terms of
    /// the written `contentInset`; unchanged under iOS 11.
    func iOS10Resolution(_ resolution: ScrollResolution, given: ScrollViewProperties,
                         contentScrollViewOf: Int?) -> ScrollResolution {
        guard isIOS10 else { return resolution }
        var result = resolution
        let written = writtenGuides(contentScrollViewOf: contentScrollViewOf)
        var derivation = InsetDerivation()
        result.behavior = given.contentInsetAdjustmentBehavior
        for edge in Edge.allCases {
            if given.contentInset[edge] != 0 {
                derivation.add(.contentInset, given.contentInset[edge], on: edge,
                               "contentInset.\(edge) \(formatPoints(given.contentInset[edge])) pt")
            }
            let guide = written.map { edge == .top ? $0.guides.top : edge == .bottom ? $0.guides.bottom : 0 } ?? 0
            if let written, guide != 0 {
                let name = edge == .top ? "topLayoutGuide" : "bottomLayoutGuide"
                let reason = "iOS 10: \(name) \(formatPoints(guide)) pt of '\(written.controller)' written into contentInset.\(edge) (automaticallyAdjustsScrollViewInsets)"
                derivation.add(.contentInset, guide, on: edge, reason)
                result.reasons[edge] = reason
            } else {
                result.reasons[edge] = "iOS 10: no safe area; adjustedContentInset = contentInset"
            }
        }
        result.derivation = derivation
        return result
    }
}
