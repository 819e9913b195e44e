/// The fixtures a command finds in a directory: a directory named on the command line
/// (`check Fixtures/`, `report Fixtures/`, `render Fixtures/ -o sheet.svg`; every command that
/// reads fixtures), or for `check` the current directory when neither a file nor a configuration names
/// any (as SwiftLint lints the current directory).
///
/// A file is taken when it is an Interface Builder document (`.storyboard`, `.xib`) or a YAML
/// file (`.yaml`, `.yml`) that reads as a fixture: a line that starts with `root:` or names the
/// fixture schema (`fixture.schema.json`), so that a workflow or a configuration in YAML is not
/// mistaken for one. Hidden files and directories (`.build`, `.git`) and the directories of
/// dependencies and builds (`Pods`, `Carthage`, `DerivedData`) are skipped.
enum FixtureDiscovery {
    /// The directories skipped wherever they are, besides hidden ones.
    static let skippedDirectories: Set<Substring> = ["Pods", "Carthage", "DerivedData", ".build", ".git"]

    /// The fixtures below `directory` (`""`: the working directory), as paths the run opens
    /// (`directory/…`), sorted; `nil` when `directory` holds no regular file (not a directory).
    ///
    /// - Complexity: One listing of the directory and one read of each YAML file's text.
    static func fixtures(under directory: String, environment: some ScrollInspectEnvironment) -> [String]? {
        let files = environment.regularFiles(under: directory)
        guard !files.isEmpty else { return nil }
        let prefix = directory.isEmpty || directory == "." ? "" : directory.hasSuffix("/") ? directory : directory + "/"
        return files.filter { file in
            let components = file.split(separator: "/")
            guard !components.dropLast().contains(where: skippedDirectories.contains) else { return false }
            if file.hasSuffix(".storyboard") || file.hasSuffix(".xib") { return true }
            guard file.hasSuffix(".yaml") || file.hasSuffix(".yml") else { return false }
            guard let bytes = try? environment.contents(ofFile: prefix + file) else { return false }
            return isFixture(String(decoding: bytes, as: UTF8.self))
        }.map { prefix + $0 }
    }

    /// The paths of a command line with each directory replaced by the fixtures below it that
    /// `keeping` keeps (`check`: those its configuration does not exclude); a file, a path that
    /// does not exist and `-` stay as they are (a missing file is reported when it is opened).
    ///
    /// - Throws: A usage error naming a directory that holds no fixture, .storyboard or .xib.
    static func expand(
        _ paths: [String], environment: some ScrollInspectEnvironment, keeping: (String) -> Bool = { _ in true }
    ) throws(UsageError) -> [String] {
        var expanded: [String] = []
        for path in paths {
            guard path != "-", let found = fixtures(under: path, environment: environment) else {
                expanded.append(path)
                continue
            }
            let kept = found.filter(keeping)
            if kept.isEmpty { throw UsageError(message: "no fixture, .storyboard or .xib in directory '\(path)'") }
            expanded += kept
        }
        return expanded
    }

    /// Whether a YAML text reads as a fixture: a line starting with `root:`, or the schema comment.
    static func isFixture(_ text: String) -> Bool {
        text.hasPrefix("root:") || text.contains("\nroot:") || text.contains("fixture.schema.json")
    }
}
