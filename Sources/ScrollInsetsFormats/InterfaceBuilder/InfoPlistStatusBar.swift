/// What an app's `Info.plist` says of the status bar, for the documents of that app: whether the
/// status bar is hidden app-wide.
///
/// `UIStatusBarHidden` hides the status bar when the app launches; with
/// `UIViewControllerBasedStatusBarAppearance` `NO` the app, not each view controller, decides
/// the status bar from then on, so it stays hidden on every screen. With the default `YES` each
/// view controller's `prefersStatusBarHidden` (default `false`) decides after launch, and the
/// status bar shows (Apple's Information Property List reference, `UIStatusBarHidden` and
/// `UIViewControllerBasedStatusBarAppearance`).
///
/// Only XML property lists are read (Xcode writes them so); the keys are looked for at any depth,
/// each with the `<true/>` or `<false/>` that follows it.
public struct InfoPlistStatusBar: Hashable, Sendable {
    /// `UIStatusBarHidden` (default `false`).
    public var statusBarHidden = false
    /// `UIViewControllerBasedStatusBarAppearance` (default `true`).
    public var viewControllerBasedStatusBarAppearance = true

    /// Whether the status bar is hidden on every screen: hidden at launch, and no view
    /// controller decides otherwise.
    public var hiddenAppWide: Bool { statusBarHidden && !viewControllerBasedStatusBarAppearance }

    /// The settings of an XML property list, or `nil` when `bytes` is not one (a binary plist).
    public init?(plist bytes: [UInt8]) {
        let text = String(decoding: bytes, as: UTF8.self)
        guard text.contains("<plist") else { return nil }
        var pendingKey: String? = nil
        // Each piece is what follows a `<`: the tag up to `>`, then the text up to the next `<`.
        for piece in text.split(separator: "<", omittingEmptySubsequences: true).dropFirst() {
            guard let close = piece.firstIndex(of: ">") else { continue }
            let tag = piece[..<close].trimmingWhitespace()
            if tag.hasPrefix("!") || tag.hasPrefix("?") || tag.hasPrefix("/") { continue }
            if tag == "key" {
                pendingKey = String(piece[piece.index(after: close)...].trimmingWhitespace())
                continue
            }
            defer { pendingKey = nil }
            guard let key = pendingKey, tag == "true/" || tag == "false/" else { continue }
            switch key {
            case "UIStatusBarHidden": statusBarHidden = tag == "true/"
            case "UIViewControllerBasedStatusBarAppearance": viewControllerBasedStatusBarAppearance = tag == "true/"
            default: break
            }
        }
    }
}

extension Substring {
    /// The substring without spaces, tabs and line breaks at either end.
    fileprivate func trimmingWhitespace() -> Substring {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }
        guard let first = firstIndex(where: { !isSpace($0) }), let last = lastIndex(where: { !isSpace($0) }) else {
            return ""
        }
        return self[first...last]
    }
}
