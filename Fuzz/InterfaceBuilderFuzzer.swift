// libFuzzer target: the Interface Builder importer (XMLSubset's XMLReader, then ScrollInsets'
// InterfaceBuilderImporter: document, controllers, views, constraints, the layout passes, the
// fixture encoder and the audit), and on the same bytes the capture importer (CaptureImporter:
// a recursiveDescription read, its scene built, laid out, encoded and written as a recording).
//
// Not a SwiftPM target: scripts/fuzz.sh builds the libraries with SwiftPM under
// -sanitize=fuzzer,address and links this file against them (docs/fuzzing.md).
import ScrollInsets
import ScrollInsetsFormats
import XMLSubset

@_cdecl("LLVMFuzzerTestOneInput")
public func interfaceBuilderFuzzerTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = size == 0 ? [] : Array(UnsafeBufferPointer(start: data, count: size))
    let lineCount = bytes.reduce(1) { $0 + ($1 == 0x0A ? 1 : 0) }
    // Small limits, so that the fuzzer also reaches every limit's error.
    let limits = XMLReader.Limits(
        maximumInputSize: 1 << 20, maximumDepth: 64, maximumAttributesPerElement: 32,
        maximumElements: 4_000, maximumValueLength: 4_096)
    do {
        _ = try XMLReader(limits: limits).read(bytes)
    } catch {
        precondition(error.location.line >= 1 && error.location.line <= lineCount, "error outside the text: \(error)")
        precondition(error.location.column >= 1, "error before the line: \(error)")
    }
    let imported = InterfaceBuilderImporter.importDocument(
        bytes, options: InterfaceBuilderImporter.Options(limits: limits))
    for diagnostic in imported.diagnostics {
        precondition(
            diagnostic.location.line >= 1 && diagnostic.location.line <= lineCount,
            "diagnostic outside the text: \(diagnostic)")
    }
    fuzzCapture(bytes, lineCount: lineCount)
    if imported.hasErrors { return 0 }
    for scene in imported.scenes {
        // Every imported scene lays out (the importer laid it out) and audits.
        guard let layout = try? scene.fixture.scene().layout() else {
            preconditionFailure("an imported scene does not lay out")
        }
        _ = Audit.run(on: layout)
        _ = FixtureEncoder.encode(scene.fixture)
    }
    return 0
}

/// The capture importer on the same bytes: every diagnostic inside the text; a scene it builds
/// lays out, and its fixture and recording texts read back.
func fuzzCapture(_ bytes: [UInt8], lineCount: Int) {
    // The window's default release (18), and 26, where a top shadow view drawn scaled is a floating sheet.
    for release in [nil, UIKitRelease(26)] { fuzzCapture(bytes, lineCount: lineCount, release: release) }
}

func fuzzCapture(_ bytes: [UInt8], lineCount: Int, release: UIKitRelease?) {
    let target = FixtureScene.Target.window(
        size: Size(width: 375, height: 812), safeAreaInsets: EdgeInsets(top: 44, left: 0, bottom: 34, right: 0))
    let imported = CaptureImporter.importCapture(
        bytes,
        options: .init(target: target, release: release, limits: .init(maximumLines: 4_000, maximumDepth: 64)))
    for diagnostic in imported.diagnostics {
        precondition(
            diagnostic.location.line >= 1 && diagnostic.location.line <= lineCount,
            "capture diagnostic outside the text: \(diagnostic)")
    }
    guard let scene = imported.scene else { return }
    guard (try? scene.scene().layout()) != nil else { preconditionFailure("an imported capture does not lay out") }
    // A capture without a value the model computes has no recording: `import --recording` refuses it.
    guard !imported.values.isEmpty else { return }
    let text = imported.recordingText(file: "fuzz.txt", source: "https://example.com", device: "w", release: "13")
    precondition(Recording.decode(Array(text.utf8)).recording != nil, "an imported capture's recording does not read")
}
