import ScrollInsetsFormats

/// How recordings are counted by source: a GitHub repository (`owner/name`, whatever file, issue
/// or commit of it is cited) or a web site (its host), so that thirty probes of one repository
/// count once; and the checks every citation must pass (pinned to a commit, no value counted twice).
package enum RecordingSource {
    /// The source a citation belongs to: `Vercantez/openuikit` for
    /// `https://github.com/Vercantez/openuikit/blob/…`, `hacknicity.medium.com` for an article there.
    package static func identity(of citation: String) -> String {
        let address = CitationAddress(citation)
        guard !address.host.isEmpty else { return citation }
        if let file = address.gitHubFile { return "\(file.owner)/\(file.repository)".lowercased() }
        if address.host == "github.com", address.path.count >= 2 {
            return "\(address.path[0])/\(address.path[1])".lowercased()
        }
        return address.host
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
        guard let reference = CitationAddress(citation).gitHubFile?.reference else { return nil }
        let isCommit = reference.count == 40 && reference.allSatisfy(\.isHexDigit)
        return isCommit ? nil : String(reference)
    }

    /// The printed values counted in more than one recording: the same numbers, whatever path each
    /// recording gives them, quoted from the same page (``PrintedPlace``: whatever fragment, scheme
    /// or commit the citation spells it with) at the same place. Two citations are at the same place
    /// when the lines or comment they name overlap; where one names none (a text fragment quotes a
    /// line without naming it), when both recordings were recorded on the same release and device
    /// (`recordedOn`, case aside), since one page prints several devices' numbers. One printed number
    /// is one value; a second recording of it adds nothing to the agreement.
    ///
    /// - Parameter recordings: Each recording with its file name.
    /// - Returns: Each repeated value (`page: numbers`), sorted, with the files that record it in the
    ///   order of `recordings`; empty when none is repeated.
    /// - Complexity: O(*n*²) in the recordings that quote one page with the same numbers.
    package static func repeatedValues(in recordings: [(file: String, recording: Recording)]) -> [Repeated] {
        var quotes: [String: [Quote]] = [:]
        for (file, recording) in recordings {
            let place = PrintedPlace(recording.source)
            for numbers in Set(recording.values.map { "\($0.expected)" }) {
                quotes["\(place.page): \(numbers)", default: []].append(Quote(file, recording, place))
            }
        }
        var repeated: [Repeated] = []
        for key in quotes.keys.sorted() {
            let quoted = quotes[key] ?? []
            let holders = quoted.indices.filter { index in
                quoted.indices.contains { $0 != index && quoted[$0].isOfTheSamePrintout(as: quoted[index]) }
            }
            if !holders.isEmpty { repeated.append(Repeated(value: key, files: holders.map { quoted[$0].file })) }
        }
        return repeated
    }

    /// A recording's quote of a page.
    private struct Quote {
        var file: String
        var recording: Recording
        var place: PrintedPlace

        init(_ file: String, _ recording: Recording, _ place: PrintedPlace) {
            self.file = file
            self.recording = recording
            self.place = place
        }

        /// Whether the two quotes of one page may be of one printout: their places overlap, or one
        /// citation names no place and both were recorded on the same release and device.
        func isOfTheSamePrintout(as other: Quote) -> Bool {
            if let mine = place.place, let theirs = other.place.place { return mine.overlaps(theirs) }
            let on = { (recording: Recording) in
                [recording.recordedOn.ios.lowercased(), recording.recordedOn.device.lowercased()]
            }
            return on(recording) == on(other.recording)
        }
    }

    /// A printed value recorded more than once: `page: numbers` and the files that record it.
    package struct Repeated: Hashable, Sendable {
        /// The page and the numbers: `github.com/a/b/x.md: [20, 0, 0, 0]`.
        package var value: String
        /// The recordings that hold it, in the order given.
        package var files: [String]
    }
}
