// `swift package scroll-inspect ARGUMENTS…`: runs scroll-inspect in the package's directory with
// the arguments as given, and asks for no permission: the commands that write files (`render`,
// `check --write-baseline`, `-o`) go through `swift package scroll-inspect-write`, the only verb
// that asks to write to the package directory (docs/plugins.md).
import Foundation
import PackagePlugin

@main
struct ScrollInspectCommand: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        if let write = Self.writingArgument(arguments) {
            Diagnostics.error(
                """
                '\(write)' writes files; run 'swift package scroll-inspect-write \
                \(arguments.joined(separator: " "))', which asks for permission to write to the package directory
                """
            )
            throw ExitStatus(code: 64)
        }
        let tool = try context.tool(named: "scroll-inspect")
        let status = try Self.run(tool.url, arguments, in: context.package.directoryURL)
        if status != 0 { throw ExitStatus(code: status) }
    }

    /// The first argument that makes scroll-inspect write a file, or `nil`.
    static func writingArgument(_ arguments: [String]) -> String? {
        if arguments.first == "render" { return "render" }
        return arguments.first { argument in
            ["-o", "--output", "--write-baseline"].contains(argument) || argument.hasPrefix("--output=")
                || argument.hasPrefix("--write-baseline=")
        }
    }

    /// Runs `tool` with `arguments` in `directory`, its output straight to the plugin's, which
    /// SwiftPM shows; returns the exit status.
    static func run(_ tool: URL, _ arguments: [String], in directory: URL) throws -> Int32 {
        let process = Process()
        process.executableURL = tool
        process.arguments = arguments
        process.currentDirectoryURL = directory
        try process.run()
        process.waitUntilExit()
        return process.terminationStatus
    }
}

/// scroll-inspect ended with a non-zero status (1: a finding at error severity; 64, 65, 66, 73, 78).
struct ExitStatus: Error, CustomStringConvertible {
    var code: Int32
    var description: String { "scroll-inspect exited with status \(code)" }
}
