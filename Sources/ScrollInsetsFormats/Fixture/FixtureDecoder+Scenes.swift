import ScrollInsets
import YAMLSubset

extension FixtureDecoder {
    /// Decodes a fixture one scene at a time: parses a document, decodes it, hands the scene
    /// to `body` and drops the document's tree before the next one is parsed, so that only one
    /// document's tree is alive at once (``decode(_:limits:)-(_,FixtureDecoder.Limits)`` parses the whole file first).
    ///
    /// It stops at the first diagnostic, error or warning, and returns `false`: the caller
    /// then decodes the file with ``decode(_:limits:)-(_,FixtureDecoder.Limits)``, which reports every problem of the
    /// file in order, and drops what it was given. When it returns `true`, `body` has received
    /// every scene of the file, exactly those ``decode(_:limits:)-(_,FixtureDecoder.Limits)`` returns, and there is no
    /// diagnostic.
    ///
    /// ```swift
    /// var scenes: [FixtureScene] = []
    /// if !FixtureDecoder.decodeScenes(bytes, { scenes.append($0) }) {
    ///     let result = FixtureDecoder.decode(bytes)   // the diagnostics
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - bytes: The file's UTF-8 bytes.
    ///   - limits: The bounds on the text and on what it expands to (``Limits``).
    ///   - body: Called with each scene, in order.
    /// - Returns: Whether the whole file was decoded without any diagnostic.
    /// - Complexity: O(*n*) in the size of the file plus the views, rows and items it describes.
    public static func decodeScenes(_ bytes: [UInt8], limits: Limits = Limits(), _ body: (FixtureScene) -> Void) -> Bool
    {
        decodeScenes(bytes.span, limits: limits) { scene, _ in body(scene) }
    }

    /// ``decodeScenes(_:limits:_:)`` over a span of the file's bytes (a mapped file's, read in
    /// place), also telling `body` how far the parser has read: the bytes before `consumed` are not
    /// read again, and a caller can give their memory back.
    ///
    /// - Parameters:
    ///   - bytes: The file's UTF-8 bytes.
    ///   - limits: The bounds on the text and on what it expands to (``Limits``).
    ///   - body: Called with each scene, in order, and the offset of the first byte not yet read.
    /// - Returns: Whether the whole file was decoded without any diagnostic.
    package static func decodeScenes(
        _ bytes: Span<UInt8>, limits: Limits = Limits(), _ body: (FixtureScene, _ consumed: Int) -> Void
    ) -> Bool {
        var reader = FixtureReader(maximumErrorCount: limits.parser.maximumErrorCount)
        var budget = DecodingBudget()
        var index = 0
        var isClean = true
        let diagnostics = YAMLParser(limits: limits.parser, commentMarker: RuleComments.marker).parseDocuments(bytes) {
            document, diagnosticCount, consumed in
            guard diagnosticCount == 0, !document.hasErrors, index < limits.maximumScenes else {
                isClean = false
                return false
            }
            var context = SceneDecoding(reader: reader, limits: limits, budget: budget)
            let scene = context.scene(document.root, index: index, comments: document.comments)
            reader = context.reader
            budget = context.budget
            guard let scene, !context.isStopped, reader.diagnostics.isEmpty else {
                isClean = false
                return false
            }
            body(scene, consumed)
            index += 1
            return true
        }
        // A file without scenes is an error, which `decode` reports.
        return isClean && diagnostics.isEmpty && index > 0
    }
}
