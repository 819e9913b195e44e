/// The rule for whether a navigation bar shows a large title: the navigation bar's
/// `prefersLargeTitles` allows it, and the top controller's `navigationItem.largeTitleDisplayMode`
/// decides (docs/safe-area.md, "Which controller's large title").
///
/// Sources (Apple's documentation of `prefersLargeTitles` and `largeTitleDisplayMode`, and
/// UIKit's header `UINavigationItem.h` as objc2-ui-kit publishes it):
/// - `prefersLargeTitles` false: "the navigation bar displays the title inline"; the mode
///   applies only "when large titles are available".
/// - The top item decides ("when this item is topmost"); `automatic` takes "the same styling as
///   the previously displayed navigation item", walking down the stack; the first item's
///   `automatic` "will show the large title if the navigation bar has prefersLargeTitles=YES".
/// - `inline` (iOS 17) on the top item "will revert to Always" when a back button is present
///   (the item is not the stack's first). The first item's inline large title sits in the bar's
///   standard row, whose height no source gives: refused (``Problem/inlineWithoutBackButton(index:)``).
///
/// Whether the bar can be large at all (a phone in compact height cannot) is the device's
/// ``OrientationMetrics/largeTitleNavigationBarHeight``, read by ``ContainerBars``.
public enum LargeTitleDisplay {
    /// What decided the title's size.
    public struct Decision: Hashable, Sendable {
        /// Whether the title is large.
        public var large: Bool
        /// The index in the stack of the item whose mode decided, or `nil` when the bar's
        /// `prefersLargeTitles` did (false, or the first item's `automatic`).
        public var decidingIndex: Int?
        /// The mode that decided (`automatic` when `prefersLargeTitles` did).
        public var decidingMode: LargeTitleDisplayMode
    }

    /// Why a stack cannot be laid out.
    public enum Problem: Error, Hashable, Sendable {
        /// `inline` before iOS 17, which introduced it; `index` is the item's place in the stack.
        case inlineBeforeIOS17(index: Int)
        /// `inline` decides for the stack's first item, which has no back button: the bar's
        /// height is not sourced.
        case inlineWithoutBackButton(index: Int)
    }

    /// The decision for a stack whose items have `modes` (first to last; the last is on top).
    ///
    /// ```swift
    /// try LargeTitleDisplay.decide(prefersLargeTitles: true, modes: [.automatic, .never], available: .withInline)
    /// // Decision(large: false, decidingIndex: 1, decidingMode: .never)
    /// ```
    ///
    /// - Throws: ``Problem`` for `inline` before iOS 17 (anywhere in the stack) or deciding for
    ///   the first item.
    /// - Complexity: O(*n*) in the stack's depth.
    public static func decide(
        prefersLargeTitles: Bool, modes: [LargeTitleDisplayMode], available: RuleVariants.LargeTitleModes
    ) throws(Problem) -> Decision {
        if available == .withoutInline, let index = modes.firstIndex(of: .inline) {
            throw .inlineBeforeIOS17(index: index)
        }
        guard prefersLargeTitles else { return Decision(large: false, decidingIndex: nil, decidingMode: .automatic) }
        guard var index = modes.indices.last else {
            return Decision(large: true, decidingIndex: nil, decidingMode: .automatic)
        }
        while modes[index] == .automatic && index > 0 { index -= 1 }
        switch modes[index] {
        case .automatic: return Decision(large: true, decidingIndex: nil, decidingMode: .automatic)
        case .always: return Decision(large: true, decidingIndex: index, decidingMode: .always)
        case .never: return Decision(large: false, decidingIndex: index, decidingMode: .never)
        case .inline:
            // The top item, or an `automatic` one above it, has a back button when the stack is deeper than one.
            guard modes.count > 1 else { throw .inlineWithoutBackButton(index: index) }
            return Decision(large: true, decidingIndex: index, decidingMode: .inline)
        }
    }

    /// The words `--explain` adds to the navigation bar's term when an item's mode decided:
    /// which controller's mode, and how (`nil` when the bar's `prefersLargeTitles` decided,
    /// which the term has always said by itself).
    ///
    /// - Parameters:
    ///   - decision: The decision.
    ///   - stackCount: The number of items in the stack.
    ///   - path: The path of the controller at an index of the stack.
    static func words(_ decision: Decision, stackCount: Int, path: (Int) -> String) -> String? {
        guard let index = decision.decidingIndex else { return nil }
        var words = "largeTitleDisplayMode '\(decision.decidingMode.rawValue)' of '\(path(index))'"
        if decision.decidingMode == .inline { words += ", as 'always' under a back button" }
        if index < stackCount - 1 { words += ", inherited by the 'automatic' items above it" }
        return words
    }
}
