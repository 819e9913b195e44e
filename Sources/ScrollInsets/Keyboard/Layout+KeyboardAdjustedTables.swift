extension Layout {
    /// Puts the keyboard into the `adjustedContentInset.bottom` of each table UIKit adjusts for it
    /// itself (a `UITableViewController`'s table, ``isKeyboardAdjustedByUIKit(_:)``), so that a
    /// scene with the keyboard up reports every number as UIKit has it with the keyboard up: the
    /// overlap replaces the bottom safe area when larger (``KeyboardAvoidance``), `contentInset`
    /// is kept, and the table scrolls vertically when the larger inset makes it longer than its
    /// frame. Every other scroll view is the app's to adjust and keeps UIKit's inset.
    ///
    /// Sources (docs/keyboard.md): UIKit's `UITableViewController` sets its table's insets for the
    /// keyboard (`_adjustForAutomaticKeyboardInfo:animated:lastAdjustment:`, lionheart/
    /// openradar-mirror issue 5016, since iOS 6); on iOS 26.1 the overlap shows in
    /// `adjustedContentInset.bottom` with `contentInset` unchanged (Vercantez/openuikit's tests:
    /// iPhone SE 0 → 260, iPad (A16) 25 → 337).
    mutating func adjustTablesForKeyboard() {
        guard keyboard != nil else { return }
        let tables = views.indices.filter { isKeyboardAdjustedByUIKit(views[$0]) }
        for index in tables {
            guard let avoidance = keyboardAvoidance(ofView: index), avoidance.overlap > 0,
                let scroll = views[index].scroll
            else { continue }
            let held = scroll.adjustedEdges.contains(.bottom) ? views[index].safeAreaInsets.bottom : 0
            let added = max(0, avoidance.overlap - held)
            guard added > 0 else { continue }
            let frame = views[index].frame.size
            storage = storage.updatingScrollContent(ofView: index) { content in
                content.resolution.adjustedContentInset.bottom += added
                content.resolution.explanation.keyboard = ScrollExplanation.KeyboardBottom(
                    overlap: avoidance.overlap, replacedSafeArea: held)
                let resolution = content.resolution
                if resolution.isScrollEnabled, !resolution.scrollsAlong.contains(.vertical),
                    resolution.contentSize.height + resolution.adjustedContentInset.vertical > frame.height
                {
                    content.resolution.scrollsAlong.append(.vertical)
                }
            }
        }
    }
}
