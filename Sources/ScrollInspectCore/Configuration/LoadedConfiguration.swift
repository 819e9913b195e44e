import ScrollInsets

/// A configuration file read for a run: where it is, as paths are shown and joined, and what it says.
struct LoadedConfiguration: Equatable, Sendable {
    /// The file's path as shown in messages: `.scroll-inspect.yml`, the same with a `..` for
    /// each directory up, or as given to `--config`.
    var path: String
    /// The file's directory, the base of its paths and patterns, relative to the working
    /// directory (`""` for the working directory itself) or absolute.
    var directory: String
    /// What the file says.
    var configuration: ProjectConfiguration

    /// `relative` below the configuration's directory, as a path a run opens and shows:
    /// `Fixtures/a.yaml`, with a leading `..` when the file is one directory up.
    func resolve(_ relative: String) -> String {
        Self.join(directory, relative)
    }

    /// `directory/relative`, without a `./` or a doubled `/`.
    static func join(_ directory: String, _ relative: String) -> String {
        if directory.isEmpty || directory == "." || relative.hasPrefix("/") { return relative }
        return directory.hasSuffix("/") ? directory + relative : directory + "/" + relative
    }

    /// The directory part of `path` (`""` for a bare file name).
    static func directory(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "" }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    /// Why a configuration cannot be used: the status to end the run with.
    struct Failure: Error { var status: CommandStatus }

    /// The configuration of a run: the file `--config` names (which must exist), or else
    /// `.scroll-inspect.yml` in the working directory or the nearest directory above it, or
    /// `nil` when there is none (or the environment has no working directory).
    ///
    /// - Throws: A ``Failure`` with exit 66 for a `--config` file that cannot be opened, 78
    ///   (EX_CONFIG) with every positioned diagnostic for a file that is not a configuration.
    static func load(
        explicit: String?, environment: some ScrollInspectEnvironment
    ) throws(Failure) -> LoadedConfiguration? {
        if let explicit {
            let bytes: [UInt8]
            do {
                bytes = try environment.contents(ofFile: explicit)
            } catch {
                throw Failure(
                    status: CommandStatus(
                        standardError:
                            "scroll-inspect: error: cannot open configuration '\(explicit)': \(error.reason)\n",
                        exitCode: .noInput))
            }
            return try read(explicit, bytes: bytes, environment: environment)
        }
        guard let workingDirectory = environment.workingDirectory else { return nil }
        let levels = workingDirectory.split(separator: "/").count
        for level in 0...levels {
            let path = String(repeating: "../", count: level) + ProjectConfiguration.fileName
            let bytes: [UInt8]
            do {
                bytes = try environment.contents(ofFile: path)
            } catch {
                if error.reason == "no such file" { continue }
                throw Failure(
                    status: CommandStatus(
                        standardError: "scroll-inspect: error: cannot open configuration '\(path)': \(error.reason)\n",
                        exitCode: .noInput))
            }
            return try read(path, bytes: bytes, environment: environment)
        }
        return nil
    }

    private static func read(
        _ path: String, bytes: [UInt8], environment: some ScrollInspectEnvironment
    ) throws(Failure) -> LoadedConfiguration {
        do {
            return LoadedConfiguration(
                path: path, directory: directory(of: path), configuration: try ProjectConfiguration(parsing: bytes))
        } catch {
            let rendered = DiagnosticRenderer(
                path: path, source: String(decoding: bytes, as: UTF8.self),
                colorized: environment.standardErrorIsTerminal
            ).render(error.diagnostics)
            throw Failure(status: CommandStatus(standardError: rendered, exitCode: .configuration))
        }
    }
}
