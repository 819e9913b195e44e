import ScrollInsetsFormats
@testable import ScrollInspectCore

/// The table of sources in docs/recordings.md ("## The corpus"), generated from the recordings:
/// each source (``RecordingSource/identity(of:)``) with its recordings per major release, a peer
/// model's values on a row of their own; a release's largest share of one source counts the
/// recordings of UIKit only, as `verify` counts them. ``RecordingCorpusTests`` checks that the
/// page holds what ``table(of:)`` writes, and rewrites it when `SCROLLINSETS_RECORD=1`.
enum RecordingSourcesTable {
    /// How to regenerate, for the page's marker and the test's message.
    static let regenerate = "SCROLLINSETS_RECORD=1 swift test --filter RecordingCorpusTests"

    /// The lines that open and close the generated part of docs/recordings.md.
    static let begin = "<!-- BEGIN GENERATED from Tests/Recordings; do not edit: \(regenerate) -->"
    static let end = "<!-- END GENERATED -->"

    /// The major release a recording names: `26` for `"26.1"`, `14` for `"~14"`.
    static func release(of recording: Recording) -> Int? {
        let text = recording.recordedOn.ios.drop { $0 == "~" }
        return Int(text.prefix { $0.isNumber })
    }

    /// The Markdown table, between ``begin`` and ``end``: a row per source (a peer model's
    /// recordings as `SOURCE (peer model)`), by count then name, a column per release, then the
    /// total per release and each release's largest share of one source among the recordings of
    /// UIKit (a peer model's code is not a printout of UIKit).
    static func table(of recordings: [Recording]) -> String {
        let releases = Set(recordings.compactMap(release)).sorted()
        var rows: [String: [Int: Int]] = [:]
        for recording in recordings {
            var name = RecordingSource.identity(of: recording.source)
            if recording.trust == .peerModel { name += " (peer model)" }
            rows[name, default: [:]][release(of: recording) ?? 0, default: 0] += 1
        }
        func total(_ counts: [Int: Int]) -> Int { counts.values.reduce(0, +) }
        let names = rows.keys.sorted {
            let (a, b) = (total(rows[$0] ?? [:]), total(rows[$1] ?? [:]))
            return a != b ? a > b : $0.lowercased() < $1.lowercased()
        }
        func cell(_ count: Int) -> String { count == 0 ? "" : String(count) }
        var lines = [
            begin, "",
            "| source | " + releases.map { "iOS \($0)" }.joined(separator: " | ") + " | all |",
            "|---|" + String(repeating: "---:|", count: releases.count + 1),
        ]
        for name in names {
            let counts = rows[name] ?? [:]
            lines.append(
                "| \(name) | " + releases.map { cell(counts[$0] ?? 0) }.joined(separator: " | ")
                    + " | \(total(counts)) |")
        }
        let perRelease = releases.map { release in recordings.count { self.release(of: $0) == release } }
        lines.append("| **all** | " + perRelease.map(String.init).joined(separator: " | ") + " | \(recordings.count) |")
        let shares = largestShares(of: recordings)
        let largest = releases.map { release -> String in
            guard let share = shares[release] else { return "0 %" }
            return "\(Int((Double(share.count) / Double(share.total) * 100).rounded())) %"
        }
        lines.append(
            "| largest share of one source (UIKit's recordings) | " + largest.joined(separator: " | ") + " | |")
        return (lines + ["", end]).joined(separator: "\n")
    }

    /// One source's recordings of a release beside the release's: the largest share of one source.
    struct Share: Hashable {
        /// The source (``RecordingSource/identity(of:)``); of two as large, the first by name.
        var source: String
        /// Its recordings of the release.
        var count: Int
        /// The release's recordings of UIKit.
        var total: Int
    }

    /// Each release's largest share of one source among the recordings of UIKit (a peer model's
    /// left out, as `verify` counts them), keyed by ``release(of:)``, `0` for a recording that
    /// names none. The table's last row and ``RecordingCorpusTests``' cap both read it.
    static func largestShares(of recordings: [Recording]) -> [Int: Share] {
        var counts: [Int: [String: Int]] = [:]
        for recording in recordings where recording.trust != .peerModel {
            let source = RecordingSource.identity(of: recording.source)
            counts[release(of: recording) ?? 0, default: [:]][source, default: 0] += 1
        }
        return counts.compactMapValues { bySource in
            let largest = bySource.min { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }
            return largest.map { Share(source: $0.key, count: $0.value, total: bySource.values.reduce(0, +)) }
        }
    }

    /// `page` with its generated part replaced by `table`; `nil` when the markers are missing.
    static func page(_ page: String, replacingTableWith table: String) -> String? {
        guard let start = page.range(of: begin),
            let stop = page.range(of: end, range: start.upperBound..<page.endIndex)
        else { return nil }
        return String(page[..<start.lowerBound]) + table + String(page[stop.upperBound...])
    }
}
