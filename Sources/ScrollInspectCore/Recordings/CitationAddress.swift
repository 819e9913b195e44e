/// A recording's `source` address taken apart once, for the three readers of it: the source it
/// belongs to (``RecordingSource/identity(of:)``), the reference a GitHub file is cited at
/// (``RecordingSource/unpinnedReference(in:)``) and the printed page (``PrintedPlace``).
///
/// The scheme (`http`, `https`) is dropped; the host is in lower case without `www.`; the path is
/// its non-empty segments, case kept; the query (`?…`) and the fragment (`#…`) are kept apart.
///
/// ```swift
/// let address = CitationAddress("https://www.GitHub.com/a/b/blob/main/x.md?plain=1#L4")
/// address.host      // "github.com"
/// address.path      // ["a", "b", "blob", "main", "x.md"]
/// address.query     // "plain=1"
/// address.fragment  // "L4"
/// ```
struct CitationAddress: Hashable, Sendable {
    /// The host, in lower case, without a leading `www.`; empty for an empty citation.
    var host: String
    /// The path's segments after the host, empty ones (a trailing or doubled `/`) left out.
    var path: [Substring]
    /// What follows `?` up to the fragment, or `nil`.
    var query: Substring?
    /// What follows the first `#`, or `nil`.
    var fragment: Substring?

    init(_ citation: String) {
        var rest = Substring(citation)
        for scheme in ["https://", "http://"] where rest.lowercased().hasPrefix(scheme) {
            rest = rest.dropFirst(scheme.count)
        }
        if let hash = rest.firstIndex(of: "#") {
            fragment = rest[rest.index(after: hash)...]
            rest = rest[..<hash]
        }
        if let question = rest.firstIndex(of: "?") {
            query = rest[rest.index(after: question)...]
            rest = rest[..<question]
        }
        var segments = rest.split(separator: "/", omittingEmptySubsequences: true)
        var host = segments.first.map { $0.lowercased() } ?? ""
        if host.hasPrefix("www.") { host.removeFirst(4) }
        if !segments.isEmpty { segments.removeFirst() }
        self.host = host
        path = segments
    }

    /// A file of a GitHub repository, whatever way it is addressed:
    /// `github.com/OWNER/REPO/(blob|raw|blame|tree)/REF/PATH` or the raw mirror
    /// `raw.githubusercontent.com/OWNER/REPO/REF/PATH` (an empty `PATH`: the tree at `REF`); `nil`
    /// for anything else (an issue, a pull request, a commit, a repository's front page, another
    /// site).
    var gitHubFile: (owner: Substring, repository: Substring, reference: Substring, path: ArraySlice<Substring>)? {
        switch host {
        case "github.com":
            guard path.count >= 4, ["blob", "raw", "blame", "tree"].contains(path[2]) else { return nil }
            return (path[0], path[1], path[3], path[4...])
        case "raw.githubusercontent.com":
            guard path.count >= 3 else { return nil }
            return (path[0], path[1], path[2], path[3...])
        default:
            return nil
        }
    }
}
