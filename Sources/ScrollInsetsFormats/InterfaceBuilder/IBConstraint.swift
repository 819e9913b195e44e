import ScrollInsets
import XMLSubset

/// One `<constraint>` of an Interface Builder document, with IB's defaults filled in:
/// `firstItem` = the view that holds the constraint, `relation` = equal, `multiplier` = 1,
/// `constant` = 0, `priority` = 1000.
struct IBConstraint: Hashable, Sendable {
    /// An attribute of a layout item (`NSLayoutConstraint.Attribute` in IB's spelling).
    enum Attribute: String, Hashable, Sendable {
        case left, right, top, bottom, leading, trailing, width, height, centerX, centerY
        case leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin
        case centerXWithinMargins, centerYWithinMargins
        case baseline, firstBaseline, lastBaseline

        var axis: Axis? {
            switch self {
            case .left, .right, .leading, .trailing, .width, .centerX, .leftMargin, .rightMargin,
                .leadingMargin, .trailingMargin, .centerXWithinMargins:
                return .horizontal
            case .top, .bottom, .height, .centerY, .topMargin, .bottomMargin, .centerYWithinMargins: return .vertical
            case .baseline, .firstBaseline, .lastBaseline: return nil
            }
        }

        /// The attribute without its margin: `leadingMargin` → `leading`.
        var withoutMargin: Attribute {
            switch self {
            case .leftMargin: return .left
            case .rightMargin: return .right
            case .topMargin: return .top
            case .bottomMargin: return .bottom
            case .leadingMargin: return .leading
            case .trailingMargin: return .trailing
            case .centerXWithinMargins: return .centerX
            case .centerYWithinMargins: return .centerY
            default: return self
            }
        }

        var isMargin: Bool { withoutMargin != self }
    }

    var id: String?
    var firstItem: String
    var firstAttribute: Attribute?
    var secondItem: String?
    var secondAttribute: Attribute?
    var isEquality: Bool
    var multiplier: Double
    var constant: Double
    var priority: Double
    var location: SourceLocation

    /// Whether it takes part in the required-equalities solve: equal and at priority 1000.
    var isRequiredEquality: Bool { isEquality && priority >= 1000 }

    /// Reads a `<constraint>` held by the view with id `owner`; `nil` for a placeholder
    /// (removed at build time) or one without a first attribute.
    init?(_ element: XMLElement, owner: String) {
        guard element["placeholder"] != "YES" else { return nil }
        id = element["id"]
        firstItem = element["firstItem"] ?? owner
        firstAttribute = element["firstAttribute"].flatMap(Attribute.init(rawValue:))
        secondItem = element["secondItem"]
        secondAttribute = element["secondAttribute"].flatMap(Attribute.init(rawValue:))
        isEquality = (element["relation"] ?? "equal") == "equal"
        multiplier = Self.multiplier(element["multiplier"]) ?? 1
        constant = element["constant"].flatMap(Double.init) ?? 0
        priority = element["priority"].flatMap(Double.init) ?? 1000
        location = SourceLocation(element.location)
    }

    /// `0.5`, or a ratio `3:1` (= 3).
    static func multiplier(_ text: String?) -> Double? {
        guard let text else { return nil }
        if let colon = text.firstIndex(of: ":") {
            guard let a = Double(text[..<colon]), let b = Double(text[text.index(after: colon)...]), b != 0 else {
                return nil
            }
            return a / b
        }
        return Double(text)
    }
}
