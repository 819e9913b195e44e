import Foundation
import Testing

/// Every code listing of the DocC tutorial (`Sources/ScrollInsets/ScrollInsets.docc/Resources/*.swift`)
/// type-checks on its own against the library, so the tutorial cannot rot. The last listing is
/// also compiled into ScrollInsetsTests and run there (`TutorialTests`), which checks its numbers.
@Suite struct TutorialListingsTests {
    static let resources = PackageFiles.root.appendingPathComponent(
        "Sources/ScrollInsets/ScrollInsets.docc/Resources", isDirectory: true)

    static let listings: [String] = PackageFiles.files(under: resources).filter { $0.hasSuffix(".swift") }

    @Test func theTutorialHasItsSixListings() {
        #expect(Self.listings == (1...6).map { "checkout-0\($0).swift" })
    }

    @Test(arguments: listings)
    func listingTypechecks(_ name: String) throws {
        let result = try SwiftTypecheck.check(Self.resources.appendingPathComponent(name))
        #expect(result.diagnostics == "")
        #expect(result.exitCode == 0)
    }
}
