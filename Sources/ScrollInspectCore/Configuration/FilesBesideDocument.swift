/// The files an app keeps beside an Interface Builder document (its `Info.plist`, its Xcode
/// project): looked for in the document's folder and the folders inside it, then one level up,
/// and so on up to ``levelsUp`` levels above the document; the first level with any match
/// decides (``AppInfoPlist``, ``AppProject``).
enum FilesBesideDocument {
    /// The highest level above the document's directory that is searched.
    static let levelsUp = 3

    /// The paths, as the run opens them, of the files at the nearest level whose path relative
    /// to that level's directory (one or two components) `matches`, sorted; empty when none.
    static func nearest(
        to document: String, in environment: some ScrollInspectEnvironment,
        where matches: ([Substring]) -> Bool
    ) -> [String] {
        var directory = parent(of: document)
        for _ in 0...levelsUp {
            // `regularFiles(under:)` lists paths relative to the directory.
            let prefix = directory.isEmpty ? "" : directory.hasSuffix("/") ? directory : directory + "/"
            let found = environment.regularFiles(under: directory).filter { relative in
                let parts = relative.split(separator: "/")
                return parts.count <= 2 && matches(parts)
            }.map { prefix + $0 }.sorted()
            if !found.isEmpty { return found }
            guard !directory.isEmpty, directory != "/" else { return [] }
            directory = parent(of: directory)
        }
        return []
    }

    /// The directory part of `path` ("" for a bare name).
    static func parent(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "" }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }
}
