import ScrollInsets

/// A node of an SVG (or HTML) document: an element with its attributes in the order given, its
/// children and its text, or raw markup that is written as is.
///
/// Attributes keep their insertion order, so the same drawing always serializes to the same
/// bytes; numbers go through ``SVGElement/number(_:)`` (ScrollInsets' `formatPoints`), text and
/// attribute values are XML-escaped when written.
///
/// ```swift
/// SVGElement("rect", [("id", "unsafe-top"), ("x", SVGElement.number(0))]).serialized()
/// // <rect id="unsafe-top" x="0"/>
/// ```
package struct SVGElement: Hashable, Sendable {
    /// The element name (`rect`, `g`, `text` …); empty for a text-only or raw node.
    package var name: String
    /// The attributes, written in this order.
    package var attributes: [Attribute]
    /// The child elements.
    package var children: [SVGElement]
    /// The text content, escaped when written.
    package var text: String?
    /// Markup written without escaping (a `<style>` sheet the renderer built itself).
    package var raw: String?

    /// One attribute.
    package struct Attribute: Hashable, Sendable {
        package var name: String
        package var value: String
    }

    /// An element with attributes given as (name, value) pairs, in order.
    package init(
        _ name: String, _ attributes: [(String, String)] = [], children: [SVGElement] = [], text: String? = nil
    ) {
        self.name = name
        self.attributes = attributes.map { Attribute(name: $0.0, value: $0.1) }
        self.children = children
        self.text = text
        self.raw = nil
    }

    /// Markup written as given; only for text the renderer produced itself.
    package static func raw(_ markup: String) -> SVGElement {
        var element = SVGElement("")
        element.raw = markup
        return element
    }

    /// A number as the model writes it: `44`, `0.5`, `-12.25`.
    package static func number(_ value: Double) -> String { formatPoints(value) }

    /// The value of the attribute `name`, or `nil`.
    package func attribute(_ name: String) -> String? {
        attributes.first { $0.name == name }?.value
    }

    /// The element as markup, children indented by two spaces per level; each element on its
    /// own line, text elements on one line.
    package func serialized(indent: Int = 0) -> String {
        var out = ""
        write(to: &out, indent: indent)
        return out
    }

    private func write(to out: inout String, indent: Int) {
        let pad = String(repeating: " ", count: indent)
        if let raw {
            out +=
                raw.split(separator: "\n", omittingEmptySubsequences: false)
                .map { $0.isEmpty ? "" : pad + $0 }.joined(separator: "\n") + "\n"
            return
        }
        out += pad + "<" + name
        for attribute in attributes {
            out += " \(attribute.name)=\"\(XMLEscaping.escape(attribute.value, inAttribute: true))\""
        }
        if children.isEmpty && text == nil {
            out += "/>\n"
            return
        }
        out += ">"
        if let text { out += XMLEscaping.escape(text, inAttribute: false) }
        if children.isEmpty {
            out += "</\(name)>\n"
            return
        }
        out += "\n"
        for child in children { child.write(to: &out, indent: indent + 2) }
        out += pad + "</\(name)>\n"
    }
}

/// Escaping of text for XML and HTML documents.
package enum XMLEscaping {
    /// `text` with `&`, `<` and `>` replaced by entities, and `"` too inside attributes.
    /// Control characters that XML 1.0 forbids (all below U+0020 except tab, newline and
    /// carriage return) become U+FFFD, so any fixture name yields a well-formed document.
    package static func escape(_ text: String, inAttribute: Bool) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"" where inAttribute: out += "&quot;"
            case "\t", "\n", "\r": out.unicodeScalars.append(scalar)
            case _ where scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF:
                out += "\u{FFFD}"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
