import ScrollInsets
import ScrollInsetsFormats

/// The outcome of `scroll-inspect verify`: each recording's verdict, and the summary line
/// `N agree, M disagree` (docs/recordings.md).
package struct VerifyReport: Hashable, Sendable {
    /// One recording checked.
    package struct Entry: Hashable, Sendable {
        /// The file, as the user named it or as found under a directory the user named.
        package var file: String
        /// The recording.
        package var recording: Recording
        /// The values beside the model's.
        package var verdict: RecordingVerdict
    }

    /// The recordings, in the order checked.
    package var entries: [Entry] = []

    /// Creates an empty report.
    package init() {}

    /// The recordings of UIKit: every trust but ``Recording/Trust/peerModel``.
    package var uikitEntries: [Entry] { entries.filter { $0.recording.trust != .peerModel } }

    /// The values of another model of UIKit (`trust: peer-model`), checked like the others but
    /// counted apart.
    package var peerModelEntries: [Entry] { entries.filter { $0.recording.trust == .peerModel } }

    /// How many recordings of `entries` stand in `status`.
    static func count(_ status: RecordingVerdict.Status, in entries: [Entry]) -> Int {
        entries.count { $0.verdict.status == status }
    }

    /// How many of `entries` calibrate a model constant (`calibrates:`), and how many of those
    /// agree (a stale `known` mark included, as the summary counts it).
    static func calibration(of entries: [Entry]) -> (recordings: Int, agree: Int) {
        let calibrating = entries.filter { $0.recording.calibrates != nil }
        return (calibrating.count, count(.agrees, in: calibrating) + count(.knownButAgrees, in: calibrating))
    }

    /// Whether any recording fails: disagrees unmarked, or agrees though marked `known`.
    package var fails: Bool { entries.contains { $0.verdict.status.fails } }

    /// `128 recordings: 110 agree, 18 disagree (18 known); 412 values: 380 agree, 32 disagree`,
    /// with `, 1 marked known agrees` when a mark is stale, counting the recordings of UIKit;
    /// then, when there are any, the peer model's apart:
    /// `; peer model (not counted above): 26 recordings: 25 agree, …`.
    package var summary: String {
        let peers = peerModelEntries
        var line = Self.tally(uikitEntries)
        if !peers.isEmpty { line += "; peer model (not counted above): " + Self.tally(peers) }
        return line
    }

    /// `N recordings: A agree, D disagree (K known); V values: …` for `entries`, with
    /// `; C of them calibrate a constant (A agree)` after the recordings when any has
    /// `calibrates:` (the model took a constant from its printout, so it re-checks that constant).
    static func tally(_ entries: [Entry]) -> String {
        let values = entries.flatMap(\.verdict.comparisons)
        let disagreeing = values.count { !$0.agrees }
        let stale = count(.knownButAgrees, in: entries)
        let known = count(.known, in: entries)
        var line =
            "\(entries.count) recording\(entries.count == 1 ? "" : "s"): "
            + "\(count(.agrees, in: entries) + stale) agree, \(count(.disagrees, in: entries) + known) disagree "
            + "(\(known) known)"
        if stale > 0 { line += ", \(stale) marked known agree" }
        let calibrating = calibration(of: entries)
        if calibrating.recordings > 0 {
            line += "; \(calibrating.recordings) of them calibrate a constant (\(calibrating.agree) agree)"
        }
        line +=
            """
            ; \(values.count) value\(values.count == 1 ? "" : "s"): \(values.count - disagreeing) agree, \
            \(disagreeing) disagree
            """
        return line
    }

    /// The text form: a block per recording that disagrees or is marked known, with each
    /// disagreeing value, the recorded and model numbers and the model's derivation; then the
    /// summary line.
    ///
    /// ```
    /// Tests/Recordings/openuikit/ipad-nav-bar.yaml:12:3: disagree: controller:nav.bars@navigationBar.frame
    ///     recorded [0, 32, 820, 54]   (recorded, iOS 26.1, iPad (A16))
    ///     model    [0, 32, 820, 50]
    ///     window.safeAreaInsets.top = 32: 32 statusBar (…)
    /// ```
    package var text: String {
        var output = ""
        for entry in entries where entry.verdict.status != .agrees {
            let verdict = entry.verdict
            switch verdict.status {
            case .known:
                output += "\(entry.file): known: \(verdict.known ?? "")\n"
            case .knownButAgrees:
                let location = entry.recording.knownLocation.map { ":\($0.line):\($0.column)" } ?? ""
                output +=
                    """
                    \(entry.file)\(location): error: marked known (\(verdict.known ?? "")), yet every value agrees; \
                    remove 'known'\n
                    """
            case .disagrees, .agrees:
                break
            }
            for value in verdict.disagreements {
                output +=
                    "\(entry.file):\(value.location.line):\(value.location.column): "
                    + "\(verdict.status == .known ? "known" : "disagree"): \(value.path)\n"
                output +=
                    """
                        recorded \(value.recorded)   (\(entry.recording.trust.rawValue), iOS \
                    \(entry.recording.recordedOn.ios), \

                    """
                    + "\(entry.recording.recordedOn.device); \(entry.recording.source))\n"
                output += "    model    \(value.model.map(\.description) ?? "none")\n"
                for line in value.derivation { output += "      \(line)\n" }
            }
        }
        return output + summary + "\n"
    }

    /// The JSON form: `{"format": 1, "recordings": [...], "summary": {...}}`.
    package var json: String {
        var writer = JSONWriter()
        writer.openObject()
        writer.key("format"); writer.number(1)
        writer.key("recordings")
        writer.openArray()
        for entry in entries {
            writer.nextElement()
            write(entry, into: &writer)
        }
        writer.closeArray()
        writer.key("summary")
        writer.openObject()
        Self.writeCounts(of: uikitEntries, into: &writer)
        writer.key("peerModel")
        writer.openObject()
        Self.writeCounts(of: peerModelEntries, into: &writer)
        writer.closeObject()
        writer.key("text"); writer.string(summary)
        writer.closeObject()
        writer.closeObject()
        writer.raw("\n")
        return writer.text()
    }

    /// The counts of the JSON summary for `entries`.
    private static func writeCounts(of entries: [Entry], into writer: inout JSONWriter) {
        let values = entries.flatMap(\.verdict.comparisons)
        writer.key("recordings"); writer.number(entries.count)
        writer.key("agree"); writer.number(count(.agrees, in: entries) + count(.knownButAgrees, in: entries))
        writer.key("disagree"); writer.number(count(.disagrees, in: entries) + count(.known, in: entries))
        writer.key("known"); writer.number(count(.known, in: entries))
        writer.key("knownButAgree"); writer.number(count(.knownButAgrees, in: entries))
        let calibrating = calibration(of: entries)
        writer.key("calibrate"); writer.number(calibrating.recordings)
        writer.key("calibrateAgree"); writer.number(calibrating.agree)
        writer.key("values"); writer.number(values.count)
        writer.key("valuesDisagree"); writer.number(values.count { !$0.agrees })
    }

    private func write(_ entry: Entry, into writer: inout JSONWriter) {
        let recording = entry.recording
        writer.openObject()
        writer.key("file"); writer.string(entry.file)
        writer.key("status"); writer.string(entry.verdict.status.rawValue)
        writer.key("known"); writer.string(recording.known)
        writer.key("calibrates"); writer.string(recording.calibrates)
        writer.key("source"); writer.string(recording.source)
        writer.key("trust"); writer.string(recording.trust.rawValue)
        writer.key("recordedOn")
        writer.beginLine(UInt8(ascii: "{"))
        writer.lineKey("ios"); writer.string(recording.recordedOn.ios)
        writer.lineKey("device"); writer.string(recording.recordedOn.device)
        writer.endLine(UInt8(ascii: "}"))
        writer.key("values")
        writer.openArray()
        for value in entry.verdict.comparisons {
            writer.nextElement()
            writer.openObject()
            writer.key("path"); writer.string(value.path)
            writer.key("line"); writer.number(value.location.line)
            writer.key("column"); writer.number(value.location.column)
            writer.key("agrees"); writer.raw(value.agrees ? "true" : "false")
            writer.key("recorded"); writer.string(value.recorded.description)
            writer.key("model"); writer.string(value.model?.description)
            writer.key("derivation"); writer.strings(value.derivation)
            writer.closeObject()
        }
        writer.closeArray()
        writer.closeObject()
    }
}
