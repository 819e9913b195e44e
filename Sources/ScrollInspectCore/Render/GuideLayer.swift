import ScrollInsets

/// The `safeAreaLayoutGuide` and `layoutMarginsGuide` of the views ``RenderOptions/guides``
/// selects, in window coordinates.
///
/// - Safe-area guide: the view's frame inset by its `safeAreaInsets` (dashed, long dashes).
/// - Layout-margins guide: the frame inset by its effective `layoutMargins`, which already
///   include the safe area where `insetsLayoutMarginsFromSafeArea` is on (dotted).
///
/// iPhone X portrait, a table under an 88-pt bar: safe-area guide 0,88,375,690; margins
/// guide 16,88,343,690. Guides are clipped like their view. A guide with no area is still
/// drawn (zero width or height), so a test or a reader can see that it collapsed.
enum GuideLayer {
    /// The guides of the selected views, in document order, safe-area guide first.
    static func guides(_ context: RenderContext) -> Layer {
        var layer = Layer(name: "layer-guides")
        for view in context.layout.views where !view.isContainerView && context.options.guides.includes(view.path) {
            let clip = context.clip(by: context.geometry.clippingScrollView[view.index])
            layer.shapes.append(context.rect(id: "safe-area-guide-\(view.index)", class: "guide-safe-area",
                                             path: view.path, view.frameInWindow.inset(by: view.safeAreaInsets),
                                             extra: clip))
            layer.shapes.append(context.rect(id: "margins-guide-\(view.index)", class: "guide-margins",
                                             path: view.path, view.frameInWindow.inset(by: view.layoutMargins),
                                             extra: clip))
        }
        return layer
    }
}
