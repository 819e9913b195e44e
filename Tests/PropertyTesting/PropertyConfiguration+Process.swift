#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#elseif canImport(ucrt)
    import ucrt
#endif

extension PropertyConfiguration {
    /// The harness's variables as this process's environment sets them (unset ones are absent).
    ///
    /// The only place the harness reads the process environment; everything else takes a
    /// dictionary, so tests can inject one.
    public static var processEnvironment: [String: String] {
        var environment: [String: String] = [:]
        for name in [runsVariable, seedVariable, replayVariable] {
            if let value = getenv(name) {
                environment[name] = String(cString: value)
            }
        }
        return environment
    }
}
