import ScrollInsets
import YAMLSubset

/// Every problem the decoder finds in a fixture's scenes and nodes (beyond the reader's own: an
/// unknown key, a value of the wrong type), as a named case with its values; ``message`` words it.
///
/// The decoder reports a problem with `FixtureReader/report(_:at:notes:)`:
///
/// ```swift
/// reader.report(.frameAndPin, at: frame.keyLocation)
/// FixtureDecodingProblem.unsupportedFormat(2).message
/// // "format '2' is not supported; the highest supported format is 1"
/// ```
public enum FixtureDecodingProblem: Hashable, Sendable {
    /// More scenes than ``FixtureDecoder/Limits/maximumScenes``.
    case tooManyScenes(maximum: Int)
    /// A file without a scene.
    case noScene
    /// A `format` higher than ``FixtureDecoder/highestFormat``.
    case unsupportedFormat(Int)
    /// A `format` below 1.
    case formatBelowOne(Int)
    /// An `orientation` the scene's device does not rotate to.
    case unsupportedOrientation(device: String, orientation: Orientation, supported: [Orientation])
    /// (Warning) `statusBar: visible` on a device that never shows one in the orientation.
    case statusBarNeverShown(device: String, orientation: Orientation)
    /// A scene without `root`.
    case missingRoot
    /// A `device` that is not in the catalog, with the closest name if one is close.
    case unknownDevice(String, suggestion: String?)
    /// A `device` the catalog lists but cannot lay out (`PartialDevice`): its refusal.
    case partialDevice(ModelError)
    /// `window:` with nothing after it.
    case missingWindow
    /// A window's safe-area inset below zero.
    case negativeWindowInset(Double, edge: Edge)
    /// `windowControls` on a window whose idiom is not `pad` (window controls are iPadOS 26's).
    case windowControlsNeedPad
    /// `windowControls` whose frame is not inside the window.
    case windowControlsOutsideWindow(Rect, size: Size)
    /// `cornerAdaptation` on a pinned edge whose anchor is not `safeArea` or `layoutMargins`.
    case cornerAdaptationWithoutRegion(anchor: String)
    /// `to: keyboardLayoutGuide` on a pin key other than `top` and `bottom`.
    case keyboardLayoutGuideNotOnVerticalEdge(key: String)
    /// A `separatorInset` that is a scalar other than `automatic`; `found` describes it.
    case invalidSeparatorInset(found: String)
    /// A child view controller in `subviews` without a `frame`.
    case childControllerWithoutFrame
    /// (Warning) A `frame` on a controller that is not in `subviews`.
    case controllerFrameIgnored
    /// A split view controller's column keys that do not fit its style (`viewControllers` on a
    /// column style, `primary` on the classic one, `supplementary` without `tripleColumn`, …).
    case splitViewColumns(String)
    /// A `selectedIndex` past the tab bar controller's view controllers.
    case selectedIndexOutOfRange(Int, count: Int)
    /// An `edgesForExtendedLayout` that is not `all`, `none` or a list; `found` describes it.
    case invalidEdges(found: String)
    /// More views in a scene than ``FixtureDecoder/Limits/maximumViewsPerScene``.
    case tooManyViewsInScene(maximum: Int)
    /// More views in a file than ``FixtureDecoder/Limits/maximumViews``.
    case tooManyViews(maximum: Int)
    /// Paths longer together than ``FixtureDecoder/Limits/maximumTotalPathLength``.
    case pathsTooLong(maximum: Int)
    /// A pin recipe (`maxOfMarginAndSafeArea`, `minOfMarginAndSafeArea`) without its `margin`.
    case recipeWithoutMargin(anchor: String)
    /// A `margin` on a pinned edge whose anchor is not a recipe.
    case marginWithoutRecipe(anchor: String)
    /// (Warning) A `frame` on a view controller's root view.
    case rootViewFrameIgnored
    /// Both `frame` and `pin` on a view.
    case frameAndPin
    /// A `pin` on a view controller's root view.
    case pinOnRootView
    /// A subview with neither `frame` nor `pin`.
    case missingFrame
    /// A `contentSize` on a table or collection view, which compute theirs.
    case computedContentSize(ViewKind)
    /// An `ios` the scene cannot be laid out on: not modelled, not run by the device, or without
    /// sourced figures (the `ModelError` that says which).
    case unsupportedRelease(ModelError)
    /// (Warning) `designRequiresCompatibility: true` on a release from 27 on, which ignores it.
    case designRequiresCompatibilityIgnored(UIKitRelease)
    /// (Warning) A `preferredContentSize` the presentation ignores: a style other than a form
    /// sheet (or a popover), or a form sheet in a scene that is not on a catalog iPad.
    case preferredContentSizeIgnored(style: ModalPresentationStyle)
    /// A section `header` or `footer` with neither `height` nor `title`: a view that sizes
    /// itself, which the model cannot measure.
    case headerFooterWithoutHeight(HeaderFooterKind)
    /// A header or footer with a `title` and `view: false`: UIKit shows a title in a view of its own.
    case headerFooterTitleWithoutView(HeaderFooterKind)
    /// A `# scroll-inspect: disable` or `enable` comment (`comment`) names no audit rule; the
    /// closest rule's name, if one is close (a warning: the scene is read without it).
    case unknownRuleInComment(String, comment: String, suggestion: String?)

