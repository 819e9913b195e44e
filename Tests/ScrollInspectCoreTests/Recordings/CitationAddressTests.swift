import Testing

@testable import ScrollInspectCore

/// A citation's address taken apart once for the source, the pinning check and the printed page.
@Suite struct CitationAddressTests {
    static let commit = "0969a86788cec5c0ed9c90f478d63d4ff737ceb2"

    @Test func theSchemeGoesTheHostIsLowerCaseWithoutWWWAndTheRestIsKeptApart() {
        let address = CitationAddress("HTTPS://www.GitHub.com/Owner/Repo/blob/main//x.md/?plain=1#L4-L6")
        #expect(address.host == "github.com")
        #expect(address.path == ["Owner", "Repo", "blob", "main", "x.md"])
        #expect(address.query == "plain=1")
        #expect(address.fragment == "L4-L6")
        let bare = CitationAddress("jianshu.com")
        #expect(bare.host == "jianshu.com")
        #expect(bare.path.isEmpty)
        #expect(bare.query == nil)
        #expect(bare.fragment == nil)
        #expect(CitationAddress("").host == "")
    }

    @Test func aGitHubFileIsReadThroughEveryWayOfAddressingIt() {
        for (citation, reference) in [
            ("https://github.com/a/b/blob/\(Self.commit)/docs/x.md#L2", Self.commit),
            ("https://github.com/a/b/blame/main/docs/x.md", "main"),
            ("https://github.com/a/b/tree/v1/docs/x.md", "v1"),
            ("https://raw.githubusercontent.com/a/b/HEAD/docs/x.md", "HEAD"),
        ] {
            let file = CitationAddress(citation).gitHubFile
            #expect(file?.owner == "a", "\(citation)")
            #expect(file?.repository == "b", "\(citation)")
            #expect(file?.reference == Substring(reference), "\(citation)")
            #expect(file.map { Array($0.path) } == ["docs", "x.md"], "\(citation)")
        }
        for citation in [
            "https://github.com/a/b/issues/12#issuecomment-3", "https://github.com/a/b/pull/5",
            "https://github.com/a/b", "https://useyourloaf.com/blog/a/b/c/d",
        ] {
            #expect(CitationAddress(citation).gitHubFile == nil, "\(citation)")
        }
        let root = CitationAddress("https://github.com/a/b/tree/main").gitHubFile
        #expect(root?.reference == "main")
        #expect(root?.path.isEmpty == true)
    }

    @Test func theThreeReadersAgreeOnOneFileWhateverItsAddress() {
        let cited = [
            "https://github.com/Vercantez/openuikit/blob/\(Self.commit)/uikit/x.md#L12",
            "http://www.github.com/vercantez/OpenUIKit/blob/main/uikit/x.md?plain=1",
            "https://raw.githubusercontent.com/Vercantez/openuikit/\(Self.commit)/uikit/x.md",
        ]
        #expect(Set(cited.map(RecordingSource.identity(of:))) == ["vercantez/openuikit"])
        #expect(Set(cited.map { PrintedPlace($0).page }) == ["github.com/vercantez/openuikit/uikit/x.md"])
        #expect(cited.map(RecordingSource.unpinnedReference(in:)) == [nil, "main", nil])
        #expect(RecordingSource.identity(of: "https://www.jianshu.com/p/342409b6045e") == "jianshu.com")
        #expect(PrintedPlace("https://example.com/forum?id=12#post-3").page == "example.com/forum?id=12")
    }
}
