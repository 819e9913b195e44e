/// Where an inset rule writes the terms that explain its numbers.
///
/// The rules (``SafeAreaPropagation``, ``LayoutMarginsResolution``) are written once, generic
/// over a recorder. The resolver runs them with ``DiscardedTerms``, which the compiler
/// specialises to pure arithmetic, so laying out a view allocates nothing for explanations;
/// ``Layout`` runs the same code with an ``InsetDerivation`` when someone asks why a view
/// has its insets. The numbers and their explanation cannot drift apart: they come from one
/// function with the same inputs.
protocol TermRecorder {
    /// Records a term; `reason` is evaluated only by a recorder that keeps it.
    mutating func record(
        _ source: InsetSource, _ amount: Double, on edge: Edge,
        _ reason: @autoclosure () -> InsetTerm.Reason)
    /// Records every term of `terms`, edge by edge.
    mutating func record(contentsOf terms: @autoclosure () -> InsetDerivation)
}

/// A recorder that keeps nothing: the resolver's fast path.
struct DiscardedTerms: TermRecorder {
    /// Never read. It gives the type a size: ThreadSanitizer's instrumentation of an `inout`
    /// access to a value of size zero dereferenced whatever its "address" held, and crashed
    /// (Swift 6.3.1, `swift test --sanitize=thread`).
    private var byte: UInt8 = 0

    @inline(__always)
    mutating func record(
        _ source: InsetSource, _ amount: Double, on edge: Edge,
        _ reason: @autoclosure () -> InsetTerm.Reason
    ) {}

    @inline(__always)
    mutating func record(contentsOf terms: @autoclosure () -> InsetDerivation) {}
}

extension InsetDerivation: TermRecorder {
    mutating func record(
        _ source: InsetSource, _ amount: Double, on edge: Edge,
        _ reason: @autoclosure () -> InsetTerm.Reason
    ) {
        add(source, amount, on: edge, reason())
    }

    mutating func record(contentsOf terms: @autoclosure () -> InsetDerivation) {
        append(contentsOf: terms())
    }
}

/// A set of physical edges in one byte, for the resolver's per-view records.
struct EdgeMask: OptionSet, Hashable, Sendable {
    let rawValue: UInt8

    static let top = EdgeMask(rawValue: 1)
    static let left = EdgeMask(rawValue: 2)
    static let bottom = EdgeMask(rawValue: 4)
    static let right = EdgeMask(rawValue: 8)

    /// The mask of one edge.
    init(_ edge: Edge) {
        switch edge {
        case .top: self = .top
        case .left: self = .left
        case .bottom: self = .bottom
        case .right: self = .right
        }
    }

    init(rawValue: UInt8) { self.rawValue = rawValue }

    /// The edges in the mask, in `Edge.allCases` order.
    var edges: [Edge] { Edge.allCases.filter { contains(EdgeMask($0)) } }
}
