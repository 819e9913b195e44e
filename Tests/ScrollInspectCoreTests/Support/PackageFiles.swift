import Foundation
@testable import ScrollInspectCore

/// Where the package's files are, found from this source file's path so that the tests do not
/// depend on the working directory or on `--scratch-path`.
enum PackageFiles {
    /// The package root: three levels above `Tests/ScrollInspectCoreTests/Support/PackageFiles.swift`.
    static let root: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // Support
        .deletingLastPathComponent()  // ScrollInspectCoreTests
        .deletingLastPathComponent()  // Tests
        .deletingLastPathComponent()

    /// `Fixtures/` at the package root.
    static let fixtures = root.appendingPathComponent("Fixtures", isDirectory: true)

    /// `Tests/Recordings/`: the recordings of UIKit that `verify` checks (docs/recordings.md).
    static let recordings = root.appendingPathComponent("Tests/Recordings", isDirectory: true)

    /// `Tests/ScrollInspectCoreTests/Golden/`.
    static let golden = root.appendingPathComponent("Tests/ScrollInspectCoreTests/Golden", isDirectory: true)

    /// The regular files under `directory`, recursively, as paths relative to it with `/`
    /// separators, sorted; hidden files are skipped.
    static func files(under directory: URL) -> [String] {
        let base = directory.standardizedFileURL.path
        guard
            let enumerator = FileManager.default.enumerator(
                at: directory, includingPropertiesForKeys: [.isRegularFileKey], options: [.skipsHiddenFiles]
            )
        else { return [] }
        var paths: [String] = []
        for case let url as URL in enumerator {
            guard (try? url.resourceValues(forKeys: [.isRegularFileKey]))?.isRegularFile == true else { continue }
            let path = url.standardizedFileURL.path
            guard path.hasPrefix(base + "/") else { continue }
            paths.append(String(path.dropFirst(base.count + 1)))
        }
        return paths.sorted()
    }
}

/// Real files, read relative to the package root: the tool is given `Fixtures/x.yaml` and prints
/// that path, whatever the test process's working directory. Standard input is fixed bytes.
struct PackageFileEnvironment: ScrollInspectEnvironment {
    var root: URL = PackageFiles.root
    var input: [UInt8] = []

    func contents(ofFile path: String) throws(FileReadError) -> [UInt8] {
        let url = path.hasPrefix("/") ? URL(fileURLWithPath: path) : root.appendingPathComponent(path)
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else {
            throw FileReadError(reason: "no such file")
        }
        if isDirectory.boolValue { throw FileReadError(reason: "is a directory") }
        guard let data = FileManager.default.contents(atPath: url.path) else {
            throw FileReadError(reason: "permission denied")
        }
        return Array(data)
    }

    func standardInput() -> [UInt8] { input }

    var standardErrorIsTerminal: Bool { false }

    func regularFiles(under directory: String) -> [String] {
        PackageFiles.files(
            under: directory.hasPrefix("/") ? URL(fileURLWithPath: directory) : root.appendingPathComponent(directory))
    }
}
