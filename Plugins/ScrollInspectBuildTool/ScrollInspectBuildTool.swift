// The build-tool plugin: checks a target's fixtures (its `.yaml` and `.yml` files) on every
// build, one build command per fixture, each `scroll-inspect check FIXTURE --format xcode`, whose
// `path:line:column: warning|error: [rule] message` lines Xcode and `swift build` show as issues.
// A build command, not a prebuild command: a prebuild command cannot run a tool built from
// source (docs/plugins.md).
import Foundation
import PackagePlugin

@main
struct ScrollInspectBuildTool: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        // A Swift target: each command's output is a Swift file of comments (`--stamp`).
        guard let target = target as? SwiftSourceModuleTarget else { return [] }
        let tool = try context.tool(named: "scroll-inspect")
        // The package's configuration applies (rules, severities, strict, the matrix), read from
        // its directory; a build runs elsewhere, so it is named.
        let configuration = context.package.directoryURL.appending(path: ".scroll-inspect.yml")
        let hasConfiguration = FileManager.default.fileExists(atPath: configuration.path)
        let fixtures = target.sourceFiles.filter { ["yaml", "yml"].contains($0.url.pathExtension) }
        return fixtures.map { fixture in
            // The command's output, so that it runs again when the fixture or the tool changes: a
            // Swift file of comments (any other kind of output would be copied into the target's
            // resources, and shipped).
            let name = fixture.url.lastPathComponent
            let stamp = context.pluginWorkDirectoryURL.appending(
                path: "\(name).\(Self.hash(fixture.url.path)).scroll-inspect.swift")
            var arguments = ["check", fixture.url.path, "--format", "xcode", "--stamp", stamp.path]
            if hasConfiguration { arguments += ["--config", configuration.path] }
            return .buildCommand(
                displayName: "scroll-inspect check \(name)", executable: tool.url, arguments: arguments,
                inputFiles: [fixture.url] + (hasConfiguration ? [configuration] : []), outputFiles: [stamp])
        }
    }

    /// 16 hex digits of FNV-1a over `text`: two fixtures of one name in different folders get
    /// different outputs.
    static func hash(_ text: String) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3 }
        let hex = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }
}
