extension PresentationLayout {
    /// The presented controller's `preferredContentSize` as an iPad form sheet takes it: the size
    /// when both sides are above 0, `nil` (UIKit's default size) otherwise, with a note saying so.
    ///
    /// UIKit's `-[_UISheetPresentationMetrics formSheetSizeForViewController:windowSize:screenSize:]`
    /// returns the controller's `preferredContentSize` when its width and its height are both above
    /// 0, and the default size for the screen when either is 0 or less: the sides are not taken one
    /// by one (read from decompiled UIKitCores 18.0 and 26.1, leads; docs/presentations.md). Apple
    /// documents it as the form sheet's custom content size (`UIModalPresentationStyle.formSheet`).
    ///
    /// - Throws: ``ModelError/presentationNotModelled(path:style:reason:)`` for a side that is not
    ///   finite (no frame can be laid out from it).
    static func usablePreferredContentSize(
        _ size: Size?, path: String, notes: inout [WhyTerm]
    ) throws(ModelError) -> Size? {
        guard let size else { return nil }
        guard size.width.isFinite, size.height.isFinite else {
            throw .presentationNotModelled(
                path: path, style: ModalPresentationStyle.formSheet.rawValue,
                reason: "preferredContentSize must be finite; found \(sizeText(size))")
        }
        guard size.width > 0, size.height > 0 else {
            notes.append(
                .reason(
                    """
                    preferredContentSize \(sizeText(size)) has a side of 0 or less: UIKit gives the form sheet its \
                    default size (formSheetSizeForViewController:windowSize:screenSize:, read from decompiled \
                    UIKitCores 18.0 and 26.1)
                    """))
            return nil
        }
        return size
    }

    /// The note for a `preferredContentSize` that the presentation does not use: UIKit takes it
    /// as the size of an iPad form sheet only (a popover's too, which is not modelled).
    static func ignoredPreferredContentSize(_ size: Size) -> WhyTerm {
        .reason(
            """
            preferredContentSize \(sizeText(size)) is ignored: UIKit takes it as the size of an iPad form sheet only \
            (Apple documentation, UIModalPresentationStyle.formSheet and .pageSheet)
            """)
    }

    /// `400 × 500`.
    static func sizeText(_ size: Size) -> String {
        "\(formatPoints(size.width)) × \(formatPoints(size.height))"
    }
}
