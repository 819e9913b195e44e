import ScrollInsets
import YAMLSubset

extension FixtureDecoder {
    /// Bounds on a fixture, each enforced with an error at the place where it is crossed; the
    /// first one crossed stops the decoding. docs/limits.md lists every limit and its message.
    ///
    /// The parser's limits bound the text (size, nesting, scalar length, error count). These
    /// bound what the text expands to: a scene's `rows: 1000000` is one short line, and the
    /// paths of views (`nav/feed/table`) grow with the nesting depth and the names, so a deep
    /// hierarchy of long names is quadratic in the size of the text.
    ///
    /// ```swift
    /// let result = FixtureDecoder.decode(bytes, limits: .init(maximumScenes: 10, maximumViewsPerScene: 5_000))
    /// ```
    public struct Limits: Hashable, Sendable {
        /// The parser's limits: input size, nesting depth, scalar length, error count.
        public var parser: YAMLParser.Limits
        /// The most scenes (`---` parts with content) in a file. Default 100,000.
        public var maximumScenes: Int
        /// The most views in one scene. Every view node counts, every view controller (each
        /// brings its view), every table row (a cell) and every collection item. Default 1,000,000.
        public var maximumViewsPerScene: Int
        /// The most views in a file, all scenes together, counted as for
        /// ``maximumViewsPerScene``. Default 2,000,000.
        public var maximumViews: Int
        /// The most bytes the paths of the views and controllers of a file may add up to, each
        /// path as the layout names it (`nav/feed/table`, `ResolvedView/path`). Default 256 MiB.
        public var maximumTotalPathLength: Int

        /// Creates limits; every bound has the documented default.
        public init(
            parser: YAMLParser.Limits = YAMLParser.Limits(), maximumScenes: Int = 100_000,
            maximumViewsPerScene: Int = 1_000_000, maximumViews: Int = 2_000_000,
            maximumTotalPathLength: Int = 256 << 20
        ) {
            self.parser = parser
            self.maximumScenes = maximumScenes
            self.maximumViewsPerScene = maximumViewsPerScene
            self.maximumViews = maximumViews
            self.maximumTotalPathLength = maximumTotalPathLength
        }
    }
}

/// What a file has used of the limits so far.
struct DecodingBudget {
    var views = 0
    var pathLength = 0
}

extension SceneDecoding {
    /// Counts `views` more views, and a path of `pathLength` bytes; `false`, with an error at
    /// `location`, when that crosses a limit (then ``isStopped`` is set and decoding stops).
    mutating func countViews(_ views: Int, pathLength: Int = 0, at location: SourceLocation) -> Bool {
        guard !isStopped else { return false }
        let limits = self.limits
        if views > limits.maximumViewsPerScene - sceneViews {
            stop(.tooManyViewsInScene(maximum: limits.maximumViewsPerScene), at: location)
        } else if views > limits.maximumViews - budget.views {
            stop(.tooManyViews(maximum: limits.maximumViews), at: location)
        } else if pathLength > limits.maximumTotalPathLength - budget.pathLength {
            stop(.pathsTooLong(maximum: limits.maximumTotalPathLength), at: location)
        } else {
            sceneViews += views
            budget.views += views
            budget.pathLength += pathLength
        }
        return !isStopped
    }

    mutating func stop(_ problem: FixtureDecodingProblem, at location: SourceLocation) {
        reader.report(problem, at: location)
        isStopped = true
    }

    /// The length in bytes of a node's path as the layout names it: the parent's path, `/`,
    /// then the node's name or `KIND[INDEX]`.
    static func pathLength(parent: Int?, name: String?, kind: String, index: Int) -> Int {
        let component = name?.utf8.count ?? (kind.utf8.count + 2 + String(index).utf8.count)
        return (parent.map { $0 + 1 } ?? 0) + component
    }
}
