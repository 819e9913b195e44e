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

    static func recording(source: String, device: String = "a test window", values: String) throws -> Recording {
        let text = """
            source: \(source)
            trust: recorded
            recordedOn: {ios: "18.2", device: \(device)}
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
        #expect(repeated.map(\.value) == ["github.com/a/b/x.md: [20, 0, 0, 0]"])
        #expect(repeated.map(\.files) == [["a.yaml", "b.yaml"]])
        #expect(RecordingSource.repeatedValues(in: [("a.yaml", a), ("c.yaml", otherLine)]).isEmpty)
    }

    /// One printed line quoted through two text fragments (or another spelling of the page: scheme,
    /// `www.`, trailing slash) is one value: the fragments name no place, the page and the device do.
    @Test func theSameNumbersQuotedThroughTwoFragmentsAreRepeated() throws {
        let a = try Self.recording(
            source: "https://www.jianshu.com/p/342409b6045e#:~:text=safeAreaInsets%20%3D%20%7B20",
            values: "  window.safeAreaInsets: [20, 0, 0, 0]")
        let b = try Self.recording(
            source: "http://jianshu.com/p/342409b6045e/#:~:text=UIEdgeInsets",
            values: "  controller:home.safeAreaInsets: [20, 0, 0, 0]")
        let repeated = RecordingSource.repeatedValues(in: [("a.yaml", a), ("b.yaml", b)])
        #expect(repeated == [.init(value: "jianshu.com/p/342409b6045e: [20, 0, 0, 0]", files: ["a.yaml", "b.yaml"])])
    }

    /// A GitHub file is one page at every commit and through its raw mirror; lines that overlap
    /// are one place.
    @Test func oneFileAtTwoCommitsWithOverlappingLinesIsRepeated() throws {
        let a = try Self.recording(
            source: "https://github.com/A/B/blob/\(Self.commit)/x.md#L4", values: "  window.safeAreaInsets: {top: 20}")
        let b = try Self.recording(
            source: "https://raw.githubusercontent.com/a/b/1111111111111111111111111111111111111111/x.md#L3-L5",
            values: "  window.safeAreaInsets: {top: 20}")
        let repeated = RecordingSource.repeatedValues(in: [("a.yaml", a), ("b.yaml", b)])
        #expect(repeated == [.init(value: "github.com/a/b/x.md: {top: 20}", files: ["a.yaml", "b.yaml"])])
    }

    /// One page prints several devices' numbers: the same numbers for two devices, or on two lines
    /// the citations name, or in two comments, are two printouts.
    @Test func twoDevicesOrTwoPlacesOfOnePageAreNotRepeated() throws {
        let page = "https://blog.csdn.net/jia12216/article/details/109466661"
        let mini = try Self.recording(
            source: page + "#:~:text=FULL_WIDTH:1024.000000", device: "iPad mini 4",
            values: "  window.safeAreaInsets: {top: 20}")
        let air = try Self.recording(
            source: page + "#:~:text=FULL_WIDTH:1112.000000", device: "iPad Air (3rd generation)",
            values: "  window.safeAreaInsets: {top: 20}")
        #expect(RecordingSource.repeatedValues(in: [("mini.yaml", mini), ("air.yaml", air)]) == [])
        let thread = "https://github.com/a/b/issues/12#issuecomment-"
        let first = try Self.recording(source: thread + "1", values: "  window.safeAreaInsets: {top: 20}")
        let second = try Self.recording(source: thread + "2", values: "  window.safeAreaInsets: {top: 20}")
        #expect(RecordingSource.repeatedValues(in: [("1.yaml", first), ("2.yaml", second)]) == [])
        let unnamed = try Self.recording(
            source: "https://github.com/a/b/issues/12", values: "  window.safeAreaInsets: {top: 20}")
        #expect(
            RecordingSource.repeatedValues(in: [("1.yaml", first), ("u.yaml", unnamed)]).map(\.files) == [
                ["1.yaml", "u.yaml"]
            ])
    }

    @Test func aCitationIsReadIntoItsPageAndPlace() {
        let file = PrintedPlace("https://github.com/Vercantez/openuikit/blob/\(Self.commit)/uikit/docs/a.md#L12-L14")
        #expect(file.page == "github.com/vercantez/openuikit/uikit/docs/a.md")
        #expect(file.place == .lines(12...14))
        #expect(PrintedPlace("https://github.com/a/b/pull/5#discussion_r77").place == .comment("discussion_r77"))
        let heading = PrintedPlace("https://useyourloaf.com/blog/x/#output-format")
        #expect(heading.page == "useyourloaf.com/blog/x")
        #expect(heading.place == nil)
        // Not lines: a reversed range, a column, line 0.
        #expect(PrintedPlace("https://github.com/a/b/blob/main/x#L9-L3").place == nil)
        #expect(PrintedPlace("https://github.com/a/b/blob/main/x#L9C3").place == nil)
        #expect(PrintedPlace("https://github.com/a/b/blob/main/x#L0").place == nil)
    }
}
