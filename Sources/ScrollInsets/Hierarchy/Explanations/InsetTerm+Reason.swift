extension InsetTerm {
    /// Why a term has its amount, as data: the resolver records one of these for every view,
    /// and the sentence (``InsetTerm/reason``) is written only when someone reads it.
    enum Reason: Hashable, Sendable {
        /// A sentence written in full.
        case text(String)
        /// A sentence no source states, written "assumed: …" (``WhyTerm/assumption(_:)``).
        case assumption(String)
        /// "layout margin 8 pt"
        case layoutMargin(Double)
        /// "raised to the system minimum margin 16 pt"
        case systemMinimumMargin(Double)
        /// "safe-area inset 44 pt (insetsLayoutMarginsFromSafeArea)"
        case safeAreaUnderMargin(Double)
        /// "raised to stay inside 'nav/feed/root''s left margin (preservesSuperviewLayoutMargins)"
        case superviewMargin(Edge, of: Subject)
        /// "top edge 10 pt inside the top edge of 'root'"
        case inside(Edge, Double, of: Subject)
        /// "bottom edge 100 pt beyond the bottom edge of 'root'"
        case beyond(Edge, Double, of: Subject)
        /// "navigation bar of 'nav' 44 pt": a bar's name, its container's path and height.
        case bar(String, of: String, Double)
        /// "additionalSafeAreaInsets.top 20 pt of 'nav/feed'"
        case additionalSafeAreaInsets(Edge, Double, of: String)
        /// "clamped to the bottom inset of 'root', 34 pt"
        case clamped(Edge, Double, of: Subject)

        /// The sentence.
        var sentence: String {
            switch self {
            case .text(let text):
                return text
            case .assumption(let text):
                return WhyTerm.assumption(text).sentence
            case .layoutMargin(let value):
                return "layout margin \(formatPoints(value)) pt"
            case .systemMinimumMargin(let value):
                return "raised to the system minimum margin \(formatPoints(value)) pt"
            case .safeAreaUnderMargin(let value):
                return "safe-area inset \(formatPoints(value)) pt (insetsLayoutMarginsFromSafeArea)"
            case .superviewMargin(let edge, let subject):
                return
                    "raised to stay inside \(subject.name)'s \(edge.rawValue) margin (preservesSuperviewLayoutMargins)"
            case .inside(let edge, let distance, let subject):
                return
                    """
                    \(edge.rawValue) edge \(formatPoints(distance)) pt inside the \(edge.rawValue) edge of \
                    \(subject.name)
                    """
            case .beyond(let edge, let distance, let subject):
                return
                    """
                    \(edge.rawValue) edge \(formatPoints(distance)) pt beyond the \(edge.rawValue) edge of \
                    \(subject.name)
                    """
            case .bar(let name, let path, let height):
                return "\(name) of '\(path)' \(formatPoints(height)) pt"
            case .additionalSafeAreaInsets(let edge, let value, let path):
                return "additionalSafeAreaInsets.\(edge.rawValue) \(formatPoints(value)) pt of '\(path)'"
            case .clamped(let edge, let value, let subject):
                return "clamped to the \(edge.rawValue) inset of \(subject.name), \(formatPoints(value)) pt"
            }
        }

        /// The sentence without the "assumed: " mark of an assumption.
        var text: String {
            if case .assumption(let text) = self { text } else { sentence }
        }

        /// Whether no source states it.
        var isAssumption: Bool {
            if case .assumption = self { true } else { false }
        }
    }

    /// Whom a sentence names.
    enum Subject: Hashable, Sendable {
        /// "the window"
        case window
        /// A view by its path, quoted: "'nav/feed/root'".
        case view(path: String)
        /// A name written as given.
        case named(String)

        var name: String {
            switch self {
            case .window: return "the window"
            case .view(let path): return "'\(path)'"
            case .named(let name): return name
            }
        }
    }
}
