@testable import ScrollInsets
import Testing

/// `maximumDetentValue`, what a custom detent's resolver is handed: the large height less the
/// bottom safe area, where the model lays out detents (docs/presentations.md).
@Suite struct MaximumDetentValueTests {
    static func maximum(
        _ device: String, _ orientation: Orientation = .portrait, style: ModalPresentationStyle = .pageSheet,
        release: Int
    ) throws -> Double? {
        let screen = try #require(DeviceCatalog.device(named: device)).screen(
            orientation: orientation, release: UIKitRelease(release))
        return try PresentationLayout.resolve(
            style: style, detents: [.large], selectedDetent: nil, screen: screen,
            variant: UIKitRelease(release).variants.presentations,
            formSheets: UIKitRelease(release).variants.formSheets, path: "home"
        ).maximumDetentValue
    }

    @Test func phoneSheetsBefore26SitTenBelowTheTop() throws {
        // Printed on iOS 16.1 (boscojwho/SheetInteraction): 852 − (59 + 10) − 34 = 749 on the
        // iPhone 14 Pro; 667 − (20 + 20) = 627 on the iPhone SE (3rd generation).
        #expect(try Self.maximum("iPhone 14 Pro", release: 16) == 749)
        #expect(try Self.maximum("iPhone SE (3rd generation)", release: 16) == 627)
    }

    @Test func phoneSheetsOn26StartAtTheTopSafeArea() throws {
        // 852 − 59 − 34 on the iPhone 16 and 667 − 30 on the SE, recorded on 26.1 (openuikit).
        #expect(try Self.maximum("iPhone 16", release: 26) == 759)
        #expect(try Self.maximum("iPhone SE (3rd generation)", release: 26) == 637)
    }

    @Test func iPadFormSheetIsItsFullHeight() throws {
        // 640 on iPadOS 18 (no growth); 650 on 26, grown 10 over the root presentation.
        #expect(try Self.maximum("iPad (A16)", style: .formSheet, release: 18) == 640)
        #expect(try Self.maximum("iPad (A16)", style: .formSheet, release: 26) == 650)
    }

    @Test func noMaximumWhereTheModelLaysOutNoDetents() throws {
        // Card sheets on 13–14 have no UISheetPresentationController; compact height fills the
        // window; the iPad page sheet and the classic form sheet keep one frame.
        #expect(try Self.maximum("iPhone 11", release: 13) == nil)
        #expect(try Self.maximum("iPhone 16", .landscapeLeft, release: 26) == nil)
        #expect(try Self.maximum("iPad (A16)", release: 26) == nil)
        #expect(try Self.maximum("iPad Air (4th generation)", style: .formSheet, release: 15) == nil)
    }
}
