/// Where on the web a recording's numbers were printed, read from its `source`: the page, whatever
/// way the citation spells it, and the place on the page where the citation names one (lines of a
/// file, one comment of a thread). Two recordings quoting one printout compare equal here even when
/// their citations differ by a text fragment, a scheme, a trailing slash or a commit.
///
/// ```swift
/// PrintedPlace("https://www.jianshu.com/p/342409b6045e/#:~:text=top").page  // "jianshu.com/p/342409b6045e"
/// PrintedPlace("https://github.com/A/B/blob/0969a86…/x.md#L4-L6").place    // .lines(4...6)
/// ```
package struct PrintedPlace: Hashable, Sendable {
    /// The page, normalised: no scheme, no `www.`, no fragment, no trailing slash, the host in
    /// lower case; a GitHub file as `github.com/owner/repo/PATH` whatever commit, branch or raw
    /// mirror (`raw.githubusercontent.com`) the citation goes through.
    package var page: String
    /// The place on the page the citation names, or `nil` where it names none (a text fragment,
    /// `#:~:text=…`, or a heading anchor is a way of quoting, not a place: two fragments can quote
    /// one line).
    package var place: Place?

    /// A place on a page.
    package enum Place: Hashable, Sendable {
        /// Lines of a file: `#L12` is `12...12`, `#L12-L14` is `12...14`.
        case lines(ClosedRange<Int>)
        /// One comment of an issue or pull request thread: `#issuecomment-N`, `#discussion_rN`.
        case comment(String)

        /// Whether the two places share a line: the same comment, or line ranges that overlap.
        package func overlaps(_ other: Place) -> Bool {
            switch (self, other) {
            case (.lines(let a), .lines(let b)): return a.overlaps(b)
            case (.comment(let a), .comment(let b)): return a == b
            default: return false
            }
        }
    }

    /// Reads a citation (a `source` of a recording).
    package init(_ citation: String) {
        let address = CitationAddress(citation)
        if let file = address.gitHubFile {
            // The file at whatever commit, branch or mirror; a query (`?plain=1`) shows the same file.
            page = (["github.com", file.owner.lowercased(), file.repository.lowercased()] + file.path.map(String.init))
                .joined(separator: "/")
        } else {
            var parts = [address.host] + address.path.map(String.init)
            if address.host == "github.com", parts.count >= 3 {
                parts[1] = parts[1].lowercased()
                parts[2] = parts[2].lowercased()
            }
            page = parts.joined(separator: "/") + (address.query.map { "?\($0)" } ?? "")
        }
        place = address.fragment.flatMap(Self.place)
    }

    /// The place a fragment names: `L12`, `L12-L14`, `issuecomment-N`, `discussion_rN`; `nil` for
    /// any other fragment.
    static func place(_ fragment: Substring) -> Place? {
        for prefix in ["issuecomment-", "discussion_r"] where fragment.hasPrefix(prefix) {
            return .comment(String(fragment))
        }
        let bounds = fragment.split(separator: "-", omittingEmptySubsequences: false)
        let lines = bounds.compactMap { bound -> Int? in
            guard bound.first == "L", let line = Int(bound.dropFirst()), line > 0 else { return nil }
            return line
        }
        guard lines.count == bounds.count, let first = lines.first, let last = lines.last, lines.count <= 2,
            first <= last
        else { return nil }
        return .lines(first...last)
    }
}
