import ScrollInsets

/// A view hierarchy UIKit printed: `-[UIView recursiveDescription]` in LLDB (with object
/// addresses) or a swift-snapshot-testing `.recursiveDescription` reference file (without), with
/// `_printHierarchy`'s controller lines where they stand beside it.
///
/// ```swift
/// let capture = ViewHierarchyCapture.parse(Array(text.utf8))
/// capture.diagnostics        // [] for a capture UIKit printed whole
/// capture.root?.className    // "UILayoutContainerView"
/// ```
///
/// Pure: bytes in, values out. A line that is not a view or controller line, a cut-off line, a
/// frame that is not four numbers, a number that is not finite or is out of range, or an
/// indentation that skips a level is an error at its line and column; nothing is guessed.
public struct ViewHierarchyCapture: Hashable, Sendable {
    /// Bounds on what a capture may hold.
    public struct Limits: Hashable, Sendable {
        /// The most view and controller lines.
        public var maximumLines: Int
        /// The deepest nesting.
        public var maximumDepth: Int

        /// Creates limits; the defaults hold any screen UIKit prints.
        public init(maximumLines: Int = 100_000, maximumDepth: Int = 200) {
            self.maximumLines = maximumLines
            self.maximumDepth = maximumDepth
        }
    }

    /// The largest coordinate read, in points: far beyond any screen or content UIKit lays out,
    /// so that no sum the model makes of them leaves the finite numbers.
    public static let maximumMagnitude = 1e7

    /// The root view (the first line's), with its subviews; `nil` when the capture holds no view.
    public var root: CapturedView?
    /// `_printHierarchy`'s controllers, in order, where the capture holds them.
    public var controllers: [CapturedController]
    /// The errors found; none for a capture that was read whole.
    public var diagnostics: [FixtureDiagnostic]

    /// Whether the capture holds an error.
    public var hasErrors: Bool { diagnostics.contains { $0.isError } }

    /// Reads a capture.
    ///
    /// - Complexity: O(*n*) in the length of the text.
    public static func parse(_ bytes: [UInt8], limits: Limits = Limits()) -> ViewHierarchyCapture {
        var reader = CaptureReader(bytes: bytes, limits: limits)
        reader.read()
        return ViewHierarchyCapture(
            root: reader.diagnostics.isEmpty ? reader.tree() : nil, controllers: reader.controllers,
            diagnostics: reader.diagnostics)
    }
}
