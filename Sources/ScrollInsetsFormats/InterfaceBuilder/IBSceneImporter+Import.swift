import ScrollInsets
import XMLSubset

/// The passes: lay the scene out, find the frames the layout implies, and again until no frame
/// changes (a view placed relative to another settles one pass after it); at most
/// ``maximumPasses``.
extension IBSceneImporter {
    static let maximumPasses = 8

    mutating func importScene(
        index: Int, target: FixtureScene.Target, orientation: Orientation,
        release: UIKitRelease?
    ) throws(ModelError) -> ImportedScene {
        let location = graph.controllers[rootController]?.sceneLocation ?? .start
        let statusBarHidden = statusBarHiddenAppWide || simulatedStatusBarHidden
        func fixture() -> FixtureScene {
            var scene = FixtureScene(
                index: index, location: location, target: target, orientation: orientation,
                root: rootNode, release: release)
            if statusBarHidden { scene.statusBarHidden = true }
            return scene
        }
        var foundFrames: [Int: FoundFrame] = [:]
        let screen = try fixture().scene().screen
        refusePresentations(on: screen)
        refusesSimulatedSheet = simulatedSheetIsRefused(on: screen)
        let deploysGuides = screen.release.variants.barInsets == .layoutGuides && document.kind == .storyboard
        let originalPins = pins
        var layout = try fixture().scene().layout()
        for _ in 0..<Self.maximumPasses {
            let before = (frames, embedSizes, pins)
            if deploysGuides { deployGuidePins(originalPins, in: layout) }
            foundFrames = findFrames(in: layout)
            if before.0 == frames && before.1 == embedSizes && before.2 == pins { break }
            layout = try fixture().scene().layout()
        }
        // A stack view's arranged subview keeps its stored frame scaled to the stack's laid-out size:
        // its share of the stack, which the stack's own frame (pinned or solved) places; that is
        // kept as a position. Any other stored frame is a guess.
        assumedFrames = Set(
            foundFrames.compactMap { index, found in
                let inStack = tree.views[index].parent.map { tree.views[$0].element.name == "stackView" } ?? false
                return found.method == .storedFrame && !inStack ? index : nil
            })
        let scene = fixture()
        var findings = frameFindings(foundFrames, in: layout)
        if index == 0 { findings += layoutGuideFindings(in: layout) }
        let methods = tree.views.indices.compactMap {
            index -> (location: SourceLocation, kind: ViewKind, method: IBFrameMethod)? in
            guard let found = foundFrames[index] else { return nil }
            return (tree.views[index].location, tree.views[index].kind, found.method)
        }.sorted { $0.location < $1.location }
        // A pushed controller's scene is named by its path: tab → nav → source → destination.
        let path = graph.pushContainers(of: rootController)?.path ?? [rootController]
        let name = path.map { graph.controllers[$0]?.name ?? $0 }.joined(separator: " → ")
        var imported = ImportedScene(
            fixture: scene, name: name,
            findings: Audit.sorted(findings), methods: methods)
        imported.storedFrameComparisons = storedFrameComparisons(foundFrames, in: layout)
        imported.isShownByCodeOnly = isShownByCodeOnly
        imported.origins = tree.views.indices.compactMap { index -> ImportedViewOrigin? in
            guard let found = foundFrames[index], let id = tree.views[index].id else { return nil }
            return ImportedViewOrigin(
                id: id, location: tree.views[index].location, elementName: tree.views[index].element.name,
                method: found.method)
        }.sorted { $0.location < $1.location }
        imported.notes =
            (simulatedContainerNote().map { [$0] } ?? [])
            + presenters.compactMap { id -> FixtureDiagnostic? in
                guard let reason = refusedPresentations[id], let segue = graph.presentations[id] else { return nil }
                let presented = graph.controllers[segue.destination]?.name ?? segue.destination
                let presenter = graph.controllers[id]?.name ?? id
                return FixtureDiagnostic(
                    .note,
                    """
                    '\(presented)', presented by '\(presenter)', is left out on \
                    \(screen.device?.name ?? "the window") \(orientation.rawValue) iOS \(screen.release): \(reason)
                    """,
                    at: segue.location)
            }
        return imported
    }

    /// Under iOS 10's layout guides (`RuleVariants/BarInsets/layoutGuides`) the model gives
    /// every view a zero safe area, but a storyboard's constraint to a layout guide, or to the
    /// root view's safe area deployed to iOS 9–10, is the guide's length there (Apple, WWDC 2017
    /// session 412: storyboards using safe areas are backward deployable; Use Your Loaf, "Safe
    /// Area Layout Guide"; the solve reads the guides the same way, ``safeArea(of:in:)``). A
    /// root view's subview pinned to the safe area's top, bottom or centre is pinned to the
    /// bounds at the guide's length instead, from the controller's guides in `layout`. A xib's
    /// safe area is zero on iOS 10 (no guide to fall back to: Stack Overflow 46298427), as the
    /// model says, so xibs are left alone.
    mutating func deployGuidePins(_ original: [Int: Pin], in layout: Layout) {
        let resolved = resolvedIndices(in: layout)
        for (index, pin) in original {
            guard let parent = tree.views[index].parent, tree.views[parent].rootOfController != nil,
                let root = resolved[parent], let controller = layout.views[root].controller,
                let guides = layout.controllers[controller].layoutGuides
            else { continue }
            func deployed(_ edge: PinEdge?, _ length: Double) -> PinEdge? {
                edge.map { $0.anchor == .safeArea ? PinEdge(.bounds, $0.constant + length) : $0 }
            }
            var pinned = pin
            pinned.top = deployed(pin.top, guides.top)
            pinned.bottom = deployed(pin.bottom, guides.bottom)
            if let center = pin.centerY, center.anchor == .safeArea {
                pinned.centerY = PinCenter(.bounds, center.constant + (guides.top - guides.bottom) / 2)
            }
            pins[index] = pinned
        }
    }

