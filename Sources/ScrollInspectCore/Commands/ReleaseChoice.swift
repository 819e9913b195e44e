import ScrollInsets

/// The value of `--ios`: one release (`26`, `18.4`; `10` is the iOS 10 compatibility mode),
/// or `all`: every release the scene's device runs.
enum ReleaseChoice: Equatable, Sendable {
    /// Every scene on this release; a device that does not run it is an error.
    case release(UIKitRelease)
    /// Every scene on every release its device runs (a window keeps its own).
    case all

    /// `--ios`'s value, or the usage error of one that is not a modelled release or `all`.
    init(option value: String) throws(UsageError) {
        if value == "all" {
            self = .all
            return
        }
        guard let release = UIKitRelease(value) else {
            throw UsageError(
                message: "unknown iOS release '\(value)' for '--ios'; expected a release such as 26 or 18.4, or all")
        }
        guard release.isModelled else {
            throw UsageError(
                message: "iOS \(release) is not modelled for '--ios'; the model knows iOS \(UIKitRelease.modelledRange)"
            )
        }
        self = .release(release)
    }

    /// The release, or `nil` for `all`.
    var release: UIKitRelease? {
        if case .release(let release) = self { return release }
        return nil
    }
}
