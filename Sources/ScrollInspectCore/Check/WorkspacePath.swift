/// A fixture's path as GitHub wants it in an annotation: relative to the repository's checkout,
/// `$GITHUB_WORKSPACE` (GitHub's "Workflow commands": `file` is relative to the workspace).
///
/// The path as given (relative to the working directory, or absolute) is made absolute and
/// normalised (`.` and `..` resolved by name, as the shell does); if it lies inside the
/// workspace, the part below it is returned, otherwise the path as given.
///
/// ```swift
/// WorkspacePath.relative("Fixtures/a.yaml", workingDirectory: "/w/repo/app", workspace: "/w/repo")  //
/// "app/Fixtures/a.yaml"
/// ```
enum WorkspacePath {
    static func relative(_ path: String, workingDirectory: String?, workspace: String) -> String {
        guard path != "-", !workspace.isEmpty else { return path }
        let absolute: String
        if path.hasPrefix("/") {
            absolute = path
        } else if let workingDirectory {
            absolute = workingDirectory + "/" + path
        } else {
            return path
        }
        let normalisedPath = normalise(absolute)
        let root = normalise(workspace)
        if root == "/" { return String(normalisedPath.dropFirst()) }
        guard normalisedPath.hasPrefix(root + "/") else { return path }
        return String(normalisedPath.dropFirst(root.count + 1))
    }

    /// An absolute path with `.`, `..` and doubled `/` resolved by name.
    static func normalise(_ path: String) -> String {
        var parts: [Substring] = []
        for part in path.split(separator: "/") {
            switch part {
            case ".": continue
            case "..": if !parts.isEmpty { parts.removeLast() }
            default: parts.append(part)
            }
        }
        return "/" + parts.joined(separator: "/")
    }
}
