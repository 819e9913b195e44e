import ScrollInsets

/// The shapes a presentation adds under its subtree (``PresentationLevels``): the veil that dims
/// what is under a sheet, and the sheet's opaque background.
package enum PresentationLayer {
    /// The dimming veil: the whole screen, clipped to its rounded outline
    /// (`dimming-C`, class `dimming`, in the group `layer-dimming-C`).
    package static func dimming(_ level: PresentationLevels.Level, _ context: RenderContext) -> Layer {
        let screen = Rect(origin: .zero, size: context.layout.screen.size)
        let veil = context.rect(
            id: "dimming-\(level.controller)", class: "dimming", path: level.path, screen,
            extra: [("clip-path", "url(#\(context.id("clip-screen")))")])
        return Layer(name: "layer-dimming-\(level.controller)", shapes: [veil])
    }

    /// The level's group, named `presented-C`, starting with the opaque background at the
    /// container's frame (`sheet-background-C`) where the presentation hides what it covers.
    package static func background(_ level: PresentationLevels.Level, _ context: RenderContext) -> Layer {
        var layer = Layer(name: "presented-\(level.controller)")
        if level.isOpaque {
            layer.shapes.append(
                context.rect(
                    id: "sheet-background-\(level.controller)", class: "sheet-background", path: level.path,
                    level.presentation.containerFrame))
        }
        return layer
    }
}
