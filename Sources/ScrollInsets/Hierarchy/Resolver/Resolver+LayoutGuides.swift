/// The layout-guide variant (``RuleVariants/BarInsets/layoutGuides``, iOS 7–10) as the walk
/// reads it.
///
/// The walk computes every view's safe-area insets as usual, but only to place bars and to
/// read each controller's layout guides: a root view's safe-area insets on a screen without
/// hardware insets are exactly its `topLayoutGuide`/`bottomLayoutGuide` (status bar and bars;
/// the iOS 11 safe area replaced the guides with the same values). Every view then reports
/// zero `safeAreaInsets`, margins are built without a safe area, and scroll views follow
/// ``LayoutGuideAdjustment``. `additionalSafeAreaInsets` (iOS 11 API) is ignored.
/// See docs/ios10-migration.md.
extension Resolver {
    /// Whether views report no safe area and controllers have layout guides.
    var usesLayoutGuides: Bool { variants.barInsets == .layoutGuides }

    /// The view at `index` as bar placement needs it: under layout guides, with the insets the
    /// guides are read from.
    func referenceView(_ index: Int) -> ContainerView {
        ContainerView(
            index: index, size: records[index].frame.size,
            safeAreaInsets: usesLayoutGuides ? legacyInsets[index] : records[index].safeAreaInsets)
    }

    /// Under layout guides: keeps a view's guide insets aside (the view itself reports none)
    /// and records the layout guides of the controller whose root view it is.
    mutating func keepLegacyInsets(_ reference: EdgeInsets, controller: _OptionalIndex) {
        legacyInsets.append(reference)
        if let controller = controller.index {
            controllers[controller].layoutGuides = LayoutGuides(top: reference.top, bottom: reference.bottom)
        }
    }

    /// The layout guides `automaticallyAdjustsScrollViewInsets` writes into a content scroll
    /// view's `contentInset`, with the controller's path; `nil` when none are written.
    func writtenGuides(contentScrollViewOf: Int?) -> LayoutGuideAdjustment.WrittenGuides? {
        guard let index = contentScrollViewOf else { return nil }
        let controller = controllers[index]
        guard controller.automaticallyAdjustsScrollViewInsets, let guides = controller.layoutGuides else { return nil }
        return LayoutGuideAdjustment.WrittenGuides(guides: guides, controller: controller.path)
    }
}
