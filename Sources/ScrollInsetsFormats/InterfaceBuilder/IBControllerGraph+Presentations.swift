import ScrollInsets

/// Which modal segues become presentations, and so which controllers are scenes.
///
/// A controller reached by a modal segue (``IBPresentationSegue``) is laid out as its
/// presenter's `presentedViewController`, in the presenter's scene, when:
/// - the destination is a candidate scene root (no relationship or embed segue contains it, and
///   it is not a split view controller or one of its children) that no other presentation has
///   taken;
/// - the style is one the model lays out (``IBPresentationSegue/style``);
/// - the presenter is shown in its scene: the scene's root, a navigation controller's root, a
///   tab bar controller's first tab, a controller embedded in a shown controller's root view, or
///   a controller presented by a shown one (the model lays out only what is shown, so a
///   presentation from a hidden tab would vanish);
/// - it is the presenter's first such segue in document order (a controller presents one at a
///   time).
///
/// Any other destination stays a scene of its own, as does a controller reached by `show`,
/// `push` or `showDetail`: inside a navigation controller a push replaces the shown child, which
/// is navigation, not a second layer over it. Cycles (A presents B, B presents A) are broken in
/// document order: the first controller no walk reaches becomes a scene root.
extension IBControllerGraph {
    mutating func assignPresentations() {
        let candidates = candidateRoots
        let candidateSet = Set(candidates)
        var segues: [String: [IBPresentationSegue]] = [:]
        var destinations: Set<String> = []
        for id in order {
            guard let controller = controllers[id] else { continue }
            let found = IBPresentationSegue.segues(under: controller.element) { [controllers] in
                controllers[$0]?.element["modalPresentationStyle"]
            }.filter { $0.style != nil && candidateSet.contains($0.destination) && $0.destination != id }
            segues[id] = found
            destinations.formUnion(found.map(\.destination))
        }
        var claimed: Set<String> = []
        var roots: Set<String> = []
        func walk(from root: String) {
            roots.insert(root)
            claimed.insert(root)
            var pending = [root]
            var visited: Set<String> = []
            while let id = pending.popLast() {
                guard visited.insert(id).inserted, let controller = controllers[id] else { continue }
                var shown: [String] = []
                if Self.containerElementNames.contains(controller.element.name) {
                    if let first = controller.relationships.first(where: { controllers[$0.destination] != nil }) {
                        shown.append(first.destination)
                    }
                } else {
                    shown += embeds[id] ?? []
                }
                if let segue = segues[id]?.first(where: { !claimed.contains($0.destination) }) {
                    presentations[id] = segue
                    claimed.insert(segue.destination)
                    shown.append(segue.destination)
                }
                pending.append(contentsOf: shown.reversed())
            }
        }
        for id in candidates where !destinations.contains(id) && !claimed.contains(id) { walk(from: id) }
        while let next = candidates.first(where: { !claimed.contains($0) }) { walk(from: next) }
        sceneRoots = candidates.filter(roots.contains)
    }
}
