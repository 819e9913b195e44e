// The explanations of the scene's elements other than views: each element's reasons under its
// key (``WhyKey/Group/element``), so that the text and JSON reports print them through the same
// generic writers as a view's explanation.

extension ResolvedKeyboard {
    /// Why the keyboard has its frame (``WhyKey/keyboard``).
    public var explanation: Explanation { Explanation(.keyboard, notes) }
}

extension KeyboardLayoutGuide.Resolution {
    /// Why the guide has its frame (``WhyKey/keyboardLayoutGuide``; the text report's only).
    public var explanation: Explanation { Explanation(.keyboardLayoutGuide, notes, inJSON: false) }
}

extension KeyboardAvoidance.Resolution {
    /// Why the keyboard covers what it covers and who moves the content
    /// (``WhyKey/keyboardAvoidance``; the text report's only).
    public var explanation: Explanation { Explanation(.keyboardAvoidance, notes, inJSON: false) }
}

extension ResolvedPresentation {
    /// Why the container has its style, detent and frame (``WhyKey/presentation``).
    public var explanation: Explanation { Explanation(.presentation, notes) }
}

extension ResolvedSplit {
    /// Why the columns are where they are (``WhyKey/split``).
    public var explanation: Explanation { Explanation(.split, notes) }
}

extension ReservedRegion {
    /// What the region is and where its figures come from (``WhyKey/reservedRegion``).
    public var explanation: Explanation { Explanation(.reservedRegion, reason) }
}
