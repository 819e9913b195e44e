// `swift package scroll-inspect-write ARGUMENTS…`: scroll-inspect for the commands that write
// files into the package (`render -o picture.svg`, `check --write-baseline FILE`, `-o FILE`); the
// one verb that asks for permission to write to the package directory (docs/plugins.md).
import Foundation
import PackagePlugin

@main
struct ScrollInspectWriteCommand: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let tool = try context.tool(named: "scroll-inspect")
        let process = Process()
        process.executableURL = tool.url
        process.arguments = arguments
        process.currentDirectoryURL = context.package.directoryURL
        try process.run()
        process.waitUntilExit()
        if process.terminationStatus != 0 { throw ExitStatus(code: process.terminationStatus) }
    }
}

/// scroll-inspect ended with a non-zero status (1: a finding at error severity; 64, 65, 66, 73, 78).
struct ExitStatus: Error, CustomStringConvertible {
    var code: Int32
    var description: String { "scroll-inspect exited with status \(code)" }
}
