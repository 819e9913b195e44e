import ScrollInsets
import ScrollInsetsFormats

extension ImportCommand {
    /// Imports on the release of the Xcode that saved the document (its `toolsVersion`) unless
    /// `--ios` names one; on the device's default release when the device does not run it.
    static func importOnSavedRelease(
        _ bytes: [UInt8], options: InterfaceBuilderImporter.Options
    ) -> InterfaceBuilderImporter.Result {
        let first = InterfaceBuilderImporter.importDocument(bytes, options: options)
        guard options.release == nil, let saved = first.document?.savedRelease else { return first }
        var onSaved = options
        onSaved.release = saved
        let imported = InterfaceBuilderImporter.importDocument(bytes, options: onSaved)
        return imported.hasErrors ? first : imported
    }
}
