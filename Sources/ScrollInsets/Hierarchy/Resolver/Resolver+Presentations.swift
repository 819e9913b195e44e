extension Resolver {
    /// Resolves a controller presented by the controller at `presenter`, after the whole
    /// hierarchy it is presented over: ``PresentationLayout`` gives its container for the
    /// release's variant; its root view fills the container, in window coordinates, with no
    /// superview, so it covers the window's unsafe bands as any view of the window does, and
    /// ``PresentationSafeArea`` adds what a sheet changes (docs/presentations.md).
    ///
    /// A presented controller's path is its component under the presenter's path.
    mutating func resolvePresentation(_ entry: Int, presentedBy presenter: Int) throws(ModelError) {
        let presentation = table.presentations[entry]
        let presenterPath = controllers[presenter].path
        // The presenter is over UIKit's root presentation unless it is in a presented controller.
        var shown = presenter
        while controllers[shown].presentingController == nil, let parent = controllers[shown].parent {
            shown = parent
        }
        var resolved = try PresentationLayout.resolve(
            style: presentation.style, detents: presentation.detents,
            selectedDetent: presentation.selectedDetent, screen: scene.screen, variant: variants.presentations,
            formSheets: variants.formSheets, preferredContentSize: presentation.preferredContentSize,
            overRootPresentation: controllers[shown].presentingController == nil, path: presenterPath)
        let child = Int(presentation.controller)
        let path = NodePath.controller(
            name: table.controllers[child].name, kind: table.controllers[child].kind.name, index: 0,
            under: presenterPath)
        var terms = InsetDerivation()
        if !usesLayoutGuides {
            terms = PresentationSafeArea.terms(
                for: resolved, windowSize: scene.screen.size,
                windowSafeArea: scene.screen.safeAreaInsets)
        }
        // The safe-area terms are said once more with the presentation, where a report of a
        // presented container (whose own view it does not print) shows them; each keeps its own
        // kind (a recorded sheet inset is not an assumption).
        for edge in Edge.allCases {
            for term in terms[edge] {
                let why = WhyTerm.inset(term)
                resolved.notes.append(
                    WhyTerm("\(edge.rawValue) safe area: " + why.text, isAssumption: why.isAssumption))
            }
        }
        let index = controllers.count
        let inSheet = resolved.containerFrame != windowBounds
        if inSheet && sheetMetrics == nil {
            sheetMetrics = ReleaseMetrics.sheetBars(
                scene.screen.metrics, family: scene.screen.device?.family ?? .phone,
                variants: variants)
        }
        try resolveController(
            child,
            ControllerSlot(
                superview: nil, frame: resolved.containerFrame, path: path,
                parent: presenter, barTerms: terms, inSheet: inSheet))
        controllers[index].presentation = resolved
        controllers[index].presentingController = presenter
    }
}
