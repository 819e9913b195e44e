/// Who set a scroll view's `alwaysBounceVertical`: SwiftUI, from the hosting controller at
/// `controller` whose body the scroll view is, with its `behavior` (named in the explanation).
struct SwiftUIBounce: Hashable, Sendable {
    /// The scroll bounce behavior in effect.
    var behavior: ScrollBounceBehavior
    /// The hosting controller's path.
    var controller: String

    /// The words added to an axis decision: who set the value, and the source.
    var note: String {
        switch behavior {
        case .automatic:
            return """
                set by SwiftUI for '\(controller)' (scrollBounceBehavior automatic: "By default, scrollable views \
                use the always behavior", Apple's ScrollBounceBehavior documentation)
                """
        case .always:
            return "set by SwiftUI for '\(controller)' (scrollBounceBehavior always)"
        case .basedOnSize:
            return """
                set by SwiftUI for '\(controller)' (scrollBounceBehavior basedOnSize: it bounces only when the \
                content exceeds the view)
                """
        }
    }
}
