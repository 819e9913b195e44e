/// What moves between two layouts of the same scene (iOS 10 vs iOS 11, one device vs
/// another): per view and controller path, the changed values, and for views a sentence for
/// each migration pain the 2017 articles describe.
///
/// ```swift
/// let difference = LayoutComparison.compare(try scene.layout(options: LayoutOptions(system: .iOS10)),
///                                           try scene.layout())
/// difference.views.first?.explanations.first
/// // "'nav/feed/table': contentOffset.y moves from -64 to -128: iOS 11 adds the safe area's 64 pt ..."
/// ```
public enum LayoutComparison {
    /// The differences from `before` to `after`.
    ///
    /// Views and controllers are matched by path; paths found in only one layout, and the
    /// container views of navigation and tab bar controllers, are left out. A controller's
    /// `safeAreaInsets` in an iOS 10 layout is its layout guides (top and bottom), the values
    /// the iOS 11 safe area took over.
    ///
    /// - Complexity: O(*n*) in the number of views and controllers.
    public static func compare(_ before: Layout, _ after: Layout) -> LayoutDifference {
        var earlier: [String: ResolvedView] = [:]
        for view in before.views where !view.isContainerView { earlier[view.path] = view }
        var views: [ViewDifference] = []
        for view in after.views where !view.isContainerView {
            guard let old = earlier[view.path] else { continue }
            let changes = viewChanges(old, view)
            let explanations = explain(old, view, in: after)
            if !changes.isEmpty || !explanations.isEmpty {
                views.append(ViewDifference(path: view.path, changes: changes, explanations: explanations))
            }
        }
        var controllers: [ControllerDifference] = []
        for controller in after.controllers {
            guard let old = before.controller(path: controller.path) else { continue }
            var changes: [PropertyChange] = []
            append(&changes, .viewFrame, .rect(old.viewFrame), .rect(controller.viewFrame))
            append(&changes, .safeAreaInsets, .insets(unsafeInsets(old)), .insets(unsafeInsets(controller)))
            let oldBars = before.windowBars(of: old)
            for bar in after.windowBars(of: controller) {
                guard let property = ChangedProperty(barKind: bar.kind),
                    let previous = oldBars.first(where: { $0.kind == bar.kind })
                else { continue }
                append(&changes, property, .rect(previous.frame), .rect(bar.frame))
            }
            if !changes.isEmpty { controllers.append(ControllerDifference(path: controller.path, changes: changes)) }
        }
        return LayoutDifference(views: views, controllers: controllers)
    }

    /// A controller's safe area, or under iOS 10 its layout guides as top and bottom insets.
    static func unsafeInsets(_ controller: ResolvedController) -> EdgeInsets {
        guard let guides = controller.layoutGuides else { return controller.safeAreaInsets }
        return EdgeInsets(top: guides.top, left: 0, bottom: guides.bottom, right: 0)
    }

    static func append(
        _ changes: inout [PropertyChange], _ property: ChangedProperty, _ before: LayoutValue, _ after: LayoutValue,
        item: String? = nil
    ) {
        if before != after {
            changes.append(PropertyChange(property: property, before: before, after: after, item: item))
        }
    }

    static func viewChanges(_ old: ResolvedView, _ new: ResolvedView) -> [PropertyChange] {
        var changes: [PropertyChange] = []
        append(&changes, .frame, .rect(old.frame), .rect(new.frame))
        append(&changes, .safeAreaInsets, .insets(old.safeAreaInsets), .insets(new.safeAreaInsets))
        append(&changes, .layoutMargins, .insets(old.layoutMargins), .insets(new.layoutMargins))
        if let a = old.scroll, let b = new.scroll {
            append(&changes, .contentInset, .insets(a.contentInset), .insets(b.contentInset))
            append(&changes, .adjustedContentInset, .insets(a.adjustedContentInset), .insets(b.adjustedContentInset))
            append(&changes, .contentOffset, .point(a.contentOffset), .point(b.contentOffset))
        }
        if let a = old.table, let b = new.table {
            for (row, previous) in zip(b.rows, a.rows) where row.section == previous.section && row.row == previous.row
            {
                append(
                    &changes, .cellFrame, .rect(previous.frame), .rect(row.frame),
                    item: "section \(row.section), row \(row.row)")
            }
        }
        if let a = old.collection, let b = new.collection {
            for (section, previous) in zip(b.sections, a.sections) {
                for (index, (frame, old)) in zip(section.items, previous.items).enumerated() {
                    append(
                        &changes, .cellFrame, .rect(old), .rect(frame),
                        item: "section \(section.section), item \(index)")
                }
            }
        }
        return changes
    }

