import ScrollInsetsFormats

/// How recordings are counted by source: a GitHub repository (`owner/name`, whatever file, issue
/// or commit of it is cited) or a web site (its host), so that thirty probes of one repository
/// count once; and the checks every citation must pass (pinned to a commit, no value counted twice).
package enum RecordingSource {
    /// The source a citation belongs to: `Vercantez/openuikit` for
    /// `https://github.com/Vercantez/openuikit/blob/…`, `hacknicity.medium.com` for an article there.
    package static func identity(of citation: String) -> String {
        var rest = Substring(citation)
        for scheme in ["https://", "http://"] where rest.hasPrefix(scheme) { rest = rest.dropFirst(scheme.count) }
        let parts = rest.split(separator: "/", omittingEmptySubsequences: true)
        guard let host = parts.first else { return citation }
        if host == "github.com" || host == "www.github.com", parts.count >= 3 {
            return "\(parts[1])/\(parts[2])".lowercased()
        }
        return host.lowercased()
    }

    /// The branch, tag or `HEAD` a GitHub file citation names instead of a commit, or `nil` when
    /// it is pinned (or is not a file of a repository: an issue, a pull request, a commit, a web
    /// page). A file's lines move with its branch, so a recording cites the commit that holds the
    /// line it quotes: `https://github.com/OWNER/REPO/blob/COMMIT/PATH#L12`, 40 hexadecimal digits.
    ///
    /// ```swift
    /// RecordingSource.unpinnedReference(in: "https://github.com/a/b/blob/main/README.md")  // "main"
    /// RecordingSource.unpinnedReference(in: "https://github.com/a/b/issues/12")            // nil
    /// ```
    package static func unpinnedReference(in citation: String) -> String? {
        var rest = Substring(citation)
        for scheme in ["https://", "http://"] where rest.hasPrefix(scheme) { rest = rest.dropFirst(scheme.count) }
        if let fragment = rest.firstIndex(where: { $0 == "#" || $0 == "?" }) { rest = rest[..<fragment] }
        let parts = rest.split(separator: "/", omittingEmptySubsequences: true)
        guard let host = parts.first?.lowercased() else { return nil }
        let reference: Substring
        switch host {
        case "github.com", "www.github.com":
            // OWNER/REPO/(blob|tree|raw|blame)/REF/…
            guard parts.count >= 5, ["blob", "tree", "raw", "blame"].contains(parts[3]) else { return nil }
            reference = parts[4]
        case "raw.githubusercontent.com":
            // OWNER/REPO/REF/…
            guard parts.count >= 4 else { return nil }
            reference = parts[3]
        default:
            return nil
        }
        let isCommit = reference.count == 40 && reference.allSatisfy(\.isHexDigit)
        return isCommit ? nil : String(reference)
    }

    /// The printed values counted in more than one recording: the same citation (its URL with
    /// the line it names, `#L12`) and the same numbers, whatever path each recording gives them.
    /// One printed number is one value; a second recording of it adds nothing to the agreement.
    ///
    /// - Parameter recordings: Each recording with its file name.
    /// - Returns: Each repeated value (`citation: numbers`), sorted, with the files that record
    ///   it in the order of `recordings`; empty when none is repeated.
    package static func repeatedValues(in recordings: [(file: String, recording: Recording)]) -> [Repeated] {
        var files: [String: [String]] = [:]
        for (file, recording) in recordings {
            for key in Set(recording.values.map { "\(recording.source): \($0.expected)" }) {
                files[key, default: []].append(file)
            }
        }
        return files.keys.sorted().compactMap { key in
            let holders = files[key] ?? []
            return holders.count > 1 ? Repeated(value: key, files: holders) : nil
        }
    }

    /// A printed value recorded more than once: `citation: numbers` and the files that record it.
    package struct Repeated: Hashable, Sendable {
        /// The citation and the numbers: `https://…/x.md#L4: [20, 0, 0, 0]`.
        package var value: String
        /// The recordings that hold it, in the order given.
        package var files: [String]
    }
}
