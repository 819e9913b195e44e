import Foundation

/// Type-checks a Swift file on its own with the toolchain's `swiftc`, against the modules this
/// test run was built with (`Modules/` in the products folder beside the built tool), so that
/// code kept outside every target (the DocC tutorial's listings, the Swift that
/// `devices --format swift` writes) cannot stop compiling unnoticed.
enum SwiftTypecheck {
    /// What `swiftc -typecheck` said and how it ended.
    struct Result: Sendable {
        var exitCode: Int32
        var diagnostics: String
    }

    /// `swiftc`: beside the `swift` that runs the tests (`$PATH`), or the toolchain's default place.
    static let compiler: URL? = {
        let fileManager = FileManager.default
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        for folder in path.split(separator: ":") {
            let candidate = URL(fileURLWithPath: String(folder)).appendingPathComponent("swiftc")
            if fileManager.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        let fallback = URL(fileURLWithPath: "/opt/swift/usr/bin/swiftc")
        return fileManager.isExecutableFile(atPath: fallback.path) ? fallback : nil
    }()

    /// The built modules (`ScrollInsets.swiftmodule` and the others) of this build.
    static var modules: URL? {
        BuiltTool.executable?.deletingLastPathComponent().appendingPathComponent("Modules", isDirectory: true)
    }

    /// Type-checks `file` as a module of its own (top-level code allowed), importing the
    /// package's modules.
    static func check(_ file: URL) throws -> Result {
        guard let compiler, let modules else { throw ToolchainNotFound() }
        let output = FileManager.default.temporaryDirectory.appendingPathComponent(
            "swift-typecheck-\(UUID().uuidString)")
        try Data().write(to: output)
        defer { try? FileManager.default.removeItem(at: output) }
        let handle = try FileHandle(forWritingTo: output)
        defer { try? handle.close() }
        let process = Process()
        process.executableURL = compiler
        process.arguments = ["-typecheck", "-swift-version", "6", "-I", modules.path, file.path]
        process.standardOutput = handle
        process.standardError = handle
        try process.run()
        process.waitUntilExit()
        return Result(
            exitCode: process.terminationStatus,
            diagnostics: String(decoding: try Data(contentsOf: output), as: UTF8.self))
    }

    struct ToolchainNotFound: Error, CustomStringConvertible {
        var description: String { "swiftc or the built modules were not found; build with 'swift build --build-tests'" }
    }
}
