/// The files an app keeps beside an Interface Builder document (its `Info.plist`, its Xcode
/// project): looked for in the document's folder and the folders inside it, then one level up,
/// and so on up to ``levelsUp`` levels above the document; the first level with any match
/// decides (``AppInfoPlist``, ``AppProject``).
///
/// One value serves a whole run: each directory is listed once (``listings``), however many
/// searches (the `Info.plist`'s, the project's) and documents (a folder of storyboards) ask
/// about it, since a listing walks the directory's whole tree.
struct FilesBesideDocument {
    /// The highest level above the document's directory that is searched.
    static let levelsUp = 3

    /// Directory → its regular files (``ScrollInspectEnvironment/regularFiles(under:)``), for
    /// each directory listed so far.
    private(set) var listings: [String: [String]] = [:]

    /// The paths, as the run opens them, of the files at the nearest level whose path relative
    /// to that level's directory (one or two components) `matches`, sorted; empty when none.
    mutating func nearest(
        to document: String, in environment: some ScrollInspectEnvironment,
        where matches: ([Substring]) -> Bool
    ) -> [String] {
        var directory = Self.parent(of: document)
        for _ in 0...Self.levelsUp {
            // `regularFiles(under:)` lists paths relative to the directory.
            let prefix = directory.isEmpty ? "" : directory.hasSuffix("/") ? directory : directory + "/"
            let files = listings[directory] ?? environment.regularFiles(under: directory)
            listings[directory] = files
            let found = files.filter { relative in
                let parts = relative.split(separator: "/")
                return parts.count <= 2 && matches(parts)
            }.map { prefix + $0 }.sorted()
            if !found.isEmpty { return found }
            guard !directory.isEmpty, directory != "/" else { return [] }
            directory = Self.parent(of: directory)
        }
        return []
    }

    /// The directory part of `path` ("" for a bare name).
    static func parent(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "" }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }
}
