import Foundation
import Testing
@testable import ScrollInsets
@testable import ScrollInsetsFormats

/// `CaptureImporter` on an iOS 26 floating sheet: a top phone `UIDropShadowView` that prints a uniform scale
/// `transform` is a page sheet at a custom detent, laid out at the window's width and (printed height / scale) tall
/// at the window's bottom, the detent that height less the bottom safe area; its printed frame is recorded as
/// `presentation.shownFrame`. A transform the model cannot read so is refused at its place (docs/captures.md).
@Suite struct CaptureFloatingSheetTests {
    static func device(_ name: String) -> Device { DeviceCatalog.device(named: name)! }

    static func importFile(_ name: String, on device: String) throws -> CaptureImporter.Result {
        let bytes = Array(
            try Data(contentsOf: ViewHierarchyCaptureTests.root.appendingPathComponent("Fixtures/captures/\(name)")))
        return CaptureImporter.importCapture(
            bytes, options: .init(target: .device(Self.device(device)), release: UIKitRelease(26)))
    }

    /// The LLDB-form capture written from openuikit's iPhone 16, iOS 26.1 probe numbers (its header cites them):
    /// the card (8 482.349; 377 361.651) at scale 377 / 393. Laid out 361.651 / (377 / 393) = 376.9996 tall, 377 to
    /// six significant digits; less the iPhone 16's bottom safe area 34: a custom detent of 343, the probe's own.
    @Test func lldbFloatingSheetIsAPageSheetAtItsDetent() throws {
        let imported = try Self.importFile("floating-sheet-lldb.txt", on: "iPhone 16")
        #expect(!imported.hasErrors)
        let presenter = try #require(CaptureSheetTests.rootController(imported))
        #expect(presenter.name == "presenter")
        let presentation = try #require(presenter.presentedViewController)
        #expect(presentation.modalPresentationStyle == .pageSheet)
        #expect(presentation.detents == [.height(343)])
        #expect(presentation.controller.name == "screen")
        #expect(imported.values.map(\.path) == ["controller:presenter/screen.presentation.shownFrame"])
        #expect(imported.values.map(\.numbers) == [[8, 482.349, 377, 361.651]])
        #expect(imported.values.map(\.location) == [SourceLocation(line: 15, column: 47)])
        #expect(imported.inputs == [])
        #expect(
            imported.diagnostics == [
                CaptureSheetTests.presenterNote(at: SourceLocation(line: 14, column: 1)),
                FixtureDiagnostic(
                    .note,
                    "the UIDropShadowView drawn at scale 0.9592875318066157 is an iOS 26 floating pageSheet: laid out "
                        + "393 x 377 (its printed height / the scale) at the window's bottom, a custom detent of 343 "
                        + "(that height less the bottom safe area 34); its printed frame is recorded as the "
                        + "presentation's shownFrame",
                    at: SourceLocation(line: 15, column: 6)),
            ])
    }

    /// The snapshot-form capture written from NoTomorrow's iPhone 17 Pro, iOS 26.1 medium card (8, 415.03, 386,
    /// 450.97), printed to two decimals: laid out 450.97 / (386 / 402) = 469.66303 tall, less the bottom safe area 34:
    /// 435.66303, a custom detent of 435.663 to six significant digits (the capture cannot tell `.medium()` from a
    /// custom height). The grabber, a private view, is left out.
    @Test func snapshotFloatingSheetIsAPageSheetAtItsDetent() throws {
        let imported = try Self.importFile("floating-sheet-snapshot.txt", on: "iPhone 17 Pro")
        #expect(!imported.hasErrors)
        let presentation = try #require(CaptureSheetTests.rootController(imported)?.presentedViewController)
        #expect(presentation.modalPresentationStyle == .pageSheet)
        #expect(presentation.detents == [.height(435.663)])
        #expect(imported.values.map(\.path) == ["controller:presenter/screen.presentation.shownFrame"])
        #expect(imported.values.map(\.numbers) == [[8, 415.03, 386, 450.97]])
        #expect(imported.values.map(\.location) == [SourceLocation(line: 14, column: 34)])
        #expect(
            imported.diagnostics.last?.message
                == "the UIDropShadowView drawn at scale 0.9601990049751243 is an iOS 26 floating pageSheet: laid out "
                + "402 x 469.663 (its printed height / the scale) at the window's bottom, a custom detent of 435.663 "
                + "(that height less the bottom safe area 34); its printed frame is recorded as the presentation's "
                + "shownFrame")
    }

    /// A short card, the unpinned paste docs/recordings.md names (Savva-Shuliatev/DynamicBottomSheet's example, on a
    /// 440 x 956 phone): (28 869.236; 384 58.7636) at scale 0.8727272727272728 = 384 / 440. Laid out 58.7636 /
    /// 0.8727272727272728 = 67.3333 tall, under 150 pt: percentCapsular 1, UIKit's inset 28 (440 - 2 x 28 = 384, the
    /// printed width), and a custom detent of that height (a detent up to 150 is laid out at its own height).
    @Test func shortFloatingSheetIsAPageSheetAtItsOwnHeight() throws {
        let text =
            "<UITransitionView; frame = (0 0; 440 956)>\n   | <UIDropShadowView: 0x1072163a0; frame = (28 869.236; 384 "
            + "58.7636); transform = [0.8727272727272728, 0, 0, 0.8727272727272728, 0, -23.715151515151511]; layer = "
            + "<CALayer: 0x600000c4f210>>\n   |    | <UIView; frame = (0 0; 440 67.3333)>\n"
        let imported = CaptureImporter.importCapture(
            Array(text.utf8),
            options: .init(target: .device(Self.device("iPhone 17 Pro Max")), release: UIKitRelease(26)))
        #expect(!imported.hasErrors)
        let presentation = try #require(CaptureSheetTests.rootController(imported)?.presentedViewController)
        #expect(presentation.detents == [.height(67.3333)])
        #expect(imported.values.map(\.numbers) == [[28, 869.236, 384, 58.7636]])
        #expect(
            imported.diagnostics.last?.message
                == "the UIDropShadowView drawn at scale 0.8727272727272728 is an iOS 26 floating pageSheet: laid out "
                + "440 x 67.3333 (its printed height / the scale) at the window's bottom, a custom detent of 67.3333 "
                + "(that height: a detent up to 150 is laid out at its own height); its printed frame is recorded as "
                + "the presentation's shownFrame")
    }

    /// The imported fixture reads back and lays the sheet out floating (docs/presentations.md): detent 343 + the
    /// bottom safe area 34 = 377 tall at the bottom of the 852-pt window, container (0, 475, 393, 377); shown scaled by
    /// 377 / 393, 8 pt in: (8, 852 - 8 - 377 x 377 / 393, 377, 377 x 377 / 393), within 0.01 of the printed
    /// (8, 482.349, 377, 361.651).
    @Test func importedFixtureLaysTheSheetOutFloating() throws {
        let imported = try Self.importFile("floating-sheet-lldb.txt", on: "iPhone 16")
        let decoded = FixtureDecoder.decode(Array(imported.fixtureText(file: "c.txt").utf8))
        #expect(decoded.diagnostics.filter(\.isError) == [])
        let scene = try #require(decoded.scenes.first)
        let presentation = try #require(try scene.scene().layout().controller(path: "presenter/screen")?.presentation)
        #expect(presentation.containerFrame == Rect(x: 0, y: 475, width: 393, height: 377))
        let shownHeight = 377 * (377 / 393.0)
        #expect(presentation.shownFrame == Rect(x: 8, y: 852 - 8 - shownHeight, width: 377, height: shownHeight))
    }

    /// A refused transform: the capture, where it is printed, and the error expected at its place.
    struct Refusal: CustomTestStringConvertible, Sendable {
        var id: String
        var device: String
        /// `--ios`, or `nil` for the device's default release.
        var release: Int?
        var shadow: String
        var line = 2
        var column: Int
        var message: String
        var testDescription: String { id }

        var text: String {
            let size = DeviceCatalog.device(named: device)!.portraitSize
            return "<UITransitionView; frame = (0 0; \(Int(size.width)) \(Int(size.height)))>\n   | \(shadow)\n"
                + "   |    | <UIView; frame = (0 0; \(Int(size.width)) 377)>\n"
        }
    }

    /// The openuikit card (docs/presentations.md) and variations of it written for the test (the iPhone XS runs iOS
    /// 18 at the latest, its default release); the short card is the unpinned paste docs/recordings.md names
    /// (Savva-Shuliatev/DynamicBottomSheet's example, a 56-pt detent on a 440 x 956 phone, 28 pt in).
    static let beforeIOS26 =
        "the UIDropShadowView prints a transform on iOS 18: sheets float, drawn scaled, from iOS 26 only (a sheet at a "
        + "partial height); give the release the capture was printed on with --ios, or write its "
        + "presentedViewController and detent by hand (docs/presentations.md)"

    static let refusals: [Refusal] = [
        Refusal(
            id: "before iOS 26", device: "iPhone 16", release: 18,
            shadow:
                "<UIDropShadowView; frame = (8 482.349; 377 361.651); transform = [0.959288, 0, 0, 0.959288, 0, 0]>",
            column: 59,
            message: beforeIOS26),
        Refusal(
            id: "inferred before iOS 26", device: "iPhone XS", release: nil,
            shadow:
                "<UIDropShadowView; frame = (8 482.349; 359 361.651); transform = [0.957333, 0, 0, 0.957333, 0, 0]>",
            column: 59,
            message: beforeIOS26),
        Refusal(
            id: "an iPad", device: "iPad (A16)", release: 26,
            shadow:
                "<UIDropShadowView; frame = (8 482.349; 377 361.651); transform = [0.959288, 0, 0, 0.959288, 0, 0]>",
            column: 59,
            message:
                "the UIDropShadowView prints a transform on an iPad: only an iPhone's floating sheet is read from a "
                + "scaled card; write its presentedViewController and detent by hand (docs/presentations.md)"),
        Refusal(
            id: "not uniform", device: "iPhone 16", release: 26,
            shadow: "<UIDropShadowView; frame = (8 482.349; 377 361.651); transform = [0.959288, 0, 0, 0.9, 0, 0]>",
            column: 59,
            message:
                "the UIDropShadowView's transform [0.959288, 0, 0, 0.9, 0, 0] is not a uniform scale down: a floating "
                + "sheet is drawn scaled by one factor under 1 across and down, with no rotation "
                + "([s, 0, 0, s, 0, ty])"),
        Refusal(
            id: "rotated", device: "iPhone 16", release: 26,
            shadow:
                "<UIDropShadowView; frame = (8 482.349; 377 361.651); "
                + "transform = [0.959288, 0.1, -0.1, 0.959288, 0, 0]>",
            column: 59,
            message:
                "the UIDropShadowView's transform [0.959288, 0.1, -0.1, 0.959288, 0, 0] is not a uniform scale down: a "
                + "floating sheet is drawn scaled by one factor under 1 across and down, with no rotation "
                + "([s, 0, 0, s, 0, ty])"),
        Refusal(
            id: "not centred", device: "iPhone 16", release: 26,
            shadow:
                "<UIDropShadowView; frame = (0 482.349; 377 361.651); transform = [0.959288, 0, 0, 0.959288, 0, 0]>",
            column: 34,
            message:
                "the scaled UIDropShadowView's frame (0 482.349; 377 361.651) in a 393x852 window is no floating sheet "
                + "at scale 0.959288: a floating card is centred across, 0.959288 of the window's width (377) "
                + "and as far from the bottom (here 8) as from the sides (0)"),
        Refusal(
            id: "above the bottom", device: "iPhone 16", release: 26,
            shadow: "<UIDropShadowView; frame = (8 400; 377 361.651); transform = [0.959288, 0, 0, 0.959288, 0, 0]>",
            column: 34,
            message:
                "the scaled UIDropShadowView's frame (8 400; 377 361.651) in a 393x852 window is no floating sheet at "
                + "scale 0.959288: a floating card is centred across, 0.959288 of the window's width (377) and "
                + "as far from the bottom (here 90.349) as from the sides (8)"),
        Refusal(
            id: "as tall as the large detent", device: "iPhone 16", release: 26,
            shadow: "<UIDropShadowView; frame = (8 83.285; 377 760.715); transform = [0.959288, 0, 0, 0.959288, 0, 0]>",
            column: 34,
            message:
                "the scaled card is laid out 793 pt tall (its printed height / the scale): its detent, 759 (that "
                + "height less the bottom safe area 34), is at least maximumDetentValue, which UIKit shows at the "
                + "large detent, attached and not scaled (docs/presentations.md)"),
        // 20 / 0.959288 = 20.8488 pt tall: percentCapsular 1, so UIKit draws it 28 pt in at (393 - 56) / 393 =
        // 0.857506, not 8 pt in.
        Refusal(
            id: "a short card 8 pt in", device: "iPhone 16", release: 26,
            shadow: "<UIDropShadowView; frame = (8 824; 377 20); transform = [0.959288, 0, 0, 0.959288, 0, 0]>",
            column: 50,
            message:
                "the UIDropShadowView is drawn at scale 0.959288, 8 pt in from the sides and bottom, laid out 20.8488 "
                + "pt tall (its printed height / the scale), where UIKit insets a floating sheet 28 pt (8 at 150 pt "
                + "tall and taller, pulled in toward 28 below), at (W - 56) / W = 0.857506: no floating sheet UIKit "
                + "draws (docs/presentations.md)"),
        // 153.486 / 0.959288 = 159.99992, 160 to six significant digits, 8 pt in as UIKit draws it; but a detent up
        // to 150 is laid out at its own height, and a taller one with the 34-pt bottom safe area below it (over 184).
        Refusal(
            id: "between the two detent rules", device: "iPhone 16", release: 26,
            shadow:
                "<UIDropShadowView; frame = (8 690.514; 377 153.486); transform = [0.959288, 0, 0, 0.959288, 0, 0]>",
            column: 34,
            message:
                "the scaled card is laid out 160 pt tall (its printed height / the scale): no detent gives it, as "
                + "a custom detent up to 150 is laid out at its own height and a taller one with the bottom safe area "
                + "34 below it (docs/presentations.md)"),
    ]

    @Test(arguments: refusals) func aTransformTheModelCannotReadIsRefusedAtItsPlace(_ refusal: Refusal) {
        let imported = CaptureImporter.importCapture(
            Array(refusal.text.utf8),
            options: .init(
                target: .device(Self.device(refusal.device)), release: refusal.release.map { UIKitRelease($0) }))
        #expect(
            imported.diagnostics == [
                .error(refusal.message, at: SourceLocation(line: refusal.line, column: refusal.column))
            ])
        #expect(imported.scene == nil)
        #expect(imported.values.isEmpty)
    }
}
