/// A laid-out scene: every view and controller with the insets UIKit would give them.
///
/// ```swift
/// let layout = try scene.layout()
/// let table = layout.view(path: "nav/feed/table")!
/// table.scroll?.adjustedContentInset   // EdgeInsets(top: 88, left: 0, bottom: 34, right: 0)
/// layout.safeAreaDerivation(ofView: table.index)[.top].map(\.reason)
/// ```
public struct Layout: Hashable, Sendable {
    /// The screen the scene is laid out on.
    public var screen: Screen
    /// The layout direction.
    public var layoutDirection: LayoutDirection
    /// The UIKit release the scene was laid out under: ``LayoutOptions/release``, or the
    /// screen's; ``screen`` carries the same release.
    public var release = UIKitRelease.customWindowDefault
    /// The rules ``release`` selects, or, where the screen's app sets `UIDesignRequiresCompatibility`
    /// (``Screen/designRequiresCompatibility``), ``RuleVariants/requiringDesignCompatibility()``'s: the
    /// one place the layout's readers ask about the release.
    public var variants: RuleVariants {
        release.variants(designRequiresCompatibility: screen.designRequiresCompatibility)
    }
    /// Under the iOS 10 rules on an iPhone X, where the letterboxed app sits on the physical
    /// screen (``screen`` is then the 375 × 667 screen the app sees); `nil` otherwise.
    public var letterboxFrame: Rect? = nil
    /// The scene's keyboard, or `nil` when none shows (``Keyboard``; the keyboard changes no
    /// safe area; a `UITableViewController`'s table has it in `adjustedContentInset.bottom`).
    public var keyboard: ResolvedKeyboard? = nil
    /// The window's reserved regions (iOS 27.1: ``ReservedRegionRules``), empty before.
    public var reservedRegions: [ReservedRegion] = []
    /// Whether the scene was laid out with its bars minimized (`barsMinimized`, iOS 27).
    public var barsMinimized = false
    /// The views and controllers, shared by the layout's ``ResolvedView`` handles.
    var storage: LayoutStorage

    init(screen: Screen, layoutDirection: LayoutDirection, storage: LayoutStorage) {
        self.screen = screen
        self.layoutDirection = layoutDirection
        self.storage = storage
    }

    /// Every view, depth-first in document order, container views included
    /// (see ``ResolvedView/isContainerView``).
    public var views: Views { Views(storage: storage) }

    /// Every controller that is laid out, depth-first in document order.
    public var controllers: [ResolvedController] { storage.controllers }

    /// The views of a layout, in document order: a random-access collection of
    /// ``ResolvedView`` handles.
    public struct Views: RandomAccessCollection, Equatable, Sendable {
        let storage: LayoutStorage

        /// The position of the first view: 0.
        public var startIndex: Int { 0 }
        /// One past the last view: the number of views.
        public var endIndex: Int { storage.records.count }

        /// The view at `index`.
        public subscript(index: Int) -> ResolvedView {
            precondition(index >= 0 && index < storage.records.count, "view index out of range")
            return ResolvedView(storage: storage, index: index)
        }

        /// Two lists are equal when they hold equal views in the same order.
        public static func == (a: Views, b: Views) -> Bool {
            a.storage === b.storage || a.elementsEqual(b)
        }
    }

    /// The view at `path`, or `nil`.
    ///
    /// - Complexity: O(*n*) in the number of views.
    public func view(path: String) -> ResolvedView? {
        // A view's path ends with its own component (a name may itself hold a "/"): test that
        // first, and build the full path of those candidates alone.
        for index in storage.records.indices where !storage.records[index].isContainerView {
            if path.hasSuffix(storage.component(ofView: index)) && storage.path(ofView: index) == path {
                return views[index]
            }
        }
        return nil
    }

    /// The controller at `path`, or `nil`.
    ///
    /// - Complexity: O(*c*) in the number of controllers.
    public func controller(path: String) -> ResolvedController? {
        controllers.first { $0.path == path }
    }

    /// The full derivation of a view's `safeAreaInsets`: on each edge, the terms of the
    /// window and of every superview the view inherits from, then the view's own terms.
    /// The terms of each edge add up to the view's inset on that edge.
    ///
    /// - Complexity: O(*d*) in the depth of the view.
    public func safeAreaDerivation(ofView index: Int) -> InsetDerivation {
        var derivation = InsetDerivation()
        var localTerms: [Int: InsetDerivation] = [:]  // each view's terms are built once, for all edges
        for edge in Edge.allCases {
            var chain: [[InsetTerm]] = []
            var current: Int? = index
            var reachesWindow = false
            while let viewIndex = current {
                let terms = localTerms[viewIndex] ?? storage.safeAreaLocalTerms(ofView: viewIndex)
                localTerms[viewIndex] = terms
                chain.append(terms[edge])
                guard storage.records[viewIndex].inheritedEdges.contains(EdgeMask(edge)) else { break }
                let superview = storage.superview(of: viewIndex)
                if superview == nil { reachesWindow = true }
                current = superview
            }
            if reachesWindow { chain.append(screen.derivation[edge]) }
            for terms in chain.reversed() {
                for term in terms { derivation.add(term, on: edge) }
            }
        }
        return derivation
    }
}

extension Scene {
    /// Lays the scene out under the rules of its screen's release: every view's frame, safe
    /// area, margins and scroll insets.
    ///
    /// - Returns: The layout.
    /// - Throws: ``ModelError/releaseNotModelled(_:)`` for a release the model has no rules for;
    ///   ``ModelError/releaseNotSupported(device:release:first:last:)`` where the
    ///   screen's device does not run the screen's release (a ``Screen/release`` set by hand
    ///   past the device's range): the scene is refused, never laid out. Release 10 is the iOS 10
    ///   compatibility mode (an app built with the iOS 10 SDK), which the model lays out on any
    ///   device; a ``ModelError`` where
    ///   the hierarchy cannot be laid out (a child view controller in `subviews` without a frame,
    ///   a tab index out of range); ``ModelError/nonFiniteValue(path:what:location:)`` where a
    ///   number overflows (`Layout.checkFinite()`).
    /// - Complexity: O(*n*) in the number of views, cells and items; the walk is iterative, so
    ///   deep hierarchies do not exhaust the stack.
    public func layout() throws(ModelError) -> Layout {
        try screen.release.check(on: screen.device)
        let layout = try layout(options: LayoutOptions())
        try layout.checkFinite()
        return layout
    }
}