    /// Whether the problem is an error or a warning.
    public var severity: FixtureDiagnostic.Severity {
        switch self {
        case .statusBarNeverShown, .controllerFrameIgnored, .rootViewFrameIgnored, .designRequiresCompatibilityIgnored,
            .unknownRuleInComment, .preferredContentSizeIgnored:
            .warning
        default: .error
        }
    }

    /// The message, in the house style (docs/limits.md and the golden files hold them all).
    public var message: String {
        switch self {
        case .tooManyScenes(let maximum):
            "the file has more than \(maximum) scenes; the maximum is \(maximum) scenes per file"
        case .noScene:
            "the fixture has no scene; expected a mapping with 'device' or 'window' and 'root'"
        case .unsupportedFormat(let format):
            "format '\(format)' is not supported; the highest supported format is \(FixtureDecoder.highestFormat)"
        case .formatBelowOne(let format):
            "format '\(format)' does not exist; formats start at 1"
        case .unsupportedOrientation(let device, let orientation, let supported):
            """
            '\(device)' does not support orientation '\(orientation.rawValue)'; it supports \
            \(supported.map(\.rawValue).joined(separator: ", "))
            """
        case .statusBarNeverShown(let device, let orientation):
            "'\(device)' never shows a status bar in '\(orientation.rawValue)'; 'visible' is ignored"
        case .missingRoot:
            "missing required key 'root'; expected a controller node or a view node"
        case .unknownDevice(let name, let suggestion):
            "unknown device '\(YAMLMessage.quoted(name))'" + (suggestion.map { "; did you mean '\($0)'?" } ?? "")
        case .unknownRuleInComment(let name, let comment, let suggestion):
            "unknown rule '\(YAMLMessage.quoted(name))' in \(comment == "enable" ? "an" : "a") \(comment) comment"
                + (suggestion.map { "; did you mean '\($0)'?" } ?? "; 'scroll-inspect rules' lists the rules")
        case .partialDevice(let refusal):
            refusal.description
        case .missingWindow:
            "missing value for 'window'; expected a mapping"
        case .negativeWindowInset(let inset, let edge):
            "a window's safeAreaInsets cannot be negative; found \(formatExactPoints(inset)) on the \(edge) edge"
        case .windowControlsNeedPad:
            "'windowControls' needs 'idiom: pad': window controls are an iPad window's (iPadOS 26)"
        case .windowControlsOutsideWindow(let frame, let size):
            """
            the window controls' frame \(FixtureText.rect(frame)) is not inside the \(FixtureText.number(size.width)) \
            × \(FixtureText.number(size.height)) window
            """
        case .cornerAdaptationWithoutRegion(let anchor):
            "'cornerAdaptation' needs 'to: safeArea' or 'to: layoutMargins' (a layout region); found '\(anchor)'"
        case .keyboardLayoutGuideNotOnVerticalEdge(let key):
            "'\(key)' cannot follow keyboardLayoutGuide; a 'top' or 'bottom' edge follows the guide's top"
        case .invalidSeparatorInset(let found):
            "expected 'automatic' or insets as [top, left, bottom, right]; found \(found)"
        case .childControllerWithoutFrame:
            "missing required key 'frame'; a child view controller placed in subviews needs a frame"
        case .controllerFrameIgnored:
            "'frame' applies only to a child view controller placed in subviews; this one is ignored"
        case .selectedIndexOutOfRange(let index, let count):
            """
            selectedIndex '\(index)' is out of range; the tab bar controller has \(count) view \
            controller\(count == 1 ? "" : "s")
            """
        case .splitViewColumns(let problem):
            problem
        case .invalidEdges(let found):
            "expected 'all', 'none' or a list of edges such as [top, bottom]; found \(found)"
        case .tooManyViewsInScene(let maximum):
            """
            the scene has more than \(maximum) views; the maximum is \(maximum) views per scene (table rows and \
            collection items count as views)
            """
        case .tooManyViews(let maximum):
            """
            the file has more than \(maximum) views; the maximum is \(maximum) views per file (table rows and \
            collection items count as views)
            """
        case .pathsTooLong(let maximum):
            """
            the paths of the views add up to more than \(maximum) bytes; the maximum is \(maximum) bytes per file (a \
            path grows with the nesting depth and the names)
            """
        case .recipeWithoutMargin(let anchor):
            "missing required key 'margin'; '\(anchor)' needs the margin to compare with the safe-area inset"
        case .marginWithoutRecipe(let anchor):
            "'margin' goes only with maxOfMarginAndSafeArea or minOfMarginAndSafeArea, not with '\(anchor)'"
        case .rootViewFrameIgnored:
            "the frame of a view controller's root view is set by its container; this one is ignored"
        case .frameAndPin:
            "'frame' and 'pin' exclude each other; give one"
        case .pinOnRootView:
            "a view controller's root view is placed by its container; 'pin' goes on its subviews"
        case .missingFrame:
            """
            missing required key 'frame'; expected a rect such as [x, y, width, height] or {x:, y:, width:, height:}, \
            or a 'pin'
            """
        case .computedContentSize(let kind):
            """
            the contentSize of a \(kind.rawValue) is computed from its \
            \(kind == .tableView ? "sections and rows" : "sections and items"); remove 'contentSize'
            """
        case .unsupportedRelease(let error):
            error.description
        case .designRequiresCompatibilityIgnored(let release):
            """
            'designRequiresCompatibility' is ignored on iOS \(release); UIKit ignores UIDesignRequiresCompatibility \
            from iOS 27
            """
        case .preferredContentSizeIgnored(let style):
            "'preferredContentSize' is ignored: UIKit takes it as the size of an iPad form sheet, and "
                + (style == .formSheet
                    ? "this scene is not on a catalog iPad"
                    : "modalPresentationStyle '\(style.rawValue)' is not one")
        case .headerFooterWithoutHeight(let kind):
            """
            a section \(kind.rawValue) needs a 'height' or a 'title'; a \(kind.rawValue) view that sizes itself \
            cannot be measured \

            """
                + "(for no \(kind.rawValue), leave out '\(kind.rawValue)')"
        case .headerFooterTitleWithoutView(let kind):
            """
            a section \(kind.rawValue) with a 'title' has a view: UIKit shows the title in one of its own; \
            'view: false' is a \(kind.rawValue) height the delegate gives with neither a view nor a title
            """
        }
    }
}

extension FixtureReader {
    /// Records a decoding problem as a diagnostic of its severity.
    public mutating func report(
        _ problem: FixtureDecodingProblem, at location: SourceLocation,
        notes: [FixtureDiagnostic.Note] = []
    ) {
        report(FixtureDiagnostic(problem.severity, problem.message, at: location, notes: notes))
    }
}
