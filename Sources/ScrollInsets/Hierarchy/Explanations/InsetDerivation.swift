/// Why an inset has its value: the terms that add up to it, edge by edge.
///
/// Every computed inset in ``Layout`` carries one of these, so a tool can explain a number
/// without recomputing it. The terms of an edge always add up to the inset on that edge.
///
/// ```swift
/// // iPhone X portrait, a view controller in a navigation controller:
/// // top = 44 (status bar) + 44 (navigation bar 'nav')
/// ```
public struct InsetDerivation: Hashable, Sendable {
    /// Every term with its edge, in the order they were added: one array for the four
    /// edges, so a view's derivation costs one allocation, not a dictionary and four arrays.
    private var entries: [(edge: Edge, term: InsetTerm)] = []

    /// An empty derivation: zero on every edge.
    public init() {}

    /// The terms of each edge, in the order they were applied; only edges with terms have a key.
    public var terms: [Edge: [InsetTerm]] {
        var terms: [Edge: [InsetTerm]] = [:]
        for entry in entries { terms[entry.edge, default: []].append(entry.term) }
        return terms
    }

    /// The terms of `edge`, in order.
    public subscript(edge: Edge) -> [InsetTerm] {
        entries.compactMap { $0.edge == edge ? $0.term : nil }
    }

    /// Appends a term on `edge`. A zero amount is kept only when it explains something
    /// (a `note`-like term); callers skip zero terms that say nothing.
    public mutating func add(_ source: InsetSource, _ amount: Double, on edge: Edge, _ reason: String) {
        add(InsetTerm(source: source, amount: amount, reason: reason), on: edge)
    }

    /// Appends a term whose sentence is written only when it is read.
    mutating func add(_ source: InsetSource, _ amount: Double, on edge: Edge, _ reason: InsetTerm.Reason) {
        add(InsetTerm(source: source, amount: amount, why: reason), on: edge)
    }

    /// Appends a term as it is.
    mutating func add(_ term: InsetTerm, on edge: Edge) {
        if entries.isEmpty { entries.reserveCapacity(4) }  // one term per edge is the usual case
        entries.append((edge, term))
    }

    /// Appends every term of `other`, edge by edge.
    public mutating func append(contentsOf other: InsetDerivation) {
        for edge in Edge.allCases {
            for entry in other.entries where entry.edge == edge { entries.append(entry) }
        }
    }

    /// The sum of the terms on `edge`, added in order as the resolver adds them; a term that
    /// exactly cancels the one before it (a view's edge beyond its superview's, then the clamp that
    /// takes it back) restores the total before that one, so the pair leaves no rounding behind.
    ///
    /// ```swift
    /// // 59 + 38.666… + 256.5 − 256.5: 97.66666666666666, as 59 + 38.666… alone (added blindly, the
    /// // last two would leave 97.66666666666663).
    /// ```
    public func total(on edge: Edge) -> Double {
        var total = 0.0
        var before = 0.0, last: Double?
        for entry in entries where entry.edge == edge {
            let amount = entry.term.amount
            if let previous = last, amount == -previous, amount != 0 {
                total = before
                last = nil
                continue
            }
            before = total
            last = amount
            total += amount
        }
        return total
    }

    /// The sums of the terms, as insets.
    public var totals: EdgeInsets {
        EdgeInsets(top: total(on: .top), left: total(on: .left), bottom: total(on: .bottom), right: total(on: .right))
    }

    /// Two derivations are equal when each edge has the same terms in the same order.
    public static func == (a: InsetDerivation, b: InsetDerivation) -> Bool {
        Edge.allCases.allSatisfy { a[$0] == b[$0] }
    }

    /// Hashes each edge's terms, as `==` compares them.
    public func hash(into hasher: inout Hasher) {
        for edge in Edge.allCases { hasher.combine(self[edge]) }
    }
}

/// One term of an ``InsetDerivation``: who added how much, and why.
public struct InsetTerm: Hashable, Sendable {
    /// The contributor.
    public var source: InsetSource
    /// The points it adds (negative when it takes away).
    public var amount: Double
    /// Why, as data; ``reason`` writes the sentence.
    var why: Reason

    /// A short lowercase sentence with the numbers: "navigation bar 'nav' 44 pt".
    public var reason: String {
        get { why.sentence }
        set { why = .text(newValue) }
    }

    /// Creates a term.
    public init(source: InsetSource, amount: Double, reason: String) {
        self.source = source
        self.amount = amount
        self.why = .text(reason)
    }

    /// Creates a term whose sentence is written when it is read.
    init(source: InsetSource, amount: Double, why: Reason) {
        self.source = source
        self.amount = amount
        self.why = why
    }

    /// Two terms are equal when their sources, amounts and sentences are.
    public static func == (a: InsetTerm, b: InsetTerm) -> Bool {
        a.source == b.source && a.amount == b.amount && (a.why == b.why || a.reason == b.reason)
    }

    /// Hashes the source, the amount and the sentence, as `==` compares them.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(source)
        hasher.combine(amount)
        hasher.combine(reason)
    }
}

/// The contributors to an inset.
public enum InsetSource: String, Hashable, Sendable, CaseIterable {
    /// The device's hardware: sensor housing, home indicator, rounded corners.
    case screen
    /// The status bar.
    case statusBar
    /// A custom window's given insets.
    case window
    /// A navigation controller's navigation bar.
    case navigationBar
    /// A navigation controller's toolbar.
    case toolbar
    /// A tab bar controller's tab bar.
    case tabBar
    /// A view controller's `additionalSafeAreaInsets`.
    case additionalSafeAreaInsets
    /// A hosting controller's `safeAreaRegions`, which keeps a region from the SwiftUI content.
    case safeAreaRegions
    /// The position of the view inside its superview: the part of the superview's unsafe
    /// band that the view does not reach (negative) or reaches beyond (positive, before the clamp).
    case position
    /// The clamp that keeps a view's inset within [0, the superview's inset].
    case clamp
    /// A scroll view that absorbed the edge into its `adjustedContentInset`.
    case absorbedByScrollView
    /// A `contentInset` (in an `adjustedContentInset`).
    case contentInset
    /// A safe-area inset (in an `adjustedContentInset`, or a layout margin built on it).
    case safeArea
    /// A layout margin.
    case layoutMargin
    /// The system minimum layout margin of a view controller's root view.
    case systemMinimumLayoutMargin
    /// A margin raised to keep content inside the superview's margins
    /// (`preservesSuperviewLayoutMargins`).
    case superviewLayoutMargin
    /// The container a presented controller's view is laid out in (`PresentationSafeArea`).
    case presentation
    /// A split view controller's column: the primary's off-screen buffer, the iPadOS 26
    /// sidebar beside the next column (``SplitViewLayout``).
    case splitViewColumn
    /// The docked keyboard's overlap, which UIKit adds to a `UITableViewController`'s table
    /// (``KeyboardAvoidance``).
    case keyboard
}
