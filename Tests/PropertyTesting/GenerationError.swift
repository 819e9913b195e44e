/// Why a generator could not produce a value.
public enum GenerationError: Error, Hashable, CustomStringConvertible {
    /// A ``Gen/filter(_:maxDiscards:_:)`` rejected `discards` values in a row.
    ///
    /// - `label`: The filter's label, if it was given one.
    case filterGaveUp(label: String?, discards: Int)

    /// A lowercase message that names the filter and says what to do.
    public var description: String {
        switch self {
        case let .filterGaveUp(label, discards):
            let name = label.map { "filter '\($0)'" } ?? "filter"
            return "\(name) rejected \(discards) generated values in a row; "
                + "generate valid values directly or loosen the predicate"
        }
    }
}
