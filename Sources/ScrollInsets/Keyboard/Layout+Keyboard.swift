extension Layout {
    /// The keyboard guide of a controller's root view (`view.keyboardLayoutGuide`), or `nil`
    /// for other views and before iOS 15 (``KeyboardLayoutGuide``).
    ///
    /// - Parameters:
    ///   - index: The view's index in ``views``.
    ///   - usesBottomSafeArea: The guide's `usesBottomSafeArea` (iOS 17; default `true`).
    ///   - followsUndockedKeyboard: The guide's `followsUndockedKeyboard` (default `false`).
    public func keyboardLayoutGuide(
        ofView index: Int, usesBottomSafeArea: Bool = true,
        followsUndockedKeyboard: Bool = false
    ) -> KeyboardLayoutGuide.Resolution? {
        let view = views[index]
        guard view.controller != nil else { return nil }
        return KeyboardLayoutGuide.resolve(
            frameInWindow: view.frameInWindow, safeAreaBottom: view.safeAreaInsets.bottom,
            keyboard: keyboard, usesBottomSafeArea: usesBottomSafeArea,
            followsUndockedKeyboard: followsUndockedKeyboard, release: release)
    }

    /// What the keyboard covers of a scroll view and what the app should set
    /// (``KeyboardAvoidance``), or `nil` without a keyboard or for a view that does not
    /// scroll. UIKit adjusts the table of a `tableViewController` (its root view) itself; every
    /// other scroll view is the app's to adjust.
    public func keyboardAvoidance(ofView index: Int) -> KeyboardAvoidance.Resolution? {
        let view = views[index]
        guard let keyboard, let scroll = view.scroll else { return nil }
        return KeyboardAvoidance.resolve(
            frameInWindow: view.frameInWindow, keyboard: keyboard,
            safeAreaBottom: view.safeAreaInsets.bottom,
            bottomAdjusted: scroll.adjustedEdges.contains(.bottom),
            adjustedByUIKit: isKeyboardAdjustedByUIKit(view),
            hosted: view.controller.map { controllers[$0].safeAreaRegions != nil } ?? false)
    }

    /// Whether UIKit moves the view's content out from under the keyboard by itself: the table
    /// that is a `UITableViewController`'s root view (docs/keyboard.md), and the scroll view a
    /// hosting controller's SwiftUI content is, when `safeAreaRegions` lets the keyboard region
    /// through ("the safe area matching the current extent of any software keyboard", Apple's
    /// documentation of `SafeAreaRegions.keyboard`).
    func isKeyboardAdjustedByUIKit(_ view: ResolvedView) -> Bool {
        guard let controller = view.controller else { return false }
        if let regions = controllers[controller].safeAreaRegions {
            return view.kind.isScrollView && regions.containsKeyboard
        }
        return view.kind == .tableView && controllers[controller].kind == .tableViewController
    }
}
