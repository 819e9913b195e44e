/// A presentation as laid out: the style it resolved to, the detent, and the container's frame
/// in window coordinates, with the reasons.
public struct ResolvedPresentation: Hashable, Sendable {
    /// The style after `automatic` is resolved.
    public var style: ModalPresentationStyle
    /// The detent the sheet rests at; `nil` where the container fills the window.
    public var detent: SheetDetent?
    /// The presented container's frame, in window coordinates; the presented view fills it.
    public var containerFrame: Rect
    /// Why, each with its source; assumptions say so.
    public var notes: [WhyTerm]
    /// Whether the container is an iOS 26 sheet floating at a partial height: laid out in
    /// ``containerFrame`` and shown scaled in ``shownFrame``.
    public var isFloating: Bool
    /// Where a floating sheet is shown (`UIDropShadowView.frame` under its scale transform), in
    /// window coordinates; `nil` where the container is shown as laid out.
    public var shownFrame: Rect?
    /// The sheet's `maximumDetentValue` (what `UISheetPresentationController` gives a custom
    /// detent's resolver: the large detent's height less what the sheet keeps for the bottom safe
    /// area), where the model lays out detents: phone sheets in portrait from iOS 15 and iPad form
    /// sheets from iPadOS 16; `nil` elsewhere.
    public var maximumDetentValue: Double?

    /// Creates a resolved presentation.
    public init(
        style: ModalPresentationStyle, detent: SheetDetent?, containerFrame: Rect, notes: [WhyTerm],
        isFloating: Bool = false, shownFrame: Rect? = nil, maximumDetentValue: Double? = nil
    ) {
        self.style = style
        self.detent = detent
        self.containerFrame = containerFrame
        self.notes = notes
        self.isFloating = isFloating
        self.shownFrame = shownFrame
        self.maximumDetentValue = maximumDetentValue
    }
}