    /// The sentences for a view: an offset that jumps, a hard-coded position that ends up in
    /// the unsafe area.
    static func explain(_ old: ResolvedView, _ new: ResolvedView, in layout: Layout) -> [String] {
        var sentences: [String] = []
        if let a = old.scroll, let b = new.scroll, a.contentOffset.y != b.contentOffset.y {
            sentences.append(offsetSentence(path: new.path, a, b))
        }
        if old.frame == new.frame, new.controller == nil, let index = new.superview,
            layout.views[index].scroll == nil
        {
            let bounds = layout.views[index].bounds
            for edge in Edge.allCases where new.safeAreaInsets[edge] > 0 && old.safeAreaInsets[edge] == 0 {
                let distance = bounds.distance(to: new.frame, on: edge)
                guard distance > 0 else { continue }
                sentences.append(
                    """
                    '\(new.path)' keeps its hard-coded frame \(formatPoints(distance)) pt inside the \(edge) edge of \
                    its superview, which cleared the old unsafe area; now its \(edge) \
                    \(formatPoints(new.safeAreaInsets[edge])) pt are in the unsafe area (safeAreaInsets.\(edge) \
                    \(formatPoints(new.safeAreaInsets[edge]))): pin it to the safe area instead
                    """
                )
            }
        }
        return sentences
    }

    static func offsetSentence(path: String, _ a: ScrollResolution, _ b: ScrollResolution) -> String {
        let move =
            """
            '\(path)': contentOffset.y moves from \(formatPoints(a.contentOffset.y)) to \
            \(formatPoints(b.contentOffset.y))
            """
        let handSet = b.contentInset.top
        let added = b.adjustedContentInset.top - b.contentInset.top
        if handSet != 0, added > 0, a.contentInset.top == handSet, a.adjustedContentInset.top == handSet {
            return move
                + """
                : iOS 11 adds the safe area's \(formatPoints(added)) pt on top of the hand-set contentInset.top \
                \(formatPoints(handSet)) (adjustedContentInset.top \(formatPoints(b.adjustedContentInset.top))), \
                so the content clears the bars twice; set contentInsetAdjustmentBehavior to .never or remove the \
                hand-set inset
                """
        }
        return move
            + """
             as adjustedContentInset.top goes from \(formatPoints(a.adjustedContentInset.top)) to \
            \(formatPoints(b.adjustedContentInset.top))
            """
    }
}

/// The result of ``LayoutComparison/compare(_:_:)``.
public struct LayoutDifference: Hashable, Sendable {
    /// The views that changed, in the order of the second layout.
    public var views: [ViewDifference]
    /// The controllers that changed, in the order of the second layout.
    public var controllers: [ControllerDifference]

    /// Whether nothing moved.
    public var isEmpty: Bool { views.isEmpty && controllers.isEmpty }
}

/// What changed for one view.
public struct ViewDifference: Hashable, Sendable {
    /// The view's path.
    public var path: String
    /// The values that changed.
    public var changes: [PropertyChange]
    /// One sentence per migration pain found, naming the view and the numbers.
    public var explanations: [String]
}

/// What changed for one controller.
public struct ControllerDifference: Hashable, Sendable {
    /// The controller's path.
    public var path: String
    /// The values that changed (`viewFrame`, `safeAreaInsets`, the bars' frames).
    public var changes: [PropertyChange]
}

/// One value before and after.
public struct PropertyChange: Hashable, Sendable {
    /// Which value.
    public var property: ChangedProperty
    /// Its value in the first layout.
    public var before: LayoutValue
    /// Its value in the second layout.
    public var after: LayoutValue
    /// Which cell, for ``ChangedProperty/cellFrame``: "section 0, row 3"; `nil` otherwise.
    public var item: String? = nil
}

/// The values ``LayoutComparison`` compares, by their UIKit names.
public enum ChangedProperty: String, Hashable, Sendable, CaseIterable {
    /// A view's `frame`.
    case frame
    /// A controller's view frame.
    case viewFrame
    /// `safeAreaInsets` (under iOS 10, a controller's layout guides stand in: top and bottom).
    case safeAreaInsets
    /// The effective `layoutMargins`.
    case layoutMargins
    /// A scroll view's `contentInset`, which iOS 10 writes the layout guides into.
    case contentInset
    /// A scroll view's `adjustedContentInset`.
    case adjustedContentInset
    /// A scroll view's start `contentOffset`.
    case contentOffset
    /// A controller's status bar frame, in window coordinates (the window's root controller).
    case statusBarFrame = "statusBar.frame"
    /// A navigation controller's navigation bar frame, in window coordinates.
    case navigationBarFrame = "navigationBar.frame"
    /// A navigation controller's toolbar frame, in window coordinates.
    case toolbarFrame = "toolbar.frame"
    /// A tab bar controller's tab bar frame, in window coordinates.
    case tabBarFrame = "tabBar.frame"
    /// A table row's or collection item's frame, in the scroll view's content coordinates
    /// (``PropertyChange/item`` says which).
    case cellFrame = "cell.frame"

    /// The property of a bar's frame (``Layout/WindowBar/kind``), or `nil` for an unknown kind.
    init?(barKind kind: String) {
        self.init(rawValue: kind + ".frame")
    }
}

/// A compared value.
public enum LayoutValue: Hashable, Sendable {
    /// A frame.
    case rect(Rect)
    /// Insets or margins.
    case insets(EdgeInsets)
    /// An offset.
    case point(Point)
}
