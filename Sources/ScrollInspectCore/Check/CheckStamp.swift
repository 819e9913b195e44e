import ScrollInsets

/// The file `check --stamp FILE` writes when a run ends (with or without findings): a Swift
/// comment naming the fixtures and counting the findings.
///
/// ```swift
/// // Checked by scroll-inspect: /app/Sources/Screens/feed.yaml: 0 errors, 1 warning, 1 note.
/// // Generated on every build by the ScrollInspectBuildTool plugin; do not edit.
/// ```
///
/// It exists for the build-tool plugin: a build command must declare an output for SwiftPM to run
/// it again when its input changes, and SwiftPM compiles a generated `.swift` output into the
/// target but copies any other kind into the target's resources (the product would ship it). A
/// Swift file of comments compiles to nothing. A line break in a path is written as a space, so
/// the comment stays a comment.
enum CheckStamp {
    static func text(files: [String], findings: [Finding]) -> String {
        let names = files.map { String($0.map { $0.isNewline ? " " : $0 }) }
        return
            """
            // Checked by scroll-inspect: \(names.joined(separator: ", ")): \
            \(TextFindingsFormatter.summary(findings)).\n
            """
                + "// Generated on every build by the ScrollInspectBuildTool plugin; do not edit.\n"
    }
}
