import ScrollInsetsFormats
import XMLSubset
import YAMLSubset

/// The largest input a run reads (64 MiB, the YAML subset's and the XML reader's limit),
/// checked from the file's size (`stat`) before the file is read: a larger file is refused with
/// the error the parser would have given, at line 1, column 1, without being read into memory
/// (a 101 MB fixture was read whole, 209 MB resident, before being refused). Only the first line
/// is read, for the source line under the message. Standard input has no size to check before
/// it is read; the parser refuses it after (docs/limits.md).
enum InputSizeLimit {
    /// The error of a file larger than its limit, rendered; `nil` when it is within the limit, is
    /// standard input, or the environment cannot tell its size (the parser checks it then).
    static func refusal(_ file: String, environment: some ScrollInspectEnvironment, colorized: Bool) -> String? {
        guard file != "-", let size = environment.fileSize(ofFile: file) else { return nil }
        let message: String
        if InterfaceBuilderRun.isDocument(file) {
            let limit = XMLReader.Limits().maximumInputSize
            guard size > limit else { return nil }
            message = XMLReader.tooLargeMessage(size, limit: limit)
        } else {
            let limit = YAMLParser.Limits().maximumInputSize
            guard size > limit else { return nil }
            message = YAMLMessage.inputTooLarge(size, limit: limit)
        }
        return DiagnosticRenderer(
            path: file, source: firstLine(of: file, environment: environment), colorized: colorized
        )
        .render([.error(message, at: .start)])
    }

    /// The file's first line, at most 4 KiB of it, reading no more of the file.
    static func firstLine(of file: String, environment: some ScrollInspectEnvironment) -> String {
        let bytes = environment.leadingBytes(ofFile: file, count: 4096)
        let line = bytes.prefix { $0 != UInt8(ascii: "\n") }
        return String(decoding: line, as: UTF8.self)
    }
}