    /// Asks the model, before laying the scene out, whether it lays each presentation out on
    /// `screen`; one it refuses (`ModelError/presentationNotModelled(path:style:reason:)`:
    /// an iPad page sheet in landscape or before iOS 13) is left out of the scene on this
    /// screen, with a note, rather than fail the document. The scene list stays the same on
    /// every screen.
    mutating func refusePresentations(on screen: Screen) {
        refusedPresentations = [:]
        let variant = screen.variants.presentations
        for id in presenters {
            guard let segue = graph.presentations[id], let style = segue.style else { continue }
            do {
                _ = try PresentationLayout.resolve(
                    style: style, detents: [.large], selectedDetent: nil, screen: screen,
                    variant: variant, formSheets: screen.variants.formSheets,
                    path: graph.controllers[id]?.name ?? id)
            } catch {
                if case let .presentationNotModelled(_, style, reason) = error {
                    refusedPresentations[id] = "\(style) is not modelled there (\(reason))"
                } else {
                    refusedPresentations[id] = error.description
                }
            }
        }
    }

    /// A `frame-not-resolved` note for each view whose stored frame was kept.
    func frameFindings(_ foundFrames: [Int: FoundFrame], in layout: Layout) -> [Finding] {
        let resolved = resolvedIndices(in: layout)
        return foundFrames.keys.sorted().compactMap { index -> Finding? in
            guard let found = foundFrames[index], found.method == .storedFrame,
                let resolvedIndex = resolved[index]
            else { return nil }
            let path = layout.views[resolvedIndex].path
            var explanation: [FindingLine] = []
            if let scaled = found.scaledFrom {
                explanation.append(
                    .assumption(
                        """
                        the stored frame \(AuditText.rect(scaled.stored)) in a \
                        \("\(AuditText.pt(scaled.canvas.width))×\(AuditText.pt(scaled.canvas.height))") superview on the \
                        canvas, scaled to the \
                        \("\(AuditText.pt(scaled.device.width))×\(AuditText.pt(scaled.device.height))") superview: \
                        \(AuditText.rect(layout.views[resolvedIndex].frame))
                        """))
            }
            return Finding(
                rule: .frameNotResolved, path: path,
                message: .frameNotResolved(
                    path: path, reason: found.reason ?? "", skipped: assumedFrames.contains(index)),
                location: tree.views[index].location, explanation: explanation, viewIndex: resolvedIndex)
        }
    }

    /// The elements called `name` below `element`, in document order.
    static func descendants(of element: XMLElement, named name: String) -> [XMLElement] {
        var found: [XMLElement] = []
        var pending = Array(element.children.reversed())
        while let next = pending.popLast() {
            if next.name == name { found.append(next) }
            pending.append(contentsOf: next.children.reversed())
        }
        return found
    }

    /// The one `layout-guide-migration` finding of the document, in its first scene: the
    /// controllers whose constraints use a top or bottom layout guide, and how many constraints
    /// do; none when no constraint uses one.
    func layoutGuideFindings(in layout: Layout) -> [Finding] {
        var controllers: [(name: String, guide: XMLLocation)] = []
        var constraints = 0
        for controller in graph.controllers.values.sorted(by: { $0.element.location < $1.element.location }) {
            let guideIDs = Set(controller.layoutGuides.compactMap { $0["id"] })
            guard !guideIDs.isEmpty else { continue }
            var firstUsed: XMLLocation? = nil
            var uses = 0
            for constraint in Self.descendants(of: controller.element, named: "constraint") {
                let items = [constraint["firstItem"], constraint["secondItem"]].compactMap { $0 }
                guard let used = items.first(where: guideIDs.contains) else { continue }
                uses += 1
                if firstUsed == nil { firstUsed = controller.layoutGuides.first { $0["id"] == used }?.location }
            }
            guard uses > 0, let guide = firstUsed else { continue }
            controllers.append((controller.name, guide))
            constraints += uses
        }
        guard let first = controllers.first else { return [] }
        let path = layout.controllers.first?.path ?? first.name
        return [
            Finding(
                rule: .layoutGuideMigration, path: path,
                message: .layoutGuideMigration(controllers: controllers.map(\.name), constraints: constraints),
                location: SourceLocation(first.guide))
        ]
    }
}
