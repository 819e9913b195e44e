#if canImport(Testing)
    import Testing

    /// Checks `property` against inputs drawn from `gen` and records a Swift Testing issue at
    /// the call site, with the failure message, if it fails.
    ///
    /// The same as `forAll` except that it records instead of throwing, so a test can go on
    /// after a failure; an invalid harness variable in the environment is recorded too.
    ///
    /// ```swift
    /// @Test func insetNeverGrows() {
    ///     expectForAll(.rect, .edgeInsets) { rect, insets in rect.inset(by: insets).width <= rect.width }
    /// }
    /// ```
    ///
    /// - Returns: Whether the property held (or the configuration was invalid: `false`).
    @discardableResult
    public func expectForAll<Value>(
        _ gen: Gen<Value>,
        runs: Int = PropertyConfiguration.defaultRuns,
        seed: UInt64 = PropertyConfiguration.defaultSeed,
        describe: (Value) -> String = { String(describing: $0) },
        sourceLocation: SourceLocation = #_sourceLocation, function: String = #function,
        property: (Value) throws -> Bool
    ) -> Bool {
        checkRecording(
            gen, runs: runs, seed: seed, describe: describe,
            sourceLocation: sourceLocation, function: function, property: property)
    }

    /// Records an issue if `property` fails for pairs of independently drawn inputs; see the one-generator overload.
    @discardableResult
    public func expectForAll<A, B>(
        _ first: Gen<A>, _ second: Gen<B>,
        runs: Int = PropertyConfiguration.defaultRuns,
        seed: UInt64 = PropertyConfiguration.defaultSeed,
        describe: ((A, B)) -> String = { String(describing: $0) },
        sourceLocation: SourceLocation = #_sourceLocation, function: String = #function,
        property: (A, B) throws -> Bool
    ) -> Bool {
        checkRecording(
            Gen.zip(first, second), runs: runs, seed: seed, describe: describe,
            sourceLocation: sourceLocation, function: function, property: { try property($0.0, $0.1) })
    }

    /// Records an issue if `property` fails for triples of independently drawn inputs; see the one-generator overload.
    @discardableResult
    public func expectForAll<A, B, C>(
        _ first: Gen<A>, _ second: Gen<B>, _ third: Gen<C>,
        runs: Int = PropertyConfiguration.defaultRuns,
        seed: UInt64 = PropertyConfiguration.defaultSeed,
        describe: ((A, B, C)) -> String = { String(describing: $0) },
        sourceLocation: SourceLocation = #_sourceLocation, function: String = #function,
        property: (A, B, C) throws -> Bool
    ) -> Bool {
        checkRecording(
            Gen.zip(first, second, third), runs: runs, seed: seed, describe: describe,
            sourceLocation: sourceLocation, function: function, property: { try property($0.0, $0.1, $0.2) })
    }

    /// Records an issue if `property` fails for quadruples of independently drawn inputs; see the one-generator
    /// overload.
    @discardableResult
    public func expectForAll<A, B, C, D>(
        _ first: Gen<A>, _ second: Gen<B>, _ third: Gen<C>, _ fourth: Gen<D>,
        runs: Int = PropertyConfiguration.defaultRuns,
        seed: UInt64 = PropertyConfiguration.defaultSeed,
        describe: ((A, B, C, D)) -> String = { String(describing: $0) },
        sourceLocation: SourceLocation = #_sourceLocation, function: String = #function,
        property: (A, B, C, D) throws -> Bool
    ) -> Bool {
        checkRecording(
            Gen.zip(first, second, third, fourth), runs: runs, seed: seed, describe: describe,
            sourceLocation: sourceLocation, function: function, property: { try property($0.0, $0.1, $0.2, $0.3) })
    }

    /// The shared body of the `expectForAll` overloads.
    func checkRecording<Value>(
        _ gen: Gen<Value>, runs: Int, seed: UInt64, describe: (Value) -> String,
        sourceLocation: SourceLocation, function: String, property: (Value) throws -> Bool
    ) -> Bool {
        let location = PropertyLocation(
            fileID: sourceLocation.fileID, filePath: sourceLocation.filePath,
            line: sourceLocation.line, column: sourceLocation.column, function: function)
        do {
            try checkThrowing(gen, runs: runs, seed: seed, describe: describe, location: location, property: property)
            return true
        } catch {
            Issue.record(Comment(rawValue: String(describing: error)), sourceLocation: sourceLocation)
            return false
        }
    }
#endif
