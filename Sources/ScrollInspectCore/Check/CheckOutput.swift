import ScrollInsets

/// The output of `scroll-inspect check` in its text, SARIF and GitHub forms.
enum CheckOutput {
    /// The findings of each file, in file order. In a device matrix, identical findings are
    /// grouped and name the screens they occur on.
    static func files(_ reports: [SceneFindings], groupAcrossScreens: Bool) -> [FileFindings] {
        var order: [String] = []
        var byFile: [String: [SceneFindings]] = [:]
        for report in reports {
            if byFile[report.file] == nil { order.append(report.file) }
            byFile[report.file, default: []].append(report)
        }
        return order.map { file in
            let scenes = byFile[file] ?? []
            if groupAcrossScreens {
                return FileFindings(file: file, findings: FindingMatrix.merged(scenes.map {
                    DeviceFindings(device: $0.screen, findings: $0.findings)
                }))
            }
            return FileFindings(file: file, findings: Audit.sorted(scenes.flatMap(\.findings)))
        }
    }

    static func render(_ files: [FileFindings], format: OutputFormat, explain: Bool) -> String {
        switch format {
        case .sarif: return SARIFFormatter.format(files, toolVersion: ScrollInspect.version, explain: explain)
        case .github: return GitHubAnnotationsFormatter.format(files, explain: explain)
        default: return TextFindingsFormatter.format(files, explain: explain)
        }
    }
}

/// The findings of one placed scene, all `check` keeps of it for its text, SARIF and GitHub forms.
struct SceneFindings {
    /// The fixture's path as the user gave it.
    var file: String
    /// The screen it was placed on (``SceneReport/screenLabel``).
    var screen: String
    /// Its findings.
    var findings: [Finding]
}

extension SceneReport {
    /// "iPhone X landscapeLeft", or "custom window portrait".
    var screenLabel: String {
        "\(deviceName ?? "custom window") \(layout.screen.orientation.rawValue)"
    }
}
