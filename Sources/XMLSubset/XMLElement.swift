/// One element of an XML document: its name, its attributes in document order, its child
/// elements and where its start tag begins.
///
/// Text, comments, processing instructions and CDATA sections are read (so that they are
/// checked) but not kept: Interface Builder documents carry everything in elements and
/// attributes.
///
/// ```swift
/// let element = try XMLReader().read("<rect key=\"frame\" x=\"0\"/>")
/// element.name            // "rect"
/// element["key"]          // "frame"
/// element.location        // 1:1
/// ```
public struct XMLElement: Hashable, Sendable {
    /// One attribute: its name and its value with references expanded.
    public struct Attribute: Hashable, Sendable {
        /// The attribute's name as written (prefixes are part of the name).
        public var name: String
        /// The value, with the five predefined entities and character references expanded.
        public var value: String

        /// Creates an attribute.
        public init(name: String, value: String) {
            self.name = name
            self.value = value
        }
    }

    /// The element's name as written.
    public var name: String
    /// The attributes in the order they are written; names are unique.
    public var attributes: [Attribute]
    /// The child elements in document order.
    public var children: [XMLElement]
    /// Where the start tag's `<` is.
    public var location: XMLLocation

    /// Creates an element.
    public init(
        name: String, attributes: [Attribute] = [], children: [XMLElement] = [],
        location: XMLLocation = .start
    ) {
        self.name = name
        self.attributes = attributes
        self.children = children
        self.location = location
    }

    /// The value of the attribute `name`, or `nil` when it is not written.
    public subscript(name: String) -> String? {
        attributes.first { $0.name == name }?.value
    }

    /// The child elements called `name`, in order.
    public func children(named name: String) -> [XMLElement] {
        children.filter { $0.name == name }
    }

    /// The first child element called `name`, optionally with the attribute `key` equal to `key`.
    public func child(named name: String, key: String? = nil) -> XMLElement? {
        children.first { $0.name == name && (key == nil || $0["key"] == key) }
    }
}
