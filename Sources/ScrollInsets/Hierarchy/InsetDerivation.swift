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
    /// The terms of each edge, in the order they were applied.
    public private(set) var terms: [Edge: [InsetTerm]] = [:]

    /// An empty derivation: zero on every edge.
    public init() {}

    /// The terms of `edge`, in order.
    public subscript(edge: Edge) -> [InsetTerm] {
        terms[edge] ?? []
    }

    /// Appends a term on `edge`. A zero amount is kept only when it explains something
    /// (a `note`-like term); callers skip zero terms that say nothing.
    public mutating func add(_ source: InsetSource, _ amount: Double, on edge: Edge, _ reason: String) {
        terms[edge, default: []].append(InsetTerm(source: source, amount: amount, reason: reason))
    }

    /// Appends every term of `other`, edge by edge.
    public mutating func append(contentsOf other: InsetDerivation) {
        for edge in Edge.allCases {
            for term in other[edge] { terms[edge, default: []].append(term) }
        }
    }

    /// The sum of the terms on `edge`.
    public func total(on edge: Edge) -> Double {
        self[edge].reduce(0) { $0 + $1.amount }
    }

    /// The sums of the terms, as insets.
    public var totals: EdgeInsets {
        EdgeInsets(top: total(on: .top), left: total(on: .left), bottom: total(on: .bottom), right: total(on: .right))
    }
}

/// One term of an ``InsetDerivation``: who added how much, and why.
public struct InsetTerm: Hashable, Sendable {
    /// The contributor.
    public var source: InsetSource
    /// The points it adds (negative when it takes away).
    public var amount: Double
    /// A short lowercase sentence with the numbers: "navigation bar 'nav' 44 pt".
    public var reason: String

    /// Creates a term.
    public init(source: InsetSource, amount: Double, reason: String) {
        self.source = source
        self.amount = amount
        self.reason = reason
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
}
