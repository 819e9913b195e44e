import ScrollInsets
import ScrollInsetsFormats

/// Interface Builder documents in a scene command: `.storyboard` and `.xib` files are imported
/// (``InterfaceBuilderImporter``) instead of decoded, once per device, orientation and release of
/// the run, because an imported view's frame depends on the screen.
enum InterfaceBuilderRun {
    /// Whether `file` names an Interface Builder document.
    static func isDocument(_ file: String) -> Bool {
        file.hasSuffix(".storyboard") || file.hasSuffix(".xib")
    }

    /// Whether standard input holds XML rather than a fixture: its first character, after a byte
    /// order mark and whitespace, is `<`, which no fixture starts with (a fixture is a mapping of
    /// known keys, or a comment).
    static func isXML(_ bytes: [UInt8]) -> Bool {
        var index = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
        return index < bytes.count && bytes[index] == UInt8(ascii: "<")
    }
}

extension SceneRun {
    /// The first pass for one document: imports it on its canvas for the scene list, then on
    /// each screen of the matrix, and hands each placed scene to `sink`.
    mutating func loadInterfaceBuilder<Sink: SceneSink & ~Copyable>(
        file: String, bytes: [UInt8], into sink: inout Sink
    ) {
        let renderer = DiagnosticRenderer(
            path: file, source: String(decoding: bytes, as: UTF8.self), colorized: colorized)
        let canvas = InterfaceBuilderImporter.importDocument(bytes)
        if !canvas.diagnostics.isEmpty { errors += renderer.render(canvas.diagnostics) }
        if canvas.hasErrors { invalid = true; return }
        var imports: [String: InterfaceBuilderImporter.Result] = [:]
        let comments = DocumentRuleComments(String(decoding: bytes, as: UTF8.self))
        if !comments.warnings.isEmpty { errors += renderer.render(comments.warnings) }
        let hidesStatusBar = statusBarHiddenAppWide ?? documentInfoPlist?.hidesStatusBarAppWide ?? false
        if let plist = documentInfoPlist, plist.hidesStatusBarAppWide {
            notes +=
                """
                scroll-inspect: note: \(file): the status bar is hidden on every screen, as \
                \(plist.paths.joined(separator: ", ")) says (UIStatusBarHidden YES, \
                UIViewControllerBasedStatusBarAppearance NO)\n
                """
        }
        // Notes of the screens' imports (a presentation left out on one screen), each once.
        var said = Set(canvas.diagnostics)
        for (index, scene) in canvas.scenes.enumerated() {
            var (screens, skipped, withoutFigures, notRun) = matrix.screens(for: scene.fixture)
            if let project = documentProject {
                let kept = screens.filter { $0.device.map { $0.family == project.family } ?? true }
                if kept.count < screens.count, index == 0 {
                    notes +=
                        """
                        scroll-inspect: note: \(file): skipped \(screens.count - kept.count) screens of devices the app \
                        does not build for: \(project.paths.joined(separator: ", ")) builds for \
                        \(project.family == .pad ? "iPad" : "iPhone") only (TARGETED_DEVICE_FAMILY = \(project.setting))\n
                        """
                }
                screens = kept
            }
            if !skipped.isEmpty {
                notes +=
                    """
                    scroll-inspect: note: \(file) #\(index): skipped \(skipped.joined(separator: ", ")) (orientation \
                    not supported)\n
                    """
            }
            if !withoutFigures.isEmpty {
                notes +=
                    """
                    scroll-inspect: note: \(file) #\(index): skipped \(withoutFigures.joined(separator: ", ")) (no \
                    sourced figures)\n
                    """
            }
            for screen in notRun where !notRunScreens.contains(where: { $0 == screen }) { notRunScreens.append(screen) }
            noteLeftOut(withoutFigures)
            var commented = scene.fixture
            commented.enabledRules += comments.enabled
            commented.disabledRules += comments.disabled
            let disabled = disabledRules(commented)
            for choice in screens {
                let device = choice.device ?? scene.fixture.device
                let orientation = choice.orientation ?? scene.fixture.orientation
                let key = "\(device?.name ?? "") \(orientation.rawValue) \(choice.release.map { "\($0)" } ?? "")"
                let imported =
                    imports[key]
                    ?? InterfaceBuilderImporter.importDocument(
                        bytes,
                        options: {
                            var options = InterfaceBuilderImporter.Options(
                                device: device, orientation: orientation, release: choice.release)
                            options.statusBarHiddenAppWide = hidesStatusBar
                            return options
                        }())
                if imports[key] == nil {
                    let notes = imported.diagnostics.filter { !$0.isError && said.insert($0).inserted }
                    if !notes.isEmpty { errors += renderer.render(notes) }
                }
                imports[key] = imported
                guard imported.scenes.indices.contains(index), !imported.hasErrors else {
                    errors += renderer.render(imported.diagnostics.filter { $0.isError })
                    invalid = true
                    return
                }
                let placed = imported.scenes[index]
                let screen = ScreenChoice(device: nil, orientation: nil, release: choice.release)
                do {
                    try sink.add(
                        SceneOnScreen(
                            fixture: placed.fixture, screen: screen, documentFindings: placed.findings,
                            interfaceBuilderViews: Dictionary(placed.origins.map { ($0.location, $0) }) { first, _ in
                                first
                            },
                            placementAssumed: placed.isShownByCodeOnly),
                        SceneInFile(file: file, index: placed.fixture.index, disabled: disabled), to: &held)
                } catch {
                    errors += renderer.render([FixtureDiagnostic.error(error.description, at: placed.fixture.location)])
                    invalid = true
                }
            }
        }
    }
}
