import ScrollInsetsFormats

/// The app's `Info.plist` beside an Interface Builder document: what it says of the status bar
/// (``InfoPlistStatusBar``), for `check`, `report`, `inspect` and `render` of the document.
///
/// Looked for as ``FilesBesideDocument`` says (`Kiosk/Storyboards/Auction.storyboard` finds
/// `Kiosk/Supporting Files/Info.plist`); several at the nearest level (an app's and its tests')
/// decide only when they agree.
struct AppInfoPlist: Equatable {
    /// The files read, relative as found.
    var paths: [String]
    /// Whether they hide the status bar on every screen.
    var hidesStatusBarAppWide: Bool

    /// The plist that decides for `document`, or `nil` when none is found or those found disagree
    /// or cannot be read; `files` keeps the directories listed for the next search.
    static func find(
        near document: String, in environment: some ScrollInspectEnvironment,
        searching files: inout FilesBesideDocument
    ) -> AppInfoPlist? {
        let found = files.nearest(to: document, in: environment) { $0.last == "Info.plist" }
        let settings = found.compactMap { path -> InfoPlistStatusBar? in
            (try? environment.contents(ofFile: path)).flatMap(InfoPlistStatusBar.init(plist:))
        }
        guard !found.isEmpty, settings.count == found.count, let first = settings.first,
            settings.allSatisfy({ $0.hiddenAppWide == first.hiddenAppWide })
        else { return nil }
        return AppInfoPlist(paths: found, hidesStatusBarAppWide: first.hiddenAppWide)
    }
}
