import ScrollInsetsFormats
import Testing
@testable import ScrollInspectCore

/// How citations are counted and checked (docs/recordings.md): the source a citation belongs to,
/// a GitHub file cited at a branch instead of a commit, and one printed value in two recordings.
@Suite struct RecordingSourceTests {
    static let commit = "0969a86788cec5c0ed9c90f478d63d4ff737ceb2"

    @Test func aRepositoryCountsOnceAndAWebSiteByItsHost() {
        #expect(RecordingSource.identity(of: "https://github.com/Tencent/QMUI_iOS/issues/633") == "tencent/qmui_ios")
        #expect(
            RecordingSource.identity(of: "https://github.com/Tencent/QMUI_iOS/blob/\(Self.commit)/README.md#L3")
                == "tencent/qmui_ios")
        #expect(RecordingSource.identity(of: "https://useyourloaf.com/blog/supporting-iphone-x/") == "useyourloaf.com")
    }

    @Test func aBranchOrHeadIsNotACommit() {
        #expect(RecordingSource.unpinnedReference(in: "https://github.com/a/b/blob/main/x.swift") == "main")
        #expect(RecordingSource.unpinnedReference(in: "https://github.com/a/b/blob/HEAD/x.swift#L4") == "HEAD")
        #expect(RecordingSource.unpinnedReference(in: "https://github.com/a/b/tree/agent/toolbar/docs") == "agent")
        #expect(RecordingSource.unpinnedReference(in: "https://raw.githubusercontent.com/a/b/v1.2/x.json") == "v1.2")
        // A short hash names no commit for sure: 40 digits are asked for.
        #expect(RecordingSource.unpinnedReference(in: "https://github.com/a/b/blob/0969a86/x.swift") == "0969a86")
    }

    @Test func aCommitAnIssueOrAWebPageIsPinnedEnough() {
        #expect(RecordingSource.unpinnedReference(in: "https://github.com/a/b/blob/\(Self.commit)/x.swift#L4") == nil)
        #expect(RecordingSource.unpinnedReference(in: "https://github.com/a/b/issues/12#issuecomment-3") == nil)
        #expect(RecordingSource.unpinnedReference(in: "https://github.com/a/b/pull/5") == nil)
        #expect(RecordingSource.unpinnedReference(in: "https://github.com/a/b/commit/\(Self.commit)") == nil)
        #expect(RecordingSource.unpinnedReference(in: "https://useyourloaf.com/blog/supporting-iphone-x/") == nil)
    }

    static func recording(source: String, values: String) throws -> Recording {
        let text = """
            source: \(source)
            trust: recorded
            recordedOn: {ios: "18.2", device: a test window}
            fixture:
              window: {size: [400, 800], safeAreaInsets: [20, 0, 0, 0]}
              root: {viewController: {name: home}}
            values:
            \(values)
            """
        return try #require(Recording.decode(Array(text.utf8)).recording)
    }

    /// The same line and the same numbers in two recordings is one printed value counted twice,
    /// whatever path each gives it; another line, or other numbers, is another value.
    @Test func theSameLineAndNumbersInTwoRecordingsAreRepeated() throws {
        let line = "https://github.com/a/b/blob/\(Self.commit)/x.md#L4"
        let a = try Self.recording(source: line, values: "  window.safeAreaInsets: [20, 0, 0, 0]")
        let b = try Self.recording(source: line, values: "  controller:home.safeAreaInsets: [20, 0, 0, 0]")
        let otherLine = try Self.recording(
            source: "https://github.com/a/b/blob/\(Self.commit)/x.md#L9",
            values: "  window.safeAreaInsets: [20, 0, 0, 0]")
        let otherNumbers = try Self.recording(source: line, values: "  window.safeAreaInsets: {top: 20}")
        let repeated = RecordingSource.repeatedValues(in: [
            ("a.yaml", a), ("b.yaml", b), ("c.yaml", otherLine), ("d.yaml", otherNumbers),
        ])
        #expect(repeated.map(\.value) == ["\(line): [20, 0, 0, 0]"])
        #expect(repeated.map(\.files) == [["a.yaml", "b.yaml"]])
        #expect(RecordingSource.repeatedValues(in: [("a.yaml", a), ("c.yaml", otherLine)]).isEmpty)
    }
}
