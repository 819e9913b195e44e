import ScrollInsets

/// A number group a capture printed, as a recording's value: the JSON report's path that holds
/// what UIKit printed there, the numbers, and the place in the capture they come from.
public struct CapturedValue: Hashable, Sendable {
    /// The path (docs/recordings.md, "Values: paths of the JSON report").
    public var path: String
    /// The numbers in the report's order: insets `[top, left, bottom, right]`, rects
    /// `[x, y, width, height]`, points `[x, y]`.
    public var numbers: [Double]
    /// Where the first number stands in the capture.
    public var location: SourceLocation
    /// What UIKit printed, for the comment beside the value (`adjustedContentInset`, `frame`).
    public var printed: String
}
