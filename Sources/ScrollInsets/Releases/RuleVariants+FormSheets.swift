extension RuleVariants {
    /// Where an iPad form sheet goes and how big it is (``PresentationLayout``; docs/presentations.md,
    /// "The iPad form sheet on iPadOS 16–18" and "on iPadOS 26").
    public enum FormSheets: String, Hashable, Sendable, CaseIterable {
        /// Before iPadOS 16: 540 × 620, centred in the window (**assumed**: the size long quoted
        /// for form sheets; no Apple page gives it).
        case classicSize
        /// iPadOS 16–18: UIKit's default form-sheet size for the screen's longest side (580 × 640
        /// on every iPad from 1025 to 1589 pt), centred in the window within the floating sheet's
        /// margins, read from a decompiled UIKitCore 18.0 (a lead, no printout). Form sheets became
        /// "slightly bigger" in iPadOS 16 beta 4 (Hackworth 2022); that 16 and 17 already had
        /// 18.0's sizes is **assumed**.
        case defaultFormSheetSize
        /// iPadOS 26 and later: the same size and centring, grown `topOffset` (10 pt) upward when
        /// presented over the window's root presentation, read from a decompiled UIKitCore 26.1.
        case grownOverRootPresentation
    }

    /// The form-sheet variant of `release`.
    static func formSheets(_ release: UIKitRelease) -> FormSheets {
        switch release.major {
        case ..<16: .classicSize
        case 16..<UIKitRelease.firstLiquidGlass.major: .defaultFormSheetSize
        default: .grownOverRootPresentation
        }
    }
}
