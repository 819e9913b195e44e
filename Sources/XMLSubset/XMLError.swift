/// Why a document is not read: the first well-formedness error, a construct the subset
/// refuses, or a limit reached, with its position.
///
/// XML is not read past its first error (a well-formedness error is fatal, as the XML
/// specification requires of conforming processors), so there is always exactly one.
/// Messages follow the house style: lowercase, the offending text quoted, no trailing period.
public struct XMLError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What is wrong and what was expected.
    public var message: String
    /// The first character of the offending construct.
    public var location: XMLLocation

    /// Creates an error.
    public init(_ message: String, at location: XMLLocation) {
        self.message = message
        self.location = location
    }

    /// `line:column: error: message`.
    public var description: String { "\(location): error: \(message)" }
}
