// libFuzzer target: the Interface Builder importer (XMLSubset's XMLReader, then ScrollInsets'
// InterfaceBuilderImporter: document, controllers, views, constraints, the layout passes, the
// fixture encoder and the audit).
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
