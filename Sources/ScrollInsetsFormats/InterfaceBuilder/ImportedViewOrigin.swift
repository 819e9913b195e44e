import ScrollInsets

/// Where an imported view comes from and how its frame was found: its IB `id`, its element's
/// position in the document and its rung of the ladder (``IBFrameMethod``). The JSON report
/// gives it as a view's `interfaceBuilder` object (docs/fixture-format.md, "JSON report").
///
/// ```swift
/// let scene = InterfaceBuilderImporter.importDocument(bytes).scenes[0]
/// scene.origins.first { $0.id == "t15-ff-001" }?.method   // .pins
/// ```
public struct ImportedViewOrigin: Hashable, Sendable {
    /// The view's IB `id`.
    public var id: String
    /// The view element's position in the document.
    public var location: SourceLocation
    /// The view element's name (`tableView`, `label`, `view`, …).
    public var elementName: String
    /// How its frame was found.
    public var method: IBFrameMethod

    /// Creates an origin.
    public init(id: String, location: SourceLocation, elementName: String, method: IBFrameMethod) {
        self.id = id
        self.location = location
        self.elementName = elementName
        self.method = method
    }
}
