/// What the keyboard covers of a scroll view, and who moves the content out from under it.
///
/// Sources (docs/keyboard.md):
/// - An app adjusts its own scroll views: Apple's "Managing the keyboard" (Text Programming
///   Guide for iOS) has the app set `contentInset.bottom` from the keyboard's frame. Since
///   iOS 11 the adjusted inset already holds the bottom safe area (the home indicator, a tab
///   bar, a toolbar) on an adjusted edge, so the right extra inset is
///   `max(0, overlap − safeAreaInsets.bottom)` (Stack Overflow, "Extend UIScrollView insets
///   behind keyboard on iOS11"; Hacking with Swift's recipe subtracts
///   `view.safeAreaInsets.bottom`). On an edge the behavior does not adjust, the whole overlap.
/// - UIKit adjusts the table of a `UITableViewController` itself (the controller's
///   `_adjustForAutomaticKeyboardInfo:animated:lastAdjustment:`, lionheart/openradar-mirror
///   issue 5016). On iOS 26.1 the overlap appears in `adjustedContentInset.bottom` with
///   `contentInset` unchanged (iPhone SE: 0 → 260; Vercantez/openuikit's tests, a peer model's
///   numbers). That the overlap replaces the bottom safe area rather than adding to it is
///   assumed. The layout puts it in that table's inset (`Layout.adjustTablesForKeyboard()`).
public enum KeyboardAvoidance {
    /// The keyboard's effect on one scroll view.
    public struct Resolution: Hashable, Sendable {
        /// How many points of the scroll view's bottom the keyboard covers.
        public var overlap: Double
        /// Whether UIKit moves the content itself (a `UITableViewController`'s table).
        public var adjustedByUIKit: Bool
        /// The `contentInset.bottom` the app should set: the overlap less what the adjusted
        /// inset already holds. Zero when UIKit adjusts the view itself.
        public var contentInsetBottom: Double
        /// The `adjustedContentInset.bottom` with the keyboard handled as this resolution says.
        public var adjustedContentInsetBottom: Double
        /// The reasons, with sources; assumptions say so.
        public var notes: [WhyTerm]
    }

    /// The keyboard's effect on a scroll view whose frame in the window is `frameInWindow`.
    ///
    /// ```swift
    /// // a full-height scroll view above a 49 pt tab bar and the 34 pt home indicator, keyboard 336 pt
    /// KeyboardAvoidance.resolve(frameInWindow: Rect(x: 0, y: 0, width: 393, height: 852), keyboard: keyboard,
    ///                           safeAreaBottom: 83, bottomAdjusted: true, adjustedByUIKit: false).contentInsetBottom
    ///                                // 253
    /// ```
    ///
    /// - Parameters:
    ///   - frameInWindow: The scroll view's frame in window coordinates.
    ///   - keyboard: The keyboard the scene shows.
    ///   - safeAreaBottom: The scroll view's `safeAreaInsets.bottom`.
    ///   - bottomAdjusted: Whether the behavior adds the bottom safe area to `adjustedContentInset`.
    ///   - adjustedByUIKit: Whether the scroll view is the table of a `UITableViewController`.
    ///   - hosted: Whether it is instead a hosting controller's SwiftUI content whose
    ///     `safeAreaRegions` holds the keyboard (SwiftUI, not the app, moves it).
    public static func resolve(
        frameInWindow: Rect, keyboard: ResolvedKeyboard, safeAreaBottom: Double,
        bottomAdjusted: Bool, adjustedByUIKit: Bool, hosted: Bool = false
    ) -> Resolution {
        let horizontal = min(frameInWindow.maxX, keyboard.frame.maxX) > max(frameInWindow.minX, keyboard.frame.minX)
        let overlap =
            horizontal && keyboard.mode == .docked
            ? max(0, min(frameInWindow.maxY, keyboard.frame.maxY) - max(frameInWindow.minY, keyboard.frame.minY)) : 0
        let held = bottomAdjusted ? safeAreaBottom : 0
        if adjustedByUIKit && hosted {
            return Resolution(
                overlap: overlap, adjustedByUIKit: true, contentInsetBottom: 0,
                adjustedContentInsetBottom: max(held, overlap),
                notes: [
                    .reason(
                        """
                        SwiftUI content whose safeAreaRegions holds the keyboard: the keyboard region is "the safe area \
                        matching the current extent of any software keyboard" (Apple), the overlap \
                        \(formatPoints(overlap)) pt
                        """
                    ),
                    .assumption(
                        """
                        the overlap replaces the bottom safe area \(formatPoints(held)) pt rather than adding to it (the \
                        keyboard region is the overlap beyond the container's bottom inset, OpenSwiftUI's hosting view), \
                        and shows in adjustedContentInset.bottom of the scroll view SwiftUI puts on screen
                        """),
                ])
        }
        if adjustedByUIKit {
            return Resolution(
                overlap: overlap, adjustedByUIKit: true, contentInsetBottom: 0,
                adjustedContentInsetBottom: max(held, overlap),
                notes: [
                    .reason(
                        """
                        a UITableViewController's table: UIKit puts the overlap \(formatPoints(overlap)) pt into \
                        adjustedContentInset.bottom, contentInset unchanged (iOS 26.1, Vercantez/openuikit)
                        """
                    ),
                    .assumption(
                        "the overlap replaces the bottom safe area \(formatPoints(held)) pt rather than adding to it"),
                ])
        }
        let needed = max(0, overlap - held)
        let note =
            bottomAdjusted
            ? """
            the app should set contentInset.bottom to the overlap \(formatPoints(overlap)) less the bottom safe area \
            \(formatPoints(held)) the adjusted inset already holds: \(formatPoints(needed)) pt
            """
            : """
            the behavior does not adjust the bottom edge: the app should set contentInset.bottom to the whole overlap, \
            \(formatPoints(needed)) pt
            """
        return Resolution(
            overlap: overlap, adjustedByUIKit: false, contentInsetBottom: needed,
            adjustedContentInsetBottom: held + needed,
            notes: [
                .reason("the keyboard covers \(formatPoints(overlap)) pt of the scroll view's bottom"),
                .reason(note),
            ])
    }
}
