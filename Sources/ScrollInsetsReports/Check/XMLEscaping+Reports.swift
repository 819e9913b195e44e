/// Escaping for the Checkstyle and JUnit reports, on top of the one escaper the pictures use.
extension XMLEscaping {
    /// `text` escaped for character data (between tags).
    static func text(_ text: String) -> String { escape(text, inAttribute: false) }

    /// `text` escaped for a double-quoted attribute value: as ``escape(_:inAttribute:)``, and
    /// tab, LF and CR become character references, so that a parser's attribute-value
    /// normalization (XML 1.0 §3.3.3) does not turn a multi-line message into one line.
    static func attribute(_ text: String) -> String {
        var output = ""
        for scalar in escape(text, inAttribute: true).unicodeScalars {
            switch scalar {
            case "\t": output += "&#9;"
            case "\n": output += "&#10;"
            case "\r": output += "&#13;"
            default: output.unicodeScalars.append(scalar)
            }
        }
        return output
    }
}
