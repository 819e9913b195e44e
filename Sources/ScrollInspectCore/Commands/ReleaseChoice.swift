import ScrollInsets

/// The value of `--ios`: one release (`26`, `18.4`; `10` is the iOS 10 compatibility mode),
/// `all`: every release the scene's device runs, or (`inspect` only) a list such as `18,26`.
enum ReleaseChoice: Equatable, Sendable {
    /// Every scene on this release; a device that does not run it is an error.
    case release(UIKitRelease)
    /// Every scene on every release its device runs (a window keeps its own).
    case all
    /// `--ios 18,26` (`inspect`): every scene on each listed release its device runs, in this
    /// order; a device that does not run one is listed, not an error.
    case list([UIKitRelease])

    /// `--ios`'s value, or the usage error of one that is not a modelled release or `all`; with
    /// `allowingList`, a comma-separated list of two or more releases.
    init(option value: String, allowingList: Bool = false) throws(UsageError) {
        if value == "all" {
            self = .all
            return
        }
        guard value.contains(",") else {
            self = .release(try Self.release(value))
            return
        }
        guard allowingList else {
            throw UsageError(
                message: """
                    a list of releases ('--ios \(value)') goes with 'inspect' only; give one release such as \
                    '--ios 26' (or '--ios A --ios B' where two are taken)
                    """)
        }
        var releases: [UIKitRelease] = []
        for part in value.split(separator: ",", omittingEmptySubsequences: false) {
            let release = try Self.release(String(part), in: value)
            if releases.contains(release) {
                throw UsageError(message: "iOS \(release) is listed twice in '--ios \(value)'")
            }
            releases.append(release)
        }
        self = .list(releases)
    }

    /// One release of the value `whole` (itself, or the list that holds it).
    private static func release(_ text: String, in whole: String? = nil) throws(UsageError) -> UIKitRelease {
        guard let release = UIKitRelease(text) else {
            if let whole {
                throw UsageError(
                    message: """
                        unknown iOS release '\(text)' in '--ios \(whole)'; expected releases such as 18,26 \
                        (comma-separated, no spaces)
                        """)
            }
            throw UsageError(
                message: "unknown iOS release '\(text)' for '--ios'; expected a release such as 26 or 18.4, or all")
        }
        guard release.isModelled else {
            throw UsageError(
                message: "iOS \(release) is not modelled for '--ios'; the model knows iOS \(UIKitRelease.modelledRange)"
            )
        }
        return release
    }

    /// The release, or `nil` for `all` and a list.
    var release: UIKitRelease? {
        if case .release(let release) = self { return release }
        return nil
    }

    /// As `--verbose` shows it: `26`, `all`, `18,26`.
    var shown: String {
        switch self {
        case .release(let release): release.description
        case .all: "all"
        case .list(let releases): releases.map(\.description).joined(separator: ",")
        }
    }
}
