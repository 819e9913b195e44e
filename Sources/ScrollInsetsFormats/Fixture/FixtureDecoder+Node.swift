import ScrollInsets
import YAMLSubset

extension FixtureDecoder {
    /// Decodes one scene from a node another document holds (a recording's `fixture`), reporting
    /// its problems to `reader` at their places in that document.
    ///
    /// ```swift
    /// var reader = FixtureReader()
    /// let scene = FixtureDecoder.decodeScene(recording["fixture"]!, reader: &reader)
    /// ```
    ///
    /// - Parameters:
    ///   - node: The scene's mapping: the keys of a fixture's `scene`.
    ///   - reader: Where the problems go.
    ///   - limits: The bounds on what the scene expands to (``Limits``).
    /// - Returns: The scene, or `nil` when it has an error (reported).
    /// - Complexity: O(*n*) in the views, rows and items the scene describes.
    package static func decodeScene(
        _ node: YAMLNode, reader: inout FixtureReader, limits: Limits = Limits()
    ) -> FixtureScene? {
        let errorsBefore = reader.diagnostics.filter(\.isError).count
        var context = SceneDecoding(reader: reader, limits: limits, budget: DecodingBudget())
        let scene = context.scene(node, index: 0, comments: [])
        reader = context.reader
        let hasNewErrors = reader.diagnostics.filter(\.isError).count > errorsBefore || context.isStopped
        return hasNewErrors ? nil : scene
    }
}
