import ScrollInsets

/// Which views' constraints are pins: every required equality between the view and its
/// superview, the superview's safe area or margins, or (on a root view) a top or bottom layout
/// guide ties one of its edges, centres or sizes to the same line, with multiplier 1, and each
/// axis gets exactly two. Constraints to other views are left to the solve of those views. Such
/// a view becomes a `Pin` the model resolves on every device.
extension IBSceneImporter {
    mutating func findPins() {
        var byView: [Int: [IBConstraint]] = [:]
        var disqualified: Set<Int> = []
        for constraint in tree.constraints {
            for item in [constraint.firstItem, constraint.secondItem].compactMap({ $0 }) {
                guard let view = tree.viewIndex[item], tree.views[view].isConstraintDriven,
                    !tree.isInScrollContent(view),
                    tree.views[view].parent.map({ tree.views[$0].element.name != "stackView" }) ?? true
                else { continue }
                let other = item == constraint.firstItem ? constraint.secondItem : constraint.firstItem
                if let other, tree.isDescendant(other, of: view), other != item { continue }
                if !constraint.isRequiredEquality { disqualified.insert(view); continue }
                byView[view, default: []].append(constraint)
            }
        }
        for (view, constraints) in byView where !disqualified.contains(view) {
            if let pin = pin(for: view, constraints) { pins[view] = pin }
        }
    }

    /// The pin the constraints of `view` amount to, or `nil` when they are not all pins.
    func pin(for view: Int, _ constraints: [IBConstraint]) -> Pin? {
        guard let id = tree.views[view].id, let superview = tree.views[view].parent else { return nil }
        var pin = Pin()
        var slots: [String: Int] = [:]
        for constraint in constraints {
            guard let first = constraint.firstAttribute else { return nil }
            // A size constant: `width = 120`.
            if constraint.secondItem == nil {
                guard constraint.firstItem == id, constraint.constant >= 0 else { return nil }
                switch first {
                case .width: pin.width = constraint.constant
                case .height: pin.height = constraint.constant
                default: return nil
                }
                slots[first.rawValue, default: 0] += 1
                continue
            }
            guard constraint.multiplier == 1, let second = constraint.secondAttribute,
                let secondItem = constraint.secondItem
            else { return nil }
            // Normalize to `view.attribute = other.otherAttribute + constant`.
            let (attribute, other, otherAttribute, constant):
                (IBConstraint.Attribute, String, IBConstraint.Attribute, Double)
            if constraint.firstItem == id {
                (attribute, other, otherAttribute, constant) = (first, secondItem, second, constraint.constant)
            } else {
                (attribute, other, otherAttribute, constant) = (
                    second, constraint.firstItem, first, -constraint.constant
                )
            }
            // A constraint to another view places that view or over-constrains this one: it is
            // the solve's, and this view is a pin only if its own two per axis are.
            if let otherView = tree.viewIndex[other], otherView != superview { continue }
            guard !attribute.isMargin,
                let anchor = anchor(other, otherAttribute, matching: attribute, superview: superview)
            else { return nil }
            switch attribute {
            case .top: pin.top = PinEdge(anchor, constant)
            case .bottom: pin.bottom = PinEdge(anchor, -constant)
            case .leading: pin.leading = PinEdge(anchor, constant)
            case .trailing: pin.trailing = PinEdge(anchor, -constant)
            case .left: pin.left = PinEdge(anchor, constant)
            case .right: pin.right = PinEdge(anchor, -constant)
            case .centerX: pin.centerX = PinCenter(anchor, constant)
            case .centerY: pin.centerY = PinCenter(anchor, constant)
            default: return nil
            }
            slots[attribute.rawValue, default: 0] += 1
        }
        guard slots.values.allSatisfy({ $0 == 1 }) else { return nil }
        let horizontal = ["left", "right", "leading", "trailing", "centerX", "width"].filter { slots[$0] != nil }.count
        let vertical = ["top", "bottom", "centerY", "height"].filter { slots[$0] != nil }.count
        guard horizontal == 2, vertical == 2,
            (pin.left == nil && pin.right == nil) || (pin.leading == nil && pin.trailing == nil)
        else { return nil }
        return pin
    }

    /// The pin anchor of `item.attribute` when it is the same line as `attribute` of the superview,
    /// its margins, its safe area or a layout guide of the controller whose root view it is.
    func anchor(
        _ item: String, _ attribute: IBConstraint.Attribute, matching own: IBConstraint.Attribute,
        superview: Int
    ) -> PinAnchor? {
        if item == tree.views[superview].id {
            guard attribute.withoutMargin == own else { return nil }
            return attribute.isMargin ? .layoutMargins : .bounds
        }
        switch tree.guides[item] {
        case .safeArea(let view)? where view == superview:
            return attribute == own ? .safeArea : nil
        case .topLayoutGuide(let root)? where root == superview:
            return own == .top && attribute == .bottom ? .safeArea : nil
        case .bottomLayoutGuide(let root)? where root == superview:
            return own == .bottom && attribute == .top ? .safeArea : nil
        default:
            return nil
        }
    }
}
