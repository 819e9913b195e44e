import ScrollInsets
import XMLSubset

/// A modal segue of a document: `<segue kind="presentation">` (Xcode 6 and later) or
/// `<segue kind="modal">` (older documents), from the controller itself, a view of its root
/// view (a button) or a bar button item: the controller that owns the element presents.
///
/// The style is the segue's `modalPresentationStyle` attribute, else the destination
/// controller's, else UIKit's default (`automatic`: a page sheet from iOS 13, full screen
/// before). IB spells it as `UIModalPresentationStyle`'s case names (`pageSheet`, `formSheet`,
/// `fullScreen`, `overFullScreen`, `currentContext`, `overCurrentContext`, `custom`, `popover`).
/// Detents are set in code, never in a document: the sheet rests at the large detent.
struct IBPresentationSegue {
    var destination: String
    /// The style as written (`nil`: not written on the segue or the destination).
    var writtenStyle: String?
    /// The model's style, or `nil` for one it does not lay out (a popover, the current-context
    /// styles, a custom presentation): then the destination stays a scene of its own.
    var style: ModalPresentationStyle?
    var location: SourceLocation

    /// The segue kinds that present modally.
    static let kinds: Set<String> = ["presentation", "modal"]

    /// The styles the model lays out.
    static let modelledStyles: [String: ModalPresentationStyle] = [
        "automatic": .automatic, "pageSheet": .pageSheet, "formSheet": .formSheet,
        "fullScreen": .fullScreen, "overFullScreen": .overFullScreen,
    ]

    /// The modal segues anywhere under a controller element, in document order.
    ///
    /// - Complexity: O(*n*) in the element's descendants.
    static func segues(under controller: XMLElement, destinationStyle: (String) -> String?) -> [IBPresentationSegue] {
        var found: [IBPresentationSegue] = []
        var pending = [controller]
        while let element = pending.popLast() {
            if element.name == "segue", let kind = element["kind"], kinds.contains(kind),
                let destination = element["destination"]
            {
                let written = element["modalPresentationStyle"] ?? destinationStyle(destination)
                found.append(
                    IBPresentationSegue(
                        destination: destination, writtenStyle: written,
                        style: modelledStyles[written ?? "automatic"],
                        location: SourceLocation(element.location)))
            }
            pending.append(contentsOf: element.children.reversed())
        }
        return found
    }
}
