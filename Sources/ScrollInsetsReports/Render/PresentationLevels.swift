import ScrollInsets

/// Who is drawn over whom when controllers are presented (docs/render.md, "Presentations"): the
/// presenter is level 0; each presented controller's subtree — its views, bars, inset bands,
/// guides and findings — is a level above it, drawn in a group of its own on an opaque sheet
/// background, over a veil that dims everything below.
///
/// - Dimming: sheets (`pageSheet`, `formSheet`) dim what is under them at every detent unless
///   `largestUndimmedDetentIdentifier` says otherwise, which the model does not describe
///   (Apple, `UISheetPresentationController.largestUndimmedDetentIdentifier`: "The default
///   value is nil, which means the system adds a noninteractive dimming view underneath the
///   sheet at all detents"). `overFullScreen` neither dims nor hides what is under it.
/// - Background: a sheet or a `fullScreen` presentation hides what it covers; the level's
///   group starts with an opaque rectangle at the container's frame, so the presenter's
///   outlines do not show through the presented ones.
/// - Floating sheets (iOS 26, a partial detent): laid out in ``ResolvedPresentation/containerFrame``
///   and shown scaled in ``ResolvedPresentation/shownFrame``. The level's group carries the
///   transform that maps the one onto the other, so every shape keeps the model's coordinates and
///   is drawn where the sheet is shown; labels are placed at the mapped positions.
package struct PresentationLevels {
    /// One presented controller.
    package struct Level {
        /// The presented controller's index in `Layout.controllers`.
        package var controller: Int
        /// Its path: its subtree's paths start with it.
        package var path: String
        /// The resolved presentation.
        package var presentation: ResolvedPresentation
        /// The scale and translation that map layout coordinates onto where the sheet is shown;
        /// `nil` where it is shown as laid out.
        package var transform: (scale: Double, dx: Double, dy: Double)?

        /// Whether the level dims what is under it.
        package var dims: Bool { [.pageSheet, .formSheet].contains(presentation.style) }
        /// Whether the level hides what its container covers.
        package var isOpaque: Bool { [.pageSheet, .formSheet, .fullScreen].contains(presentation.style) }
        /// The container where it is shown, in window coordinates.
        package var shownFrame: Rect { presentation.shownFrame ?? presentation.containerFrame }

        /// The SVG `transform` attribute's value: `matrix(s 0 0 s dx dy)`, exact.
        package var transformAttribute: String? {
            transform.map { t in
                "matrix(" + [t.scale, 0, 0, t.scale, t.dx, t.dy].map(formatExactPoints).joined(separator: " ") + ")"
            }
        }
    }

    /// The presented controllers, in controller order; level *n* is `levels[n - 1]`.
    package var levels: [Level]

    /// The levels of `layout`.
    package init(layout: Layout) {
        levels = layout.controllers.compactMap { controller in
            guard let presentation = controller.presentation else { return nil }
            var transform: (Double, Double, Double)? = nil
            if let shown = presentation.shownFrame, shown != presentation.containerFrame,
                presentation.containerFrame.width > 0
            {
                let container = presentation.containerFrame
                let scale = shown.width / container.width
                transform = (scale, shown.minX - scale * container.minX, shown.minY - scale * container.minY)
            }
            return Level(
                controller: controller.index, path: controller.path, presentation: presentation, transform: transform)
        }
    }

    /// Whether any controller is presented.
    package var isEmpty: Bool { levels.isEmpty }

    /// The level `path` is drawn at: that of the innermost presented controller whose subtree
    /// holds it, 0 for the presenter; the window's own shapes (unsafe areas, reserved regions)
    /// and the keyboard (a window of its own) above every level.
    package func level(ofPath path: String) -> Int {
        if path == "keyboard" || path == RenderContext.windowPath || path.hasPrefix("window.")
            || path.hasPrefix("reservedRegions[")
        {
            return levels.count
        }
        var best = 0
        var bestLength = -1
        for (offset, level) in levels.enumerated()
        where (path == level.path || path.hasPrefix(level.path + "/")) && level.path.count > bestLength {
            best = offset + 1
            bestLength = level.path.count
        }
        return best
    }

    /// `point`, given in layout coordinates of the level that holds `path`, where it is shown.
    package func shown(_ point: Point, path: String) -> Point {
        let level = level(ofPath: path)
        guard level > 0, let t = levels[level - 1].transform else { return point }
        return Point(x: t.scale * point.x + t.dx, y: t.scale * point.y + t.dy)
    }

    /// `rect`, given in layout coordinates of the level that holds `path`, where it is shown.
    package func shown(_ rect: Rect, path: String) -> Rect {
        let origin = shown(rect.origin, path: path)
        let level = level(ofPath: path)
        let scale = level > 0 ? levels[level - 1].transform?.scale ?? 1 : 1
        return Rect(x: origin.x, y: origin.y, width: rect.width * scale, height: rect.height * scale)
    }

    /// The shown frames of the opaque levels above `level`: a label of `level` drawn there
    /// would sit on a sheet that hides its view.
    package func covers(above level: Int) -> [Rect] {
        guard level < levels.count else { return [] }
        return levels[level...].filter(\.isOpaque).map(\.shownFrame)
    }

    /// `layer`'s shapes by the level of their `data-path`: one layer per level, level 0 first,
    /// each named as `layer`. Shapes of class `keepingInWindow` (a finding's badge, placed in
    /// window coordinates) stay at level 0.
    package func partition(_ layer: Layer, keepingInWindow: String? = nil) -> [Layer] {
        var parts = Array(repeating: Layer(name: layer.name), count: levels.count + 1)
        for shape in layer.shapes {
            let level =
                shape.attribute("class") == keepingInWindow ? 0 : self.level(ofPath: shape.attribute("data-path") ?? "")
            parts[level].shapes.append(shape)
        }
        return parts
    }
}
