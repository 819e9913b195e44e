import ScrollInsetsFormats

/// The app's `Info.plist` beside an Interface Builder document: what it says of the status bar
/// (``InfoPlistStatusBar``), for `check`, `report`, `inspect` and `render` of the document.
///
/// Looked for in the document's directory and the directories inside it, then one level up, and
/// so on up to three levels above the document (`Kiosk/Storyboards/Auction.storyboard` finds
/// `Kiosk/Supporting Files/Info.plist`); the first level with any `Info.plist` decides. Several
/// there (an app's and its tests') decide only when they agree.
struct AppInfoPlist: Equatable {
    /// The files read, relative as found.
    var paths: [String]
    /// Whether they hide the status bar on every screen.
    var hidesStatusBarAppWide: Bool

    /// The highest level above the document's directory that is searched.
    static let levelsUp = 3

    /// The plist that decides for `document`, or `nil` when none is found or those found disagree
    /// or cannot be read.
    static func find(near document: String, in environment: some ScrollInspectEnvironment) -> AppInfoPlist? {
        var directory = parent(of: document)
        for _ in 0...levelsUp {
            // `regularFiles(under:)` lists paths relative to the directory.
            let prefix = directory.isEmpty ? "" : directory.hasSuffix("/") ? directory : directory + "/"
            let found = environment.regularFiles(under: directory).filter { relative in
                let parts = relative.split(separator: "/")
                return parts.last == "Info.plist" && parts.count <= 2
            }.map { prefix + $0 }.sorted()
            if !found.isEmpty {
                let settings = found.compactMap { path -> InfoPlistStatusBar? in
                    (try? environment.contents(ofFile: path)).flatMap(InfoPlistStatusBar.init(plist:))
                }
                guard settings.count == found.count, let first = settings.first,
                    settings.allSatisfy({ $0.hiddenAppWide == first.hiddenAppWide })
                else { return nil }
                return AppInfoPlist(paths: found, hidesStatusBarAppWide: first.hiddenAppWide)
            }
            guard !directory.isEmpty, directory != "/" else { return nil }
            directory = parent(of: directory)
        }
        return nil
    }

    /// The directory part of `path` ("" for a bare name).
    static func parent(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "" }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }
}
