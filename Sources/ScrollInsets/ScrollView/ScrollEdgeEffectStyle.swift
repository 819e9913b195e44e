/// `UIScrollEdgeEffect.Style` (iOS 26): how a scroll view's edge effect is drawn under a bar
/// (Apple's documentation of `UIScrollEdgeEffect`: `.automatic`, `.soft`, `.hard`, "a hard cutoff
/// and dividing line"). `.automatic` resolves by release (``RuleVariants/TopEdgeEffect``).
public enum ScrollEdgeEffectStyle: String, Hashable, Sendable, CaseIterable {
    /// The system's choice: soft on iOS 26, hard on 27 for the top edge (recorded).
    case automatic
    /// A soft, blurred edge.
    case soft
    /// A hard cutoff with a dividing line.
    case hard
}
