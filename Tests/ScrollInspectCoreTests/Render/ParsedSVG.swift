import Foundation
#if canImport(FoundationXML)
    import FoundationXML
#endif
import ScrollInsets

/// An SVG (or XHTML-compatible) document read back with `XMLParser`, so the tests check what
/// a viewer would read, not the renderer's own data structures.
struct ParsedSVG {
    /// An element with its attributes and the text directly inside it.
    struct Element {
        var name: String
        var attributes: [String: String]
        var text: String
        /// The `id`s of the enclosing elements, outermost first.
        var ancestors: [String]

        /// The attribute parsed as a number; `nil` when absent or not a number.
        func number(_ name: String) -> Double? {
            attributes[name].flatMap(Double.init)
        }

        /// The element's `x`, `y`, `width`, `height` as a rectangle; `nil` when one is missing.
        var rect: Rect? {
            guard let x = number("x"), let y = number("y"), let width = number("width"),
                let height = number("height")
            else { return nil }
            return Rect(x: x, y: y, width: width, height: height)
        }

        /// The element's classes.
        var classes: [String] {
            (attributes["class"] ?? "").split(separator: " ").map(String.init)
        }
    }

    /// Every element, in document order.
    var elements: [Element]

    /// Parses `text`; throws the parser's error when the document is not well-formed XML.
    init(_ text: String) throws {
        let delegate = Collector()
        let parser = XMLParser(data: Data(text.utf8))
        parser.delegate = delegate
        guard parser.parse() else {
            throw parser.parserError ?? CocoaError(.fileReadCorruptFile)
        }
        elements = delegate.elements
    }

    /// The element whose `id` is `id`.
    func element(id: String) -> Element? {
        elements.first { $0.attributes["id"] == id }
    }

    /// The elements that have the class `className` (among others).
    func elements(class className: String) -> [Element] {
        elements.filter { $0.classes.contains(className) }
    }

    /// The shapes of the picture with class `className`: the legend's swatches (whose
    /// `data-path` is `legend`) left out.
    func shapes(class className: String) -> [Element] {
        elements(class: className).filter { $0.attributes["data-path"] != "legend" }
    }

    /// The ids of the picture's shapes with class `className`, in document order.
    func ids(class className: String) -> [String] {
        shapes(class: className).compactMap { $0.attributes["id"] }
    }

    private final class Collector: NSObject, XMLParserDelegate {
        var elements: [Element] = []
        var open: [Int] = []

        func parser(
            _ parser: XMLParser, didStartElement name: String, namespaceURI: String?,
            qualifiedName: String?, attributes: [String: String] = [:]
        ) {
            let ancestors = open.compactMap { elements[$0].attributes["id"] }
            elements.append(Element(name: name, attributes: attributes, text: "", ancestors: ancestors))
            open.append(elements.count - 1)
        }

        func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
            open.removeLast()
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) {
            guard let index = open.last else { return }
            elements[index].text += string
        }
    }
}
