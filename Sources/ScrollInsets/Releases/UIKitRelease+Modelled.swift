extension UIKitRelease {
    /// The major releases the model has rules for: 10 through 18, 26 and 27 (there is no iOS
    /// 19–25: Apple numbered the 2025 release 26). The one list: the CLI's `--ios` words, the
    /// messages and the catalog's ranges are made from it.
    public static let modelled: [UIKitRelease] =
        (10...18).map { UIKitRelease($0) } + [UIKitRelease(26), UIKitRelease(27)]

    /// The modelled releases in words, for messages: "10–18, 26 and 27", made from ``modelled``.
    public static let modelledRange: String = {
        // Runs of three or more consecutive majors as "10–18", the others one by one, joined
        // with commas and a last "and".
        var runs: [[Int]] = []
        for major in modelled.map(\.major) {
            if let last = runs.last?.last, last + 1 == major {
                runs[runs.count - 1].append(major)
            } else {
                runs.append([major])
            }
        }
        let words = runs.flatMap { $0.count > 2 ? ["\($0.first!)–\($0.last!)"] : $0.map(String.init) }
        return words.count > 1 ? words.dropLast().joined(separator: ", ") + " and " + words.last! : words.joined()
    }()

    /// Whether the model has rules for the release's major version (``modelled``).
    public var isModelled: Bool { UIKitRelease.modelled.contains { $0.major == major } }
}
