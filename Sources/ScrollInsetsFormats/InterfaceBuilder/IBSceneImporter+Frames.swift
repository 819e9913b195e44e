import ScrollInsets

/// One pass of frame finding on a laid-out scene: each superview's children from its resolved
/// bounds, safe area and margins (autoresizing, the required-equalities solve, or the stored
/// frame scaled), and each container view's size for its embedded controller.
extension IBSceneImporter {
    /// What one pass found for one view.
    struct FoundFrame: Equatable {
        var method: IBFrameMethod
        /// Why a stored frame was kept.
        var reason: String?
        /// The stored frame and the superview's sizes it was scaled between.
        var scaledFrom: (stored: Rect, canvas: Size, device: Size)?

        static func == (a: FoundFrame, b: FoundFrame) -> Bool { a.method == b.method && a.reason == b.reason }
    }

    /// The resolved view of each imported view laid out, by source location.
    func resolvedIndices(in layout: Layout) -> [Int: Int] {
        var byLocation: [SourceLocation: Int] = [:]
        for view in layout.views where !view.isContainerView {
            if let location = view.location { byLocation[location] = view.index }
        }
        var result: [Int: Int] = [:]
        for index in tree.views.indices {
            if let resolved = byLocation[tree.views[index].location] { result[index] = resolved }
        }
        return result
    }

    /// Finds every frame from `layout`; returns how each view's frame was found.
    ///
    /// - Complexity: per superview O(*c* + *k*³) for *k* constraint-driven children (at most
    ///   ``IBSceneImporter/maximumSolvedSiblings``) and *c* constraints naming them.
    mutating func findFrames(in layout: Layout) -> [Int: FoundFrame] {
        let resolved = resolvedIndices(in: layout)
        var foundFrames: [Int: FoundFrame] = [:]
        for index in tree.views.indices {
            let view = tree.views[index]
            if view.rootOfController != nil { foundFrames[index] = FoundFrame(method: .rootView); continue }
            if let resolvedIndex = resolved[index], view.embeddedControllerID != nil {
                embedSizes[index] = layout.views[resolvedIndex].frame.size
            }
        }
        for superview in tree.views.indices {
            let children = tree.views[superview].subviews
            guard !children.isEmpty else { continue }
            guard let resolvedSuperview = resolved[superview] else { continue }
            let size = layout.views[resolvedSuperview].frame.size
            let canvas = tree.views[superview].storedFrame.size
            if tree.views[superview].kind.isScrollView || tree.isInScrollContent(superview) {
                // Scroll content keeps its stored frame, its x and width scaled by its
                // superview's change of width: content laid out across a scroll view's width
                // follows that width on another screen, which is what the side rules read.
                for child in children {
                    frames[child] = Self.scaledAcross(tree.views[child].storedFrame, from: canvas, to: size)
                    foundFrames[child] = FoundFrame(method: .scrollContent)
                }
                continue
            }
            var driven: [Int] = []
            let isStack = tree.views[superview].element.name == "stackView"
            for child in children {
                if isStack {
                    // A stack view places its arranged subviews by its axis, distribution and
                    // spacing, which are not modelled.
                    let stored = tree.views[child].storedFrame
                    frames[child] = Self.scaled(stored, from: canvas, to: size)
                    foundFrames[child] = FoundFrame(
                        method: .storedFrame, reason: "its stack view arranges it, which is not modelled",
                        scaledFrom: (stored, canvas, size))
                } else if pins[child] != nil {
                    foundFrames[child] = FoundFrame(method: .pins)
                } else if tree.views[child].isConstraintDriven {
                    driven.append(child)
                } else {
                    let stored = tree.views[child].storedFrame
                    frames[child] = tree.views[child].mask?.frame(stored, from: canvas, to: size) ?? stored
                    foundFrames[child] = FoundFrame(method: .autoresizing)
                }
            }
            // Pinned children take part in the solve as knowns from the layout; only the
            // others are unknowns.
            guard !driven.isEmpty else { continue }
            let solved = solve(driven, in: superview, layout: layout, resolved: resolved)
            for child in driven {
                let stored = tree.views[child].storedFrame
                if let frame = solved.frames[child] {
                    frames[child] = frame
                    foundFrames[child] = FoundFrame(method: .solved)
                } else {
                    frames[child] = Self.scaled(stored, from: canvas, to: size)
                    foundFrames[child] = FoundFrame(
                        method: .storedFrame, reason: solved.reasons[child] ?? "the required equalities leave it free",
                        scaledFrom: (stored, canvas, size))
                }
            }
        }
        return foundFrames
    }

    /// A stored frame whose x and width are scaled by the superview's change of width; its y and
    /// height stay (scroll content: ``findFrames(in:)``).
    static func scaledAcross(_ frame: Rect, from canvas: Size, to device: Size) -> Rect {
        let sx = canvas.width > 0 ? device.width / canvas.width : 1
        return Rect(x: frame.minX * sx, y: frame.minY, width: frame.width * sx, height: frame.height)
    }

    /// A stored frame scaled by the superview's change of size, each axis on its own (an
    /// assumption: nothing better is known for a view the equalities do not place).
    static func scaled(_ frame: Rect, from canvas: Size, to device: Size) -> Rect {
        let sx = canvas.width > 0 ? device.width / canvas.width : 1
        let sy = canvas.height > 0 ? device.height / canvas.height : 1
        return Rect(x: frame.minX * sx, y: frame.minY * sy, width: frame.width * sx, height: frame.height * sy)
    }
}
