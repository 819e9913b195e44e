/// A usage error: exit 64, with a message that names the flag.
package struct UsageError: Error, Equatable, Sendable {
    /// What is wrong, in the house style: `option '--format' needs a value`.
    package var message: String
}

extension UsageError {
    /// The case of `Choice` that `value` names, or the error listing them all:
    /// `unknown format 'x' for '--format'; expected one of text, json, …`.
    static func choice<Choice: RawRepresentable & CaseIterable>(
        _ value: String, _ noun: String, for spelling: String
    ) throws(UsageError) -> Choice where Choice.RawValue == String {
        guard let choice = Choice(rawValue: value) else {
            throw UsageError(
                message:
                    """
                    unknown \(noun) '\(value)' for '\(spelling)'; expected one of \
                    \(Choice.allCases.map(\.rawValue).joined(separator: ", "))
                    """
            )
        }
        return choice
    }
}
