/// A generated value together with its shrinks: the rose tree of integrated shrinking.
///
/// The root is the value a generator drew; its children are simpler values to try in its
/// place when a property fails, most aggressive first; their children are simpler still.
/// Children are computed only when asked for, so a tree of every possible shrink costs
/// nothing until the shrink loop walks into it.
///
/// Because ``map(_:)`` maps the whole tree, a mapped generator shrinks exactly as the
/// generator it came from does: `Gen.int(in: 0...9).map { [$0] }` shrinks its arrays
/// through the integer's shrinks. This is Hedgehog's design.
public struct ShrinkTree<Value> {
    /// The generated value.
    public let value: Value
    private let makeShrinks: () -> [ShrinkTree<Value>]

    /// Creates a tree from a value and a function that produces its shrinks on demand.
    ///
    /// - Parameters:
    ///   - value: The root value.
    ///   - shrinks: Called each time ``shrinks`` is read; must return the same trees each time.
    public init(_ value: Value, shrinks: @escaping () -> [ShrinkTree<Value>] = { [] }) {
        self.value = value
        self.makeShrinks = shrinks
    }

    /// The simpler values to try in place of ``value``, most aggressive first.
    public var shrinks: [ShrinkTree<Value>] { makeShrinks() }

    /// A tree that shrinks `value` with `shrink`, then each result with `shrink` again.
    ///
    /// `shrink` must eventually return no candidates along every path (for example, by only
    /// returning values strictly closer to a fixed destination).
    ///
    /// - Parameters:
    ///   - value: The root value.
    ///   - shrink: The candidates one step simpler than a value, most aggressive first.
    public static func unfold(_ value: Value, shrink: @escaping (Value) -> [Value]) -> ShrinkTree<Value> {
        ShrinkTree(value) { shrink(value).map { unfold($0, shrink: shrink) } }
    }

    /// The tree with `transform` applied to every value.
    public func map<NewValue>(_ transform: @escaping (Value) -> NewValue) -> ShrinkTree<NewValue> {
        ShrinkTree<NewValue>(transform(value)) { self.shrinks.map { $0.map(transform) } }
    }

    /// The tree that shrinks this tree's value first, rebuilding the tree that `transform`
    /// returns for each shrink, and then shrinks the tree that `transform` returned.
    ///
    /// `transform` returns `nil` when it cannot build a tree (a filter gave up); such
    /// shrinks are skipped.
    public func flatMap<NewValue>(
        _ transform: @escaping (Value) -> ShrinkTree<NewValue>?
    ) -> ShrinkTree<NewValue>? {
        guard let inner = transform(value) else { return nil }
        return ShrinkTree<NewValue>(inner.value) {
            self.shrinks.compactMap { $0.flatMap(transform) } + inner.shrinks
        }
    }

    /// The tree without the shrinks whose values fail `isIncluded`.
    ///
    /// A rejected shrink's own shrinks that pass `isIncluded` take its place (one level
    /// deep), so that filtering out every other value does not stop shrinking: odd numbers
    /// shrink from 507 past the even 504 to 501.
    public func filter(_ isIncluded: @escaping (Value) -> Bool) -> ShrinkTree<Value> {
        ShrinkTree(value) {
            self.shrinks.flatMap { shrink -> [ShrinkTree<Value>] in
                if isIncluded(shrink.value) { return [shrink.filter(isIncluded)] }
                return shrink.shrinks.filter { isIncluded($0.value) }.map { $0.filter(isIncluded) }
            }
        }
    }

    /// The tree of pairs: shrinks the first value with the second fixed, then the second.
    public func zip<Other>(_ other: ShrinkTree<Other>) -> ShrinkTree<(Value, Other)> {
        ShrinkTree<(Value, Other)>((value, other.value)) {
            self.shrinks.map { $0.zip(other) } + other.shrinks.map { self.zip($0) }
        }
    }
}
