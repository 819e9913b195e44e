/// Checks `property` against inputs drawn from `gen` and throws a ``PropertyFailure``
/// describing the shrunk counterexample if it fails.
///
/// The number of runs and the seed come from `SCROLLINSETS_PROPERTY_RUNS`,
/// `SCROLLINSETS_SEED`, and `SCROLLINSETS_REPLAY` when they are set, else from `runs`
/// and `seed`. Swift Testing prints the thrown failure's message:
///
/// ```swift
/// @Test func insetNeverGrows() throws {
///     try forAll(.rect, .edgeInsets) { rect, insets in
///         rect.inset(by: insets).width <= rect.width
///     }
/// }
/// ```
///
/// - Parameters:
///   - runs: How many inputs to check unless the environment says otherwise.
///   - seed: The seed unless the environment says otherwise.
///   - describe: How to print an input in the failure message.
///   - property: Returns `true` when the input satisfies the property; returning `false` or throwing fails.
/// - Throws: ``PropertyFailure`` when the property fails, ``PropertyConfigurationError``
///   when a harness variable in the environment is not valid.
public func forAll<Value>(
    _ gen: Gen<Value>,
    runs: Int = PropertyConfiguration.defaultRuns,
    seed: UInt64 = PropertyConfiguration.defaultSeed,
    describe: (Value) -> String = { String(describing: $0) },
    fileID: String = #fileID, filePath: String = #filePath,
    line: Int = #line, column: Int = #column, function: String = #function,
    property: (Value) throws -> Bool
) throws {
    let location = PropertyLocation(fileID: fileID, filePath: filePath, line: line, column: column, function: function)
    try checkThrowing(
        gen, runs: runs, seed: seed, describe: describe,
        location: location, property: property)
}

/// Checks `property` against pairs of independently drawn inputs; see the one-generator overload.
public func forAll<A, B>(
    _ first: Gen<A>, _ second: Gen<B>,
    runs: Int = PropertyConfiguration.defaultRuns,
    seed: UInt64 = PropertyConfiguration.defaultSeed,
    describe: ((A, B)) -> String = { String(describing: $0) },
    fileID: String = #fileID, filePath: String = #filePath,
    line: Int = #line, column: Int = #column, function: String = #function,
    property: (A, B) throws -> Bool
) throws {
    let location = PropertyLocation(fileID: fileID, filePath: filePath, line: line, column: column, function: function)
    try checkThrowing(
        Gen.zip(first, second), runs: runs, seed: seed, describe: describe,
        location: location, property: { try property($0.0, $0.1) })
}

/// Checks `property` against triples of independently drawn inputs; see the one-generator overload.
public func forAll<A, B, C>(
    _ first: Gen<A>, _ second: Gen<B>, _ third: Gen<C>,
    runs: Int = PropertyConfiguration.defaultRuns,
    seed: UInt64 = PropertyConfiguration.defaultSeed,
    describe: ((A, B, C)) -> String = { String(describing: $0) },
    fileID: String = #fileID, filePath: String = #filePath,
    line: Int = #line, column: Int = #column, function: String = #function,
    property: (A, B, C) throws -> Bool
) throws {
    let location = PropertyLocation(fileID: fileID, filePath: filePath, line: line, column: column, function: function)
    try checkThrowing(
        Gen.zip(first, second, third), runs: runs, seed: seed, describe: describe,
        location: location, property: { try property($0.0, $0.1, $0.2) })
}

/// Checks `property` against quadruples of independently drawn inputs; see the one-generator overload.
public func forAll<A, B, C, D>(
    _ first: Gen<A>, _ second: Gen<B>, _ third: Gen<C>, _ fourth: Gen<D>,
    runs: Int = PropertyConfiguration.defaultRuns,
    seed: UInt64 = PropertyConfiguration.defaultSeed,
    describe: ((A, B, C, D)) -> String = { String(describing: $0) },
    fileID: String = #fileID, filePath: String = #filePath,
    line: Int = #line, column: Int = #column, function: String = #function,
    property: (A, B, C, D) throws -> Bool
) throws {
    let location = PropertyLocation(fileID: fileID, filePath: filePath, line: line, column: column, function: function)
    try checkThrowing(
        Gen.zip(first, second, third, fourth), runs: runs, seed: seed, describe: describe,
        location: location, property: { try property($0.0, $0.1, $0.2, $0.3) })
}

/// The shared body of the `forAll` overloads.
func checkThrowing<Value>(
    _ gen: Gen<Value>, runs: Int, seed: UInt64, describe: (Value) -> String,
    location: PropertyLocation, property: (Value) throws -> Bool
) throws {
    let configuration = try PropertyConfiguration(
        runs: runs, seed: seed, environment: PropertyConfiguration.processEnvironment)
    let result = PropertyRunner(configuration: configuration, location: location)
        .check(gen, describe: describe, property: property)
    if let failure = result.failure {
        throw failure
    }
}
