/// How recordings are counted by source: a GitHub repository (`owner/name`, whatever file, issue
/// or commit of it is cited) or a web site (its host), so that thirty probes of one repository
/// count once.
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
}
