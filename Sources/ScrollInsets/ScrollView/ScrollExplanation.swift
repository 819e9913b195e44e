/// What a ``ScrollResolution`` keeps to explain itself: the decision on each edge and the
/// inputs of its terms. ``reasons`` and ``derivation`` are written from it when read.
struct ScrollExplanation: Hashable, Sendable {
    /// The decision on each edge, in `Edge.allCases` order.
    var decisions = EdgeValues(repeating: AdjustmentReason.never)
    /// `contentInset` as given.
    var contentInset: EdgeInsets
    /// The scroll view's own safe area.
    var safeArea: EdgeInsets
    /// The adjusted edges.
    var adjusted: EdgeMask = []
    /// The keyboard UIKit adjusts the bottom for (a `UITableViewController`'s table with the
    /// keyboard up), or `nil`.
    var keyboard: KeyboardBottom?

    /// The docked keyboard's overlap with the bottom of a table UIKit adjusts for it, and the
    /// bottom safe area the overlap replaces.
    struct KeyboardBottom: Hashable, Sendable {
        var overlap: Double
        var replacedSafeArea: Double
    }

    init(contentInset: EdgeInsets, safeArea: EdgeInsets) {
        self.contentInset = contentInset
        self.safeArea = safeArea
    }

    /// One sentence per edge.
    var reasons: [Edge: WhyTerm] {
        var reasons: [Edge: WhyTerm] = [:]
        for edge in Edge.allCases { reasons[edge] = .reason(decisions[edge].sentence) }
        return reasons
    }

    /// The terms of `adjustedContentInset`: per edge, the `contentInset`, then the layout
    /// guide written into it (iOS 10) or the safe area when the edge is adjusted.
    var derivation: InsetDerivation {
        var derivation = InsetDerivation()
        for edge in Edge.allCases {
            if contentInset[edge] != 0 {
                derivation.add(
                    .contentInset, contentInset[edge], on: edge,
                    "contentInset.\(edge.rawValue) \(formatPoints(contentInset[edge])) pt")
            }
            if edge == .bottom, let keyboard {
                derivation.add(
                    .keyboard, keyboard.overlap, on: edge,
                    """
                    the keyboard covers \(formatPoints(keyboard.overlap)) pt of a UITableViewController's table, \
                    which UIKit adjusts itself
                    """)
                derivation.add(
                    .keyboard, 0, on: edge,
                    InsetTerm.Reason.assumption(
                        "the overlap replaces the bottom safe area \(formatPoints(keyboard.replacedSafeArea)) pt"))
            } else if case let .layoutGuideWritten(_, length, _, _) = decisions[edge] {
                derivation.add(.contentInset, length, on: edge, decisions[edge].sentence)
            } else if adjusted.contains(EdgeMask(edge)) && safeArea[edge] != 0 {
                derivation.add(
                    .safeArea, safeArea[edge], on: edge,
                    "safe-area inset \(formatPoints(safeArea[edge])) pt: \(decisions[edge].sentence)")
                for assumption in decisions[edge].assumptions {
                    derivation.add(.safeArea, 0, on: edge, InsetTerm.Reason.assumption(assumption))
                }
            }
        }
        return derivation
    }
}

/// One value per physical edge, stored inline (no allocation).
struct EdgeValues<Value: Hashable & Sendable>: Hashable, Sendable {
    var top, left, bottom, right: Value

    init(repeating value: Value) {
        (top, left, bottom, right) = (value, value, value, value)
    }

    subscript(edge: Edge) -> Value {
        get {
            switch edge {
            case .top: return top
            case .left: return left
            case .bottom: return bottom
            case .right: return right
            }
        }
        set {
            switch edge {
            case .top: top = newValue
            case .left: left = newValue
            case .bottom: bottom = newValue
            case .right: right = newValue
            }
        }
    }
}
